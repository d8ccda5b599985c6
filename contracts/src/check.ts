/**
 * The one interpreter of the field rules in `rules.ts`: the API runs it on what it receives, the
 * forms on what they are about to send, so both report the same first failure with the same message.
 * Values are taken as JSON gives them (string, number, boolean, null, anything).
 */
import {
  ageOn,
  hasUnsafeText,
  NUL_CHARACTER_MESSAGE,
  todayUtc,
  MAX_LENGTHS,
  type BooleanRule,
  type DateRule,
  type DecimalRule,
  type FieldRule,
  type TextRule,
} from './rules.js';

/** The first message `value` earns under `rule`, or null when it passes. */
export function checkRule(rule: FieldRule, value: unknown): string | null {
  if (rule.required === false) {
    // An optional field left out, null or empty is not checked at all; one of only spaces is.
    if (value === undefined || value === null || value === '') return null;
  } else if (isBlank(value)) {
    return rule.required;
  }
  if (typeof value === 'string' && value.includes('\0')) return NUL_CHARACTER_MESSAGE;
  switch (rule.kind) {
    case 'text':
      return checkText(rule, value);
    case 'boolean':
      return checkBoolean(rule, value);
    case 'decimal':
      return checkDecimal(rule, value);
    case 'date':
      return checkDate(rule, value);
  }
}

/** Each field's first failure under its rule; fields that pass are left out. */
export function checkForm<Field extends string>(
  rules: Partial<Record<Field, FieldRule>>,
  values: Partial<Record<Field, unknown>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, rule] of Object.entries(rules) as [Field, FieldRule][]) {
    const message = checkRule(rule, values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

function checkText(rule: TextRule, value: unknown): string | null {
  if (typeof value !== 'string') return wrongTypeMessage(rule.label, 'text');
  if (value.length > rule.maxLength) return tooLongMessage(rule.label, rule.maxLength);
  if (hasSurroundingSpace(value)) return surroundingSpaceMessage(rule.label);
  if (rule.safeText && hasUnsafeText(value)) return rule.safeText.message;
  if (rule.minLength && value.length < rule.minLength.value) return rule.minLength.message;
  if (rule.pattern && !rule.pattern.regex.test(value)) return rule.pattern.message;
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.message;
  if (rule.equals && value !== rule.equals.value) return rule.equals.message;
  return null;
}

function checkBoolean(rule: BooleanRule, value: unknown): string | null {
  return typeof value === 'boolean' ? null : wrongTypeMessage(rule.label, 'boolean');
}

/** A finite JSON number or a string; either must read as a number with at most two decimals. */
function checkDecimal(rule: DecimalRule, value: unknown): string | null {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (!isNumber && typeof value !== 'string') return wrongTypeMessage(rule.label, 'decimal');
  const text = String(value);
  if (text.length > MAX_LENGTHS.decimal) return tooLongMessage(rule.label, MAX_LENGTHS.decimal);
  if (hasSurroundingSpace(text)) return surroundingSpaceMessage(rule.label);
  if (!rule.pattern.regex.test(text)) return rule.pattern.message;
  if (Number(text) > rule.max.value) return rule.max.message;
  return null;
}

function checkDate(rule: DateRule, value: unknown): string | null {
  if (typeof value !== 'string') return wrongTypeMessage(rule.label, 'date');
  if (value.length > MAX_LENGTHS.date) return tooLongMessage(rule.label, MAX_LENGTHS.date);
  if (hasSurroundingSpace(value)) return surroundingSpaceMessage(rule.label);
  if (!rule.pattern.regex.test(value) || !isRealDate(value)) return rule.pattern.message;
  const day = value.slice(0, 10);
  if (rule.min && day < rule.min.value) return rule.min.message;
  if (rule.notInFuture && day > todayUtc()) return rule.notInFuture;
  if (rule.age) {
    const age = ageOn(day, todayUtc());
    if (age < rule.age.min || age > rule.age.max) return rule.age.message;
  }
  return null;
}

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

export function wrongTypeMessage(label: string, kind: FieldRule['kind']): string {
  switch (kind) {
    case 'boolean':
      return `${label} must be true or false.`;
    case 'decimal':
      return `${label} must be a number.`;
    default:
      return `${label} must be text.`;
  }
}

export function surroundingSpaceMessage(label: string): string {
  return `${label} must not start or end with spaces.`;
}

/** True for a value the forms treat as not filled in: missing, null, or a string of only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function hasSurroundingSpace(value: string): boolean {
  return value !== value.trim();
}

/** True when `YYYY-MM-DD...` names a real calendar day (no 31 February). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  return value.length === 10 || !Number.isNaN(Date.parse(value));
}
