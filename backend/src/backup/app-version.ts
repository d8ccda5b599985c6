import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The backend's package version (src/ and dist/ are both two folders below its package.json). */
export function appVersion(): string {
  try {
    const file = path.resolve(__dirname, '..', '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
