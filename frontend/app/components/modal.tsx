import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * What Tab stops at inside `root`, in document order, including inside open shadow roots (the ALTCHA
 * widget renders its checkbox in one): enabled, rendered elements with a tab index of 0 or more.
 */
function tabbables(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0) {
      found.push(element);
    }
    if (element.shadowRoot) found.push(...tabbables(element.shadowRoot));
  }
  return found;
}

/** The focused element itself, looking through shadow roots (document.activeElement stops at the host). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal dialog on the native <dialog> element: role=dialog, aria-modal, labelled by its title,
 * focus kept inside (Tab wraps), Escape closes, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
      element.querySelector<HTMLElement>('.modal-close')?.focus();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = tabbables(dialog.current);
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = deepActiveElement();
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="modal-body">
        <div className="modal-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={`${id}-description`} className="modal-description">
            {description}
          </p>
        )}
        {open && children}
      </div>
    </dialog>
  );
}
