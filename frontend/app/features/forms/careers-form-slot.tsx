/**
 * The Careers page's 'Apply Now' form slot, apart from the other forms' slots (form-slots.tsx) so that
 * the page loads no code of theirs. The form is loaded on demand and prerendered whole, as every slot's.
 */
import { lazy, Suspense } from 'react';
import '~/styles/forms.css';

const CareersForm = lazy(() => import('./careers-form').then((m) => ({ default: m.CareersForm })));

/** The id of the Careers form's card, for the openings' Apply buttons to scroll to. */
export const APPLY_FORM_ID = 'apply-now';

/** The 'Apply Now' form beside the Careers accordion; `onApplyForRole` hears the openings' Apply buttons. */
export function CareersFormSlot({
  onApplyForRole,
  roles,
}: {
  onApplyForRole: (listener: (role: string) => void) => () => void;
  /** The open jobs' titles: the form's role choice. */
  roles?: readonly string[];
}) {
  return (
    <div className="card form-slot" id={APPLY_FORM_ID}>
      <h2>Apply Now</h2>
      {/* As form-slots' fallback (a module shared by both would be one more file for the page). */}
      <Suspense
        fallback={
          <p className="form-slot-note" role="status">
            Loading the form…
          </p>
        }
      >
        <CareersForm onApplyForRole={onApplyForRole} roles={roles} />
      </Suspense>
    </div>
  );
}
