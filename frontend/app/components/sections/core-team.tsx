import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { CORE_TEAM } from '~/content/team';
import { Section } from '../section';
import { MemberCard } from './member-card';

export function CoreTeamSection() {
  return (
    <Section
      id="team"
      eyebrow="Leadership"
      title="Our Core Team"
      intro={<Link to={paths.team}>Meet the whole team</Link>}
    >
      <ul className="card-grid cols-4">
        {CORE_TEAM.map((member) => (
          <li key={member.name}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
