import { CronExpressionParser } from 'cron-parser';
import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import { isFQDN } from 'class-validator';
import path from 'node:path';
import { RESUME_MAX_BYTES_DEFAULT } from '@orbitwise/contracts';
import { IMAGE_MAX_BYTES_DEFAULT } from '@orbitwise/contracts/content';
import { createHash } from 'node:crypto';
import { SECRET_KEY_BYTES, SECRET_KEY_ID_PATTERN, type SecretKey } from '../platform/crypto/secret-box';

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
  /**
   * Public origin of the site (SITE_ORIGIN): every absolute link the server writes (setup link, e-mail
   * links, webhooks' consoleUrl, the OpenAPI document). Unset: http://localhost:<PORT>, the port listened on.
   */
  siteOrigin: string;
  /** Where resumes are stored (a volume in production) unless `s3` is set. */
  uploadsDir: string;
  /** Resumes in S3-compatible object storage (S3_BUCKET set); undefined keeps them in `uploadsDir`. */
  s3: S3Config | undefined;
  /** Largest accepted resume, in bytes. */
  resumeMaxBytes: number;
  /**
   * The content's uploaded images: where they are kept unless `s3` is set (then under its
   * prefix, in `media/`), and the largest accepted upload in bytes (MEDIA_DIR, MEDIA_MAX_BYTES).
   */
  media: { dir: string; maxBytes: number };
  /** HMAC secret of the anti-forgery tokens. */
  csrfSecret: string;
  /** Send cookies with the Secure attribute (HTTPS only). */
  cookieSecure: boolean;
  altcha: {
    /** HMAC secret that signs the captcha challenges. */
    hmacKey: string;
    algorithm: AltchaAlgorithm;
    /** Key-derivation cost of one attempt (iterations). */
    cost: number;
    /** The secret counter is drawn from [counterMax / 2, counterMax]: the solver's expected work. */
    counterMax: number;
    expiresSeconds: number;
  };
  /** Submissions accepted per client address in each window. */
  rateLimit: { max: number; windowSeconds: number };
  /** Calls accepted per integration key in each window. */
  integrationKeyRateLimit: { max: number; windowSeconds: number };
  /** Express `trust proxy`: which hops may tell the client address in X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownTimeoutSeconds: number;
  /** pino level of the JSON logs (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Port of the Prometheus /metrics listener (METRICS_PORT); undefined: no listener. */
  metricsPort: number | undefined;
  /** Address the /metrics listener binds (METRICS_HOST): loopback unless set (0.0.0.0 in containers). */
  metricsHost: string;
  /** The operator console's sign-in. */
  admin: {
    /** Admins must enrol two-factor sign-in before anything else works (ADMIN_REQUIRE_2FA). */
    requireTwoFactor: boolean;
    sessionIdleMinutes: number;
    sessionAbsoluteHours: number;
    /** Failed sign-ins accepted per client address in the throttling window, whatever the account. */
    loginMaxFailuresPerAddress: number;
    /**
     * Failed sign-ins of one account from every address in the window (guessing spread over many
     * addresses), two-factor accounts included.
     */
    loginMaxFailuresPerAccount: number;
  };
  /**
   * Keys of the operators' TOTP secrets at rest (TOTP_ENCRYPTION_KEYS): the first encrypts, every one
   * decrypts. Empty only in development without the variable: main.ts then keeps a key beside the
   * embedded data (platform/crypto/development-key.ts).
   */
  totpEncryptionKeys: SecretKey[];
  /** The audit log (AUDIT_HASH_KEY). */
  audit: {
    /** HMAC key of the keyed hash that names a looked-up email address in the audit log without it. */
    hashKey: string;
  };
  /** E-mail to the staff and visitors, webhooks (the notifications domain). */
  notifications: {
    /** smtp:// or smtps:// URL with credentials; undefined records e-mails as "not configured". */
    smtpUrl: string | undefined;
    /** The From of every e-mail, e.g. `Orbitwise <no-reply@example.com>`. */
    mailFrom: string;
    /** Connecting, greeting and each reply of the SMTP server, and each webhook request: given up after. */
    smtpTimeoutSeconds: number;
    webhookTimeoutSeconds: number;
    /** Who gets a new submission's e-mail when no addresses are set in the console. */
    defaultRecipients: { leads: string[]; applications: string[] };
    /** Tries after the first, with doubling delays from `retryDelaySeconds` up to `retryMaxDelaySeconds`. */
    retryLimit: number;
    retryDelaySeconds: number;
    retryMaxDelaySeconds: number;
    /** Webhook URLs may name loopback, private and link-local addresses (never on by default). */
    webhookAllowPrivateNetworks: boolean;
    /** Webhook URLs must be https (default: in production). */
    webhookRequireHttps: boolean;
  };
  /** `npm run backup`, `npm run restore` and the daily backup job (the backup domain). */
  backup: BackupConfig;
}

