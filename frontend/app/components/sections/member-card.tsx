import type { TeamMember } from '~/content/team';
import { BrandIcon } from '../brand-icon';

export function MemberCard({ member, headingLevel = 3 }: { member: TeamMember; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { linkedin, x } = member.links;
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
      {(linkedin || x) && (
        <ul className="member-social">
          {linkedin && (
            <li>
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
              >
                <BrandIcon brand="linkedin" />
              </a>
            </li>
          )}
          {x && (
            <li>
              <a
                href={x}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on X (opens in a new tab)`}
              >
                <BrandIcon brand="x" />
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
