#!/usr/bin/env node
/**
 * A real SMTP server for the end-to-end suites: it accepts every message (no TLS, any or
 * no login), parses it with mailparser and keeps it in memory; a small HTTP endpoint on loopback
 * lists what arrived as JSON and can make the SMTP side refuse with a 4xx for a while.
 *
 *   GET    /health                    200 "ok" (Playwright waits for it)
 *   GET    /messages[?submission=id]  the messages, oldest first (only those of one submission)
 *   DELETE /messages                  forget every message
 *   PUT    /mode {"mode":"accept"}    accept again; {"mode":"refuse"} answers 451 to every sender
 *
 * Ports: MAIL_SINK_SMTP_PORT (default 2581) and MAIL_SINK_HTTP_PORT (default 8182), both on 127.0.0.1.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2581);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 8182);
/** Above this many messages the oldest are dropped (the soak test sends a thousand). */
const KEEP = Number(process.env.MAIL_SINK_KEEP ?? 5000);

/** @type {object[]} */
let messages = [];
let sequence = 0;
/** @type {'accept' | 'refuse'} */
let mode = 'accept';

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((address) => address.address)
    .filter(Boolean);

/** Header values as text (mailparser turns address and date headers into objects). */
function headerText(value) {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  if (value && typeof value === 'object' && 'value' in value) return String(value.value);
  return JSON.stringify(value);
}

function refusal() {
  const error = new Error('Mail sink is refusing mail for now, try again later');
  error.responseCode = 451;
  return error;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 30 * 1024 * 1024,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'e2e' });
  },
  onMailFrom(_address, _session, callback) {
    callback(mode === 'refuse' ? refusal() : undefined);
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const headers = {};
        for (const [key, value] of parsed.headers) headers[key] = headerText(value);
        messages.push({
          seq: ++sequence,
          receivedAt: new Date().toISOString(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          from: addresses(parsed.from),
          to: addresses(parsed.to),
          cc: addresses(parsed.cc),
          replyTo: addresses(parsed.replyTo),
          subject: parsed.subject ?? '',
          submission: headers['x-orbitwise-submission'] ?? null,
          headers,
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? null,
            contentType: a.contentType,
            size: a.size,
          })),
        });
        if (messages.length > KEEP) messages = messages.slice(-KEEP);
        callback();
      })
      .catch((error) => callback(error));
  },
});
smtp.on('error', (error) => console.error('mail sink (smtp):', error.message));

function send(response, status, body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /health') return send(response, 200, 'ok');
  if (route === 'GET /messages') {
    const submission = url.searchParams.get('submission');
    return send(response, 200, {
      mode,
      messages: submission ? messages.filter((m) => m.submission === submission) : messages,
    });
  }
  if (route === 'DELETE /messages') {
    messages = [];
    return send(response, 200, { mode, messages });
  }
  if (route === 'PUT /mode') {
    readJson(request)
      .then((body) => {
        if (body.mode !== 'accept' && body.mode !== 'refuse') {
          return send(response, 400, { error: 'mode must be "accept" or "refuse"' });
        }
        mode = body.mode;
        send(response, 200, { mode });
      })
      .catch(() => send(response, 400, { error: 'not JSON' }));
    return undefined;
  }
  return send(response, 404, { error: `no ${route}` });
});

smtp.listen(smtpPort, HOST, () => {
  http.listen(httpPort, HOST, () => {
    console.log(`mail sink: SMTP on ${HOST}:${smtpPort}, messages on http://${HOST}:${httpPort}/messages`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
