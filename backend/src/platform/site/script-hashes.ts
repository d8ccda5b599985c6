import { createHash } from 'node:crypto';

/** Script types a browser runs (JSON-LD and other data blocks are not scripts), as nginx/render.mjs. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP `script-src` of one page: 'self' and the sha256 of each inline script, exactly as
 * nginx/render.mjs writes them for the build's files. Sent to nginx (X-Orbitwise-Script-Src) with a
 * page the API serves, whose inline scripts (the route data) a re-render changed.
 */
export function scriptSrcOf(html: string): string {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const hash = `'sha256-${createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return ["'self'", ...hashes].join(' ');
}

/** The header nginx puts into the page's Content-Security-Policy (and hides from the client). */
export const SCRIPT_SRC_HEADER = 'X-Orbitwise-Script-Src';
