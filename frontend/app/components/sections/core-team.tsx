import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import type { TeamMember } from '~/content/team';
import type { SectionText } from '~/content/page-copy';
import { Section } from '../section';
import { MemberCard } from './member-card';

/** The core team, read by the page's loader (coreTeam). */
export function CoreTeamSection({
  heading,
  members,
}: {
  heading: SectionText;
  members: readonly TeamMember[];
}) {
  return (
    <Section
      id="team"
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={
        heading.intro ? (
          <>
            {heading.intro} <Link to={paths.team}>Meet the whole team</Link>
          </>
        ) : (
          <Link to={paths.team}>Meet the whole team</Link>
        )
      }
    >
      <ul className="card-grid cols-4">
        {members.map((member) => (
          <li key={member.slug}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
