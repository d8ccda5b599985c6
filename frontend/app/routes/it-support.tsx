import { ItSupportFormSlot } from '~/features/forms/form-slots';
import { PageHero } from '~/components/page-hero';
import { companyOf, pageTextOf, phoneLink } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/it-support';

/** The page's title and description in search results (its `page` document), the phone number (the `site` document's). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  return { seo: pageTextOf(content, 'it-support'), phone: phoneLink(companyOf(content).phone) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function ItSupport({ loaderData }: Route.ComponentProps) {
  const { phone } = loaderData;
  return (
    <>
      <PageHero title="Get IT Support" lead="Tell us what is wrong and an engineer will call you back." />
      <section className="section">
        <div className="container split">
          <div>
            <h2>How it works</h2>
            <ol className="numbered">
              <li>Send us your name, e-mail, phone number and country.</li>
              <li>An engineer reviews your request, usually within two business hours.</li>
              <li>We call you back, diagnose the problem and agree the next steps.</li>
            </ol>
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
