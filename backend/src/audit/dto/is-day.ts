import { ValidateBy } from 'class-validator';

export const DAY_MESSAGE = 'Must be a day as YYYY-MM-DD.';

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export function isDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function IsDay(): PropertyDecorator {
  return ValidateBy({ name: 'isDay', validator: { validate: isDay, defaultMessage: () => DAY_MESSAGE } });
}
