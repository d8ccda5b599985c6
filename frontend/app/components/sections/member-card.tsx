import type { TeamMember } from '~/content/team';
import { BrandIcon } from '../brand-icon';

export function MemberCard({ member, headingLevel = 3 }: { member: TeamMember; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const links = (
    [
      ['linkedin', 'LinkedIn', member.links.linkedin],
      ['x', 'X', member.links.x],
    ] as const
  ).flatMap(([brand, network, href]) => (href ? [{ brand, network, href }] : []));
  return (
    <article className="card member-card">
      <img
        src={member.photo.src}
        alt={`Portrait of ${member.name}`}
        width={400}
        height={400}
        loading="lazy"
      />
      <Heading>{member.name}</Heading>
      <p className="member-role">{member.role}</p>
      {links.length > 0 && (
        <ul className="member-social">
          {links.map(({ brand, network, href }) => (
            <li key={brand}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on ${network} (opens in a new tab)`}
              >
                <BrandIcon brand={brand} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
