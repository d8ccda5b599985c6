import { CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ServiceBlock } from '~/components/service-blocks';
import { serviceIndexPageOf } from '~/content/service-pages';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { ServiceSection } from '~/content/service-pages';
import type { Route } from './+types/service-details';

/**
 * The page's copy is the `servicedetails` document; its title and description in search results,
 * where that document leaves them empty, its `page` document's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return serviceIndexPageOf('servicedetails', 'service-details', siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

/** A list block: its text and topics, and the topics again in a card beside them. */
function Package({ section, id }: { section: ServiceSection; id: string }) {
  const topics = section.items.map((item) => item.title);
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container split">
        <article>
          <h2 id={`${id}-title`}>{section.title}</h2>
          {section.intro && <p>{section.intro}</p>}
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <CheckList items={topics} />
        </article>
        <aside className="card" aria-labelledby={`${id}-topics`}>
          <h2 id={`${id}-topics`}>Services</h2>
          <ul className="plain-list">
            {topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

export default function ServiceDetails({ loaderData: { page, appStores } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.heading} lead={page.lead} />
      {page.sections.map((section, i) =>
        section.kind === 'list' ? (
          <Package key={section.title + i} section={section} id={`service-details-${i}`} />
        ) : (
          <ServiceBlock
            key={section.title + i}
            section={section}
            id={`service-details-${i}`}
            appStores={appStores}
          />
        ),
      )}
    </>
  );
}
