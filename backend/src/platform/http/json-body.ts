import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isUtf8 } from 'node:buffer';
import { NUL_CHARACTER_MESSAGE } from '@orbitwise/contracts';
import { ProblemException } from '../problems/problem';
import { INVALID_REQUEST_DETAIL, UNKNOWN_FIELD_MESSAGE } from './validation';

/** The largest JSON body accepted (body-parser's default, far above any form's). */
export const JSON_BODY_LIMIT = '100kb';
/** The forms send flat objects; a value nested deeper than this is only ever an attack on a parser. */
export const MAX_JSON_DEPTH = 8;
/** Keys that mean something to JavaScript objects: refused wherever they appear. */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export const NOT_JSON_DETAIL = 'The request body is not valid JSON.';
export const NOT_UTF8_DETAIL = 'The request body is not valid UTF-8.';
export const JSON_CHARSET_DETAIL = 'A JSON body must be encoded as UTF-8.';
export const JSON_TOO_DEEP_DETAIL = `JSON nested more than ${MAX_JSON_DEPTH} levels deep is not accepted.`;
export const JSON_ONLY_DETAIL = 'This call takes an application/json body.';
export const NO_BODY_DETAIL = 'This call takes no body.';
export const DUPLICATE_KEY_MESSAGE = 'This field is sent more than once.';
export const NUL_IN_QUERY_DETAIL =
  'The query string contains the NUL character (U+0000), which is not accepted.';

/** A parsed value, or why it was refused: not JSON at all (`syntax`), or a structure problem. */
export type JsonResult =
  | { ok: true; value: unknown }
  | { ok: false; syntax: boolean; detail: string; errors?: Record<string, string[]> };

type JsonProblem = Exclude<JsonResult, { ok: true }>;

const fieldProblem = (key: string, message: string): JsonProblem => ({
  ok: false,
  syntax: false,
  detail: INVALID_REQUEST_DETAIL,
  errors: { [key]: [message] },
});

/**
 * Walks JSON text that JSON.parse accepted: reports a key repeated in one object (JSON.parse keeps
 * the last silently, where another parser in front of this one may keep the first), a reserved key,
 * or nesting deeper than MAX_JSON_DEPTH.
 */
function structureProblem(text: string): JsonProblem | undefined {
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const keys = stack[stack.length - 1];
      if (keys && expectKey) {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        if (RESERVED_KEYS.includes(key)) return fieldProblem(key, UNKNOWN_FIELD_MESSAGE);
        if (keys.has(key)) return fieldProblem(key, DUPLICATE_KEY_MESSAGE);
        keys.add(key);
        expectKey = false;
      }
    } else if (char === '{' || char === '[') {
      if (stack.length >= MAX_JSON_DEPTH) return { ok: false, syntax: false, detail: JSON_TOO_DEEP_DETAIL };
      stack.push(char === '{' ? new Set() : null);
      expectKey = char === '{';
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',') {
      expectKey = stack.length > 0 && stack[stack.length - 1] !== null;
    }
  }
  return undefined;
}

/** True when a key or string anywhere in `value` holds U+0000, which PostgreSQL cannot store in text. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => key.includes('\0') || holdsNul(child));
}

/** A name as the problem may echo it: U+0000 shown as U+FFFD, so a client can store the answer. */
const withoutNul = (name: string) => name.replace(/\0/g, '\uFFFD');

/**
 * `{ field: [NUL message] }` for each top-level field whose key or value holds U+0000 (as the
 * validation errors name fields), `(body)` for any other body holding it; empty when none does.
 */
export function nulFieldErrors(value: unknown): Record<string, string[]> {
  if (!holdsNul(value)) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { '(body)': [NUL_CHARACTER_MESSAGE] };
  }
  const fields = Object.entries(value).filter(([key, child]) => key.includes('\0') || holdsNul(child));
  return Object.fromEntries(fields.map(([key]) => [withoutNul(key), [NUL_CHARACTER_MESSAGE]]));
}

