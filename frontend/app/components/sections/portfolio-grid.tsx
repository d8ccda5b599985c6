import type { PortfolioCardItem } from '~/content/portfolio';
import { PortfolioGrid } from '../portfolio-card';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The portfolio grid; `{count}` in the heading's intro is already the number of items (the loader's). */
export function PortfolioGridSection({
  heading,
  items,
}: {
  heading: SectionText;
  items: readonly PortfolioCardItem[];
}) {
  return (
    <Section id="portfolio" {...heading}>
      <PortfolioGrid items={items} />
    </Section>
  );
}
