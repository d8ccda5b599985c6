import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { PortfolioCardItem } from '~/content/portfolio';
import { Carousel } from '../carousel';
import { PortfolioCard } from '../portfolio-card';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

export function PortfolioCarouselSection({
  heading,
  items,
}: {
  heading: SectionText;
  items: readonly PortfolioCardItem[];
}) {
  return (
    <Section id="portfolio" {...heading}>
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
