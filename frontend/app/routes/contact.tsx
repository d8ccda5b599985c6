import { ContactFormSlot } from '~/features/forms/form-slots';
import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { contactPageOf, siteDetailsOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import { organizationJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/contact';

// Static icons: their HTML is prerendered, their code (lucide) loads after the page is interactive.
const Mail = deferred(() => import('lucide-react/icons/mail').then((m) => m.default));
const MapPin = deferred(() => import('lucide-react/icons/map-pin').then((m) => m.default));
const Phone = deferred(() => import('lucide-react/icons/phone').then((m) => m.default));
const User = deferred(() => import('lucide-react/icons/user').then((m) => m.default));

/** The page's heading, lead and search texts (its `page` document), the company's details (the `site` document). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  return { ...contactPageOf(content), organization: organizationJsonLd(siteDetailsOf(content)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...pageMeta(withPageText(loaderData?.seo), location.pathname),
  ...(loaderData ? [{ 'script:ld+json': loaderData.organization }] : []),
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { name, address, contactPerson, phone, email, mapEmbedUrl } = loaderData.company;
  const { heading, lead } = loaderData.copy;
  return (
    <>
      <PageHero title={heading ?? 'Contact Us'} lead={lead ?? undefined} />
      <section className="section">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2>Get in touch</h2>
            <ul className="contact-list">
              <li>
                <MapPin aria-hidden="true" />
                <div>
                  <h3>Address</h3>
                  <address>
                    {address.street}
                    <br />
                    {address.city}, {address.region} {address.postalCode}
                    <br />
                    {address.country}
                  </address>
                </div>
              </li>
              <li>
                <User aria-hidden="true" />
                <div>
                  <h3>Contact person</h3>
                  <p>{contactPerson}</p>
                </div>
              </li>
              <li>
                <Phone aria-hidden="true" />
                <div>
                  <h3>Phone</h3>
                  <p>
                    <a href={phone.href}>{phone.text}</a>
                  </p>
                </div>
              </li>
              <li>
                <Mail aria-hidden="true" />
                <div>
                  <h3>E-mail</h3>
                  <p>
                    <a href={`mailto:${email}`}>{email}</a>
                  </p>
                </div>
              </li>
            </ul>
          </div>
          <ContactFormSlot />
        </div>
        <div className="container map">
          <iframe
            title={`Map showing the ${name} office`}
            src={mapEmbedUrl}
            width={1200}
            height={400}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        </div>
      </section>
    </>
  );
}
