/** The inbox list marks an event registration kept on the waitlist, as its detail does; no other row. */
import type { SubmissionSummary } from '@orbitwise/contracts/admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { InboxTable } from './inbox-table';

const registration = (id: string, waitlisted: boolean): SubmissionSummary => ({
  id,
  kind: 'event',
  receivedAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000000Z',
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: null,
  subject: 'Registered for Hyderabad .NET and Azure Meetup',
  status: 'new',
  read: true,
  assignee: null,
  hasResume: false,
  waitlisted,
});

it('marks the waitlisted registration’s row “Waitlisted”, and only that row', () => {
  const html = renderToString(
    <MemoryRouter>
      <InboxTable items={[registration('7', true), registration('6', false)]} resumes={false} />
    </MemoryRouter>,
  );
  const rows = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('tbody tr')];
  const marks = rows.map((row) => [
    row.querySelector('a')?.textContent,
    row.querySelector('.console-waitlisted')?.textContent ?? null,
  ]);
  expect(marks).toEqual([
    ['#7', 'Waitlisted'],
    ['#6', null],
  ]);
});
