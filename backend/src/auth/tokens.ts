import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: session cookies and setup links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the tables store instead of a token or code: its SHA-256 in hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A token as the cookie or link carries it: exactly 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
