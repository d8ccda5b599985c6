/** A refused save's field messages (RFC 7807 `errors`) under the console form's matching fields. */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';

/**
 * The form field a request field's key names: the field itself, a part of it (`kinds[2]`, `url.host`),
 * or the field inside a larger body (`recipients.leads`).
 */
export function fieldForKey<F extends string>(key: string, fields: readonly F[]): F | undefined {
  const parts = key.split(/[.[\]]+/).filter(Boolean);
  return fields.find((field) => parts.includes(field));
}

/** Puts each message under its field and focuses the first; true when at least one was placed. */
export function placeServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let first: Path<T> | undefined;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldForKey(key, fields);
    const message = messages[0];
    if (!field || !message || form.getFieldState(field).error?.type === 'server') continue;
    form.setError(field, { type: 'server', message });
    first ??= field;
  }
  if (first) form.setFocus(first);
  return first !== undefined;
}
