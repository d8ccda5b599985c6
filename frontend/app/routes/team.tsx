import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { MemberCard } from '~/components/sections/member-card';
import { TEAM_GROUPS } from '~/content/team';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Our Team | Orbitwise Technologies',
      description:
        'Meet the executive, development and digital marketing teams of Orbitwise Technologies: the people behind our software and training.',
      keywords: 'Orbitwise team, leadership, software engineers, digital marketing team',
    },
    location.pathname,
  );

export default function Team() {
  return (
    <>
      <PageHero
        title="Our Team"
        lead="Engineers, trainers and storytellers who care about doing the work well."
      />
      {TEAM_GROUPS.map((group, i) => (
        <Section
          key={group.title}
          id={`team-${i}`}
          title={group.title}
          intro={group.intro}
          tone={i % 2 === 1 ? 'sky' : undefined}
        >
          <ul className="card-grid cols-4">
            {group.members.map((member) => (
              <li key={member.name}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
