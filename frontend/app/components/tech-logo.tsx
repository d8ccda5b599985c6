import type { TechLogo } from '~/content/technologies';

export function TechLogoTile({ tech }: { tech: TechLogo }) {
  return (
    <li className="tech-tile">
      {tech.logo ? (
        <img src={tech.logo} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="tech-monogram" aria-hidden="true">
          {tech.monogram}
        </span>
      )}
      <span>{tech.name}</span>
    </li>
  );
}
