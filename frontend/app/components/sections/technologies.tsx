import { Link } from 'react-router';
import type { TechnologyData } from '@orbitwise/contracts/content';
import { paths } from '~/config/routes-table';
import type { TechLogo } from '~/content/technologies';
import { Section } from '../section';
import { TechLogoTile } from '../tech-logo';

/** The logo grid of the `technology` document and its section's heading, handed over by Home's loader. */
export function TechnologiesSection({
  heading,
  logos,
}: {
  heading: TechnologyData['home'];
  logos: readonly TechLogo[];
}) {
  return (
    <Section
      id="technologies"
      eyebrow={heading.eyebrow ?? undefined}
      title={heading.title}
      intro={
        <>
          {heading.intro} <Link to={paths.technologies}>See all technologies</Link>.
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
