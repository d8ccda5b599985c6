import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { TECH_LOGOS } from '~/content/technologies';
import { Section } from '../section';
import { TechLogoTile } from '../tech-logo';

export function TechnologiesSection() {
  return (
    <Section
      id="technologies"
      eyebrow="Our stack"
      title="Technologies"
      intro={
        <>
          Proven tools we build and teach with. <Link to={paths.technologies}>See all technologies</Link>.
        </>
      }
    >
      <ul className="tech-grid">
        {TECH_LOGOS.map((tech) => (
          <TechLogoTile key={tech.name} tech={tech} />
        ))}
      </ul>
    </Section>
  );
}
