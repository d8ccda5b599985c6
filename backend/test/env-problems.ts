import { InvalidEnvironmentError, loadConfig } from '../src/config/env';

/** The problems loadConfig lists for this environment (none when it loads). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  return [];
}
