import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CONTACT_US_EXAMPLES, EVENT_SUBJECT } from '@orbitwise/contracts';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  type ContentDocumentView,
  type EventData,
} from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { privateDatabase } from '../../test/hostile/private-database';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';

/**
 * The event form follows the published event (issue 23): at capacity, or closed by the editor, the
 * API refuses further registrations, storing nothing. Its own database: it changes the seeded event.
 */
describe('Event registrations follow the published event', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let editor: OperatorClient;
  const slug = EVENTS[0]!.slug;

  const registrations = async () =>
    Number(
      (
        (await db.query(`SELECT count(*) AS n FROM enquiry WHERE form_type = 'event' AND subject = $1`, [
          EVENT_SUBJECT,
        ])) as { n: string }[]
      )[0]!.n,
    );
  const register = async (email: string) => {
    const visitor = await ApiClient.create(app);
    return visitor.submit(API_PATHS.addContactUs, { ...CONTACT_US_EXAMPLES.event, email });
  };
  const publish = async (changes: Partial<EventData>) => {
    const current = (await editor.get(CONTENT_API.document('event', slug)).expect(200))
      .body as ContentDocumentView<'event'>;
    await editor
      .put(CONTENT_API.document('event', slug))
      .send({ data: { ...current.draft, ...changes }, version: current.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('event', slug)).send({}).expect(200);
  };

  beforeAll(async () => {
    const database = await privateDatabase('event_registrations');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor' });
  });
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  it('takes registrations up to its capacity, then refuses them', async () => {
    expect((await register('first@example.com')).status).toBe(200);
    await publish({ capacity: 2 });
    expect((await register('second@example.com')).status).toBe(200);
    expect(await registrations()).toBe(2);

    const full = await register('third@example.com');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
    expect(await registrations()).toBe(2);

    await publish({ capacity: 3 });
    expect((await register('third@example.com')).status).toBe(200);
  });

  it('refuses registrations once the editor closes them, or takes the event off the site', async () => {
    await publish({ capacity: null, registrationOpen: false });
    const closed = await register('closed@example.com');
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(CONTENT_MESSAGES.eventClosed);

    await publish({ registrationOpen: true });
    expect((await register('reopened@example.com')).status).toBe(200);
    await editor.post(CONTENT_API.unpublish('event', slug)).expect(200);
    const gone = await register('gone@example.com');
    expect(gone.status).toBe(409);
    expect(await registrations()).toBe(4);
  });
});
