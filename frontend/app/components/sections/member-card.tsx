import { type TeamMember } from '~/content/team';
import { BrandIcon } from '../brand-icon';

export function MemberCard({ member, headingLevel = 3 }: { member: TeamMember; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="card member-card">
      <img src={member.photo} alt={`Portrait of ${member.name}`} width={400} height={400} loading="lazy" />
      <Heading>{member.name}</Heading>
      <p className="member-role">{member.role}</p>
      <ul className="member-social">
        <li>
          <a
            href={member.social.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
          >
            <BrandIcon brand="linkedin" />
          </a>
        </li>
        <li>
          <a
            href={member.social.x}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on X (opens in a new tab)`}
          >
            <BrandIcon brand="x" />
          </a>
        </li>
      </ul>
    </article>
  );
}
