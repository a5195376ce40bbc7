import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** An e-mail as a local SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, set once the server listens (in beforeAll). */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (received so far or later) that matches, or fails. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

/**
 * A real SMTP server on loopback for the file's tests (issue 3: API tests receive mail through
 * `smtp-server`). It accepts any sender and recipient, offers no STARTTLS or AUTH, and keeps
 * every message. Call before useTestApp and pass `() => ({ SMTP_URL: smtp.url })`.
 */
export function useTestSmtp(): TestSmtp {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        received.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const smtp: TestSmtp = {
    url: '',
    received,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(match);
          if (!mail) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching e-mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    smtp.url = `smtp://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return smtp;
}

/* ---------- just enough RFC 5322 / MIME to read what nodemailer writes ---------- */

interface Part {
  headers: Record<string, string>;
  body: string;
}

export function parseMessage(
  raw: string,
): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const top = splitPart(raw);
  const leaves = collectLeaves(top);
  const find = (type: string) =>
    leaves.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    headers: top.headers,
    subject: decodeEncodedWords(top.headers.subject ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectLeaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`);
  // pieces[0] is the preamble; the last starts with "--" (the closing delimiter).
  return pieces
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => collectLeaves(splitPart(piece.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
