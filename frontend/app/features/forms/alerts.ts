/**
 * The spec's dialogs (thank-you, Error, Something went wrong) through sweetalert2, loaded with a
 * dynamic import on first use so that no page pays for it before a form is sent.
 */

export const CONTACT_SUCCESS_MESSAGE =
  'Thanks for contacting us, We will review it and get back to you as soon as possible!';
export const CAREER_SUCCESS_MESSAGE =
  'Thank you for applying.We have received your application.If your profile is shortlisted, we will reach out to you.';
export const EVENT_SUCCESS_MESSAGE = 'You have registered successfully';
export const EVENT_FAILURE_TITLE = 'Something went wrong';
export const ERROR_TITLE = 'Error';
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

type Icon = 'success' | 'error' | 'warning' | 'info';

function load() {
  return Promise.all([import('sweetalert2'), import('sweetalert2/dist/sweetalert2.min.css')]).then(
    ([module]) => module.default,
  );
}

/**
 * Opens a dialog; resolves when it has been shown (not when it closes). A modal opened with
 * showModal() sits in the top layer, so an alert about a modal that stays open is shown inside it;
 * `onPage` is for alerts that outlive the modal (after a success the modal closes).
 */
export async function showAlert(icon: Icon, title: string, text?: string, onPage = false): Promise<void> {
  const Swal = await load();
  const openDialog = onPage ? null : document.querySelector<HTMLElement>('dialog[open]');
  void Swal.fire({
    target: openDialog ?? 'body',
    icon,
    title,
    text,
    confirmButtonText: 'OK',
    confirmButtonColor: '#0b3d91',
    returnFocus: true,
  });
}

/** The spec's failure dialog: the server's errorMessage, or 'An error occurred' when it gives none. */
export function showResultError(title: string, result: { errorMessage: string | null }): Promise<void> {
  return showAlert('error', title, result.errorMessage || DEFAULT_ERROR_MESSAGE);
}

/** Preloads the dialog code while the visitor fills a form, so the answer shows at once. */
export function preloadAlerts(): void {
  void load().catch(() => undefined);
}