/** Where archives go, how they are encrypted, when the job runs and how many are kept (BACKUP_*). */
export interface BackupConfig {
  /** A folder for the archives (BACKUP_DIR); undefined when none is set. */
  dir: string | undefined;
  /** A bucket for the archives (BACKUP_S3_BUCKET); BACKUP_S3_* else the S3_* settings. Wins over `dir`. */
  s3: S3Config | undefined;
  /** age recipients (`age1…`) each archive is encrypted to (BACKUP_AGE_RECIPIENTS). */
  ageRecipients: string[];
  /** age secret key (`AGE-SECRET-KEY-1…`) that decrypts them; restore only (BACKUP_AGE_IDENTITY). */
  ageIdentity: string | undefined;
  /** Passphrase encryption instead of keys (BACKUP_PASSPHRASE). */
  passphrase: string | undefined;
  /** Cron expression (UTC) of the daily job (BACKUP_SCHEDULE). */
  schedule: string;
  /** Archives kept: the newest of each of the last `keepDaily` days and `keepWeekly` weeks. */
  keepDaily: number;
  keepWeekly: number;
  /** No successful backup for this many hours: the admins are alerted (BACKUP_MAX_AGE_HOURS). */
  maxAgeHours: number;
}

/** The S3-compatible bucket of the resumes (S3_* variables). */
export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver); undefined: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Static keys; undefined: the AWS SDK's default chain (AWS_* variables, profile, web identity, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most others). */
  forcePathStyle: boolean;
  /** Server-side encryption requested on every object written; undefined (S3_SSE=none) requests none. */
  serverSideEncryption: S3ServerSideEncryption | undefined;
  /** Before every object key: '' or a folder ending in '/'. */
  prefix: string;
}

export const S3_SSE_VALUES = ['AES256', 'aws:kms', 'none'] as const;
export type S3ServerSideEncryption = Exclude<(typeof S3_SSE_VALUES)[number], 'none'>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(env: Env, nodeEnv: string, problems: string[]): LogLevel {
  const raw = env.LOG_LEVEL || (nodeEnv === 'test' ? 'error' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  }
  return raw as LogLevel;
}

export const ALTCHA_ALGORITHMS = ['PBKDF2/SHA-256', 'SHA-256'] as const;
export type AltchaAlgorithm = (typeof ALTCHA_ALGORITHMS)[number];

/** Development and test only: production refuses to start without real secrets. */
const DEV_CSRF_SECRET = 'development-only-csrf-secret-0123456789abcdef';
const DEV_ALTCHA_HMAC_KEY = 'development-only-altcha-hmac-key-0123456789abcdef';
const MIN_SECRET_LENGTH = 32;

/** The tests' key; development makes its own (see totpEncryptionKeys), production must set one. */
const TEST_TOTP_KEY: SecretKey = {
  id: 'test',
  key: createHash('sha256').update('orbitwise test-only totp key').digest(),
};

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** What loadConfig refuses: one line per bad variable, each naming it and what is wrong. */
export class InvalidEnvironmentError extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    problems.push(`${name} must be a port number from 1 to 65535 (got "${raw}")`);
    return fallback; // so that no other setting is blamed for it (SITE_ORIGIN's default, a clash)
  }
  return value;
}

