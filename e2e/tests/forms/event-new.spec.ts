/**
 * Done when: an editor publishes a new event (through the content API, as the console does); it is on
 * /events and at /events/<slug> with its own words, as a crawler gets them; a visitor registers with
 * the page's form and the stored registration names that event; its .ics downloads from the banner
 * with its own times and place. One serial file: the tests share the event.
 */
import { EVENTS } from '@orbitwise/contracts/content-seed';
import { CONTENT_API, type EventData } from '@orbitwise/contracts/content';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { afterTheFirstOperator, apiJson, apiSignIn, createOperatorWithCli } from '../console/support';
import { expect, test } from '../test';
import { alertDialog, contactRows, formReady, letters, uniqueEmail } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'creates its editor in the test database (E2E_DATABASE_URL)');

const run = letters(8);
const editor = `editor.events.${run}@example.com`;
const slug = `cloud-cost-clinic-${run}`;
const title = `Cloud Cost Clinic ${run.toUpperCase()}`;
const summary = `A morning clinic ${run}: bring your cloud bill and leave with three changes that cut it.`;
const place = 'Orbitwise Technologies, meeting room two';
const address = '12 Park Street, Pune 411001';
/** A morning in Pune (UTC+5:30): 10:00 to 13:00. */
const event: EventData = {
  ...EVENTS.find((seeded) => seeded.data.attendance.mode === 'in-person')!.data,
  title,
  summary,
  startsAt: '2027-03-10T10:00:00+05:30',
  endsAt: '2027-03-10T13:00:00+05:30',
  timeZone: 'Asia/Kolkata',
  attendance: { mode: 'in-person', place, address },
  capacity: null,
  waitlist: false,
  intro: `Three hours with our cloud engineers, ${run}, going through real bills line by line.`,
  training: {
    title: 'How the morning runs',
    image: { src: '/generated/illustrations/cloud-service.svg', alt: 'Cloud services' },
    paragraphs: ['Ten minutes of method, then your own bill, one table at a time.'],
  },
  unlock: { title: 'What you leave with', items: [{ title: 'Three changes', text: 'Ranked by saving.' }] },
  audiences: { title: 'Who it is for', items: [{ title: 'Engineering leads', text: 'Who own a bill.' }] },
};
let editorPage!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  editorPage = await browser.newPage();
  await apiSignIn(editorPage, editor);
});

test.afterAll(async () => {
  await editorPage?.context().close();
});

/** The page as a crawler gets it (one GET, no script), once it holds `text` (within 10 s of the publish). */
async function servedWith(request: APIRequestContext, path: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        html = await response.text();
        return response.status() === 200 && html.includes(text);
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBe(true);
  return html;
}

test('an editor publishes a new event: /events lists it and its page says only its own words', async ({
  request,
  page,
}) => {
  await apiJson(editorPage, 'POST', CONTENT_API.documents('event'), { slug, data: event });
  await apiJson(editorPage, 'POST', CONTENT_API.publish('event', slug), {});

  const list = await servedWith(request, '/events', `href="/events/${slug}"`);
  expect(list).toContain(title);
  expect(list).toContain(summary);
  const html = await servedWith(request, `/events/${slug}`, title);
  expect(html).toContain(`<meta name="description" content="${summary}"/>`);
  expect(html).not.toMatch(/AI training|certification|AI Skills/i);

  await page.goto(`/events/${slug}`);
  const banner = page.locator('.event-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(banner.getByText('10 March 2027, 10:00 am to 1:00 pm IST')).toBeVisible();
  await expect(banner.getByText(`${place}, ${address}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How the morning runs' })).toBeVisible();
});

test('a visitor registers for it with its page’s form: the registration names that event', async ({
  page,
}) => {
  await page.goto(`/events/${slug}`);
  const form = await formReady(page.getByRole('form', { name: 'Register your interest' }));
  const email = uniqueEmail('event-new');
  await form.getByLabel('Full Name').fill(`Visitor ${letters()}`);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How did you find us?').selectOption('LinkedIn');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(alertDialog(page)).toContainText('You have registered successfully');
  await expect(page).toHaveURL(/\/home$/);
  expect(await contactRows(email)).toEqual([
    expect.objectContaining({
      form_type: 'event',
      event_slug: slug,
      subject: `Registered for ${title}`,
      description: `dss-enq-${title}`,
      waitlisted: false,
    }),
  ]);
});

test('its .ics downloads from the banner’s “Add to calendar” with its own times and place', async ({
  page,
}) => {
  await page.goto(`/events/${slug}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.event-banner').getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  const [vevent] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(vevent!.summary).toBe(title);
  expect(vevent!.startDate.toJSDate().toISOString()).toBe('2027-03-10T04:30:00.000Z');
  expect(vevent!.endDate.toJSDate().toISOString()).toBe('2027-03-10T07:30:00.000Z');
  expect(vevent!.location).toBe(`${place}, ${address}`);
});

test('once its one place is taken, a visitor joins its waitlist and is told so, not that they are registered', async ({
  page,
  request,
}) => {
  const stored = await apiJson<{ version: number }>(editorPage, 'GET', CONTENT_API.document('event', slug));
  await apiJson(editorPage, 'PUT', CONTENT_API.document('event', slug), {
    data: { ...event, capacity: 1, waitlist: true },
    version: stored.version,
  });
  await apiJson(editorPage, 'POST', CONTENT_API.publish('event', slug), {});
  await servedWith(request, `/events/${slug}`, 'Join the waitlist');

  await page.goto(`/events/${slug}`);
  const form = await formReady(page.getByRole('form', { name: 'Join the waitlist' }));
  const email = uniqueEmail('event-waitlist');
  await form.getByLabel('Full Name').fill(`Visitor ${letters()}`);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How did you find us?').selectOption('LinkedIn');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(alertDialog(page)).toContainText('You are on the waitlist');
  await expect(alertDialog(page)).not.toContainText('registered successfully');
  expect(await contactRows(email)).toEqual([expect.objectContaining({ event_slug: slug, waitlisted: true })]);
});
