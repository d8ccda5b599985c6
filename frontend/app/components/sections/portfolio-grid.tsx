import type { PortfolioCardItem } from '~/content/portfolio';
import { PortfolioGrid } from '../portfolio-card';
import { Section } from '../section';

export function PortfolioGridSection({ items }: { items: readonly PortfolioCardItem[] }) {
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
