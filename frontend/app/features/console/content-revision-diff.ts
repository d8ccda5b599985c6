/**
 * What changed between two revisions of a document, field by field, for the history's comparison:
 * each changed value with its form label, before and after, and for long text the words removed and
 * added (jsdiff's word diff), so an editor reads the change rather than two whole bodies.
 */
import type { ContentData, ContentKind } from '@orbitwise/contracts/content';
import { diffWords } from 'diff';
import { CONTENT_FORMS, humanize, type ContentField } from './content-forms';

export interface TextPart {
  text: string;
  /** `skipped`: a long unchanged stretch left out between two changes (its text is empty). */
  change: 'same' | 'removed' | 'added' | 'skipped';
}

export interface FieldChange {
  /** The value's dotted path in the document (`salary.min`, `caseStudy.features.2.title`). */
  path: string;
  /** Its label as the form words it (`Salary band › Lowest salary`, `Key features 3 › Feature`). */
  label: string;
  /** The value as words; null when it is not there (an empty part, a list row not yet added). */
  before: string | null;
  after: string | null;
  /** Long text: the words in order, each same, removed or added; null for short values. */
  parts: TextPart[] | null;
}

/** Text from this length (or of several lines) is compared word by word. */
const LONG_TEXT = 60;

type Leaf = string | null;

const isImage = (value: object): value is { src: string; alt: string } =>
  typeof (value as { src?: unknown }).src === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string';

/** Every value of `value` as words, by dotted path; a list of texts is one value, one per line. */
function flatten(value: unknown, path: string, into: Map<string, Leaf>): Map<string, Leaf> {
  if (value === null || value === undefined) into.set(path, null);
  else if (typeof value === 'boolean') into.set(path, value ? 'Yes' : 'No');
  else if (typeof value !== 'object') into.set(path, String(value));
  else if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null))
      into.set(path, value.length ? value.join('\n') : null);
    else value.forEach((item, index) => flatten(item, `${path}.${index}`, into));
  } else if (isImage(value)) into.set(path, `${value.alt} (${value.src})`);
  else for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  return into;
}

/** The form's labels by path, a row's fields under `list.*.field` (as content-forms.ts names them). */
function labelsOf(fields: readonly ContentField[], rowPrefix = '', into = new Map<string, string>()) {
  for (const field of fields) {
    const path = `${rowPrefix}${field.name}`;
    into.set(path, field.label);
    if (field.control === 'rows') labelsOf(field.fields, `${path}.*.`, into);
    else if (field.control === 'group') labelsOf(field.fields, rowPrefix, into);
    else if (field.control === 'choice')
      for (const variant of Object.values(field.variants)) labelsOf(variant, rowPrefix, into);
  }
  return into;
}

/** `caseStudy.features.2.title` → "Case study › Key features 3 › Feature". */
function labelOf(path: string, labels: Map<string, string>): string {
  const words: string[] = [];
  const pattern: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      pattern.push('*');
      words[words.length - 1] = `${words[words.length - 1] ?? 'Item'} ${Number(segment) + 1}`;
    } else {
      pattern.push(segment);
      words.push(labels.get(pattern.join('.')) ?? humanize(segment));
    }
  }
  return words.join(' › ');
}

/** Unchanged text kept on each side of a change; a longer stretch is left out between. */
const CONTEXT = 120;

/** The words at `text`'s start (`head`) or end, about `length` characters, cut at a space. */
function clip(text: string, length: number, head: boolean): string {
  if (head) {
    const cut = text.lastIndexOf(' ', length);
    return text.slice(0, cut > 0 ? cut : length);
  }
  const cut = text.indexOf(' ', text.length - length);
  return text.slice(cut >= 0 ? cut : text.length - length);
}

function textParts(before: string, after: string): TextPart[] {
  const parts: TextPart[] = diffWords(before, after).map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
  // A long unchanged stretch shows only its words next to the changes.
  return parts.flatMap((part, index): TextPart[] => {
    const first = index === 0;
    const last = index === parts.length - 1;
    const room = first || last ? CONTEXT : 2 * CONTEXT;
    if (part.change !== 'same' || part.text.length <= room + CONTEXT / 2) return [part];
    const skipped: TextPart = { text: '', change: 'skipped' };
    if (first) return [skipped, { text: clip(part.text, CONTEXT, false), change: 'same' }];
    if (last) return [{ text: clip(part.text, CONTEXT, true), change: 'same' }, skipped];
    return [
      { text: clip(part.text, CONTEXT, true), change: 'same' },
      skipped,
      { text: clip(part.text, CONTEXT, false), change: 'same' },
    ];
  });
}

/**
 * A path's place in the form, segment by segment: each part's position in the labels' order, each
 * row's index (the stored documents' keys come in the database's order, not the form's).
 */
function formPlace(path: string, order: readonly string[]): number[] {
  const pattern: string[] = [];
  return path.split('.').map((segment) => {
    const row = /^\d+$/.test(segment);
    pattern.push(row ? '*' : segment);
    if (row) return Number(segment);
    const rank = order.indexOf(pattern.join('.'));
    return rank >= 0 ? rank : order.length;
  });
}

const byPlace = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** The fields that differ from `older` to `newer`, in the form's order. */
export function revisionChanges(kind: ContentKind, older: ContentData, newer: ContentData): FieldChange[] {
  const before = flatten(older, '', new Map());
  const after = flatten(newer, '', new Map());
  const labels = labelsOf(CONTENT_FORMS[kind]);
  const order = [...labels.keys()];
  const paths = [...new Set([...after.keys(), ...before.keys()])].sort((a, b) =>
    byPlace(formPlace(a, order), formPlace(b, order)),
  );
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const was = before.get(path) ?? null;
    const is = after.get(path) ?? null;
    if (was === is) continue;
    const long =
      was !== null &&
      is !== null &&
      [was, is].some((text) => text.length >= LONG_TEXT || text.includes('\n'));
    changes.push({
      path,
      label: labelOf(path, labels),
      before: was,
      after: is,
      parts: long ? textParts(was, is) : null,
    });
  }
  return changes;
}
