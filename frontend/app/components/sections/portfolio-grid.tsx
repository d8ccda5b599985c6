import type { PortfolioItem } from '~/content/portfolio';
import { PortfolioGrid } from '../portfolio-card';
import { Section } from '../section';

export function PortfolioGridSection({ items }: { items: PortfolioItem[] }) {
  return (
    <Section
      id="portfolio"
      eyebrow="Our work"
      title="Portfolio"
      intro={`${items.length} products we designed, built and support.`}
    >
      <PortfolioGrid items={items} />
    </Section>
  );
}
