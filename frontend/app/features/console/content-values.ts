/**
 * Between a kind's form and the contract: a new document's values, and the resolver that checks the
 * form with the contract's own schema (`checkContent`, the one the API runs) and puts each message
 * under the control that edits its part.
 */
import {
  CONTENT_MESSAGES,
  checkContent,
  slugField,
  type ContentData,
  type ContentKind,
} from '@orbitwise/contracts/content';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { CONTENT_FORMS, type ContentField } from './content-forms';

type Values = Record<string, unknown>;

function emptyOf(field: ContentField): unknown {
  switch (field.control) {
    case 'number':
      return 0;
    case 'checkbox':
      return false;
    case 'lines':
    case 'images':
      return [];
    case 'select':
      return field.options[0];
    case 'json':
      return field.empty;
    case 'image':
    case 'optional-text':
    case 'optional-date':
    case 'optional-number':
      return null;
    default:
      return '';
  }
}

function setPath(target: Values, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Values;
  }
  node[parts[parts.length - 1]!] = value;
}

/** A new document of `kind`: every field empty (or its first option). */
export function emptyValues(kind: ContentKind): Values {
  const values: Values = {};
  for (const field of CONTENT_FORMS[kind]) setPath(values, field.name, emptyOf(field));
  return values;
}

/**
 * The form field that shows the message for the contract's error at `path`: the field itself, the
 * control that edits a larger part (`attendance.place` → `attendance`), or an image's alt text (its
 * own input, `cover.alt`).
 */
export function fieldForError(kind: ContentKind, path: string): string {
  const owner = CONTENT_FORMS[kind]
    .filter((field) => path === field.name || path.startsWith(`${field.name}.`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!owner) return 'root';
  if (owner.control === 'image' && path === `${owner.name}.alt`) return path;
  return owner.name;
}

/**
 * The contract's first message per form field; a missing picture says so plainly. With `withSlug`
 * (a new document), its address too, kept beside the data.
 */
export function checkValues(
  kind: ContentKind,
  values: Values,
  withSlug = false,
): { data: ContentData; slug?: string } | { errors: Record<string, string> } {
  // The address is the request's, beside the data: the kinds' shapes refuse a field they do not have.
  const { slug: slugValue, ...data } = values;
  const result = checkContent(kind, withSlug ? data : values);
  const slug = withSlug ? slugField.safeParse(slugValue) : null;
  if (result.ok && (!slug || slug.success)) return { data: result.data, slug: slug?.data };
  const errors: Record<string, string> = {};
  if (slug && !slug.success) errors.slug = slug.error.issues[0]?.message ?? CONTENT_MESSAGES.slug;
  if (result.ok) return { errors };
  for (const [path, message] of Object.entries(result.errors)) {
    const field = fieldForError(kind, path);
    const control = CONTENT_FORMS[kind].find((f) => f.name === field)?.control;
    const missingImage = (control === 'image' || control === 'images') && path === field;
    errors[field] ??= missingImage ? CONTENT_MESSAGES.image : message;
  }
  return { errors };
}

export function contentResolver(kind: ContentKind, withSlug = false): Resolver<Values> {
  return (values) => {
    const checked = checkValues(kind, values, withSlug);
    if ('data' in checked) {
      const data = checked.data as unknown as Values;
      return { values: withSlug ? { ...data, slug: checked.slug } : data, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(checked.errors))
      errors[field] = { type: 'contract', message };
    return { values: {}, errors: errors as unknown as FieldErrors<Values> };
  };
}
