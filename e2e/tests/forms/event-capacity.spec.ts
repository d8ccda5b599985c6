/**
 * Done when: an event reaching capacity closes its form on the page and the API refuses
 * further registrations; the .ics downloads and parses. It changes the one current event, so it runs
 * in its own project after every other (playwright.config.ts: `event-capacity`) and restores it.
 */
import { API_PATHS, CAPTCHA_HEADER, CONTACT_US_EXAMPLES, CSRF_HEADER } from '@orbitwise/contracts';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  type ContentDocumentView,
  type EventData,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import type { Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { captchaPayload } from '../../../backend/test/captcha-payload';
import { afterTheFirstOperator, apiJson, apiSignIn, createOperatorWithCli } from '../console/support';
import { expect, test } from '../test';
import { alertDialog, formReady, letters, query, uniqueEmail } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'creates its editor in the test database (E2E_DATABASE_URL)');

const EVENT_PATH = '/events/microsoft/ai-skills-fest/register';
const slug = EVENTS[0]!.slug;
const editor = `editor.event.${letters(8)}@example.com`;
let page!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  page = await browser.newPage();
  await apiSignIn(page, editor);
});

test.afterAll(async () => {
  if (page) await publishEvent({ capacity: null }).catch(() => undefined);
  await page?.context().close();
});

/** Saves the event's draft with these changes and publishes it, as an editor through the content API. */
async function publishEvent(changes: Partial<EventData>): Promise<void> {
  const current = await apiJson<ContentDocumentView<'event'>>(
    page,
    'GET',
    CONTENT_API.document('event', slug),
  );
  await apiJson(page, 'PUT', CONTENT_API.document('event', slug), {
    data: { ...current.draft, ...changes },
    version: current.version,
  });
  await apiJson(page, 'POST', CONTENT_API.publish('event', slug), {});
}

const published = () =>
  apiJson<PublishedDocument<'event'>>(page, 'GET', CONTENT_API.publishedOne('event', slug));

/** A registration straight to the API, as the form sends it (own session, anti-forgery token, solved captcha). */
async function registerThroughApi(visitor: Page, email: string) {
  const token = ((await (await visitor.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const challenge = (await (await visitor.request.get('/api/captcha/challenge')).json()) as Challenge;
  return visitor.request.post(API_PATHS.addContactUs, {
    headers: { [CSRF_HEADER]: token, [CAPTCHA_HEADER]: await captchaPayload(challenge) },
    data: { ...CONTACT_US_EXAMPLES.event, email },
  });
}

test('the .ics of the current edition downloads from the event page and parses', async ({
  page: visitor,
}) => {
  await visitor.goto(EVENT_PATH);
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(1);
  expect(events[0]!.summary).toBe('Microsoft AI Skills Fest');
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(
    new Date(EVENTS[0]!.data.startsAt).toISOString(),
  );
  expect(events[0]!.endDate.toJSDate().toISOString()).toBe(new Date(EVENTS[0]!.data.endsAt).toISOString());
});

test('an event reaching capacity refuses further registrations, and says its places are taken', async ({
  page: visitor,
}) => {
  const taken = (await published()).registrations ?? 0;
  await publishEvent({ capacity: taken + 1 });

  // The last place, through the page's form.
  await visitor.goto(EVENT_PATH);
  const form = await formReady(visitor.getByRole('form', { name: 'Register your interest' }));
  await form.getByLabel('Full Name').fill(`Last ${letters()}`);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Email').fill(uniqueEmail('event-last'));
  await form.getByLabel('How did you find us?').selectOption('Email');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(alertDialog(visitor)).toContainText('You have registered successfully');
  expect((await published()).registrations).toBe(taken + 1);

  // One more: refused with the message, nothing stored.
  const late = uniqueEmail('event-late');
  const refused = await registerThroughApi(visitor, late);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
  expect(await query('SELECT 1 FROM enquiry WHERE email = $1', [late])).toEqual([]);
});

// The last place calls PAGE_PUBLISHER's contentChanged({ kind: 'event', slug, change: 'published' }):
// the page is re-rendered closed, as a crawler (plain HTTP) and a visitor get it.
test('once full, the event page shows “This event is full” and no form', async ({ page: visitor }) => {
  await expect
    .poll(async () => (await (await visitor.request.get(EVENT_PATH)).text()).includes('This event is full'), {
      timeout: 10_000,
    })
    .toBe(true);
  await visitor.goto(EVENT_PATH);
  await expect(visitor.getByText('This event is full: registration is closed.').first()).toBeVisible();
  await expect(visitor.getByRole('form', { name: /^Register your interest/ })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
});
