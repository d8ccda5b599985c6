import path from 'node:path';

/** Every setting the API reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** External PostgreSQL; when undefined the embedded cluster is started. */
  databaseUrl: string | undefined;
  /** Where the embedded cluster keeps its data between runs. */
  embeddedPgDir: string;
  embeddedPgPort: number;
  /** The prerendered website to serve beside /api; undefined serves the API only. */
  siteDir: string | undefined;
  /** Public origin of the site, used for absolute links in the OpenAPI document. */
  siteOrigin: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export class InvalidEnvironmentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    problems.push(`${name} must be a port number from 1 to 65535 (got "${raw}")`);
  }
  return value;
}

function readDatabaseUrl(env: Env, problems: string[]): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error();
    if (!url.hostname) throw new Error();
  } catch {
    problems.push('DATABASE_URL must be a postgres://user:password@host:port/database URL');
  }
  return raw;
}

function readOrigin(env: Env, problems: string[]): string {
  const raw = env.SITE_ORIGIN ?? 'http://localhost:8080';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    problems.push(`SITE_ORIGIN must be an http(s) origin such as https://www.example.com (got "${raw}")`);
    return raw;
  }
}

/** Reads and validates the environment; throws one error listing every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const config: AppConfig = {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    port: readPort(env, 'PORT', 8080, problems),
    databaseUrl: readDatabaseUrl(env, problems),
    embeddedPgDir: path.resolve(env.EMBEDDED_PG_DIR || path.join(REPO_ROOT, 'db', 'data', 'pg')),
    embeddedPgPort: readPort(env, 'EMBEDDED_PG_PORT', 54329, problems),
    siteDir:
      env.SITE_DIR === 'none'
        ? undefined
        : path.resolve(env.SITE_DIR || path.join(REPO_ROOT, 'frontend', 'build', 'client')),
    siteOrigin: readOrigin(env, problems),
  };
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return config;
}
