import { ItSupportFormSlot } from '~/features/forms/form-slots';
import { PageHero } from '~/components/page-hero';
import { companyOf, pageTextOf, phoneLink } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/it-support';

/**
 * The page's heading, lead, steps (its `page` document's paragraphs) and search texts, the phone
 * number (the `site` document's).
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const { heading, lead, intro } = pageCopyOf(content, 'it-support');
  return {
    seo: pageTextOf(content, 'it-support'),
    copy: { heading, lead, steps: intro },
    phone: phoneLink(companyOf(content).phone),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function ItSupport({ loaderData }: Route.ComponentProps) {
  const { phone, copy } = loaderData;
  return (
    <>
      <PageHero title={copy.heading ?? 'Get IT Support'} lead={copy.lead ?? undefined} />
      <section className="section">
        <div className="container split">
          <div>
            {copy.steps.length > 0 && (
              <>
                <h2>How it works</h2>
                <ol className="numbered">
                  {copy.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </>
            )}
            <p>
              Urgent? Call us on <a href={phone.href}>{phone.text}</a>.
            </p>
          </div>
          <ItSupportFormSlot />
        </div>
      </section>
    </>
  );
}
