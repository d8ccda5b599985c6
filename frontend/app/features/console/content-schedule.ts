/** The instant a `datetime-local` value names in the browser's time zone, if it is in the future. */
export function scheduleInstant(local: string, now: Date): { iso: string | null; error: string | null } {
  if (!local) return { iso: null, error: 'Choose the date and time to publish at.' };
  const at = new Date(local);
  if (Number.isNaN(at.getTime())) return { iso: null, error: 'That is not a date and time.' };
  if (at.getTime() <= now.getTime()) return { iso: null, error: 'Choose a time in the future.' };
  return { iso: at.toISOString(), error: null };
}
