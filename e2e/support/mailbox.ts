import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An e-mail the store sent, as the test SMTP server received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for the store's SMTP_URL. */
  smtpUrl: string;
  /** http://127.0.0.1:<port>/mails lists what arrived, as JSON (tests run in another process). */
  listUrl: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message in memory (DESIGN §7: tests use a
 * real local SMTP server), and a tiny HTTP endpoint on loopback that lists them, because the
 * global setup and the test files run in different processes.
 */
export async function startMailbox(): Promise<Mailbox> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...readMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/mails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(mails));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    listUrl: `http://127.0.0.1:${httpPort}/mails`,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/* ---------- just enough MIME to read the subject and text of what nodemailer writes ---------- */

interface Part {
  headers: Record<string, string>;
  body: string;
}

function readMessage(raw: string): Pick<CaughtMail, 'subject' | 'text'> {
  const top = splitPart(raw);
  const text = leaves(top).find((part) =>
    (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith('text/plain'),
  );
  return { subject: decodeWords(top.headers.subject ?? ''), text: text ? decodeBody(text) : '' };
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leaves(splitPart(piece.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  // As percent-encoding, so multi-byte UTF-8 sequences decode in one go.
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-Fa-f]{2})/g, (_all, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_all, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString()
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
