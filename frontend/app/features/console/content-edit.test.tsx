/**
 * The editor's page without a server: "Publish now" and "Schedule" with edits not yet saved save them
 * first (refused: nothing is published) and publish exactly the revision just saved; a restore and
 * leaving the page say that unsaved edits would be lost.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { CONTENT_API, type ContentDocumentView, type ContentRevision } from '@orbitwise/contracts/content';
import { JOBS } from '@orbitwise/contracts/content-seed';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { ContentEditScreen } from './content-edit';
import { createQueryClient } from './query';
import { settle } from './screen-test-kit';

const job = JOBS[0]!;
const SAVED_TITLE = job.data.title;
const view = (version: number, title: string, status: 'draft' | 'published' | 'scheduled' = 'draft') =>
  ({
    kind: 'job',
    slug: job.slug,
    title,
    status,
    hasUnpublishedChanges: status === 'draft',
    publishAt: status === 'scheduled' ? '2030-01-01T10:00:00.000Z' : null,
    publishedAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'Ed Itor',
    version,
    publishedRevision: status === 'published' ? version : null,
    draft: { ...job.data, title },
    published: status === 'draft' ? null : { ...job.data, title },
  }) satisfies ContentDocumentView<'job'>;
const revision = (number: number, title: string): ContentRevision<'job'> => ({
  revision: number,
  action: 'saved',
  at: '2026-11-20T10:00:00.000Z',
  by: 'Ed Itor',
  restoredFrom: null,
  data: { ...job.data, title },
});

interface Call {
  method: string;
  url: string;
  body: { version?: number; at?: string; data?: { title?: string } } | undefined;
}
let calls: Call[];
/** The answer to a save (PUT); the default takes the sent title as revision 3. */
let saveAnswer: (body: Call['body']) => Response;

// jsdom has no modal dialogs, and its AbortSignal is not the one Node's Request (the router's) accepts.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
class RequestWithoutSignal extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, { ...init, signal: undefined });
  }
}

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal('Request', RequestWithoutSignal);
  calls = [];
  saveAnswer = (body) => Response.json(view(3, body?.data?.title ?? ''));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Call['body']) : undefined;
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      calls.push({ method, url, body });
      const document = CONTENT_API.document('job', job.slug);
      if (method === 'GET' && url === document) return Response.json(view(2, SAVED_TITLE));
      if (method === 'GET' && url === CONTENT_API.revisions('job', job.slug))
        return Response.json({ items: [revision(2, SAVED_TITLE), revision(1, 'First')] });
      if (method === 'GET' && url === CONTENT_API.published('job')) return Response.json({ items: [] });
      if (method === 'PUT' && url === document) return saveAnswer(body);
      if (method === 'POST' && url === CONTENT_API.restore('job', job.slug, 1))
        return Response.json({ ...view(3, 'First'), status: 'published', publishedRevision: 2 });
      if (method === 'POST' && url === CONTENT_API.publish('job', job.slug)) {
        const saved =
          calls.findLast((call) => call.method === 'PUT')?.body?.data?.title ??
          (calls.some((call) => call.url.endsWith('/restore')) ? 'First' : SAVED_TITLE);
        return Response.json(view(body?.version ?? 0, saved, body?.at ? 'scheduled' : 'published'));
      }
      throw new TypeError(`unexpected request ${method} ${url}`);
    }),
  );
});

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function renderEditor(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const router = createMemoryRouter(
    [
      { path: '/admin/content/:kind/:slug', element: <ContentEditScreen /> },
      { path: '/admin/content/:kind', element: <h1>The list</h1> },
    ],
    { initialEntries: [`/admin/content/job/${job.slug}`] },
  );
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  await settle(() => expect(titleInput(container).value).toBe(SAVED_TITLE));
  return container;
}

const titleInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('form[aria-label="Content"] input[name="title"]')!;
const button = (container: ParentNode, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const textOf = (container: HTMLElement) => container.textContent ?? '';
const writes = () => calls.filter((call) => call.method !== 'GET');

/** Types into a field as a person does (React listens for input events). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (element: HTMLElement) => act(async () => element.click());

it('publishes exactly the draft the editor saw when nothing is unsaved', async () => {
  const container = await renderEditor();
  await click(button(container, 'Publish now'));
  await settle(() => expect(textOf(container)).toContain('Published.'));
  expect(writes()).toEqual([
    { method: 'POST', url: CONTENT_API.publish('job', job.slug), body: { version: 2 } },
  ]);
});

it('saves unsaved edits first, then publishes the revision just saved, and says so', async () => {
  const container = await renderEditor();
  await type(titleInput(container), 'Sales Intern (Remote)');
  await click(button(container, 'Publish now'));
  await settle(() => expect(textOf(container)).toContain('Saved and published.'));
  expect(writes()).toEqual([
    {
      method: 'PUT',
      url: CONTENT_API.document('job', job.slug),
      body: { version: 2, data: expect.objectContaining({ title: 'Sales Intern (Remote)' }) },
    },
    { method: 'POST', url: CONTENT_API.publish('job', job.slug), body: { version: 3 } },
  ]);
  // The form now holds what is live, with nothing left unsaved.
  expect(titleInput(container).value).toBe('Sales Intern (Remote)');
  expect(textOf(container)).not.toContain('Publishing saves your unsaved changes first');
});

it('publishes nothing when the unsaved edits are invalid, and shows the field message', async () => {
  const container = await renderEditor();
  await type(titleInput(container), '');
  await click(button(container, 'Publish now'));
  await settle(() => expect(textOf(container)).toContain('Title is required.'));
  await settle(() => expect(textOf(container)).toContain('Nothing was published'));
  expect(writes()).toEqual([]);
  expect(document.activeElement).toBe(titleInput(container));
});

it('publishes nothing when the API refuses the save, and shows its message under the field', async () => {
  saveAnswer = () =>
    Response.json(
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Please correct the highlighted fields.',
        errors: { 'data.title': ['Title may not say that.'] },
      },
      { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
    );
  const container = await renderEditor();
  await type(titleInput(container), 'Sales Intern (Remote)');
  await click(button(container, 'Publish now'));
  await settle(() => expect(textOf(container)).toContain('Title may not say that.'));
  expect(textOf(container)).toContain('Nothing was published');
  expect(writes().map((call) => call.method)).toEqual(['PUT']);
});

it('saves unsaved edits before scheduling them, and says so', async () => {
  const container = await renderEditor();
  await type(titleInput(container), 'Sales Intern (Remote)');
  const at = container.querySelector<HTMLInputElement>('input[type="datetime-local"]')!;
  await type(at, '2030-01-01T10:00');
  await click(button(container, 'Schedule'));
  await settle(() => expect(textOf(container)).toContain('Saved and scheduled.'));
  expect(writes().map((call) => [call.method, call.body?.version, call.body?.data?.title])).toEqual([
    ['PUT', 2, 'Sales Intern (Remote)'],
    ['POST', 3, undefined],
  ]);
  expect(writes()[1]!.body?.at).toBe(new Date('2030-01-01T10:00').toISOString());
});

it('says before a restore that unsaved edits will be lost', async () => {
  const container = await renderEditor();
  await settle(() => button(container, 'Restore revision 1'));
  await type(titleInput(container), 'Sales Intern (Remote)');
  await settle(() => expect(textOf(container)).toContain('Publishing saves your unsaved changes first'));
  await click(button(container, 'Restore revision 1'));
  const dialog = container.querySelector('dialog')!;
  expect(dialog.textContent).toContain('Your unsaved changes will be lost');
});

it('clears the restored notice once the restored draft is published', async () => {
  const container = await renderEditor();
  await settle(() => button(container, 'Restore revision 1'));
  await click(button(container, 'Restore revision 1'));
  await click(button(container.querySelector('dialog')!, 'Restore'));
  const restored = 'Restored as the draft. Publish it to put it on the site.';
  await settle(() => expect(textOf(container)).toContain(restored));
  await settle(() => expect(titleInput(container).value).toBe('First'));
  await click(button(container, 'Publish now'));
  await settle(() => expect(textOf(container)).toContain('Published.'));
  expect(textOf(container)).not.toContain(restored);
  expect(writes().map((call) => [call.method, call.body?.version])).toEqual([
    ['POST', undefined],
    ['POST', 3],
  ]);
});

it('asks before leaving the page with unsaved edits, and stays when the editor says so', async () => {
  const container = await renderEditor();
  await type(titleInput(container), 'Sales Intern (Remote)');
  const back = container.querySelector<HTMLAnchorElement>('.content-back a')!;
  await click(back);
  await settle(() => expect(textOf(container)).toContain('Leave without saving?'));
  await click(button(container, 'Stay on this page'));
  expect(titleInput(container).value).toBe('Sales Intern (Remote)');
  await click(back);
  await settle(() => expect(textOf(container)).toContain('Leave without saving?'));
  await click(button(container, 'Leave'));
  await settle(() => expect(textOf(container)).toContain('The list'));
});
