import type { Transporter } from 'nodemailer';
import type { Mailer, MailLog } from './index.js';

/** How long close() waits for messages still on their way before dropping the connections. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Mail over SMTP with a small connection pool. The URL carries host, port, credentials and
 * any nodemailer option as a query parameter (e.g. `smtp://host:2525/?ignoreTLS=true`);
 * smtps:// is TLS from the first byte, smtp:// upgrades with STARTTLS when the server offers it.
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const secure = new URL(smtpUrl).protocol === 'smtps:';
  // nodemailer loads with the first mail, not at start-up (issue 18 point 6).
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        secure,
        pool: true,
        maxConnections: 3,
        maxMessages: 100,
        // Without these a silent server would hold a send (and close()) forever.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  const inFlight = new Set<Promise<unknown>>();

  return {
    async send(message) {
      const sending = (await connect()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      inFlight.add(sending);
      try {
        await sending;
      } finally {
        inFlight.delete(sending);
      }
      log.info({ to: message.to }, `mail sent: ${message.subject}`);
    },
    async close() {
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_GRACE_MS);
        });
        await Promise.race([Promise.allSettled([...inFlight]), grace]);
        clearTimeout(timer);
      }
      (await transport)?.close();
    },
  };
}
