import { HttpStatus } from '@nestjs/common';
import { CAREER_DATA_FIELD, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@orbitwise/contracts';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { ProblemException } from '../../platform/problems/problem';
import type { StoredResume } from '../careers/resume-upload';

export const MALFORMED_KEY_DETAIL =
  `The ${IDEMPOTENCY_KEY_HEADER} header must be a string of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} ` +
  'printable ASCII characters, such as "8e03978e-40d5-43e8-bc93-6894a57f9324" (quoted or not).';
export const REPEATED_KEY_DETAIL = `The ${IDEMPOTENCY_KEY_HEADER} header is sent more than once.`;

/** A bare (unquoted) key: visible ASCII without the characters that structure a field value. */
const BARE_KEY = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/;

/**
 * The key of an `Idempotency-Key` value: an RFC 8941 sf-string (`"…"`, with `\"` and `\\` as its
 * only escapes and printable ASCII inside), or the common bare form (an unquoted UUID or token).
 * Null when malformed, empty, blank or longer than the limit. Parameters are not accepted.
 */
export function parseIdempotencyKey(value: string): string | null {
  const text = value.trim();
  let key: string;
  if (text.startsWith('"')) {
    key = '';
    let i = 1;
    for (; i < text.length; i++) {
      const char = text[i]!;
      if (char === '"') break;
      if (char === '\\') {
        const next = text[i + 1];
        if (next !== '"' && next !== '\\') return null;
        key += next;
        i++;
        continue;
      }
      const code = char.charCodeAt(0);
      if (code < 0x20 || code > 0x7e) return null;
      key += char;
    }
    // The closing quote must end the value.
    if (i !== text.length - 1) return null;
  } else {
    if (!BARE_KEY.test(text)) return null;
    key = text;
  }
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || key.trim() === '') return null;
  return key;
}

/** The request's key; undefined without the header; a 400 problem when malformed or repeated. */
export function readIdempotencyKey(request: Request): string | undefined {
  const name = IDEMPOTENCY_KEY_HEADER.toLowerCase();
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === name) count++;
  }
  if (count === 0) return undefined;
  if (count > 1) throw new ProblemException(HttpStatus.BAD_REQUEST, REPEATED_KEY_DETAIL);
  const key = parseIdempotencyKey(String(request.headers[name] ?? ''));
  if (key === null) throw new ProblemException(HttpStatus.BAD_REQUEST, MALFORMED_KEY_DETAIL);
  return key;
}

/**
 * JSON with the keys of every object sorted (by UTF-16 code units, as RFC 8785), no whitespace and
 * JavaScript's number and string forms: equal for two bodies that differ only in key order, spacing,
 * escapes or number spelling (`1.0` and `1`).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    const members = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A JSON submission's fingerprint: the SHA-256 of its canonical JSON. */
export function jsonFingerprint(body: unknown): string {
  return sha256(canonicalJson(body ?? null));
}

/**
 * AddCareer's fingerprint: its text parts (`data` compared as JSON, not as text) and the resume's
 * SHA-256 and name. Not the raw multipart body, whose boundary changes from one send to the next.
 */
export function careerFingerprint(parts: unknown, resume: StoredResume | undefined): string {
  const fields: Record<string, unknown> = {};
  if (typeof parts === 'object' && parts !== null) {
    for (const [name, value] of Object.entries(parts as Record<string, unknown>)) {
      fields[name] = name === CAREER_DATA_FIELD && typeof value === 'string' ? jsonOrText(value) : value;
    }
  }
  return sha256(
    canonicalJson({
      parts: fields,
      resume: resume ? { sha256: resume.sha256, name: resume.originalName } : null,
    }),
  );
}

function jsonOrText(text: string): unknown {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { text };
  }
}
