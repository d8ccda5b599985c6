import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { TechLogo } from '~/content/technologies';
import { Section } from '../section';
import { TechLogoTile } from '../tech-logo';

/** The logo grid of the `technology` document and the sentence under its heading, handed over by Home's loader. */
export function TechnologiesSection({ intro, logos }: { intro: string; logos: readonly TechLogo[] }) {
  return (
    <Section
      id="technologies"
      eyebrow="Our stack"
      title="Technologies"
      intro={
        <>
          {intro} <Link to={paths.technologies}>See all technologies</Link>.
        </>
      }
    >
      <ul className="tech-grid">
        {logos.map((tech) => (
          <TechLogoTile key={tech.name} tech={tech} />
        ))}
      </ul>
    </Section>
  );
}
