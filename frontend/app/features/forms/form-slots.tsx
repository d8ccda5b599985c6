/**
 * Slots for the site's forms (the Careers and event forms' slots are modules of their own, so their
 * pages load none of these); pages only render these. Each form is loaded on demand with
 * React.lazy, so no page pays for the form kit, yup or the captcha before it shows a form (the
 * footer newsletter and the enquiry modal are on every page). The build renders each form whole into
 * the page's HTML (entry.server.tsx waits for every boundary): the form shows at once, and React
 * keeps that HTML in place until the form's code has loaded, then hydrates it (selective
 * hydration); the fallback only shows on a client-side navigation.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNearViewport } from '~/lib/use-near-viewport';
// The forms' styles come with the page (CSS, no JavaScript): the prerendered forms are laid out as
// they will be once their code has loaded, so nothing moves when it arrives.
import '~/styles/forms.css';

const EnquiryForm = lazy(() => import('./enquiry-form').then((m) => ({ default: m.EnquiryForm })));
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));
const ItSupportForm = lazy(() => import('./it-support-form').then((m) => ({ default: m.ItSupportForm })));

function Loading() {
  return (
    <p className="form-slot-note" role="status">
      Loading the form…
    </p>
  );
}

function Card({
  heading,
  children,
  as: Heading = 'h2',
}: {
  heading?: string;
  children: ReactNode;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="card form-slot">
      {heading && <Heading>{heading}</Heading>}
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </div>
  );
}

/** The enquiry form inside the Get In Touch modal; call onDone after a successful submit. */
export function EnquiryFormSlot({ onDone }: { onDone?: () => void }) {
  return (
    <Suspense fallback={<Loading />}>
      <EnquiryForm onSuccess={onDone} />
    </Suspense>
  );
}

/** The Contact page form. */
export function ContactFormSlot() {
  return (
    <Card heading="Send us a message">
      <ContactForm />
    </Card>
  );
}

/** The Get IT Support form. */
export function ItSupportFormSlot() {
  return (
    <Card heading="Request IT support">
      <ItSupportForm />
    </Card>
  );
}

/**
 * The newsletter sign-up in the footer. The footer is on every page but far below the fold: its form
 * (and the form kit) load only when the footer comes near the viewport or takes focus. Until then the
 * lazy form stays suspended, so React leaves the prerendered HTML as it is.
 */
export function NewsletterFormSlot() {
  const { near, ref } = useNearViewport();
  const [NewsletterForm] = useState(() =>
    lazy(() => near.then(() => import('./newsletter-form')).then((m) => ({ default: m.NewsletterForm }))),
  );
  return (
    <div className="form-slot form-slot-inline" ref={ref}>
      <h2>Newsletter</h2>
      <Suspense fallback={<Loading />}>
        <NewsletterForm />
      </Suspense>
    </div>
  );
}
