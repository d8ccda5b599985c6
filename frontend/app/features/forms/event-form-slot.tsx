/**
 * The event registration form's slot (in the Register Now modal and again at the bottom of the page),
 * apart from the other forms' slots (form-slots.tsx) so that an event's page loads no code of theirs.
 * The form is loaded on demand and prerendered whole, as every slot's.
 */
import { lazy, Suspense } from 'react';
import '~/styles/forms.css';

/** As form-slots' (a module shared by both would be one more file for every page with a form). */
function FormLoading() {
  return (
    <p className="form-slot-note" role="status">
      Loading the form…
    </p>
  );
}

const EventRegistrationForm = lazy(() =>
  import('./event-form').then((m) => ({ default: m.EventRegistrationForm })),
);

/** Named by the element `labelledBy` (outside the slot: its text follows the event's status). */
export function EventRegistrationFormSlot({
  labelledBy,
  onDone,
  ...event
}: {
  labelledBy: string;
  onDone?: () => void;
  /** The event registered for (its slug names it to the API; its title words the subject). */
  eventSlug: string;
  eventTitle: string;
  /** The event is full and keeps a waitlist: the form joins it. */
  waitlist: boolean;
}) {
  return (
    <Suspense fallback={<FormLoading />}>
      <EventRegistrationForm onSuccess={onDone} labelledBy={labelledBy} {...event} />
    </Suspense>
  );
}
