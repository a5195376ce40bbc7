import pino from 'pino';

/**
 * The one logger configuration: Fastify's request logs, the start-up script and the
 * background parts (mail, the embedded PostgreSQL) all write pino JSON lines with it, so a
 * log shipper parses every line the process prints (issue 14 point 7).
 */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    // Secrets never reach the logs (DESIGN §4).
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.otp',
        '*.resetToken',
        '*.refreshToken',
        '*.accesstoken',
        // Google ID tokens (sign-in with Google).
        '*.credential',
        '*.googleCredential',
      ],
      censor: '[redacted]',
    },
  };
}

export function createLogger(level: string): pino.Logger {
  return pino(loggerOptions(level));
}

/**
 * The same lines, written synchronously: for the last lines before an exit. pino's usual
 * writer is asynchronous and retries a busy pipe later, so lines logged just before an exit
 * could come out of order (seen under load: the first of three config problems printed last).
 */
export function createSyncLogger(level: string): pino.Logger {
  return pino(loggerOptions(level), pino.destination({ dest: 1, sync: true }));
}
