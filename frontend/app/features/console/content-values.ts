/**
 * Between a kind's form and the contract: a new document's values, and the resolver that checks the
 * form with the contract's own schema (`checkContent`, the one the API runs) and puts each message
 * under the input that edits its part (a row's field, a group, a picture).
 */
import {
  CONTENT_MESSAGES,
  checkContent,
  slugField,
  type ContentData,
  type ContentKind,
} from '@orbitwise/contracts/content';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { CONTENT_FORMS, emptyDocument, type ContentField } from './content-forms';

type Values = Record<string, unknown>;

/** A new document of `kind`: every field empty (or its first option). */
export const emptyValues = (kind: ContentKind): Values => emptyDocument(kind);

/**
 * Every input's name in a kind's form, a row's index as `*`, with its control: `salary.min`,
 * `caseStudy.metrics.*.value`, `cover.alt` (a picture's alt text has its own input).
 */
function inputsOf(fields: readonly ContentField[], prefix = ''): [string, ContentField['control']][] {
  return fields.flatMap((field): [string, ContentField['control']][] => {
    const name = `${prefix}${field.name}`;
    switch (field.control) {
      case 'group':
        // Group fields carry their full names already (only rows' fields are relative).
        return [[name, field.control], ...inputsOf(field.fields, prefix)];
      case 'rows':
        return [[name, field.control], ...inputsOf(field.fields, `${name}.*.`)];
      case 'choice':
        return [
          [name, field.control],
          [`${name}.${field.key}`, 'select'],
          ...Object.values(field.variants).flatMap((variant) => inputsOf(variant, prefix)),
        ];
      case 'image':
        return [
          [name, field.control],
          [`${name}.alt`, 'text'],
        ];
      case 'images':
        return [
          [name, field.control],
          [`${name}.*.alt`, 'text'],
        ];
      default:
        return [[name, field.control]];
    }
  });
}

const INPUTS = new Map<ContentKind, [string, ContentField['control']][]>();
const inputs = (kind: ContentKind) => {
  if (!INPUTS.has(kind)) INPUTS.set(kind, inputsOf(CONTENT_FORMS[kind]));
  return INPUTS.get(kind)!;
};

/** `pattern` (with `*` for row indexes) as a leading part of `parts`: the matched name, or null. */
function matchPrefix(pattern: string, parts: readonly string[]): string | null {
  const wanted = pattern.split('.');
  if (wanted.length > parts.length) return null;
  for (let i = 0; i < wanted.length; i++)
    if (wanted[i] !== parts[i] && !(wanted[i] === '*' && /^\d+$/.test(parts[i]!))) return null;
  return parts.slice(0, wanted.length).join('.');
}

/**
 * The input that shows the message for the contract's error at `path` (dotted): the deepest input
 * that edits it (`salary.min`, `caseStudy.metrics.2.value`), or the part around it (`skills.3` →
 * `skills`, `cover.src` → `cover`).
 */
function inputForError(kind: ContentKind, path: string): { name: string; control: string } {
  const parts = path.split('.');
  let best: { name: string; control: string } | null = null;
  for (const [pattern, control] of inputs(kind)) {
    const name = matchPrefix(pattern, parts);
    if (name && (!best || name.length > best.name.length)) best = { name, control };
  }
  return best ?? { name: 'root', control: 'text' };
}

export const fieldForError = (kind: ContentKind, path: string): string => inputForError(kind, path).name;

/**
 * The contract's first message per input; a missing picture says so plainly. With `withSlug` (a new
 * document), its address too, kept beside the data.
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
    const { name, control } = inputForError(kind, path);
    const missingImage = (control === 'image' || control === 'images') && path === name;
    errors[name] ??= missingImage ? CONTENT_MESSAGES.image : message;
  }
  return { errors };
}

/** `{ 'salary.min': e }` as `{ salary: { min: e } }`: react-hook-form reads errors by path. */
export function nestErrors<T>(flat: Record<string, T>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      // A part's own message and its inputs' messages side by side: the part keeps its own under `root`.
      if (next === undefined) node[part] = {};
      else if (typeof next === 'object' && next !== null && 'message' in next) node[part] = { root: next };
      node = node[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    if (node[last] === undefined) node[last] = error;
    else (node[last] as Record<string, unknown>).root ??= error;
  }
  return nested;
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
    return { values: {}, errors: nestErrors(errors) as FieldErrors<Values> };
  };
}
