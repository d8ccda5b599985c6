import { EnquiryFormSlot } from '~/features/forms/form-slots';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/enquiry';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Enquiry | Orbitwise Technologies',
      description:
        'Send an enquiry about our software services or training courses and one of our experts will contact you.',
      keywords: 'enquiry, software services enquiry, course enquiry',
    },
    location.pathname,
  );

export default function Enquiry() {
  return (
    <>
      <PageHero title="Enquiry" lead="Please complete this form to be connected by one of our experts." />
      <section className="section">
        <div className="container narrow">
          <h2>GET IN TOUCH</h2>
          <EnquiryFormSlot />
        </div>
      </section>
    </>
  );
}
