/**
 * Console screen without a server: keys listed with their state and last use (names as
 * text), a new key's secret shown once with a copy button, and the scope check before any call.
 */
import { API_PATHS } from '@orbitwise/contracts';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_KEY_CREATE_MESSAGES,
  type CreateIntegrationKeyRequest,
  type IntegrationKeySecretResponse,
  type IntegrationKeyView,
} from '@orbitwise/contracts/integrations';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { IntegrationKeysScreen } from './integration-keys';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const MARKUP = '<img src=x onerror=alert(1)>';
const SECRET = 'ow_live_3q2-7wE9sXkP1mZbVtY0aR4uN8cJ6hLdGfQeWiOxT5y';

const view = (change: Partial<IntegrationKeyView>): IntegrationKeyView => ({
  id: '5f0c6f5e-8f1d-4c52-9a59-0d6a4a3f3c21',
  name: `CRM ${MARKUP}`,
  kind: 'live',
  allowedOrigins: [],
  scopes: ['submit:enquiry', 'read:leads'],
  hint: 'ow_live_…x7Qa',
  state: 'active',
  createdAt: '2026-01-02T10:00:00.000Z',
  createdBy: 'Ada Admin <ada@example.com>',
  lastUsedAt: '2026-01-03T09:00:00.000Z',
  lastUsedFrom: '203.0.113.7',
  revokedAt: null,
  rolledFrom: null,
  rolledTo: null,
  ...change,
});

let posts: { url: string; body: unknown }[] = [];
let listed: IntegrationKeyView[] = [];

beforeEach(() => {
  resetApiClient();
  posts = [];
  listed = [view({}), view({ id: 'b', name: 'Old', state: 'revoked', revokedAt: '2026-01-04T00:00:00Z' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === INTEGRATION_ADMIN_API.keys && (init?.method ?? 'GET') === 'GET') {
        return Response.json({ keys: listed });
      }
      if (url === INTEGRATION_ADMIN_API.keys && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as CreateIntegrationKeyRequest;
        posts.push({ url, body });
        const key = view({
          id: 'c',
          name: body.name,
          kind: body.kind,
          allowedOrigins: body.allowedOrigins ?? [],
          scopes: body.scopes,
          lastUsedAt: null,
          lastUsedFrom: null,
        });
        listed = [key, ...listed];
        return Response.json({ key, secret: SECRET } satisfies IntegrationKeySecretResponse, { status: 201 });
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = () => renderScreen(<IntegrationKeysScreen />, '/admin/integration-keys');

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  act(() => {
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const labelled = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label')].find((label) => label.textContent === text)!
    .control as HTMLInputElement;

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('the integration keys screen', () => {
  it('lists the keys with their state and last use; names are text; no secret anywhere', async () => {
    const container = await render();
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(2));
    const [active, revoked] = [...container.querySelectorAll<HTMLElement>('.console-webhook')];
    expect(active!.querySelector('h3')!.textContent).toBe(`CRM ${MARKUP}`);
    expect(container.querySelector('img')).toBeNull();
    expect(active!.textContent).toContain('ow_live_…x7Qa');
    expect(active!.textContent).toContain('from 203.0.113.7');
    expect(active!.querySelector('.console-state')!.textContent).toBe('Active');
    expect(
      [...active!.querySelectorAll(':scope > .console-actions > button')].map((b) => b.textContent),
    ).toEqual(['Roll', 'Revoke']);
    expect(revoked!.querySelector('.console-state')!.textContent).toBe('Revoked');
    expect(revoked!.querySelector('.console-actions')).toBeNull();
    expect(container.textContent).not.toContain('ow_live_3q2');
  });

  it('asks for a scope before any call', async () => {
    const container = await render();
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(2));
    type(container.querySelector<HTMLInputElement>('input[name="name"]')!, 'Careers portal');
    await act(async () => button(container, 'Create key').click());
    await settle(() => expect(container.textContent).toContain('Choose at least one scope.'));
    expect(posts).toEqual([]);
  });

  it('creates a key and shows its secret once, with a copy button, until dismissed', async () => {
    const container = await render();
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(2));
    type(container.querySelector<HTMLInputElement>('input[name="name"]')!, 'Careers portal');
    await act(async () => labelled(container, 'Submit job applications').click());
    await act(async () => button(container, 'Create key').click());
    await settle(() => expect(container.querySelector('.console-secret')?.textContent).toBe(SECRET));
    expect(posts).toEqual([
      {
        url: INTEGRATION_ADMIN_API.keys,
        body: { name: 'Careers portal', kind: 'live', scopes: ['submit:application'] },
      },
    ]);
    expect(button(container, 'Copy key')).toBeTruthy();
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(3));
    await act(async () => button(container, 'I have copied it').click());
    expect(container.textContent).not.toContain(SECRET);
  });

  it('creates a publishable key: its origins asked for, read scopes not offered, kind and origins listed', async () => {
    const container = await render();
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(2));
    expect(container.querySelector('textarea[name="allowedOrigins"]')).toBeNull();
    type(container.querySelector<HTMLInputElement>('input[name="name"]')!, 'Landing page');
    const kind = container.querySelector<HTMLSelectElement>('select[name="kind"]')!;
    expect([...kind.options].map((option) => option.value)).toEqual(['live', 'test', 'publishable']);
    await act(async () => {
      kind.value = 'publishable';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() => expect(container.querySelector('textarea[name="allowedOrigins"]')).not.toBeNull());
    expect(container.textContent).not.toContain('Read leads');
    await act(async () => labelled(container, 'Submit Contact page messages').click());
    await act(async () => button(container, 'Create key').click());
    await settle(() =>
      expect(container.textContent).toContain(INTEGRATION_KEY_CREATE_MESSAGES.originsRequired),
    );
    expect(posts).toEqual([]);

    type(
      container.querySelector<HTMLTextAreaElement>('textarea[name="allowedOrigins"]')!,
      'https://landing.partner.example\n\nhttps://www.partner.example\n',
    );
    await act(async () => button(container, 'Create key').click());
    await settle(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      name: 'Landing page',
      kind: 'publishable',
      scopes: ['submit:contact'],
      allowedOrigins: ['https://landing.partner.example', 'https://www.partner.example'],
    });
    await settle(() => expect(container.querySelectorAll('.console-webhook')).toHaveLength(3));
    const created = container.querySelector<HTMLElement>('.console-webhook')!;
    expect(created.textContent).toContain('Publishable');
    expect(created.textContent).toContain(
      'from https://landing.partner.example, https://www.partner.example',
    );
  });
});
