import { problemsOf } from '../../test/env-problems';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('has development defaults for every security setting', () => {
    const config = loadConfig({});
    expect(config.resumeMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.csrfSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.altcha).toMatchObject({ algorithm: 'PBKDF2/SHA-256', expiresSeconds: 600 });
    expect(config.rateLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(config.trustProxy).toBe('loopback');
    expect(config.cookieSecure).toBe(false);
  });

  it('writes links to the port listened on unless SITE_ORIGIN names the public origin', () => {
    expect(loadConfig({}).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8101' }).siteOrigin).toBe('http://localhost:8101');
    expect(loadConfig({ PORT: '8101', SITE_ORIGIN: '' }).siteOrigin).toBe('http://localhost:8101');
    expect(loadConfig({ PORT: '8101', SITE_ORIGIN: 'https://www.example.com/' }).siteOrigin).toBe(
      'https://www.example.com',
    );
    expect(problemsOf({ SITE_ORIGIN: 'ftp://example.com' })).toEqual([
      'SITE_ORIGIN must be an http(s) origin such as https://www.example.com (got "ftp://example.com")',
    ]);
  });

  it('requires real secrets in production, listing each missing variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'CSRF_SECRET is required in production (at least 32 characters)',
      'ALTCHA_HMAC_KEY is required in production (at least 32 characters)',
      'TOTP_ENCRYPTION_KEYS is required in production: id:key pairs, e.g. 2026-11:$(openssl rand -base64 32)',
    ]);
  });

  it('reads the TOTP encryption keys (the first encrypts), a test key in tests, none in development', () => {
    const first = Buffer.alloc(32, 1);
    const second = Buffer.alloc(32, 2);
    const keys = `2026-11:${first.toString('base64')}, 2026-05:${second.toString('base64')}`;
    expect(loadConfig({ TOTP_ENCRYPTION_KEYS: keys }).totpEncryptionKeys).toEqual([
      { id: '2026-11', key: first },
      { id: '2026-05', key: second },
    ]);
    expect(loadConfig({}).totpEncryptionKeys).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).totpEncryptionKeys).toEqual([
      { id: 'test', key: expect.any(Buffer) },
    ]);
    const malformed =
      'TOTP_ENCRYPTION_KEYS must be a comma list of id:key pairs, each id 1 to 32 letters, digits, _ or -, each key 32 random bytes in base64 (openssl rand -base64 32)';
    for (const bad of [
      first.toString('base64'),
      `a.b:${first.toString('base64')}`,
      `short:${Buffer.alloc(16).toString('base64')}`,
      `k1:${first.toString('base64')},`,
    ]) {
      expect(problemsOf({ TOTP_ENCRYPTION_KEYS: bad })).toEqual([malformed]);
    }
    expect(
      problemsOf({ TOTP_ENCRYPTION_KEYS: `k:${first.toString('base64')},k:${second.toString('base64')}` }),
    ).toEqual(['TOTP_ENCRYPTION_KEYS names the key id "k" twice']);
    // The message never repeats a key.
    expect(
      JSON.stringify(problemsOf({ TOTP_ENCRYPTION_KEYS: `k:${first.toString('base64')}xyz` })),
    ).not.toContain(first.toString('base64'));
  });

  it('accepts production with its secrets and secures the cookies', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CSRF_SECRET: 'c'.repeat(40),
      ALTCHA_HMAC_KEY: 'k'.repeat(40),
      TOTP_ENCRYPTION_KEYS: `prod:${Buffer.alloc(32, 7).toString('base64')}`,
      TRUST_PROXY: '10.0.0.0/8, loopback',
      RESUME_MAX_BYTES: '1048576',
      UPLOADS_DIR: '/srv/uploads',
    });
    expect(config).toMatchObject({
      cookieSecure: true,
      trustProxy: '10.0.0.0/8,loopback',
      resumeMaxBytes: 1048576,
      uploadsDir: '/srv/uploads',
    });
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({
      CSRF_SECRET: 'short',
      RESUME_MAX_BYTES: '5MB',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: 'nginx',
      ALTCHA_ALGORITHM: 'MD5',
      COOKIE_SECURE: 'maybe',
    });
    expect(problems).toEqual([
      'RESUME_MAX_BYTES must be a whole number from 1024 to 104857600 (got "5MB")',
      'CSRF_SECRET must be at least 32 characters long',
      'COOKIE_SECURE must be true or false (got "maybe")',
      'ALTCHA_ALGORITHM must be one of PBKDF2/SHA-256, SHA-256 (got "MD5")',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000000 (got "0")',
      'TRUST_PROXY must be true, false, a hop count, or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges (got "nginx")',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['uniquelocal', 'uniquelocal'],
    ['172.16.0.0/12', '172.16.0.0/12'],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it('gives requests in flight 25 s on shutdown unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5' }).shutdownTimeoutSeconds).toBe(5);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toEqual([
      'SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "0")',
    ]);
  });

  it('requires two-factor sign-in for admins in production only, unless ADMIN_REQUIRE_2FA says otherwise', () => {
    const secrets = {
      CSRF_SECRET: 'c'.repeat(40),
      ALTCHA_HMAC_KEY: 'k'.repeat(40),
      TOTP_ENCRYPTION_KEYS: `prod:${Buffer.alloc(32, 7).toString('base64')}`,
    };
    expect(loadConfig({}).admin).toEqual({
      requireTwoFactor: false,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      loginMaxFailuresPerAddress: 20,
      loginMaxFailuresPerAccount: 50,
    });
    expect(loadConfig({ ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT: '200' }).admin.loginMaxFailuresPerAccount).toBe(
      200,
    );
    expect(problemsOf({ ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' })).toEqual([
      'ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT must be a whole number from 1 to 1000000 (got "0")',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).admin.requireTwoFactor).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, ADMIN_REQUIRE_2FA: 'false' }).admin.requireTwoFactor,
    ).toBe(false);
    expect(
      loadConfig({
        ADMIN_REQUIRE_2FA: '1',
        ADMIN_SESSION_IDLE_MINUTES: '15',
        ADMIN_SESSION_ABSOLUTE_HOURS: '8',
      }).admin,
    ).toMatchObject({ requireTwoFactor: true, sessionIdleMinutes: 15, sessionAbsoluteHours: 8 });
    expect(
      problemsOf({
        ADMIN_REQUIRE_2FA: 'yes',
        ADMIN_SESSION_IDLE_MINUTES: '0',
        ADMIN_SESSION_ABSOLUTE_HOURS: '1y',
      }),
    ).toEqual([
      'ADMIN_REQUIRE_2FA must be true or false (got "yes")',
      'ADMIN_SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 (got "0")',
      'ADMIN_SESSION_ABSOLUTE_HOURS must be a whole number from 1 to 720 (got "1y")',
    ]);
  });

  it('refuses two listeners on one port', () => {
    expect(problemsOf({ PORT: '9000', METRICS_PORT: '9000' })).toEqual([
      'METRICS_PORT must differ from PORT (both are 9000)',
    ]);
    expect(problemsOf({ PORT: '54329' })).toEqual([
      'EMBEDDED_PG_PORT must differ from PORT (both are 54329)',
    ]);
    // With an external database the embedded port is not used.
    expect(problemsOf({ PORT: '54329', DATABASE_URL: 'postgres://u:p@db:5432/orbitwise' })).toEqual([]);
  });

  it('says one line per bad variable, naming it', () => {
    expect(() => loadConfig({ PORT: 'http', LOG_LEVEL: 'loud' })).toThrow(
      'PORT must be a port number from 1 to 65535 (got "http")\nLOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
  });
});
