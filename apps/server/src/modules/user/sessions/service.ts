import type { loginRequestSchema, registerRequestSchema, User } from '@store/contract/user';
import type { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.js';
import {
  type GoogleIdentity,
  GoogleTokenError,
  type GoogleVerifier,
} from '#server/platform/google/id-token.js';
import type { AccessTokens } from '#server/platform/tokens/access-token.js';
import { RATE_LIMIT_MESSAGE } from '#server/plugins/rate-limit.js';
import { hashPassword, needsRehash, verifyPassword } from '../password.js';
import type { FailedLoginStore } from './failed-logins.js';
import { REFRESH_TOKEN_TTL_MS, SESSION_LIMITS } from './limits.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashRefreshToken, looksLikeRefreshToken, newRefreshToken } from './refresh-token.js';
import { type Account, createSessionRepository, type SessionRepository } from './repository.js';

export const SESSION_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  suspended: 'Your account is suspended. Please contact support.',
  emailTaken: 'This e-mail is already registered. Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  googleNotAvailable: 'Google sign-in is not available.',
  googleInvalid: 'Google sign-in could not be verified. Please try again.',
  googleEmailNotVerified: 'Your Google account’s e-mail address is not verified.',
  googleEmailMismatch: 'The e-mail must be the one of your Google account.',
  googleOtherAccount:
    'This e-mail is linked to a different Google account. Please log in with that account or your password.',
  googleUnreachable: 'Google sign-in is unavailable right now. Please try again in a few minutes.',
} as const;

/** The pair a sign-in or a refresh hands out. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

export type LoginResult =
  | { kind: 'signed-in'; session: IssuedSession }
  | { kind: 'registration-required'; name: string; email: string };

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;

export interface SessionServiceDeps {
  db: Database;
  accessTokens: AccessTokens;
  /** Null when GOOGLE_CLIENT_ID is not configured: Google sign-in answers 400. */
  google: GoogleVerifier | null;
  failedLogins: FailedLoginStore;
  now?: () => Date;
}

/**
 * Sign-up, sign-in (password and Google), rotating refresh tokens and sign-out (DESIGN §4).
 * Never sees request or reply; throws typed errors.
 */
