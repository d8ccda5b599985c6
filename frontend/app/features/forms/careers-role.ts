/**
 * The role an opening's Apply button asks the Careers form to preselect. The form may not have
 * loaded yet when the button is pressed: the role waits here and is taken when the form mounts.
 */
type Listener = (role: string) => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

/** Preselects `role` in the Careers form (now, or as soon as the form is there). */
export function applyForRole(role: string): void {
  pending = role;
  for (const listener of listeners) listener(role);
}

/** The Careers form's subscription; hears the role asked for before it mounted, if any. */
export function onApplyForRole(listener: Listener): () => void {
  listeners.add(listener);
  if (pending !== null) listener(pending);
  return () => {
    listeners.delete(listener);
  };
}
