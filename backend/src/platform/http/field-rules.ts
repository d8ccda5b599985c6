import { ValidateBy, ValidateIf } from 'class-validator';
import {
  hasSurroundingSpace,
  hasUnsafeText,
  isBlank,
  isRealDate,
  MAX_LENGTHS,
  surroundingSpaceMessage,
  tooLongMessage,
  wrongTypeMessage,
  type BooleanRule,
  type DateRule,
  type DecimalRule,
  type FieldRule,
  type TextRule,
} from '@orbitwise/contracts';

/** One check of a rule: a constraint name, a test and the message shown when it fails. */
interface Check {
  name: string;
  test: (value: unknown) => boolean;
  message: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function textChecks(rule: TextRule): Check[] {
  const checks: Check[] = [
    { name: 'isText', test: (v) => typeof v === 'string', message: wrongTypeMessage(rule.label, 'text') },
    {
      name: 'maxLength',
      test: (v) => (v as string).length <= rule.maxLength,
      message: tooLongMessage(rule.label, rule.maxLength),
    },
    {
      name: 'noSurroundingSpace',
      test: (v) => !hasSurroundingSpace(v as string),
      message: surroundingSpaceMessage(rule.label),
    },
  ];
  const { minLength, pattern, oneOf, equals, safeText } = rule;
  if (safeText) {
    checks.push({ name: 'safeText', test: (v) => !hasUnsafeText(v as string), message: safeText.message });
  }
  if (minLength) {
    checks.push({
      name: 'minLength',
      test: (v) => (v as string).length >= minLength.value,
      message: minLength.message,
    });
  }
  if (pattern) {
    checks.push({ name: 'pattern', test: (v) => pattern.regex.test(v as string), message: pattern.message });
  }
  if (oneOf) {
    checks.push({ name: 'oneOf', test: (v) => oneOf.values.includes(v as string), message: oneOf.message });
  }
  if (equals) {
    checks.push({ name: 'equals', test: (v) => v === equals.value, message: equals.message });
  }
  return checks;
}

function booleanChecks(rule: BooleanRule): Check[] {
  return [
    {
      name: 'isBoolean',
      test: (v) => typeof v === 'boolean',
      message: wrongTypeMessage(rule.label, 'boolean'),
    },
  ];
}

/** A JSON number or a string of digits; both must read as at most two decimals. */
function decimalChecks(rule: DecimalRule): Check[] {
  const asText = (v: unknown) => (typeof v === 'number' ? String(v) : (v as string));
  return [
    {
      name: 'isDecimal',
      test: (v) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string',
      message: wrongTypeMessage(rule.label, 'decimal'),
    },
    {
      name: 'maxLength',
      test: (v) => asText(v).length <= MAX_LENGTHS.decimal,
      message: tooLongMessage(rule.label, MAX_LENGTHS.decimal),
    },
    {
      name: 'noSurroundingSpace',
      test: (v) => !hasSurroundingSpace(asText(v)),
      message: surroundingSpaceMessage(rule.label),
    },
    { name: 'pattern', test: (v) => rule.pattern.regex.test(asText(v)), message: rule.pattern.message },
    { name: 'max', test: (v) => Number(asText(v)) <= rule.max.value, message: rule.max.message },
  ];
}

function dateChecks(rule: DateRule): Check[] {
  const { min, notInFuture } = rule;
  const checks: Check[] = [
    { name: 'isText', test: (v) => typeof v === 'string', message: wrongTypeMessage(rule.label, 'date') },
    {
      name: 'maxLength',
      test: (v) => (v as string).length <= MAX_LENGTHS.date,
      message: tooLongMessage(rule.label, MAX_LENGTHS.date),
    },
    {
      name: 'noSurroundingSpace',
      test: (v) => !hasSurroundingSpace(v as string),
      message: surroundingSpaceMessage(rule.label),
    },
    {
      name: 'pattern',
      test: (v) => rule.pattern.regex.test(v as string) && isRealDate(v as string),
      message: rule.pattern.message,
    },
  ];
  if (min) {
    checks.push({ name: 'min', test: (v) => (v as string).slice(0, 10) >= min.value, message: min.message });
  }
  if (notInFuture) {
    checks.push({
      name: 'notInFuture',
      test: (v) => (v as string).slice(0, 10) <= today(),
      message: notInFuture,
    });
  }
  return checks;
}

function checksOf(rule: FieldRule): Check[] {
  switch (rule.kind) {
    case 'text':
      return textChecks(rule);
    case 'boolean':
      return booleanChecks(rule);
    case 'decimal':
      return decimalChecks(rule);
    case 'date':
      return dateChecks(rule);
  }
}

/**
 * Applies a field rule from the contracts package as class-validator constraints, in the order the
 * form checks them; with `stopAtFirstError` the first failing one gives the field's single message.
 * Optional fields skip every check when missing, null or empty.
 */
export function Rule(rule: FieldRule): PropertyDecorator {
  return (target, propertyKey) => {
    const decorators: PropertyDecorator[] = [];
    if (rule.required === false) {
      decorators.push(ValidateIf((_object, value) => value !== undefined && value !== null && value !== ''));
    } else {
      const required = rule.required;
      decorators.push(
        ValidateBy({
          name: 'required',
          validator: { validate: (v) => !isBlank(v), defaultMessage: () => required },
        }),
      );
    }
    for (const check of checksOf(rule)) {
      decorators.push(
        ValidateBy({
          name: check.name,
          validator: { validate: check.test, defaultMessage: () => check.message },
        }),
      );
    }
    for (const decorator of decorators) decorator(target, propertyKey);
  };
}
