import type { JobData, PostData } from '@orbitwise/contracts/content';
import { CASE_STUDIES, CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { revisionChanges } from './content-revision-diff';

const seed = <T>(kind: string) => structuredClone(CONTENT_SEED.find((doc) => doc.kind === kind)!.data) as T;

describe('the changes between two revisions', () => {
  it('lists only the changed fields, short ones as before and after, with their form labels', () => {
    const older = seed<PostData>('post');
    const newer = { ...older, title: 'Testing habits that last', category: older.category };
    expect(revisionChanges('post', older, newer)).toEqual([
      { path: 'title', label: 'Title', before: older.title, after: 'Testing habits that last', parts: null },
    ]);
    expect(revisionChanges('post', older, structuredClone(older))).toEqual([]);
  });

  it('marks the words removed and added in long text, the rest kept in order', () => {
    const older = { ...seed<PostData>('post'), body: 'Write tests first.\n\nThey keep the release honest.' };
    const newer = { ...older, body: 'Write tests first.\n\nThey keep every release calm.' };
    const [body] = revisionChanges('post', older, newer);
    expect(body).toMatchObject({ path: 'body', label: 'Body', before: older.body, after: newer.body });
    const marked = body!.parts!.filter((part) => part.change !== 'same');
    expect(marked).toEqual([
      { text: 'the', change: 'removed' },
      { text: 'every', change: 'added' },
      { text: 'honest', change: 'removed' },
      { text: 'calm', change: 'added' },
    ]);
    // Read in order, the kept and added words are the new text; the kept and removed, the old.
    const text = (drop: string) =>
      body!
        .parts!.filter((part) => part.change !== drop)
        .map((part) => part.text)
        .join('');
    expect(text('removed')).toBe(newer.body);
    expect(text('added')).toBe(older.body);
  });

  it('leaves out long unchanged text, keeping the words next to each change', () => {
    const paragraph = (n: number) => `Paragraph ${n} says the same thing in both revisions, word for word.`;
    const text = Array.from({ length: 12 }, (_, i) => paragraph(i + 1)).join('\n\n');
    const older = { ...seed<PostData>('post'), body: text };
    const newer = { ...older, body: text.replace('Paragraph 6 says', 'Paragraph 6 now says') };
    const parts = revisionChanges('post', older, newer)[0]!.parts!;
    expect(parts.map((part) => part.change)).toEqual(['skipped', 'same', 'added', 'same', 'skipped']);
    expect(parts[2]!.text.trim()).toBe('now');
    expect(parts[1]!.text).toMatch(/Paragraph 6 ?$/);
    expect(parts[1]!.text.length).toBeLessThanOrEqual(121);
    expect(parts[3]!.text).toMatch(/^ ?says the same thing/);
    // The full values stay for whoever wants them.
    expect(revisionChanges('post', older, newer)[0]).toMatchObject({ before: text, after: newer.body });
  });

  it('names nested values by their group, row and field, in the form order, and says yes/no and none', () => {
    const older: JobData = { ...seed<JobData>('job'), salary: null, open: true };
    const newer: JobData = {
      ...older,
      open: false,
      salary: { min: 900000, max: 1400000, currency: 'INR', period: 'year' },
      skills: [...older.skills, 'Kubernetes'],
    };
    const changes = revisionChanges('job', older, newer);
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Skills', older.skills.join('\n'), newer.skills.join('\n')],
      ['Salary band › Lowest salary', null, '900000'],
      ['Salary band › Highest salary', null, '1400000'],
      ['Salary band › Currency', null, 'INR'],
      ['Salary band › Per', null, 'year'],
      ['Open for applications', 'Yes', 'No'],
    ]);
    expect(changes[0]!.parts!.filter((part) => part.change === 'added')).toEqual([
      { text: 'Kubernetes', change: 'added' },
    ]);
  });

  it("numbers a list's rows and shows a picture by its alt text and address", () => {
    const older = structuredClone(CASE_STUDIES.find((doc) => doc.data.caseStudy?.features.length)!.data);
    const newer = structuredClone(older);
    newer.caseStudy!.features[1]!.title = 'Offline first';
    newer.image = { src: '/api/media/x-1200.jpg', alt: 'The new dashboard' };
    const changes = revisionChanges('case-study', older, newer);
    expect(changes.map(({ label, after }) => [label, after])).toEqual([
      ['Picture on cards and at the top', 'The new dashboard (/api/media/x-1200.jpg)'],
      ['Case study › Key features 2 › Feature', 'Offline first'],
    ]);
  });
});
