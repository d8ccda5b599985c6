/**
 * Uploading a picture over the size limit: the console says the limit ("The image is larger than
 * 5 MB."), from the API's 413 problem details, or, when a proxy refuses the body with its own page,
 * from the contracts' default limit.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { CONTENT_API } from '@orbitwise/contracts/content';
import { act } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { ImageField } from './content-fields';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const TOO_LARGE = 'The image is larger than 5 MB.';
let answer: () => Response;
let uploads: number;

beforeEach(() => {
  resetApiClient();
  uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === CONTENT_API.images && init?.method === 'POST') {
        uploads += 1;
        return answer();
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});
afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

function Cover() {
  const form = useForm({ defaultValues: { cover: null } });
  return (
    <FormProvider {...form}>
      <ImageField name="cover" label="Cover" optional />
    </FormProvider>
  );
}

/** Chooses a file and its alt text and presses Upload, as an editor does. */
async function uploadTooLarge(): Promise<HTMLElement> {
  const container = await renderScreen(<Cover />);
  const [alt, file] = [...container.querySelectorAll<HTMLInputElement>('.content-upload input')];
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(alt, 'Our team at the office');
    alt!.dispatchEvent(new Event('input', { bubbles: true }));
    Object.defineProperty(file, 'files', {
      value: [new File([new Uint8Array(16)], 'big.jpg', { type: 'image/jpeg' })],
    });
    file!.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const upload = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Upload')!;
  await act(async () => upload.click());
  return container;
}

const notices = (container: HTMLElement) =>
  [...container.querySelectorAll('.console-notice-error')].map((notice) => notice.textContent);

describe('an image over the upload limit', () => {
  it('shows the API’s 413 detail, which names the limit', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Payload Too Large',
          status: 413,
          detail: TOO_LARGE,
          errors: { file: [TOO_LARGE] },
        }),
        { status: 413, headers: { 'Content-Type': 'application/problem+json' } },
      );
    const container = await uploadTooLarge();
    await settle(() => expect(notices(container)).toEqual([TOO_LARGE]));
    expect(uploads).toBe(1);
  });

  it('names the default limit when a proxy refuses the body with its own page', async () => {
    answer = () =>
      new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', {
        status: 413,
        headers: { 'Content-Type': 'text/html' },
      });
    const container = await uploadTooLarge();
    await settle(() => expect(notices(container)).toEqual([TOO_LARGE]));
  });
});
