/**
 * Which archives to keep: the newest archive of each of the last `keepDaily` days that have one, and
 * the newest of each of the last `keepWeekly` ISO weeks (Monday to Sunday, UTC) before those. Archive
 * names carry their time (`orbitwise-backup-20261126T030000Z…`), so no other metadata is needed.
 */
export interface RetentionPolicy {
  keepDaily: number;
  keepWeekly: number;
}

export function timeOfArchive(name: string): Date | undefined {
  const match = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

export function archiveNameAt(time: Date, encrypted: boolean): string {
  const stamp = time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `orbitwise-backup-${stamp}.tar.gz${encrypted ? '.age' : ''}`;
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The Monday (UTC) of the week of `time`. */
function weekOf(time: Date): string {
  const monday = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The names to delete, of `names` (archives of this application; others are never chosen). */
export function archivesToDelete(names: string[], policy: RetentionPolicy): string[] {
  const dated = names
    .map((name) => ({ name, time: timeOfArchive(name) }))
    .filter((entry): entry is { name: string; time: Date } => entry.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const { name, time } of dated) {
    if (days.size < policy.keepDaily) {
      if (!days.has(dayOf(time))) {
        days.add(dayOf(time));
        keep.add(name);
      }
      continue;
    }
    const week = weekOf(time);
    if (weeks.size < policy.keepWeekly && !weeks.has(week) && !days.has(dayOf(time))) {
      weeks.add(week);
      keep.add(name);
    }
  }
  return dated.filter(({ name }) => !keep.has(name)).map(({ name }) => name);
}
