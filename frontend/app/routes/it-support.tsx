import { ItSupportFormSlot } from '~/features/forms/form-slots';
import { PageHero } from '~/components/page-hero';
import { SITE } from '~/config/site';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/it-support';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Get IT Support | Orbitwise Technologies',
      description:
        'Request IT support from Orbitwise Technologies: tell us about the problem and an engineer will call you back.',
      keywords: 'IT support request, technical support, help desk',
    },
    location.pathname,
  );

export default function ItSupport() {
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
              Urgent? Call us on{' '}
              <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone.replace(/ /g, '\u00a0')}</a>.
            </p>
          </div>
          <ItSupportFormSlot />
        </div>
      </section>
    </>
  );
}
