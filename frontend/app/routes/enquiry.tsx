import { EnquiryFormSlot } from '~/features/forms/form-slots';
import { PageHero } from '~/components/page-hero';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/enquiry';

/** The page's text and its search texts (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'enquiry'),
    copy: pageCopyOf(siteContentOf(context), 'enquiry'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Enquiry({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.heading ?? 'Enquiry'} lead={copy.lead ?? undefined} />
      <section className="section">
        <div className="container narrow">
          <h2>GET IN TOUCH</h2>
          <EnquiryFormSlot />
        </div>
      </section>
    </>
  );
}
