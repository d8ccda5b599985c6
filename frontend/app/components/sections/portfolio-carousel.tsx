import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { PortfolioCardItem } from '~/content/portfolio';
import { Carousel } from '../carousel';
import { PortfolioCard } from '../portfolio-card';
import { Section } from '../section';

export function PortfolioCarouselSection({ items }: { items: readonly PortfolioCardItem[] }) {
  return (
    <Section
      id="portfolio"
      eyebrow="Our work"
      title="Portfolio"
      intro="A selection of products we designed, built and still support."
    >
      <Carousel label="Portfolio" options={{ perView: 3, centered: true, loop: true }}>
        {items.map((item) => (
          <PortfolioCard key={item.id} item={item} />
        ))}
      </Carousel>
      <p className="section-more">
        <Link className="button" to={paths.about}>
          VIEW MORE<span className="visually-hidden"> of our portfolio</span>
        </Link>
      </p>
    </Section>
  );
}
