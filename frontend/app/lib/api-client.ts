/**
 * The one client every form uses. It adds the anti-forgery header, the captcha solution and an
 * idempotency key to each submission and turns every response (or the lack of one) into the spec's
 * outcomes and messages.
 */
import {
  API_PATHS,
  CAPTCHA_ERROR_FIELD,
  CAPTCHA_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  RATE_LIMIT_MESSAGE,
  UNEXPECTED_SERVER_ERROR_MESSAGE,
  type ProblemDetails,
  type ResultResponse,
} from '@orbitwise/contracts';

/** Spec section 8: the title of a 400 answer. */
const BAD_REQUEST_TITLE = 'Bad Request';
const NETWORK_MESSAGE =
  'We could not reach the server. Please check your connection and try again; your answers are kept.';
const SERVER_DOWN_MESSAGE =
  'The server is not answering right now. Please try again in a moment; your answers are kept.';
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

export type SubmitOutcome =
  /** 200 (`isSuccess` may be false) or 204 (an empty result: `isSuccess` false, no message). */
  // What the forms show: the spec's fields, and whether a registration joined the event's waitlist
  // (the answer's id and ref are for integrators).
  | { kind: 'result'; result: Pick<ResultResponse, 'isSuccess' | 'errorMessage' | 'waitlisted'> }
  /** 400: the field messages, keyed by the request's field names, and the problem's detail. */
  | { kind: 'invalid'; title: string; message: string; fieldErrors: Record<string, string[]> }
  /** No answer, 429, 5xx, or any other status: nothing was stored, the values are kept. */
  | { kind: 'failed'; reason: 'network' | 'rate-limited' | 'server'; status?: number; message: string };

export interface SubmitOptions {
  /** The captcha solution (ALTCHA payload, base64), sent in the X-Altcha header. */
  captcha?: string;
  /** A fresh solution, for the retry after an answer that names only a stale captcha. */
  freshCaptcha?: () => Promise<string>;
  /** Upload progress of a multipart body, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * The submission attempt's key (sent as Idempotency-Key, the same on its automatic retries); a new
   * one is made when none is given.
   */
  idempotencyKey?: string;
}

/** Before the retry of a request that got no answer (or a 502/503/504), in milliseconds. */
export const RETRY_DELAY_MS = 1000;
/** Waits for a first send still being processed (409 with Retry-After), at most this many, 3 s each. */
const MAX_IN_PROGRESS_WAITS = 2;
const MAX_IN_PROGRESS_WAIT_MS = 3000;

/**
 * A fresh idempotency key: one per submission attempt (a click), never reused by another. A
 * version 4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface RawResponse {
  status: number;
  headers: { get(name: string): string | null };
  body: unknown;
}

let csrfToken: Promise<string | null> | null = null;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The anti-forgery token: fetched once per page (this also sets its cookie), refreshed on demand. */
function getCsrfToken(refresh = false): Promise<string | null> {
  if (!csrfToken || refresh) {
    csrfToken = fetch(API_PATHS.csrfToken, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) return readCookie(CSRF_COOKIE);
        const body = (await response.json()) as { token?: unknown };
        return typeof body.token === 'string' ? body.token : readCookie(CSRF_COOKIE);
      })
      .catch((error: unknown) => {
        csrfToken = null;
        throw error;
      });
  }
  return csrfToken;
}

/** For tests. */
export function resetApiClient(): void {
  csrfToken = null;
}