/** JSON.parse, then the structure checks above (U+0000 is left to nulFieldErrors). */
export function parseJsonStructure(text: string): JsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, syntax: true, detail: NOT_JSON_DETAIL };
  }
  return structureProblem(text) ?? { ok: true, value };
}

/** parseJsonStructure, then the refusal of U+0000 in every field that holds it. */
export function parseStrictJson(text: string): JsonResult {
  const result = parseJsonStructure(text);
  if (!result.ok) return result;
  const errors = nulFieldErrors(result.value);
  return Object.keys(errors).length === 0
    ? result
    : { ok: false, syntax: false, detail: INVALID_REQUEST_DETAIL, errors };
}

function badRequest(detail: string, errors?: Record<string, string[]>): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, detail, errors ? { errors } : {});
}

/**
 * The second half of the JSON body parser. The first is body-parser's raw reader, registered in
 * app.factory.ts for `application/json` (size limit, gzip/deflate/br with the limit applied to the
 * inflated bytes, unknown encodings refused with 415). Then a strict parse: UTF-8 only and valid
 * UTF-8 (RFC 8259; body-parser's JSON reader would silently replace bad bytes), one leading byte
 * order mark ignored, an object or array at the top, and the structure checks of parseStrictJson.
 */
export function parseJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (!Buffer.isBuffer(req.body)) return next();
  const bytes = req.body;
  req.body = undefined;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    return next(new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, JSON_CHARSET_DETAIL));
  }
  if (!isUtf8(bytes)) return next(badRequest(NOT_UTF8_DETAIL));
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    req.body = {};
    return next();
  }
  if (!/^\s*[{[]/.test(text)) return next(badRequest(NOT_JSON_DETAIL));
  const result = parseStrictJson(text);
  if (!result.ok) return next(badRequest(result.detail, result.errors));
  req.body = result.value;
  next();
}

/**
 * Calls whose query never reaches the database and that must not answer with a problem: health
 * probes ignore their query, and the newsletter's e-mailed links end on a page (a bad token goes to
 * the link-expired page).
 */
const QUERY_NUL_ALLOWED = ['/api/health', '/api/newsletter/confirm', '/api/newsletter/unsubscribe'];

/**
 * Refuses an API query string whose decoded names or values hold U+0000 (PostgreSQL cannot store or
 * compare it in text), once for every endpoint, as a 400 problem.
 */
export function refuseNulInQuery(req: Request, _res: Response, next: NextFunction): void {
  const queryStart = req.originalUrl.indexOf('?');
  const path = queryStart < 0 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  if (queryStart < 0 || !path.startsWith('/api/')) return next();
  if (QUERY_NUL_ALLOWED.some((allowed) => path === allowed || path.startsWith(`${allowed}/`))) return next();
  const params = new URLSearchParams(req.originalUrl.slice(queryStart + 1));
  for (const [name, value] of params) {
    if (name.includes('\0') || value.includes('\0')) {
      return next(badRequest(NUL_IN_QUERY_DETAIL, { [withoutNul(name)]: [NUL_CHARACTER_MESSAGE] }));
    }
  }
  next();
}

/** True when the request carries body bytes (a declared length above 0, or a chunked body). */
export function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return !Number.isNaN(length) && length > 0;
}

/** For the JSON submissions: any other content type (or none) is refused with 415. */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) {
      throw new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, JSON_ONLY_DETAIL);
    }
    return true;
  }
}

/**
 * For calls that take no body: nothing, or an empty JSON object (what some HTTP clients send with a
 * bodiless POST). A body of another type is not parsed at all, so its bytes are looked for.
 */
@Injectable()
export class NoBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const parsed: unknown = request.body;
    const empty =
      parsed === undefined
        ? !hasBody(request)
        : typeof parsed === 'object' &&
          parsed !== null &&
          !Array.isArray(parsed) &&
          Object.keys(parsed).length === 0;
    if (!empty) throw badRequest(NO_BODY_DETAIL);
    return true;
  }
}
