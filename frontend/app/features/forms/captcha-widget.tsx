/**
 * The visible captcha of the enquiry modal and the Careers form: the ALTCHA widget (a keyboard
 * operable "I'm not a robot" checkbox), loaded with a dynamic import when the form first renders.
 */
import type {} from 'altcha/types/react';
import { API_PATHS } from '@orbitwise/contracts';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

export interface CaptchaHandle {
  reset: () => void;
}

interface Props {
  onChange: (payload: string | null) => void;
  error: string | null;
  ref?: Ref<CaptchaHandle>;
  id: string;
}

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

export function CaptchaWidget({ onChange, error, ref, id }: Props) {
  const widget = useRef<WidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    import('altcha').then(() => !cancelled && setLoaded(true)).catch(() => !cancelled && setLoadError(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || !loaded) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [loaded]);

  const errorId = `${id}-error`;
  return (
    <div className={`field captcha-field${error ? ' field-invalid' : ''}`} id={id} aria-describedby={errorId}>
      {loaded ? (
        <altcha-widget ref={widget} challenge={API_PATHS.captchaChallenge} name="altcha" workers={2} />
      ) : (
        <p className="field-hint">
          {loadError ? 'The captcha could not be loaded. Please reload the page.' : 'Loading the captcha…'}
        </p>
      )}
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
    </div>
  );
}
