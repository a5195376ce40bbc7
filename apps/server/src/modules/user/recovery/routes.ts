import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { TooManyRequestsError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { loadOrCreateSharedSecret, readLegacySecretFile } from '#server/lib/secrets.js';
import type { Mailer } from '#server/platform/mail/index.js';
import { RATE_LIMIT_MESSAGE } from '#server/plugins/rate-limit.js';
import { assertPasswordAllowed } from '../sessions/password-policy.js';
import { OTP_TTL_MINUTES } from './otp.js';
import {
  createRecoveryService,
  FORGOT_PASSWORD_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  type RecoveryService,
} from './service.js';

export const RESET_COOKIE = 'resetToken';
const RESET_COOKIE_PATH = '/api/user';

/** Per client address and per account (DESIGN §4). */
export const RECOVERY_LIMITS = {
  forgotPerIp: { max: 5, timeWindow: 15 * 60_000 },
  forgotPerEmail: { max: 3, timeWindow: 15 * 60_000 },
  verifyPerIp: { max: 20, timeWindow: 15 * 60_000 },
  resetPerIp: { max: 10, timeWindow: 15 * 60_000 },
} as const;

export interface RecoveryRoutesOptions {
  db: Database;
  mailer: Mailer;
  config: Config;
}

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** PUT forgot-password, verify-forgot-password-otp, reset-password under /api/user (SPEC §7). */
export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (
  app,
  { db, mailer, config },
) => {
  // The OTP key derives from JWT_SECRET when set, else from a secret the database shares
  // (docs/decisions/0023): every instance can check a code another one issued. On upgrade it is
  // seeded from the secret an earlier version kept on disk, so codes already sent still work.
  // Read on first use, not while the app is built: building never waits on the database, and
  // a failed read (database down: 503) is tried again by the next request.
  let service: RecoveryService | undefined;
  const recovery = async (): Promise<RecoveryService> => {
    service ??= createRecoveryService({
      db,
      mailer,
      secret:
        config.jwtSecret ??
        (await loadOrCreateSharedSecret(
          db,
          'otp',
          await readLegacySecretFile(config.dataDir, 'jwt-secret'),
        )),
      // The same rule as sign-up: the most common passwords are refused (DESIGN §4).
      checkPassword: assertPasswordAllowed,
    });
    return service;
  };

  // A second limit on one route: the route config counts per address before the body is
  // read; this one counts per e-mail once the body is parsed and normalised.
  const forgotPerEmail = app.createRateLimit({
    ...RECOVERY_LIMITS.forgotPerEmail,
    keyGenerator: (request: FastifyRequest) =>
      `forgot-password:${(request.body as { email: string }).email}`,
  });

  serve(
    app,
    apiRoutes.user.forgotPassword,
    {
      config: { rateLimit: RECOVERY_LIMITS.forgotPerIp },
      schema: {
        tags: ['user'],
        summary: 'Send a 6-digit reset code by e-mail; the reply never tells whether it exists',
        response: errors,
      },
      options: {
        preHandler: async (request, reply) => {
          const limit = await forgotPerEmail(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
          }
        },
      },
    },
    async (request) => {
      await (await recovery()).forgotPassword(request.body.email, request.log);
      return { ...ok, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  serve(
    app,
    apiRoutes.user.verifyOtp,
    {
      config: { rateLimit: RECOVERY_LIMITS.verifyPerIp },
      schema: {
        tags: ['user'],
        summary: 'Check the e-mailed code; returns a one-time reset token (also as a cookie)',
        response: errors,
      },
    },
    async (request, reply) => {
      const resetToken = await (await recovery()).verifyOtp(request.body.email, request.body.otp);
      reply.setCookie(RESET_COOKIE, resetToken, {
        httpOnly: true,
        secure: config.isProduction,
        sameSite: 'strict',
        path: RESET_COOKIE_PATH,
        maxAge: OTP_TTL_MINUTES * 60,
      });
      return {
        ...ok,
        message: OTP_VERIFIED_MESSAGE,
        data: { resetToken },
      };
    },
  );

  serve(
    app,
    apiRoutes.user.resetPassword,
    {
      config: { rateLimit: RECOVERY_LIMITS.resetPerIp },
      schema: {
        tags: ['user'],
        summary: 'Set a new password after verifying the code; signs out every session',
        response: errors,
      },
    },
    async (request, reply) => {
      await (await recovery()).resetPassword({
        email: request.body.email,
        newPassword: request.body.newPassword,
        resetToken: request.body.resetToken || request.cookies[RESET_COOKIE],
      });
      reply.clearCookie(RESET_COOKIE, { path: RESET_COOKIE_PATH });
      return { ...ok, message: PASSWORD_RESET_MESSAGE };
    },
  );
};
