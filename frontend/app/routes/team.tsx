import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { MemberCard } from '~/components/sections/member-card';
import { siteContentOf } from '~/content/site-content';
import { teamPageOf } from '~/content/team-page';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/team';

/**
 * The published team (the seed at build time): the page's HTML carries it, not its JavaScript. Its data
 * is made by `teamPageOf`, which the console's preview calls with a draft.
 */
export function loader({ context }: Route.LoaderArgs) {
  return teamPageOf(siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.copy.heading ?? 'Our Team'} lead={loaderData.copy.lead ?? undefined} />
      {loaderData.groups.map((group, i) => (
        <Section key={group.id} id={`team-${i}`} {...group.heading} tone={i % 2 === 1 ? 'sky' : undefined}>
          <ul className="card-grid cols-4">
            {group.members.map((member) => (
              <li key={member.slug}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
