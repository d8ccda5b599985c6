/**
 * The Contact and Careers forms read what the visitor sees: values typed into the prerendered form
 * before its code arrived, and values a browser filled in without an input event (autofill, restored
 * fields), are the form's values. The Contact page also puts each message under its field.
 */
import { CAREER_ROLES, FILL_ALL_FIELDS_MESSAGE } from '@orbitwise/contracts';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobOpenings } from '~/content/jobs';
import { applyForRole, onApplyForRole } from './apply-for-role';
import { CareersForm } from './careers-form';
import { ContactForm } from './contact-form';
import { renderForTest, typeInto } from './render-for-test';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The captcha and the API do not answer: a form that passes its checks ends in a network message. */
function offline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 503 })),
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
  vi.stubGlobal('scrollBy', () => undefined);
}

/** Renders as the build does, lets `before` act on that HTML, then hydrates it. */
async function prerenderAndHydrate(element: ReactNode, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) });
  });
  cleanups.push(() => {
    act(() => root!.unmount());
    container.remove();
  });
  return container;
}

const contactForm = () => (
  <MemoryRouter>
    <ContactForm />
  </MemoryRouter>
);

const VALUES = {
  userName: 'Asha Rao',
  email: 'asha.rao@example.com',
  number: '9876543210',
  subject: 'Corporate training',
  description: 'Please call me back.',
};

/** Writes values into the fields the way autofill can: no input or change event. */
function fillSilently(container: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    field.value = value;
  }
}

async function submit(container: HTMLElement) {
  await act(async () => container.querySelector('form')!.requestSubmit());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

const errorUnder = (container: HTMLElement, name: string) =>
  container.querySelector(`[id$="-${name}-error"]`)?.textContent ?? '';

describe('the Contact page form sees what the visitor sees', () => {
  it('keeps what was typed into the prerendered form before its code arrived', async () => {
    offline();
    const container = await prerenderAndHydrate(contactForm(), (html) => fillSilently(html, VALUES));
    for (const [name, value] of Object.entries(VALUES))
      expect(container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value).toBe(value);
    await submit(container);
    expect(container.textContent).not.toContain(FILL_ALL_FIELDS_MESSAGE);
    expect(container.querySelector('.form-message')?.textContent).toMatch(/try again|connection/i);
  });

  it('takes values filled in without an input event (autofill) when sent', async () => {
    offline();
    const view = await renderForTest(contactForm());
    cleanups.push(view.unmount);
    fillSilently(view.container, VALUES);
    await submit(view.container);
    expect(view.container.textContent).not.toContain(FILL_ALL_FIELDS_MESSAGE);
    for (const name of Object.keys(VALUES)) expect(errorUnder(view.container, name)).toBe('');
  });

  it('says which fields are empty and what is wrong, under each field, besides the toast', async () => {
    offline();
    const view = await renderForTest(contactForm());
    cleanups.push(view.unmount);
    const { container } = view;
    await typeInto(container.querySelector('[name="userName"]')!, 'Asha 1');
    await typeInto(container.querySelector('[name="email"]')!, '   ');
    await submit(container);
    expect(container.querySelector('.toaster-top-right')?.textContent).toContain(FILL_ALL_FIELDS_MESSAGE);
    expect(errorUnder(container, 'userName')).toBe('Please Enter Letters Only in the Name');
    expect(errorUnder(container, 'email')).toBe('Email is required.');
    expect(errorUnder(container, 'number')).toBe('Mobile number is required.');
    expect(errorUnder(container, 'subject')).toBe('Subject is required.');
    expect(errorUnder(container, 'description')).toBe('Message is required.');
    expect(container.querySelector('[name="userName"]')!.getAttribute('aria-invalid')).toBe('true');
    // A corrected field loses its message as it is typed.
    await typeInto(container.querySelector('[name="userName"]')!, 'Asha Rao');
    expect(errorUnder(container, 'userName')).toBe('');
  });

  it('dismisses its error toast when a valid submission starts', async () => {
    offline();
    const view = await renderForTest(contactForm());
    cleanups.push(view.unmount);
    const toasts = () => view.container.querySelectorAll('.toaster-top-right .toast').length;
    await submit(view.container);
    expect(toasts()).toBe(1);
    fillSilently(view.container, VALUES);
    await submit(view.container);
    expect(toasts()).toBe(0);
  });
});

describe('the Careers form', () => {
  const careersForm = () => (
    <MemoryRouter>
      <CareersForm onApplyForRole={onApplyForRole} />
    </MemoryRouter>
  );

  it("offers the six openings as the role, their titles the Careers page's", async () => {
    expect(jobOpenings().map((job) => job.title)).toEqual([...CAREER_ROLES]);
    offline();
    const view = await renderForTest(careersForm());
    cleanups.push(view.unmount);
    const select = view.container.querySelector<HTMLSelectElement>('select[name="ApplicationDetails"]')!;
    expect([...select.options].map((option) => option.value)).toEqual(['', ...CAREER_ROLES]);
    expect(select.value).toBe('');
  });

  it("preselects an opening's role from its Apply button, before or after the form is there", async () => {
    offline();
    applyForRole('Marketing Executive');
    const view = await renderForTest(careersForm());
    cleanups.push(view.unmount);
    const select = view.container.querySelector<HTMLSelectElement>('select[name="ApplicationDetails"]')!;
    expect(select.value).toBe('Marketing Executive');
    await act(async () => applyForRole('Graphic Designer'));
    expect(select.value).toBe('Graphic Designer');
    expect(document.activeElement).toBe(select);
  });

  it("bounds the date of birth to an applicant of 18 to 100 years, in the browser's today", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    offline();
    const view = await renderForTest(careersForm());
    cleanups.push(view.unmount);
    const dob = view.container.querySelector<HTMLInputElement>('input[name="DateOfBirth"]')!;
    expect([dob.min, dob.max]).toEqual(['1925-11-24', '2008-11-23']);
    const phone = view.container.querySelector<HTMLInputElement>('input[name="PhoneNumber"]')!;
    // "tel-national" is valid on a text input only.
    expect([phone.type, phone.autocomplete, phone.inputMode]).toEqual(['text', 'tel-national', 'numeric']);
  });
});
