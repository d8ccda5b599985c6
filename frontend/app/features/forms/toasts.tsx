/**
 * Toasts (spec sections 5 and 8): 3 seconds, paused while hovered or focused, with a progress bar,
 * shown top right (Contact page) or bottom right (Careers). Rendered in a polite live region.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const TOAST_DURATION_MS = 3000;

export type ToastPosition = 'top-right' | 'bottom-right';
export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  duration: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(
  message: string,
  {
    type = 'error',
    position = 'top-right',
    duration = TOAST_DURATION_MS,
  }: Partial<Omit<Toast, 'id' | 'message'>> = {},
): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, type, position, duration }];
  emit();
  return id;
}

/** Dismisses the toasts of these types (all when none are given), e.g. stale errors once a form is sent. */
export function dismissToasts(types?: readonly ToastType[]): void {
  const kept = types ? toasts.filter((toast) => !types.includes(toast.type)) : [];
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

/**
 * Brings a field the top-right toast `toastId` is about into view below the toasts, so that none
 * covers it, and focuses it. Waits (a few frames at most) for the toast to be on screen to measure it.
 */
export function revealBelowToasts(field: HTMLElement, toastId: number, framesLeft = 30): void {
  if (!document.querySelector(`[data-toast-id="${toastId}"]`) && framesLeft > 0) {
    requestAnimationFrame(() => revealBelowToasts(field, toastId, framesLeft - 1));
    return;
  }
  field.focus({ preventScroll: true });
  const box = (field.closest('.field') ?? field).getBoundingClientRect();
  const toastsBottom = document.querySelector('.toaster-top-right')?.getBoundingClientRect().bottom ?? 0;
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const top = Math.max(toastsBottom, header) + 16;
  if (box.top < top || box.bottom > window.innerHeight) {
    window.scrollBy({ top: box.top - top, behavior: 'instant' });
  }
}

function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: readonly Toast[] = [];

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, toast.id]);

  return (
    <div
      className={`toast toast-${toast.type}`}
      data-toast-id={toast.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="toast-message">{toast.message}</p>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
      <span
        className="toast-progress"
        aria-hidden="true"
        style={{
          animationDuration: `${toast.duration}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
      />
    </div>
  );
}

/** One per page that uses toasts; the live regions exist before any toast so each is announced. */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <>
      {(['top-right', 'bottom-right'] as const).map((position) => (
        <section
          key={position}
          className={`toaster toaster-${position}`}
          aria-label={position === 'top-right' ? 'Notifications' : 'Alerts'}
          aria-live="polite"
        >
          {list
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </section>
      ))}
    </>
  );
}
