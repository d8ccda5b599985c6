/**
 * Slots for the site's forms. The forms engineer replaces the body of each component
 * (the forms live in app/features/forms/); pages only render these slots.
 */

function Placeholder({
  heading,
  text,
  as: Heading = 'h2',
}: {
  heading?: string;
  text: string;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="card form-slot">
      {heading && <Heading>{heading}</Heading>}
      <p className="form-slot-note">{text}</p>
    </div>
  );
}

/** The enquiry form inside the Get In Touch modal; call onDone after a successful submit. */
export function EnquiryFormSlot(_props: { onDone?: () => void }) {
  return <Placeholder text="The enquiry form loads here." />;
}

/** The Contact page form. */
export function ContactFormSlot() {
  return <Placeholder heading="Send us a message" text="The contact form loads here." />;
}

/** The 'Apply Now' form beside the Careers accordion. */
export function CareersFormSlot() {
  return <Placeholder heading="Apply Now" text="The job application form loads here." />;
}

/** The event registration form (in the Register Now modal and again at the bottom of the page). */
export function EventRegistrationFormSlot(_props: { idPrefix: string; onDone?: () => void }) {
  return <Placeholder text="The registration form loads here." />;
}

/** The Get IT Support form. */
export function ItSupportFormSlot() {
  return <Placeholder heading="Request IT support" text="The support request form loads here." />;
}

/** The newsletter sign-up in the footer. */
export function NewsletterFormSlot() {
  return (
    <div className="form-slot form-slot-inline">
      <h2>Newsletter</h2>
      <p className="form-slot-note">The newsletter sign-up loads here.</p>
    </div>
  );
}

/** The comment form under the placeholder blog article. */
export function BlogCommentFormSlot() {
  return <Placeholder heading="Leave a comment" text="The comment form loads here." as="h2" />;
}

/** The stub admin login form. */
export function AdminLoginFormSlot() {
  return <Placeholder heading="Sign in" text="The login form loads here." />;
}