function readHost(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  if (isIP(raw) === 0 && !isFQDN(raw, { require_tld: false })) {
    problems.push(`${name} must be an IP address or a host name (got "${raw}")`);
  }
  return raw;
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

function readOrigin(env: Env, port: number, problems: string[]): string {
  const raw = env.SITE_ORIGIN || `http://localhost:${port}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    problems.push(`SITE_ORIGIN must be an http(s) origin such as https://www.example.com (got "${raw}")`);
    return raw;
  }
}

function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function readSecret(env: Env, name: string, devDefault: string, production: boolean, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    if (production)
      problems.push(`${name} is required in production (at least ${MIN_SECRET_LENGTH} characters)`);
    return devDefault;
  }
  if (raw.length < MIN_SECRET_LENGTH) {
    problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (production && raw.startsWith('development-only-')) {
    problems.push(`${name} must not be the development default in production`);
  }
  return raw;
}

/**
 * AUDIT_HASH_KEY when set (32+ characters); otherwise a key derived from CSRF_SECRET (HKDF, its own
 * label), which production requires anyway, so deployments need no new secret. Setting it keeps the
 * audit log's hashes stable across a rotation of CSRF_SECRET.
 */
function readAuditHashKey(env: Env, production: boolean, problems: string[]): string {
  if (env.AUDIT_HASH_KEY) return readSecret(env, 'AUDIT_HASH_KEY', '', production, problems);
  const csrfSecret = env.CSRF_SECRET || DEV_CSRF_SECRET;
  return Buffer.from(hkdfSync('sha256', csrfSecret, '', 'orbitwise audit hash key', 32)).toString('hex');
}

const TRUST_PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`, `false`, a hop count, or a comma list of presets (loopback, linklocal, uniquelocal), IPs and CIDRs. */
function readTrustProxy(env: Env, problems: string[]): boolean | number | string {
  const raw = (env.TRUST_PROXY ?? 'loopback').trim();
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (TRUST_PROXY_PRESETS.has(entry)) continue;
    if (!address || isIP(address) === 0 || !validBits || rest.length > 0) {
      problems.push(
        `TRUST_PROXY must be true, false, a hop count, or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges (got "${raw}")`,
      );
      break;
    }
  }
  return entries.join(',');
}

function readAltchaAlgorithm(env: Env, problems: string[]): AltchaAlgorithm {
  const raw = env.ALTCHA_ALGORITHM || 'PBKDF2/SHA-256';
  if (!(ALTCHA_ALGORITHMS as readonly string[]).includes(raw)) {
    problems.push(`ALTCHA_ALGORITHM must be one of ${ALTCHA_ALGORITHMS.join(', ')} (got "${raw}")`);
  }
  return raw as AltchaAlgorithm;
}

function readSmtpUrl(env: Env, problems: string[]): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error();
    if (!url.hostname) throw new Error();
  } catch {
    problems.push('SMTP_URL must be an smtp://user:password@host:port or smtps://… URL');
  }
  return raw;
}

const SIMPLE_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** The address of `Name <address>`, or the whole text when it is a bare address. */
export function addressOf(mailbox: string): string {
  return /<([^<>]+)>$/.exec(mailbox)?.[1] ?? mailbox;
}

function readMailFrom(env: Env, problems: string[]): string {
  const raw = (env.MAIL_FROM ?? '').trim() || 'Orbitwise Technologies <no-reply@localhost>';
  const address = addressOf(raw);
  if (!SIMPLE_ADDRESS.test(address) && !/@localhost$/.test(address)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${raw}")`);
  }
  return raw;
}

