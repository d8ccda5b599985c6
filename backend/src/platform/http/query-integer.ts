import { Transform } from 'class-transformer';

/**
 * A whole number from the query string: digits only. `Number()` would also take `1e2`, `0x10`,
 * ` 7` or `''`; anything else stays a string, so the `@IsInt` that follows refuses it.
 */
export const QueryInteger = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  );
