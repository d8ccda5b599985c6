/**
 * The openings' Apply buttons on the Careers page and the Careers form: a button preselects its role,
 * now or, when the form's code has not arrived yet, as soon as the form mounts. Imported by the
 * Careers page only; the form hears it through the slot, so its chunk does not carry this.
 */
type Listener = (role: string) => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

export function applyForRole(role: string): void {
  pending = role;
  for (const listener of listeners) listener(role);
}

/** The Careers form's subscription; hears a role asked for before it mounted. */
export function onApplyForRole(listener: Listener): () => void {
  listeners.add(listener);
  if (pending !== null) listener(pending);
  return () => {
    listeners.delete(listener);
  };
}
