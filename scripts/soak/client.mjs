// One website visitor for the soak test: its own source address on the loopback (127.0.0.0/8 is all
// loopback on Linux), its own keep-alive connection, its own anti-forgery session (GET
// /api/csrf-token, cookies kept), and a captcha challenge fetched from the server and solved for
// real before each submission, as the site's ALTCHA code does.
import { CAPTCHA_HEADER, CSRF_HEADER } from '@orbitwise/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** One HTTP exchange; resolves to status, headers and the body as text (never rejects on a status). */
function exchange(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function json(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class Visitor {
  /**
   * @param {string} baseUrl where the site (nginx) or the API answers
   * @param {string} localAddress the visitor's own source address, e.g. 127.0.1.7
   * @param {{ connections?: number, agent?: import('node:http').Agent }} options `agent`: another
   *   agent, e.g. an https.Agent for an https:// baseUrl (its own connections and trusted roots)
   */
  constructor(baseUrl, localAddress, { connections = 1, agent } = {}) {
    this.baseUrl = baseUrl;
    this.localAddress = localAddress;
    this.agent = agent ?? new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
    this.cookie = '';
    this.token = '';
  }

  close() {
    this.agent.destroy();
  }

  get(path) {
    return exchange(this.agent, new URL(path, this.baseUrl));
  }

  /** GET /api/csrf-token as the site does: keeps the session and XSRF-TOKEN cookies and the token. */
  async startSession() {
    const response = await this.get('/api/csrf-token');
    if (response.status !== 200) {
      throw new Error(
        `${this.localAddress}: GET /api/csrf-token answered ${response.status}: ${response.text}`,
      );
    }
    const setCookies = [].concat(response.headers['set-cookie'] ?? []);
    this.cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    this.token = json(response.text)?.token;
    if (!this.cookie.includes('orbitwise.sid=') || !this.cookie.includes('XSRF-TOKEN=') || !this.token) {
      throw new Error(`${this.localAddress}: no anti-forgery session (${setCookies.join(' | ')})`);
    }
  }

  /** A challenge from the server, solved for real; the base64 payload of the X-Altcha header. */
  async solveCaptcha() {
    const response = await this.get('/api/captcha/challenge');
    if (response.status !== 200) {
      throw new Error(`${this.localAddress}: GET /api/captcha/challenge answered ${response.status}`);
    }
    const challenge = JSON.parse(response.text);
    const deriveKey = challenge.parameters.algorithm === 'SHA-256' ? shaDeriveKey : pbkdf2DeriveKey;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error(`${this.localAddress}: the captcha challenge could not be solved`);
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** A POST with the session cookies, the anti-forgery header and, when given, a captcha payload. */
  post(path, { captcha, contentType, body, headers = {} }) {
    return exchange(this.agent, new URL(path, this.baseUrl), {
      method: 'POST',
      headers: {
        Cookie: this.cookie,
        [CSRF_HEADER]: this.token,
        ...(captcha === undefined ? {} : { [CAPTCHA_HEADER]: captcha }),
        'Content-Type': contentType,
        'Content-Length': String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });
  }

  postJson(path, value, options = {}) {
    return this.post(path, { ...options, contentType: 'application/json', body: JSON.stringify(value) });
  }

  /** multipart/form-data with text parts and file parts ({ filename, type, bytes }). */
  postMultipart(path, parts, options = {}) {
    const boundary = `----soak${randomBytes(12).toString('hex')}`;
    const chunks = [];
    for (const [name, value] of Object.entries(parts)) {
      if (typeof value === 'string') {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      } else {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
              `Content-Type: ${value.type}\r\n\r\n`,
          ),
          value.bytes,
          Buffer.from('\r\n'),
        );
      }
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return this.post(path, {
      ...options,
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat(chunks),
    });
  }
}
