/** The words of the dates an event once stored beside its times: computed from them now (event-dates). */
const DERIVED_KEYS = ['dates', 'startDay', 'endDay', 'days', 'startDate', 'endDate'];
const SUMMARY_MAX = 300;

/** The introduction's first sentence, at most 300 characters (cut at a word). */
export function summaryOf(intro: string): string {
  const text = intro.trim();
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= SUMMARY_MAX) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/**
 * An event's data as stored before events kept only their times, in today's shape: the date words
 * dropped, a summary (the seed's for a seeded event, else the introduction's first sentence) and
 * `waitlist: false` added. Today's shape is returned as it is. For the stored documents (a migration)
 * and for restoring a revision saved before.
 */
export function currentEventShape(
  data: Record<string, unknown>,
  seedSummary?: string,
): Record<string, unknown> {
  const shaped = Object.fromEntries(Object.entries(data).filter(([key]) => !DERIVED_KEYS.includes(key)));
  shaped.summary ??=
    seedSummary ?? summaryOf(typeof data.intro === 'string' ? data.intro : String(data.title ?? ''));
  shaped.waitlist ??= false;
  return shaped;
}
