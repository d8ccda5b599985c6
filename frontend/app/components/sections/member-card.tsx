import type { TeamMember } from '~/content/team';
import { BrandIcon } from '../brand-icon';
import { ContentPicture } from '../content-picture';
import { deferred } from '../deferred';

// A static icon: its HTML is prerendered, its code (lucide) loads after the page is interactive.
const Globe = deferred(() => import('lucide-react/icons/globe').then((m) => m.default));

export function MemberCard({ member, headingLevel = 3 }: { member: TeamMember; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const links = (
    [
      ['linkedin', 'LinkedIn', member.links.linkedin],
      ['x', 'X', member.links.x],
      ['github', 'GitHub', member.links.github],
      ['website', 'the web', member.links.website],
    ] as const
  ).flatMap(([brand, network, href]) => (href ? [{ brand, network, href }] : []));
  return (
    <article className="card member-card">
      <ContentPicture
        image={member.photo}
        alt={`Portrait of ${member.name}`}
        sizes="(min-width: 1000px) 280px, (min-width: 640px) 45vw, 90vw"
        width={400}
        height={400}
      />
      <Heading>{member.name}</Heading>
      <p className="member-role">{member.role}</p>
      {member.bio && <p className="member-bio">{member.bio}</p>}
      {member.expertise.length > 0 && (
        <ul className="tag-list member-expertise" aria-label={`${member.name}'s expertise`}>
          {member.expertise.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
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
                {brand === 'website' ? (
                  <Globe size={20} aria-hidden="true" focusable="false" strokeWidth={1.75} />
                ) : (
                  <BrandIcon brand={brand} />
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
