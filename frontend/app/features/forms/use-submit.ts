/**
 * Sending a form once: a guard against double submission, one idempotency key per click, the captcha
 * solution (visible or solved in the background), the server's field messages put under the matching
 * fields, and a clear form-level message for network loss, 429 and 5xx. Typed values are never
 * cleared here.
 */
import { API_PATHS, CAPTCHA_ERROR_FIELD, CAPTCHA_MESSAGES, inferFormType } from '@orbitwise/contracts';
import type { AnalyticsForm } from '@orbitwise/contracts/analytics';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { INVALID_FIELDS_MESSAGE, newIdempotencyKey, submit, type SubmitOutcome } from '~/lib/api-client';
import { trackForm } from '~/components/form-kit';
import { attributionFor } from '~/lib/attribution';
import type { BackgroundCaptcha, Solved } from './captcha';
import { dismissToasts } from './toasts';

export type CaptchaSource =
  | { kind: 'background'; captcha: BackgroundCaptcha }
  | {
      kind: 'visible';
      payload: string | null;
      reset: () => void;
      setError: (message: string | null) => void;
    };

interface Options<T extends FieldValues> {
  form: UseFormReturn<T>;
  captcha: CaptchaSource;
  /** Request field name → form field name, where they differ. */
  fieldMap?: Record<string, Path<T>>;
}

export interface SendOptions {
  onUploadProgress?: (fraction: number) => void;
}

/** The site's form a request comes from, as the page analytics name it. */
function formOf(path: string, body: object | FormData): AnalyticsForm {
  if (path === API_PATHS.addCareer) return 'application';
  if (path === API_PATHS.addUserSubscription) return 'newsletter';
  return inferFormType(body instanceof FormData ? {} : body);
}

export function useSubmit<T extends FieldValues>({ form, captcha, fieldMap = {} }: Options<T>) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef(captcha);
  const fieldMapRef = useRef(fieldMap);
  useEffect(() => {
    captchaRef.current = captcha;
    fieldMapRef.current = fieldMap;
  });

  const showMessage = useCallback((text: string | null) => {
    setMessage(text);
    if (text) requestAnimationFrame(() => messageRef.current?.focus());
  }, []);

  const applyFieldErrors = useCallback(
    (fieldErrors: Record<string, string[]>): string[] => {
      const values = form.getValues() as Record<string, unknown>;
      const unplaced: string[] = [];
      let first: Path<T> | null = null;
      for (const [key, messages] of Object.entries(fieldErrors)) {
        const text = messages[0];
        if (!text) continue;
        const field = fieldMapRef.current[key] ?? (key in values ? (key as Path<T>) : null);
        if (field) {
          form.setError(field, { type: 'server', message: text });
          first ??= field;
        } else if (key === CAPTCHA_ERROR_FIELD && captchaRef.current.kind === 'visible') {
          captchaRef.current.setError(text);
        } else {
          unplaced.push(text);
        }
      }
      if (first) form.setFocus(first);
      return unplaced;
    },
    [form],
  );

  /** Sends once; resolves to the outcome, or null when a submission is already under way. */
  const send = useCallback(
    async (
      path: string,
      body: object | FormData,
      options: SendOptions = {},
    ): Promise<SubmitOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      showMessage(null);
      // The values passed the checks: an earlier complaint about them no longer holds.
      dismissToasts(['error', 'warning']);
      // Where the visitor came from goes with every JSON form (the careers form puts it in its data part).
      const request = body instanceof FormData ? body : { ...body, attribution: attributionFor() };
      const source = captchaRef.current;
      // One key per click: the client's automatic retry of this attempt sends it again, so a send
      // whose answer was lost is answered again rather than stored twice; a new click is a new key.
      const idempotencyKey = newIdempotencyKey();
      try {
        if (source.kind === 'visible') {
          if (!source.payload) {
            source.setError(CAPTCHA_MESSAGES.missing);
            return null;
          }
          const outcome = await submit(path, request, {
            captcha: source.payload,
            idempotencyKey,
            ...options,
          });
          // A solution is accepted once: unless the request never reached the server, solve again.
          if (!(outcome.kind === 'failed' && outcome.reason === 'network')) source.reset();
          handle(outcome);
          return outcome;
        }
        let solved: Solved;
        try {
          solved = await source.captcha.take();
        } catch {
          const outcome: SubmitOutcome = {
            kind: 'failed',
            reason: 'network',
            message: 'The security check could not be completed. Please check your connection and try again.',
          };
          handle(outcome);
          return outcome;
        }
        // The last solution taken, while no answer says the server has seen it (kept after a network loss).
        let unused: Solved | null = solved;
        const outcome = await submit(path, request, {
          ...options,
          idempotencyKey,
          captcha: solved.payload,
          // Expired or already used: the client's one retry goes with a freshly solved challenge.
          freshCaptcha: async () => {
            unused = null;
            unused = await source.captcha.take();
            return unused.payload;
          },
        });
        if (outcome.kind === 'failed' && outcome.reason === 'network' && unused) {
          source.captcha.giveBack(unused);
        } else {
          source.captcha.prepare();
        }
        handle(outcome);
        return outcome;
      } finally {
        inFlight.current = false;
        setPending(false);
      }

      function handle(outcome: SubmitOutcome) {
        if (outcome.kind === 'result' && outcome.result.isSuccess) trackForm('form_sent', formOf(path, body));
        if (outcome.kind === 'invalid') {
          const unplaced = applyFieldErrors(outcome.fieldErrors);
          if (unplaced.length > 0) showMessage(unplaced.join(' '));
          else if (Object.keys(outcome.fieldErrors).length === 0)
            showMessage(outcome.message || INVALID_FIELDS_MESSAGE);
        } else if (outcome.kind === 'failed') {
          showMessage(outcome.message);
        }
      }
    },
    [applyFieldErrors, showMessage],
  );

  return { send, pending, message, setMessage: showMessage, messageRef };
}
