import { API_PATHS, RESUME_MESSAGES, RESUME_TYPES, type FormsConfigResponse } from '@orbitwise/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareersForm } from './careers-form';
import { chooseFiles, renderForTest } from './render-for-test';

const MB = 1024 * 1024;
const TWO_MB_CONFIG: FormsConfigResponse = {
  resume: {
    maxBytes: 2 * MB,
    types: RESUME_TYPES.map(({ extension, mimeType, name }) => ({ extension, mimeType, name })),
  },
};

/** The API as the form sees it: the forms' configuration, or a failure; nothing else is asked. */
function serveFormsConfig(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === API_PATHS.formsConfig ? answer() : new Response(null, { status: 404 }),
    ),
  );
}

const pdf = (bytes: number) => new File([new Uint8Array(bytes)], 'resume.pdf', { type: 'application/pdf' });

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

async function renderCareersForm() {
  view = await renderForTest(
    <MemoryRouter>
      <CareersForm />
    </MemoryRouter>,
  );
  const { container } = view;
  return {
    hint: () => container.querySelector('.field-hint[id$="-file-hint"]')?.textContent,
    error: () => container.querySelector('[id$="-file-error"]')?.textContent ?? '',
    chooseResume: (file: File) => chooseFiles(container.querySelector('input[type="file"]')!, [file]),
  };
}

describe('the careers form takes its resume limit from the API', () => {
  it('shows and checks the limit the API serves', async () => {
    serveFormsConfig(() => Response.json(TWO_MB_CONFIG));
    const form = await renderCareersForm();
    await vi.waitFor(() => expect(form.hint()).toBe('PDF, DOC, DOCX; at most 2 MB.'));

    await form.chooseResume(pdf(2.5 * MB));
    await vi.waitFor(() => expect(form.error()).toBe(RESUME_MESSAGES.tooLarge(2 * MB)));
    await form.chooseResume(pdf(1.5 * MB));
    await vi.waitFor(() => expect(form.error()).toBe(''));
  });

  it("keeps the contracts' default when the API does not answer", async () => {
    serveFormsConfig(() => new Response(null, { status: 503 }));
    const form = await renderCareersForm();
    expect(form.hint()).toBe('PDF, DOC, DOCX; at most 5 MB.');

    await form.chooseResume(pdf(2.5 * MB));
    await vi.waitFor(() => expect(form.error()).toBe(''));
    await form.chooseResume(pdf(5.5 * MB));
    await vi.waitFor(() => expect(form.error()).toBe(RESUME_MESSAGES.tooLarge(5 * MB)));
  });
});