export function createSessionService(deps: SessionServiceDeps) {
  const { db, accessTokens, failedLogins } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createSessionRepository(db);

  /** A new access JWT and a new refresh token in `familyId` (stored hashed, 30 days). */
  async function issue(
    repo: SessionRepository,
    account: Pick<Account, 'id' | 'role'>,
    familyId: string,
    at: Date,
  ): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken({
      userId: account.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const accessToken = await accessTokens.sign({
      userId: account.id,
      role: account.role,
      sessionId: familyId,
    });
    return { accessToken, refreshToken };
  }

  /** A fresh session (a new token family) for an account allowed to sign in. */
  async function signIn(account: Account, rehashed?: string): Promise<IssuedSession> {
    if (account.status === 'suspended') throw new ForbiddenError(SESSION_MESSAGES.suspended);
    const at = now();
    return db.transaction(async (tx) => {
      const repo = createSessionRepository(tx);
      await repo.recordLogin(account.id, at, rehashed);
      return issue(repo, account, newId(), at);
    });
  }

  async function verifyGoogle(credential: string): Promise<GoogleIdentity> {
    if (!deps.google) throw new BadRequestError(SESSION_MESSAGES.googleNotAvailable);
    try {
      return await deps.google.verify(credential);
    } catch (err) {
      if (err instanceof GoogleTokenError) {
        throw new UnauthorizedError(
          err.reason === 'email-not-verified'
            ? SESSION_MESSAGES.googleEmailNotVerified
            : SESSION_MESSAGES.googleInvalid,
        );
      }
      // Google's keys could not be fetched: not the shopper's doing, and not a bad token.
      throw new DomainError(503, SESSION_MESSAGES.googleUnreachable);
    }
  }

  async function passwordLogin(email: string, password: string): Promise<IssuedSession> {
    const limit = SESSION_LIMITS.failedLoginsPerAccount.max;
    if ((await failedLogins.count(email)) >= limit) {
      throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
    }
    const account = await repository.findByEmail(email);
    // Constant-time by design (DESIGN §4): exactly one argon2id verification runs on every
    // path. With no account, or an account that has no password (Google-only), verifyPassword
    // checks against DUMMY_HASH, which has the same parameters, and then answers false. So an
    // unknown e-mail and a wrong password cost the same, fail the same way and get the same
    // message. Suspension is told only after the password proved who is asking.
    const matches = await verifyPassword(account?.passwordHash, password);
    if (!account || !matches) {
      await failedLogins.record(email);
      throw new UnauthorizedError(SESSION_MESSAGES.invalidCredentials);
    }
    await failedLogins.clear(email);
    const rehashed =
      account.passwordHash && needsRehash(account.passwordHash)
        ? await hashPassword(password)
        : undefined;
    return signIn(account, rehashed);
  }

  async function googleLogin(credential: string): Promise<LoginResult> {
    const identity = await verifyGoogle(credential);
    const known = await repository.findByGoogleSub(identity.sub);
    if (known) return { kind: 'signed-in', session: await signIn(known) };

    const byEmail = await repository.findByEmail(identity.email);
    if (!byEmail) {
      // The web app sends the shopper to /register with these filled in (SPEC §4).
      return {
        kind: 'registration-required',
        name: identity.name.slice(0, 80),
        email: identity.email,
      };
    }
    if (byEmail.status === 'suspended') throw new ForbiddenError(SESSION_MESSAGES.suspended);
    // The token proves control of this verified address, so the account gains Google sign-in.
    // An account already tied to another Google id keeps it: the address may have changed hands.
    if (byEmail.googleSub !== null || !(await repository.linkGoogle(byEmail.id, identity.sub))) {
      throw new ConflictError(SESSION_MESSAGES.googleOtherAccount);
    }
    return { kind: 'signed-in', session: await signIn(byEmail) };
  }

  return {
    async register(input: RegisterInput): Promise<IssuedSession> {
      let google: GoogleIdentity | undefined;
      if (input.googleCredential !== undefined) {
        google = await verifyGoogle(input.googleCredential);
        // The e-mail must be the token's: the form's copy is never trusted on its own.
        if (google.email !== input.email) {
          throw new BadRequestError(SESSION_MESSAGES.googleEmailMismatch);
        }
      }
      if (input.password !== undefined) assertPasswordAllowed(input.password);
      // Register may say that an address is taken (DESIGN §4); the route is rate-limited.
      if (await repository.findByEmail(input.email)) {
        throw new ConflictError(SESSION_MESSAGES.emailTaken);
      }
      if (google && (await repository.findByGoogleSub(google.sub))) {
        throw new ConflictError(SESSION_MESSAGES.emailTaken);
      }
      const account = await repository.insertAccount(
        {
          name: input.name,
          email: input.email,
          // A Google sign-up needs no password; one can be set later through the reset flow.
          passwordHash: input.password !== undefined ? await hashPassword(input.password) : null,
          googleSub: google?.sub ?? null,
          verifyEmail: google !== undefined,
        },
        now(),
      );
      if (!account) throw new ConflictError(SESSION_MESSAGES.emailTaken);
      return signIn(account);
    },

    async login(input: LoginInput): Promise<LoginResult> {
      if (input.OAuth === true) return googleLogin(input.credential);
      return { kind: 'signed-in', session: await passwordLogin(input.email, input.password) };
    },

    /**
     * Rotates a refresh token: one use each. Spending an already spent token is reuse (a
     * stolen copy, or its owner after the thief): the whole family is revoked, so whoever
     * holds its newest token is signed out too.
     */
    async refresh(token: string | undefined): Promise<IssuedSession> {
      if (!looksLikeRefreshToken(token)) {
        throw new UnauthorizedError(SESSION_MESSAGES.sessionExpired);
      }
      const tokenHash = hashRefreshToken(token);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const repo = createSessionRepository(tx);
        const spent = await repo.consumeRefreshToken(tokenHash, at);
        if (!spent) return 'rejected' as const;
        const account = await repo.findById(spent.userId);
        if (!account || account.status === 'suspended') {
          await repo.revokeFamily(spent.familyId, at);
          return account ? ('suspended' as const) : ('rejected' as const);
        }
        return issue(repo, account, spent.familyId, at);
      });
      if (outcome === 'suspended') throw new ForbiddenError(SESSION_MESSAGES.suspended);
      if (outcome === 'rejected') {
        const row = await repository.findRefreshToken(tokenHash);
        if (row?.usedAt && !row.revokedAt) await repository.revokeFamily(row.familyId, at);
        throw new UnauthorizedError(SESSION_MESSAGES.sessionExpired);
      }
      return outcome;
    },

    /**
     * Ends the session the call came from (its access token's, when still live) and those
     * whose refresh tokens are presented; unknown tokens are ignored. The session's access
     * tokens stop working at once: the guard checks the family on every call.
     */
    async logout(tokens: Array<string | undefined>, sessionId: string | undefined): Promise<void> {
      const at = now();
      if (sessionId) await repository.revokeFamily(sessionId, at);
      for (const token of new Set(tokens)) {
        if (!looksLikeRefreshToken(token)) continue;
        const row = await repository.findRefreshToken(hashRefreshToken(token));
        if (row) await repository.revokeFamily(row.familyId, at);
      }
    },

    async userDetails(userId: string): Promise<User> {
      const user = await repository.userView(userId);
      if (!user) throw new UnauthorizedError();
      return user;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
