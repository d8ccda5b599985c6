import { FIGURES, formatCount, yearsSince } from './figures';

/**
 * Finds company figures in page text that disagree with FIGURES: how many years (computed from the
 * founding year on the day of the check), since when, how many customers, applications, corporations
 * or students, and a count not written the one way (`formatCount`: "500,000"). Used by
 * figures.test.ts (the content and the route sources) and scripts/figures.test.mjs (every
 * built HTML page).
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = `(?:(?:${TENS.slice(2).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.join('|')})`;
const NUMBER = `(\\d[\\d,]*|${NUMBER_WORD})`;

/** 28, "28", "500,000", "twenty-eight", "Twenty three" as a number. */
export function parseNumber(raw: string): number {
  const word = raw.toLowerCase().trim();
  if (/^\d[\d,]*$/.test(word)) return Number(word.replace(/,/g, ''));
  const [tens, unit] = word.split(/[- ]/);
  const t = TENS.indexOf(tens!);
  if (t >= 2) return t * 10 + (unit ? UNITS.indexOf(unit) : 0);
  return UNITS.indexOf(word);
}

interface Rule {
  what: string;
  pattern: RegExp;
  expected: number;
  /** The count must also be written as `formatCount` writes it ("500,000", not "500000"). */
  formatted?: boolean;
  /** A mention that is not the company figure (a job's experience, a retention period...). */
  allowed?: (match: RegExpExecArray, sentence: string) => boolean;
}

const rules = (now: Date): Rule[] => [
  {
    what: 'years',
    pattern: new RegExp(`(\\d+\\s*[-–]\\s*)?\\b${NUMBER}\\+?\\s+years?\\b`, 'gi'),
    expected: yearsSince(FIGURES.founded, now),
    allowed: (m, sentence) =>
      // A range ("1-3 years") is a job's experience.
      m[1] !== undefined ||
      // Other people's durations: trainers' experience, how long records are kept.
      new RegExp(`average of ${m[2]} years|up to ${m[2]} years`, 'i').test(sentence),
  },
  {
    what: 'founding year',
    pattern: /\b(?:since|founded in|founded|established in)\s+(\d{4})\b/gi,
    expected: FIGURES.founded,
  },
  {
    what: 'customers',
    pattern: new RegExp(`\\b${NUMBER}\\+?\\s+(?:happy\\s+)?(?:customers|clients)\\b`, 'gi'),
    expected: FIGURES.happyCustomers,
    // A proportion: "nine in ten clients".
    allowed: (m, sentence) => new RegExp(`\\b\\w+ in ${m[1]} (?:customers|clients)`, 'i').test(sentence),
  },
  {
    what: 'applications',
    pattern: new RegExp(`\\b${NUMBER}\\+?\\s+(?:applications|apps)\\b`, 'gi'),
    expected: FIGURES.applications,
  },
  {
    what: 'corporations',
    pattern: new RegExp(`\\b${NUMBER}\\+?\\s+(?:corporations|companies|organisations)\\b`, 'gi'),
    expected: FIGURES.corporateTrainingClients,
  },
  {
    what: 'students trained',
    pattern: /\b(\d[\d,]*)\+?\s+(?:students|people|developers|learners|professionals|trainees)\b/gi,
    expected: FIGURES.studentsTrained,
    formatted: true,
    allowed: (m, sentence) =>
      // The dated milestone on the way: "150,000 by 2012".
      (parseNumber(m[1]!) === FIGURES.trainedMilestone.count &&
        new RegExp(`\\b(?:by|in) ${FIGURES.trainedMilestone.year}\\b`, 'i').test(sentence)) ||
      // A client's product's users, not ours: "12,000 learners enrolled".
      sentence
        .slice(sentence.indexOf(m[0]) + m[0].length)
        .trimStart()
        .startsWith('enrolled'),
  },
  {
    what: 'students trained',
    pattern: /\b(\d[\d,]*)\+?\s*Students Trained\b/g,
    expected: FIGURES.studentsTrained,
    formatted: true,
  },
];

const sentenceAround = (text: string, index: number): string => {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1;
  const ends = ['. ', '\n'].map((s) => text.indexOf(s, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : undefined);
};

/** Every figure in `text` that is not the company's on `now`, as "years: 25 in «…»". */
export function figureProblems(text: string, now: Date = new Date()): string[] {
  const problems: string[] = [];
  for (const rule of rules(now)) {
    for (const m of text.matchAll(rule.pattern)) {
      const raw = rule.what === 'years' ? m[2]! : m[1]!;
      const value = parseNumber(raw);
      if (value === rule.expected && (!rule.formatted || raw === formatCount(value))) continue;
      const sentence = sentenceAround(text, m.index);
      if (rule.allowed?.(m as RegExpExecArray, sentence)) continue;
      const figure = rule.formatted ? formatCount(rule.expected) : rule.expected;
      problems.push(`${rule.what}: ${raw} (the figure is ${figure}) in «${sentence.trim()}»`);
    }
  }
  return problems;
}

/** The strings anywhere inside a value (content modules are nested objects and arrays). */
export function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => stringsIn(v, seen));
}
