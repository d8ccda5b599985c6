import { ValidateBy } from 'class-validator';
import { checkRule, type FieldRule } from '@orbitwise/contracts';

/**
 * Applies a field rule from the contracts package as one class-validator constraint reporting the
 * first failure the contracts' interpreter finds, the very interpreter the forms run. Optional
 * fields left out, null or empty pass (the interpreter skips them).
 */
export function Rule(rule: FieldRule): PropertyDecorator {
  return ValidateBy({
    name: 'rule',
    validator: {
      validate: (value) => checkRule(rule, value) === null,
      defaultMessage: (args) => checkRule(rule, args?.value) ?? '',
    },
  });
}
