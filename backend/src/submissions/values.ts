/** An optional text field as stored: missing or empty is NULL. */
export const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === '' ? null : value;