function readAddressList(env: Env, name: string, problems: string[]): string[] {
  const addresses = (env[name] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const bad = addresses.filter((address) => !SIMPLE_ADDRESS.test(address));
  if (bad.length > 0)
    problems.push(`${name} must be a comma list of e-mail addresses (not "${bad.join(', ')}")`);
  return addresses;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_SSE',
  'S3_PREFIX',
] as const;
/** S3's rules for new bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const S3_BUCKET_NAME = /^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Folders of plain names (not `.` or `..`): keys stay safe to put in a URL and a CopySource unescaped. */
const S3_PREFIX_PATTERN = /^(?:(?!\.{1,2}\/)[A-Za-z0-9_.-]+\/)*(?!\.{1,2}\/?$)[A-Za-z0-9_.-]+\/?$/;

/** S3_BUCKET and the settings that go with it; undefined when S3_BUCKET is unset (the local folder). */
function readS3(env: Env, problems: string[]): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (bucket === '') {
    const stray = S3_VARIABLES.filter((name) => (env[name] ?? '') !== '');
    if (stray.length > 0) {
      problems.push(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep resumes in object storage, or unset ${stray.length > 1 ? 'them' : 'it'}`,
      );
    }
    return undefined;
  }
  if (!S3_BUCKET_NAME.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }

  let endpoint: string | undefined;
  const rawEndpoint = env.S3_ENDPOINT?.trim() ?? '';
  if (rawEndpoint !== '') {
    try {
      const url = new URL(rawEndpoint);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new Error();
      endpoint = rawEndpoint;
    } catch {
      problems.push(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000 (got "${rawEndpoint}")`);
    }
  }

  // The SDK's own variable is honoured; an S3-compatible server mostly ignores the region.
  let region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || '';
  if (region === '' && rawEndpoint !== '') region = 'us-east-1';
  if (region === '') {
    problems.push("S3_REGION is required with S3_BUCKET (the bucket's region, e.g. eu-central-1)");
  } else if (!/^[a-z0-9-]+$/.test(region)) {
    problems.push(`S3_REGION must be a region name such as eu-central-1 (got "${region}")`);
  }

  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's default credentials",
    );
  }

  const sse = env.S3_SSE?.trim() || 'AES256';
  if (!(S3_SSE_VALUES as readonly string[]).includes(sse)) {
    problems.push(`S3_SSE must be one of ${S3_SSE_VALUES.join(', ')} (got "${sse}")`);
  }

  let prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix !== '' && !S3_PREFIX_PATTERN.test(prefix)) {
    problems.push(
      `S3_PREFIX must be a folder such as resumes/ (letters, digits, _ . - and /) (got "${env.S3_PREFIX}")`,
    );
  }
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';

  return {
    bucket,
    endpoint,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', rawEndpoint !== '', problems),
    serverSideEncryption: sse === 'none' ? undefined : (sse as S3ServerSideEncryption),
    prefix,
  };
}

/** `id:base64key` pairs, comma-separated: the first encrypts, all decrypt (rotation). */
function readTotpKeys(env: Env, nodeEnv: string, problems: string[]): SecretKey[] {
  const raw = (env.TOTP_ENCRYPTION_KEYS ?? '').trim();
  if (raw === '') {
    if (nodeEnv === 'production') {
      problems.push(
        `TOTP_ENCRYPTION_KEYS is required in production: id:key pairs, e.g. 2026-11:$(openssl rand -base64 ${SECRET_KEY_BYTES})`,
      );
    }
    return nodeEnv === 'test' ? [TEST_TOTP_KEY] : [];
  }
  const keys: SecretKey[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !SECRET_KEY_ID_PATTERN.test(id) || key.length !== SECRET_KEY_BYTES) {
      problems.push(
        `TOTP_ENCRYPTION_KEYS must be a comma list of id:key pairs, each id 1 to 32 letters, digits, _ or -, each key ${SECRET_KEY_BYTES} random bytes in base64 (openssl rand -base64 ${SECRET_KEY_BYTES})`,
      );
      return [];
    }
    if (keys.some((known) => known.id === id)) {
      problems.push(`TOTP_ENCRYPTION_KEYS names the key id "${id}" twice`);
      return [];
    }
    keys.push({ id, key });
  }
  return keys;
}

