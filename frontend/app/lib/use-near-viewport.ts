import { useCallback, useState } from 'react';

/**
 * `near` resolves once the element given to `ref` comes within `rootMargin` of the viewport, takes
 * focus or the pointer. While prerendering (no window) it is resolved from the start.
 */
export function useNearViewport(rootMargin = '600px 0px') {
  const [signal] = useState(() => {
    if (typeof window === 'undefined') return { near: Promise.resolve(), reveal: () => undefined };
    let reveal!: () => void;
    const near = new Promise<void>((resolve) => {
      reveal = () => resolve();
    });
    return { near, reveal };
  });

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') return signal.reveal();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            signal.reveal();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      const listeners = new AbortController();
      element.addEventListener('focusin', signal.reveal, { once: true, signal: listeners.signal });
      element.addEventListener('pointerenter', signal.reveal, { once: true, signal: listeners.signal });
      return () => {
        observer.disconnect();
        listeners.abort();
      };
    },
    [signal, rootMargin],
  );

  return { near: signal.near, ref };
}
