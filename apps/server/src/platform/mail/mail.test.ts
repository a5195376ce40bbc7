import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STORE_NAME } from '@store/contract/constants';
import { outboxReplySchema } from '@store/contract/dev';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.js';
import { users } from '#server/db/schema/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { useTestSmtp } from '#server/test-support/smtp.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { createDevOutbox, DEV_OUTBOX_CAPACITY } from './dev-outbox.js';
import { createMailer, type MailLog, mailFolder, renderEmail } from './index.js';

function recordingLog() {
  const lines: string[] = [];
  const log: MailLog = {
    info: (a: object | string, b?: string) => {
      lines.push(typeof a === 'string' ? a : `${JSON.stringify(a)} ${b}`);
    },
    error: (context: object, message: string) => {
      lines.push(`${JSON.stringify(context)} ${message}`);
    },
  };
  return { log, lines };
}

const message = (i: number) => ({
  to: `shopper${i}@example.com`,
  subject: `Subject ${i}`,
  text: `secret code ${100000 + i}`,
  html: `<p>secret code ${100000 + i}</p>`,
});

describe('dev outbox', () => {
  it('keeps the newest 50 messages, newest first', async () => {
    const { log } = recordingLog();
    const mailer = createDevOutbox(log);
    for (let i = 1; i <= DEV_OUTBOX_CAPACITY + 5; i++) await mailer.send(message(i));
    const listed = mailer.outbox.list();
    expect(listed).toHaveLength(50);
    expect(listed[0]!.subject).toBe('Subject 55');
    expect(listed[49]!.subject).toBe('Subject 6');
    expect(listed[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('logs recipient and subject only, never the body', async () => {
    const { log, lines } = recordingLog();
    await createDevOutbox(log).send(message(7));
    expect(lines).toEqual(['mail to shopper7@example.com: Subject 7']);
    expect(lines.join('\n')).not.toContain('100007');
  });

  it('is what createMailer gives without SMTP_URL only when DEV_OUTBOX=true', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', DEV_OUTBOX: 'true' });
    expect(createMailer(config, recordingLog().log).outbox).toBeDefined();
  });
});

describe('mail folder (no SMTP_URL, no DEV_OUTBOX)', () => {
  it('writes each mail to DATA_DIR/mail, readable by this account only, and says where', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-mail-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const { log, lines } = recordingLog();
      const mailer = createMailer(config, log);
      expect(mailer.outbox).toBeUndefined();
      await mailer.send(message(3));

      const folder = mailFolder(config.dataDir);
      const files = (await readdir(folder)).sort();
      expect(files).toHaveLength(2);
      const [html, text] = files as [string, string];
      expect(text).toMatch(/-shopper3@example\.com-[0-9a-f]{6}\.txt$/);
      expect(html).toBe(text.replace(/\.txt$/, '.html'));
      const written = await readFile(path.join(folder, text), 'utf8');
      expect(written).toMatch(/^To: shopper3@example\.com\nSubject: Subject 3\nDate: \S+\n\n/);
      expect(written).toContain('secret code 100003');
      expect(await readFile(path.join(folder, html), 'utf8')).toBe('<p>secret code 100003</p>');
      expect((await stat(path.join(folder, text))).mode & 0o777).toBe(0o600);
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      // The log says where to look, never what the code is.
      expect(lines).toEqual([
        `mail to shopper3@example.com: Subject 3 (written to ${path.join(folder, text)})`,
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SMTP mailer', () => {
  const smtp = useTestSmtp();

  it('delivers HTML and text over SMTP, from MAIL_FROM, and closes cleanly', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/unused',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Store <hello@store.test>',
    });
    const mailer = createMailer(config, recordingLog().log);
    expect(mailer.outbox).toBeUndefined();
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Namaste ₹ 499',
      text: 'Plain words',
      html: '<p>Rich words</p>',
    });
    await mailer.close();
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('buyer@example.com'));
    expect(mail.envelopeFrom).toBe('hello@store.test');
    expect(mail.subject).toBe('Namaste ₹ 499');
    expect(mail.text).toBe('Plain words');
    expect(mail.html).toBe('<p>Rich words</p>');
  });

  it('rejects when the server cannot be reached (callers catch and log)', async () => {
    const mailer = createMailer(
      {
        mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'x <x@store.test>' },
        devOutbox: false,
        dataDir: '/tmp/unused',
      },
      recordingLog().log,
    );
    await expect(mailer.send(message(1))).rejects.toThrow();
    await mailer.close();
  });
});

describe('e-mail template', () => {
  it('escapes text, brands the HTML and gives the same words as plain text', () => {
    const { html, text } = renderEmail({
      heading: 'Hello & welcome',
      blocks: [
        { kind: 'paragraph', text: 'Hi <script>alert(1)</script>,' },
        { kind: 'code', text: '123456' },
        { kind: 'note', text: 'Ignore "this" if unsure.' },
      ],
    });
    expect(html).toContain('Hello &amp; welcome');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ignore &quot;this&quot; if unsure.');
    expect(html).toContain('#6d28d9');
    expect(html).toContain(STORE_NAME);
    expect(html).not.toMatch(/<style|class=/);
    expect(text).toBe(
      `Hello & welcome\n\nHi <script>alert(1)</script>,\n\n123456\n\nIgnore "this" if unsure.\n\n— ${STORE_NAME}\n`,
    );
  });
});

describe('GET /api/dev/outbox (development, DEV_OUTBOX=true)', () => {
  const ctx = useTestApp({ DEV_OUTBOX: 'true' });

  it('lists the outbox newest first, uncached, to an admin here; a reset code lands there', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN', email: 'outbox-admin@example.com' });
    ctx.mailer.outbox!.clear();
    await ctx.mailer.send(message(1));
    const email = 'outbox-user@example.com';
    await ctx.db.insert(users).values({ name: 'Outbox', email });
    const forgot = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    // The reset mail is sent in the background: wait for it.
    await vi.waitFor(() => expect(ctx.mailer.outbox!.list()).toHaveLength(2));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = outboxReplySchema.parse(res.json());
    expect(body.data.map((m) => m.to)).toEqual([email, 'shopper1@example.com']);
    expect(body.data[0]!.subject).toBe(`Your ${STORE_NAME} password reset code`);
    expect(body.data[0]!.text).toMatch(/\b\d{6}\b/);
    expect(new Date(body.data[0]!.sentAt).toISOString()).toBe(body.data[0]!.sentAt);
  });
});

describe('GET /api/dev/outbox (development without DEV_OUTBOX)', () => {
  const ctx = useTestApp();

  it('does not exist', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });
});

describe('GET /api/dev/outbox (production)', () => {
  const ctx = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });

  it('does not exist', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });
});
