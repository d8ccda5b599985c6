import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { PortfolioCardItem } from '~/content/portfolio';

/** A project card linking to /portfolio/{id}. */
export function PortfolioCard({ item, headingLevel = 3 }: { item: PortfolioCardItem; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="card portfolio-card">
      <img src={item.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
      <div className="portfolio-card-body">
        <p className="portfolio-category">{item.category}</p>
        <Heading>
          <Link to={paths.portfolio(item.id)} className="stretched-link">
            {item.name}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

export function PortfolioGrid({ items }: { items: readonly PortfolioCardItem[] }) {
  return (
    <ul className="card-grid cols-3 portfolio-grid">
      {items.map((item) => (
        <li key={item.id}>
          <PortfolioCard item={item} />
        </li>
      ))}
    </ul>
  );
}
