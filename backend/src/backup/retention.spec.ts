import { archiveNameAt, archivesToDelete, timeOfArchive } from './retention';

const at = (iso: string) => archiveNameAt(new Date(iso), false);

describe('Backup retention', () => {
  it('names archives by their UTC time and reads the time back', () => {
    expect(archiveNameAt(new Date('2026-11-26T03:00:07.123Z'), true)).toBe(
      'orbitwise-backup-20261126T030007Z.tar.gz.age',
    );
    expect(timeOfArchive('orbitwise-backup-20261126T030007Z.tar.gz')).toEqual(
      new Date('2026-11-26T03:00:07Z'),
    );
  });

  it('keeps the newest of each of the last 7 days and of the 4 weeks before, and deletes the rest', () => {
    // One archive a day for 60 days up to Thursday 2026-11-26, and a second one on the last day.
    const names = Array.from({ length: 60 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 26 - i, 3)).toISOString()),
    );
    names.push(at('2026-11-26T15:00:00Z'));
    const deleted = new Set(archivesToDelete(names, { keepDaily: 7, keepWeekly: 4 }));
    const kept = names.filter((name) => !deleted.has(name)).sort();
    expect(kept).toEqual(
      [
        // Weekly: the newest older archive of each of four weeks: Sundays, and Thursday Nov 19 in
        // the week (from Monday Nov 16) whose later days are dailies.
        '20261101',
        '20261108',
        '20261115',
        '20261119',
        // Daily: Nov 20 to 26, the newest of Nov 26.
        '20261120',
        '20261121',
        '20261122',
        '20261123',
        '20261124',
        '20261125',
      ]
        .map((day) => `orbitwise-backup-${day}T030000Z.tar.gz`)
        .concat('orbitwise-backup-20261126T150000Z.tar.gz')
        .sort(),
    );
  });

  it('never chooses a file that is not an archive of this application', () => {
    expect(
      archivesToDelete(['notes.txt', at('2026-01-01T00:00:00Z')], { keepDaily: 1, keepWeekly: 0 }),
    ).toEqual([]);
  });
});