async function parseBody(text: string): Promise<unknown> {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function sendWithFetch(path: string, headers: Headers, body: BodyInit | undefined, signal?: AbortSignal) {
  return fetch(path, { method: 'POST', headers, body, credentials: 'same-origin', signal }).then(
    async (response): Promise<RawResponse> => ({
      status: response.status,
      headers: response.headers,
      body: await parseBody(await response.text()),
    }),
  );
}

/** XMLHttpRequest only where upload progress is wanted (fetch cannot report it). */
function sendWithXhr(
  path: string,
  headers: Headers,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      void parseBody(xhr.responseText).then((parsed) =>
        resolve({
          status: xhr.status,
          headers: { get: (name) => xhr.getResponseHeader(name) },
          body: parsed,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && 'status' in body;
}

function retryAfterText(header: string | null): string {
  if (!header) return '';
  const seconds = /^\d+$/.test(header) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 90) return ` You can try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return ` You can try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** Maps one HTTP answer to the spec's outcome (section 8). Exported for unit tests. */
export function toOutcome(response: RawResponse): SubmitOutcome {
  const { status, body } = response;
  if (status === 200) {
    const result = body as Partial<ResultResponse> | null;
    return {
      kind: 'result',
      result: {
        isSuccess: result?.isSuccess === true,
        errorMessage: typeof result?.errorMessage === 'string' ? result.errorMessage : null,
        ...(result?.waitlisted === true ? { waitlisted: true } : {}),
      },
    };
  }
  if (status === 204) return { kind: 'result', result: { isSuccess: false, errorMessage: null } };
  if (status === 400) {
    const problem = isProblem(body) ? body : null;
    return {
      kind: 'invalid',
      title: BAD_REQUEST_TITLE,
      message: problem?.detail || INVALID_FIELDS_MESSAGE,
      fieldErrors: problem?.errors ?? {},
    };
  }
  if (status === 429) {
    return {
      kind: 'failed',
      reason: 'rate-limited',
      status,
      message: RATE_LIMIT_MESSAGE + retryAfterText(response.headers.get('Retry-After')),
    };
  }
  if (status === 413 || status === 415) {
    // The resume was refused: its message belongs under the file field.
    const problem = isProblem(body) ? body : null;
    return {
      kind: 'invalid',
      title: problem?.title ?? BAD_REQUEST_TITLE,
      message: problem?.detail || UNEXPECTED_SERVER_ERROR_MESSAGE,
      fieldErrors: problem?.errors ?? { file: [problem?.detail || UNEXPECTED_SERVER_ERROR_MESSAGE] },
    };
  }
  if (status === 403 && isProblem(body)) {
    return { kind: 'failed', reason: 'server', status, message: CSRF_MESSAGE };
  }
  if (status === 502 || status === 503 || status === 504) {
    return { kind: 'failed', reason: 'server', status, message: SERVER_DOWN_MESSAGE };
  }
  return { kind: 'failed', reason: 'server', status, message: UNEXPECTED_SERVER_ERROR_MESSAGE };
}

/**
 * Sends one submission attempt under one idempotency key. At most one automatic retry follows, never
 * two, each with the same key: after a refused anti-forgery token (403) with a fresh token; after a
 * 400 that names only the captcha with a fresh solution (when `freshCaptcha` is given); or, a second
 * later, after no answer at all or a 502/503/504, as it was. That last retry is safe because of the
 * key: if the first send was stored, the server answers it again instead of storing it twice. A 503
 * is what nginx answers when a replica that is shutting down closed the connection the request was
 * on (nginx resends a POST to another replica only when it never sent it), so one second later
 * another replica takes it.
 * A 409 (the first send still being processed) is waited for as its Retry-After says, twice at most.
 */
export async function submit(path: string, body: object | FormData, options: SubmitOptions = {}) {
  const key = options.idempotencyKey ?? newIdempotencyKey();
  const attempt = async (captcha: string | undefined, refreshToken: boolean): Promise<RawResponse> => {
    const headers = new Headers({ Accept: 'application/json' });
    const token = await getCsrfToken(refreshToken);
    if (token) headers.set(CSRF_HEADER, token);
    if (captcha) headers.set(CAPTCHA_HEADER, captcha);
    // A structured-field string, as the IETF draft has it.
    headers.set(IDEMPOTENCY_KEY_HEADER, `"${key}"`);
    if (body instanceof FormData) {
      if (options.onUploadProgress) {
        return sendWithXhr(path, headers, body, options.onUploadProgress, options.signal);
      }
      return sendWithFetch(path, headers, body, options.signal);
    }
    headers.set('Content-Type', 'application/json');
    return sendWithFetch(path, headers, JSON.stringify(body), options.signal);
  };
  /** One send, and the waits for a first send of the same key still in progress. */
  const send = async (captcha: string | undefined, refreshToken: boolean): Promise<RawResponse> => {
    let response = await attempt(captcha, refreshToken);
    for (let waits = 0; waits < MAX_IN_PROGRESS_WAITS && isInProgress(response); waits++) {
      const seconds = Number(response.headers.get('Retry-After'));
      await wait(Math.min(seconds * 1000, MAX_IN_PROGRESS_WAIT_MS), options.signal);
      response = await attempt(captcha, false);
    }
    return response;
  };
  const retryAsItWas = async () => {
    await wait(RETRY_DELAY_MS, options.signal);
    return toOutcome(await send(options.captcha, false));
  };
  try {
    let first: RawResponse;
    try {
      first = await send(options.captcha, false);
    } catch (error) {
      if (isAbort(error)) throw error;
      return await retryAsItWas();
    }
    if (first.status === 403) return toOutcome(await send(options.captcha, true));
    if (first.status === 502 || first.status === 503 || first.status === 504) return await retryAsItWas();
    const outcome = toOutcome(first);
    if (options.freshCaptcha && isCaptchaOnly(outcome)) {
      return toOutcome(await send(await options.freshCaptcha(), false));
    }
    return outcome;
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'failed', reason: 'network', message: NETWORK_MESSAGE } satisfies SubmitOutcome;
  }
}

/** 409 with a Retry-After: the first send of this key is still being processed. */
function isInProgress(response: RawResponse): boolean {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return response.status === 409 && Number.isInteger(seconds) && seconds > 0;
}

/** True when a 400 names only the captcha: the solution was stale, so a fresh one may be tried. */
function isCaptchaOnly(outcome: SubmitOutcome): boolean {
  return (
    outcome.kind === 'invalid' &&
    Object.keys(outcome.fieldErrors).length === 1 &&
    CAPTCHA_ERROR_FIELD in outcome.fieldErrors
  );
}

/** A GET of the API's JSON (the forms' configuration); throws unless it answers 200. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** GetCountryCodes; the spec's 500 answer is 'Server Error'. */
export async function postForJson<T>(path: string): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = await getCsrfToken().catch(() => null);
  if (token) headers.set(CSRF_HEADER, token);
  const response = await fetch(path, { method: 'POST', headers, credentials: 'same-origin' });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Partial<ProblemDetails> | null;
    throw new Error(
      problem?.title || (response.status >= 500 ? 'Server Error' : UNEXPECTED_SERVER_ERROR_MESSAGE),
    );
  }
  return (await response.json()) as T;
}

// ---------------------------------------------------------------------------------------------
// JSON calls (the operator console): same-origin cookies, the anti-forgery header on every non-GET
// call, and every refusal turned into an ApiError whose message can be shown as it is.

const SIGNED_OUT_MESSAGE = 'Please sign in to continue.';
const FORBIDDEN_MESSAGE = 'You are not allowed to do this.';
const NOT_FOUND_MESSAGE = 'This item does not exist (any more).';
const OFFLINE_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
const TOO_MANY_MESSAGE = 'Too many attempts. Please wait before trying again.';

/** A refused or failed call: `status` 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfterSeconds: number | null = null,
    /** The problem details' `type`, for the refusals a caller recognises by it (e.g. step-up required). */
    readonly problemType: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Turns a non-2xx answer into an ApiError with a readable message (exported for unit tests). */
export function toApiError(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  const problem = isProblem(body) ? body : null;
  const detail = problem?.detail?.trim() || '';
  const fieldErrors = problem?.errors ?? {};
  const wait = retryAfterSeconds(retryAfter);
  if (status === 429) {
    return new ApiError(status, (detail || TOO_MANY_MESSAGE) + retryAfterText(retryAfter), fieldErrors, wait);
  }
  const fallback: Record<number, string> = {
    400: INVALID_FIELDS_MESSAGE,
    401: SIGNED_OUT_MESSAGE,
    403: FORBIDDEN_MESSAGE,
    404: NOT_FOUND_MESSAGE,
    502: OFFLINE_MESSAGE,
    503: OFFLINE_MESSAGE,
    504: OFFLINE_MESSAGE,
  };
  // A server error's detail is not meant for people.
  const message = status >= 500 ? '' : detail;
  return new ApiError(
    status,
    message || fallback[status] || UNEXPECTED_SERVER_ERROR_MESSAGE,
    fieldErrors,
    wait,
    typeof problem?.type === 'string' ? problem.type : null,
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData as multipart (the browser writes its boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/**
 * One JSON call. Resolves with the parsed body (undefined for 204); rejects with an ApiError. A
 * non-GET call refused for its anti-forgery token is retried once with a fresh token.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = withQuery(path, options.query);
  const send = async (refreshToken: boolean) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (method !== 'GET') {
      const token = await getCsrfToken(refreshToken);
      if (token) headers.set(CSRF_HEADER, token);
    }
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
    const response = await fetch(url, {
      method,
      headers,
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
    return { response, body: await parseBody(await response.text()) };
  };
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(false);
    if (method !== 'GET' && answer.response.status === 403 && isCsrfRefusal(answer.body)) {
      answer = await send(true);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  const { response, body } = answer;
  if (!response.ok) throw toApiError(response.status, body, response.headers.get('Retry-After'));
  return (response.status === 204 ? undefined : body) as T;
}

function isCsrfRefusal(body: unknown): boolean {
  return isProblem(body) && body.detail === CSRF_MESSAGE;
}
