import { randomBytes } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';

/** A body sent as given: bytes, or chunks produced one at a time (never all in memory). */
export type RawBody = Buffer | { chunks: () => Iterable<Buffer>; contentLength?: number };

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: RawBody;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body when it is JSON, otherwise undefined. */
  json: unknown;
  /** Body bytes the client had written when the response headers arrived. */
  bytesSentAtResponse: number;
  /** Body bytes the request was going to send (undefined when unknown). */
  bytesPlanned: number | undefined;
}

/**
 * One request over a fresh connection with full control of the bytes: no header is added except
 * Host and, for a Buffer body, Content-Length (unless the case sets its own or Transfer-Encoding).
 * Streamed bodies stop being written as soon as the response arrives.
 */
export function sendRaw(port: number, raw: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { ...raw.headers };
    const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
    const body = raw.body;
    let bytesPlanned: number | undefined;
    if (Buffer.isBuffer(body)) {
      bytesPlanned = body.length;
      if (!has('content-length') && !has('transfer-encoding'))
        headers['Content-Length'] = String(body.length);
    } else if (body) {
      bytesPlanned = body.contentLength;
      if (body.contentLength !== undefined && !has('content-length')) {
        headers['Content-Length'] = String(body.contentLength);
      } else if (!has('transfer-encoding')) {
        headers['Transfer-Encoding'] = 'chunked';
      }
    } else if (!has('content-length') && !has('transfer-encoding')) {
      headers['Content-Length'] = '0';
    }

    let bytesSent = 0;
    let responded = false;
    let settled = false;
    const req = request({
      host: '127.0.0.1',
      port,
      method: raw.method ?? 'POST',
      path: raw.path,
      headers,
      agent: false,
      setHost: true,
    });
    const timer = setTimeout(() => {
      fail(new Error(`No complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };

    req.on('response', (res) => {
      responded = true;
      const bytesSentAtResponse = bytesSent;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => fail(error));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        if (/json/.test(String(res.headers['content-type']))) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        // A streamed body the server refused early is not sent to the end.
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json,
          bytesSentAtResponse,
          bytesPlanned,
        });
      });
    });
    // After the answer, a reset of the connection (the rest of the body not wanted) is not a failure.
    req.on('error', (error) => {
      if (!responded) fail(error);
    });

    if (!body) {
      req.end();
    } else if (Buffer.isBuffer(body)) {
      bytesSent = body.length;
      req.end(body);
    } else {
      const iterator = body.chunks()[Symbol.iterator]();
      const pump = () => {
        while (!responded && !req.destroyed) {
          const next = iterator.next();
          if (next.done) {
            req.end();
            return;
          }
          bytesSent += next.value.length;
          if (!req.write(next.value)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// multipart/form-data, byte by byte
// ---------------------------------------------------------------------------------------------

export interface Part {
  /** The part's name; undefined leaves `name=` out of Content-Disposition. */
  name?: string;
  /** `filename="..."`, written as given (quotes and backslashes included). */
  filename?: string;
  /** `filename*=UTF-8''...`, percent-encoded (RFC 5987), for names a quoted string cannot carry. */
  filenameStar?: string;
  contentType?: string;
  /** Replaces the whole header block of the part when given. */
  rawHeaders?: string;
  body: Buffer | string;
}

export interface Multipart {
  body: Buffer;
  contentType: string;
  boundary: string;
}

export function multipart(
  parts: Part[],
  options: { boundary?: string; unterminated?: boolean } = {},
): Multipart {
  const boundary = options.boundary ?? `----hostile${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = part.rawHeaders;
    if (head === undefined) {
      let disposition = 'form-data';
      if (part.name !== undefined) disposition += `; name="${part.name}"`;
      if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
      if (part.filenameStar !== undefined) {
        disposition += `; filename*=UTF-8''${encodeURIComponent(part.filenameStar)}`;
      }
      head = `Content-Disposition: ${disposition}\r\n`;
      if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'latin1'));
  }
  if (!options.unterminated) chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

/**
 * A multipart body streamed in 64 KiB chunks: the parts before the file, `fileBytes` bytes of a
 * PDF-looking file, then the closing boundary. Its length is known without building it.
 */
export function streamedUpload(
  fileBytes: number,
  before: Part[],
): { chunks: () => Iterable<Buffer>; contentLength: number; contentType: string } {
  const boundary = `----hostile${randomBytes(12).toString('hex')}`;
  const head = multipart(before, { boundary, unterminated: true }).body;
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const fillerTotal = fileBytes - 9;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + fileHead.length + fillerTotal + tail.length,
    *chunks() {
      yield head;
      yield fileHead;
      for (let left = fillerTotal; left > 0; left -= filler.length) {
        yield left >= filler.length ? filler : filler.subarray(0, left);
      }
      yield tail;
    },
  };
}
