/**
 * The audit screen without a server: routine entries (an operator opening a submission) are left out
 * unless the toggle asks for them, and an entry that stands for many refused attempts says how many.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type AuditEntry } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { AuditScreen } from './audit';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

let extraEntries: AuditEntry[] = [];

const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-27T10:00:00.000Z',
  actor: null,
  action: 'sign-in-throttled',
  target: 'operator 5f0c6f5e',
  targetLabel: 'Olga Operator <olga@example.com>',
  changes: [],
  ip: '203.0.113.7',
  count: 30,
  ...change,
});

let asked: URL[] = [];

beforeEach(() => {
  resetApiClient();
  asked = [];
  extraEntries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url.pathname === ADMIN_API.operators) return Response.json({ operators: [] });
      if (url.pathname === ADMIN_API.audit) {
        asked.push(url);
        const viewed = entry({
          id: '2',
          action: 'submission-viewed',
          count: 1,
          targetLabel: null,
          target: 'submission #7',
        });
        const items = url.searchParams.get('includeRoutine') === 'true' ? [viewed, entry({})] : [entry({})];
        return Response.json({ items: [...items, ...extraEntries], nextCursor: null });
      }
      throw new TypeError(`unexpected request ${url.pathname}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = () => renderScreen(<AuditScreen />, '/admin/audit');

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');

describe('the audit screen', () => {
  it('folds its filters behind a button (shown on a phone) that opens them and folds them on Apply', async () => {
    const container = await render();
    const form = container.querySelector<HTMLFormElement>('form[role="search"]')!;
    const toggle = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Filters')!;
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(form.classList.contains('is-open')).toBe(false);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.classList.contains('is-open')).toBe(true);
    await act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Apply')!.click(),
    );
    await settle(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('leaves routine entries out until asked, and shows how many attempts an entry stands for', async () => {
    const container = await render();
    await settle(() => expect(rows(container)).toHaveLength(1));
    expect(asked[0]!.searchParams.has('includeRoutine')).toBe(false);
    expect(rows(container)[0]).toContain('Sign-in throttled × 30 attempts');
    expect(rows(container)[0]).toContain('Olga Operator <olga@example.com>');

    const toggle = [...container.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Show routine entries'),
    )!.control as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await act(async () => toggle.click());
    await act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Apply')!.click(),
    );
    await settle(() => expect(rows(container)).toHaveLength(2));
    expect(asked.at(-1)!.searchParams.get('includeRoutine')).toBe('true');
    expect(rows(container)[0]).toContain('Submission opened');
    expect(rows(container)[0]).not.toContain('attempts');
  });

  it('shows actions by their label, keeping the slug as the filter value', async () => {
    const container = await render();
    await settle(() => expect(rows(container)).toHaveLength(1));
    const options = [...container.querySelectorAll<HTMLOptionElement>('select[name="action"] option')];
    const twoFactor = options.find((option) => option.value === 'two-factor-enabled')!;
    expect(twoFactor.textContent).toBe('Two-factor sign-in turned on');
    expect(options.map((option) => option.textContent)).not.toContain('two-factor-enabled');
  });

  it('lets addresses wrap only at @ or a dot, and shows an IPv4-mapped address as IPv4', async () => {
    extraEntries = [
      entry({
        id: '3',
        actor: 'Zebulon Quartermaine <zebulon.quartermaine@example.com>',
        action: 'two-factor-enabled',
        count: 1,
        ip: '::ffff:127.0.0.1',
      }),
      entry({ id: '4', count: 1, ip: '2001:db8::7' }),
    ];
    const container = await render();
    await settle(() => expect(rows(container)).toHaveLength(3));
    const row = container.querySelectorAll('tbody tr')[1]!;
    expect(row.textContent).toContain('Two-factor sign-in turned on');
    const who = row.querySelector('.console-address')!;
    expect(who.innerHTML).toBe('zebulon<wbr>.quartermaine<wbr>@example<wbr>.com');
    expect(who.parentElement!.textContent).toBe('Zebulon Quartermaine <zebulon.quartermaine@example.com>');
    const target = [...row.querySelectorAll('.console-address')].find(
      (el) => el.textContent === 'olga@example.com',
    );
    expect(target!.innerHTML).toBe('olga<wbr>@example<wbr>.com');
    const ips = [...container.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!.innerHTML);
    expect(ips[1]).toBe('<span class="console-address">127.0.0.1</span>');
    expect(ips[2]).toBe('<span class="console-address">2001:<wbr>db8:<wbr>:<wbr>7</span>');
  });
});