/** BACKUP_S3_* read as S3_* (each falling back to its S3_* twin), problems named after BACKUP_S3_*. */
function readBackupS3(env: Env, problems: string[]): S3Config | undefined {
  if ((env.BACKUP_S3_BUCKET ?? '').trim() === '') {
    const stray = S3_VARIABLES.map((name) => `BACKUP_${name}`).filter((name) => (env[name] ?? '') !== '');
    if (stray.length > 0)
      problems.push(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but BACKUP_S3_BUCKET is not: set BACKUP_S3_BUCKET to keep archives in a bucket, or unset ${stray.length > 1 ? 'them' : 'it'}`,
      );
    return undefined;
  }
  const mapped: Env = { S3_BUCKET: env.BACKUP_S3_BUCKET, S3_PREFIX: env.BACKUP_S3_PREFIX };
  for (const name of S3_VARIABLES.filter((variable) => variable !== 'S3_PREFIX')) {
    mapped[name] = env[`BACKUP_${name}`] || env[name];
  }
  mapped.AWS_REGION = env.AWS_REGION;
  const own: string[] = [];
  const settings = readS3(mapped, own);
  problems.push(...own.map((problem) => problem.replace(/\bS3_/g, 'BACKUP_S3_')));
  return settings;
}

/**
 * age-encryption is an ES module, loaded here with Node's require(esm) (synchronous, as loadConfig
 * is) and only when an age key is set; its own parsers judge the keys, as they will when encrypting.
 */
function ageLibrary(): typeof import('age-encryption') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  return require('age-encryption') as typeof import('age-encryption');
}

function accepts(parse: () => void): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

/** Public keys: quoted when refused (they are not secret). */
function readAgeRecipients(env: Env, problems: string[]): string[] {
  const recipients = (env.BACKUP_AGE_RECIPIENTS ?? '')
    .split(',')
    .map((recipient) => recipient.trim())
    .filter(Boolean);
  if (recipients.length === 0) return recipients;
  const { Encrypter } = ageLibrary();
  const bad = recipients.filter((recipient) => !accepts(() => new Encrypter().addRecipient(recipient)));
  if (bad.length > 0)
    problems.push(
      `BACKUP_AGE_RECIPIENTS must be a comma list of age public keys (age1…, as "age-keygen -y" prints): ${bad.map((recipient) => `"${recipient}"`).join(', ')} ${bad.length > 1 ? 'are not' : 'is not one'}`,
    );
  return recipients;
}

/** A secret key: never quoted. */
function readAgeIdentity(env: Env, problems: string[]): string | undefined {
  const identity = env.BACKUP_AGE_IDENTITY?.trim() || undefined;
  if (identity === undefined) return undefined;
  const { Decrypter } = ageLibrary();
  if (!accepts(() => new Decrypter().addIdentity(identity)))
    problems.push(
      'BACKUP_AGE_IDENTITY must be an age secret key (AGE-SECRET-KEY-1…, the key line of the file "age-keygen" writes): the value given is not one',
    );
  return identity;
}

/** A 5-field cron expression as pg-boss will read it (cron-parser, in UTC), or why not. */
export function cronProblem(expression: string): string | undefined {
  if (expression.split(/\s+/).length !== 5) return 'not 5 fields';
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC', strict: false });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function readSchedule(env: Env, name: string, fallback: string, problems: string[]): string {
  const schedule = (env[name] ?? '').trim() || fallback;
  const problem = cronProblem(schedule);
  if (problem)
    problems.push(
      `${name} must be a 5-field cron expression in UTC such as "${fallback}" (got "${schedule}": ${problem})`,
    );
  return schedule;
}

function readBackup(env: Env, problems: string[]): BackupConfig {
  const ageRecipients = readAgeRecipients(env, problems);
  const ageIdentity = readAgeIdentity(env, problems);
  const passphrase = env.BACKUP_PASSPHRASE || undefined;
  if (passphrase !== undefined && passphrase.length < 16)
    problems.push('BACKUP_PASSPHRASE must be at least 16 characters long');
  if (passphrase !== undefined && (ageRecipients.length > 0 || ageIdentity))
    problems.push('BACKUP_PASSPHRASE and BACKUP_AGE_* exclude each other: choose one way to encrypt');
  const schedule = readSchedule(env, 'BACKUP_SCHEDULE', '0 3 * * *', problems);
  return {
    dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
    s3: readBackupS3(env, problems),
    ageRecipients,
    ageIdentity,
    passphrase,
    schedule,
    keepDaily: readInteger(env, 'BACKUP_KEEP_DAILY', 7, 1, 366, problems),
    keepWeekly: readInteger(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520, problems),
    maxAgeHours: readInteger(env, 'BACKUP_MAX_AGE_HOURS', 26, 1, 24 * 366, problems),
  };
}

/** Two listeners of this process given the same port: the second could never start. */
function portClashes(config: AppConfig): string[] {
  const clashes: string[] = [];
  if (config.metricsPort === config.port)
    clashes.push(`METRICS_PORT must differ from PORT (both are ${config.port})`);
  if (!config.databaseUrl && config.embeddedPgPort === config.port)
    clashes.push(`EMBEDDED_PG_PORT must differ from PORT (both are ${config.port})`);
  if (!config.databaseUrl && config.metricsPort === config.embeddedPgPort)
    clashes.push(`METRICS_PORT must differ from EMBEDDED_PG_PORT (both are ${config.embeddedPgPort})`);
  return clashes;
}

/** Reads and validates the environment; throws one error listing every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';
  const port = readPort(env, 'PORT', 8080, problems);
  const config: AppConfig = {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    port,
    databaseUrl: readDatabaseUrl(env, problems),
    embeddedPgDir: path.resolve(env.EMBEDDED_PG_DIR || path.join(REPO_ROOT, 'db', 'data', 'pg')),
    embeddedPgPort: readPort(env, 'EMBEDDED_PG_PORT', 54329, problems),
    siteDir:
      env.SITE_DIR === 'none'
        ? undefined
        : path.resolve(env.SITE_DIR || path.join(REPO_ROOT, 'frontend', 'build', 'client')),
    siteOrigin: readOrigin(env, port, problems),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(REPO_ROOT, 'db', 'data', 'uploads')),
    s3: readS3(env, problems),
    resumeMaxBytes: readInteger(
      env,
      'RESUME_MAX_BYTES',
      RESUME_MAX_BYTES_DEFAULT,
      1024,
      100 * 1024 * 1024,
      problems,
    ),
    media: {
      dir: path.resolve(env.MEDIA_DIR || path.join(REPO_ROOT, 'db', 'data', 'media')),
      // At most nginx's client_max_body_size (the resume limit + 1 MB) to be reachable through it.
      maxBytes: readInteger(
        env,
        'MEDIA_MAX_BYTES',
        IMAGE_MAX_BYTES_DEFAULT,
        1024,
        50 * 1024 * 1024,
        problems,
      ),
    },
    csrfSecret: readSecret(env, 'CSRF_SECRET', DEV_CSRF_SECRET, production, problems),
    cookieSecure: readBoolean(env, 'COOKIE_SECURE', production, problems),
    altcha: {
      hmacKey: readSecret(env, 'ALTCHA_HMAC_KEY', DEV_ALTCHA_HMAC_KEY, production, problems),
      algorithm: readAltchaAlgorithm(env, problems),
      cost: readInteger(env, 'ALTCHA_COST', 1000, 1, 1_000_000, problems),
      counterMax: readInteger(env, 'ALTCHA_COUNTER_MAX', 10_000, 2, 10_000_000, problems),
      expiresSeconds: readInteger(env, 'ALTCHA_EXPIRES_SECONDS', 600, 10, 86_400, problems),
    },
    rateLimit: {
      max: readInteger(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000_000, problems),
      windowSeconds: readInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400, problems),
    },
    integrationKeyRateLimit: {
      max: readInteger(env, 'INTEGRATION_KEY_RATE_LIMIT_MAX', 120, 1, 1_000_000_000, problems),
      windowSeconds: readInteger(env, 'INTEGRATION_KEY_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400, problems),
    },
    trustProxy: readTrustProxy(env, problems),
    shutdownTimeoutSeconds: readInteger(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 3600, problems),
    logLevel: readLogLevel(env, nodeEnv, problems),
    metricsPort: env.METRICS_PORT ? readPort(env, 'METRICS_PORT', 0, problems) : undefined,
    metricsHost: readHost(env, 'METRICS_HOST', '127.0.0.1', problems),
    admin: {
      requireTwoFactor: readBoolean(env, 'ADMIN_REQUIRE_2FA', production, problems),
      sessionIdleMinutes: readInteger(env, 'ADMIN_SESSION_IDLE_MINUTES', 30, 1, 1440, problems),
      sessionAbsoluteHours: readInteger(env, 'ADMIN_SESSION_ABSOLUTE_HOURS', 12, 1, 720, problems),
      loginMaxFailuresPerAddress: readInteger(
        env,
        'ADMIN_LOGIN_MAX_FAILURES_PER_ADDRESS',
        20,
        1,
        1_000_000,
        problems,
      ),
      loginMaxFailuresPerAccount: readInteger(
        env,
        'ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT',
        50,
        1,
        1_000_000,
        problems,
      ),
    },
    totpEncryptionKeys: readTotpKeys(env, nodeEnv, problems),
    audit: { hashKey: readAuditHashKey(env, production, problems) },
    notifications: {
      smtpUrl: readSmtpUrl(env, problems),
      mailFrom: readMailFrom(env, problems),
      smtpTimeoutSeconds: readInteger(env, 'SMTP_TIMEOUT_SECONDS', 20, 1, 600, problems),
      webhookTimeoutSeconds: readInteger(env, 'WEBHOOK_TIMEOUT_SECONDS', 5, 1, 60, problems),
      defaultRecipients: {
        leads: readAddressList(env, 'NOTIFY_LEADS_TO', problems),
        applications: readAddressList(env, 'NOTIFY_APPLICATIONS_TO', problems),
      },
      retryLimit: readInteger(env, 'NOTIFY_RETRY_LIMIT', 20, 0, 100, problems),
      retryDelaySeconds: readInteger(env, 'NOTIFY_RETRY_DELAY_SECONDS', 60, 1, 86_400, problems),
      retryMaxDelaySeconds: readInteger(env, 'NOTIFY_RETRY_MAX_DELAY_SECONDS', 7200, 1, 86_400, problems),
      webhookAllowPrivateNetworks: readBoolean(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false, problems),
      webhookRequireHttps: readBoolean(env, 'WEBHOOK_REQUIRE_HTTPS', production, problems),
    },
    backup: readBackup(env, problems),
  };
  problems.push(...portClashes(config));
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return config;
}

/**
 * The settings of a command-line tool (`npm run backup`, `restore`, `operator`): the API's whole
 * validation, so that a bad variable stops the tool with the line the API's start prints, NODE_ENV's
 * value included; only production's required secrets are not asked for, as a tool run beside the
 * database need not hold those of the web tier. The tools serve no website (SITE_DIR is not read).
 */
export function loadToolConfig(env: Env = process.env): AppConfig {
  const known = [undefined, 'development', 'production', 'test'].includes(env.NODE_ENV);
  return loadConfig({ ...env, NODE_ENV: known ? 'development' : env.NODE_ENV, SITE_DIR: 'none' });
}
