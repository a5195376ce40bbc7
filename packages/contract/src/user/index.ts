import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import {
  idSchema,
  isoDateSchema,
  listEnvelope,
  nonNegativeInt,
  pageSchema,
  pageSizeSchema,
  requiredText,
  requiredTrimmedText,
  successEnvelope,
} from '../common/index.js';

import { EMAIL_MAX, MOBILE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants/index.js';

export { EMAIL_MAX, MOBILE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN };

/** Passwords (DESIGN §4): 8–128 characters; common ones are refused on the server. */
export const passwordSchema = requiredText().check(
  z.minLength(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`),
  z.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
);

export const emailSchema = z.pipe(
  z.pipe(requiredTrimmedText(EMAIL_MAX), z.email({ error: 'must be a valid e-mail address' })),
  z.transform((email: string) => email.toLowerCase()),
);

export const nameSchema = requiredTrimmedText(NAME_MAX);

/** Indian mobile number: 10 digits starting 6–9, optionally written with +91 or 0 first. */
export const indianMobileSchema = z.pipe(
  z.pipe(
    requiredText().check(
      z.trim(),
      z.maxLength(MOBILE_MAX, `must be at most ${MOBILE_MAX} characters`),
    ),
    z.transform((v: string) => v.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '')),
  ),
  z.string().check(z.regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number')),
);

export const OTP_DIGITS = 6;
export const otpSchema = requiredText().check(
  z.trim(),
  z.regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail'),
);

export const userRoleSchema = z.enum(['USER', 'ADMIN']);
export const userStatusSchema = z.enum(['active', 'inactive', 'suspended']);

/** The signed-in user as the client sees it (SPEC §3); no secret field ever. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.nullable(z.string()),
  verify_email: z.boolean(),
  last_login_date: z.nullable(isoDateSchema),
  status: userStatusSchema,
  address_details: z.array(idSchema),
  shopping_cart: z.array(idSchema),
  orderHistory: z.array(idSchema),
  role: userRoleSchema,
  /** Whether the account can sign in with a password (Google-only accounts cannot yet). */
  hasPassword: z.boolean(),
  createdAt: isoDateSchema,
});
export type User = z.infer<typeof userSchema>;

/* ---------- register / login / tokens ---------- */

export const registerRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: z.optional(passwordSchema),
    confirmPassword: z.optional(z.string()),
    /** A Google ID token: registering links that Google identity; no password needed then. */
    googleCredential: z.optional(z.string().check(z.minLength(20), z.maxLength(4096))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (!body.googleCredential && body.password === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'is required' });
      }
      if (body.password !== undefined && body.password !== body.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: PASSWORD_MISMATCH_MESSAGE,
        });
      }
    }),
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const PASSWORD_MISMATCH_MESSAGE = 'Password and confirm password must be the same';

export const sessionTokensSchema = z.object({
  accesstoken: z.string(),
  refreshToken: z.string(),
});
export const sessionReplySchema = successEnvelope(sessionTokensSchema);
export type SessionReply = z.infer<typeof sessionReplySchema>;

/**
 * POST /api/user/login: e-mail and password, or a Google ID token (`OAuth: true`,
 * `credential`). A Google account that has no store account yet gets
 * `registrationRequired` with the token's name and e-mail, so the web app can send the
 * shopper to /register with both filled in.
 */
export const loginRequestSchema = z.discriminatedUnion('OAuth', [
  // Discriminated on `OAuth`, so a bad body names its field ("password: is required")
  // instead of a plain union's "Invalid input".
  z.object({
    email: emailSchema,
    password: requiredText().check(
      z.minLength(1, 'is required'),
      z.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
    ),
    OAuth: z.optional(z.literal(false)),
  }),
  z.object({
    OAuth: z.literal(true),
    credential: requiredText().check(
      z.minLength(20, 'is not a Google credential'),
      z.maxLength(4096, 'is not a Google credential'),
    ),
  }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginReplySchema = successEnvelope(
  z.union([
    sessionTokensSchema,
    z.object({ registrationRequired: z.literal(true), name: z.string(), email: z.string() }),
  ]),
);
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * POST /api/user/refresh-token: the refresh token travels as `Authorization: Bearer
 * <refreshToken>` (SPEC §7), as the httpOnly `refreshToken` cookie, or in this optional body.
 */
export const refreshRequestSchema = z.object({
  refreshToken: z.optional(z.string().check(z.maxLength(4096, 'is not a refresh token'))),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** The refresh token rotates, so the reply carries the new one. */
export const refreshReplySchema = successEnvelope(
  z.object({ accessToken: z.string(), refreshToken: z.string() }),
);
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const messageReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

export const userReplySchema = successEnvelope(userSchema);
export type UserReply = z.infer<typeof userReplySchema>;

/* ---------- password reset ---------- */

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
/** The verified OTP's one-time reset token; also set as an httpOnly cookie. */
export const verifyOtpReplySchema = successEnvelope(z.object({ resetToken: z.string() }));
export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    newPassword: passwordSchema,
    confirmPassword: requiredText(),
    resetToken: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((b) => b.newPassword === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'New password and confirm password must be same.',
    }),
  );
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/* ---------- profile ---------- */

export const updateUserRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: indianMobileSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const avatarReplySchema = successEnvelope(z.object({ avatar: z.string() }));

/* ---------- admin: all users ---------- */

export const adminUserSchema = z.pick(userSchema, {
  _id: true,
  name: true,
  email: true,
  avatar: true,
  mobile: true,
  last_login_date: true,
  status: true,
  role: true,
  createdAt: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Rows a page on the users dashboard. */
export const ADMIN_USERS_PAGE_SIZE = 10;

/**
 * `?page=&limit=`. Without `page` the reply holds every user (the SPEC's dashboard loads them
 * all); with it, one page of `limit` (default 10), newest first.
 */
export const allUsersRequestSchema = z.object({
  page: z.optional(pageSchema.def.innerType),
  limit: pageSizeSchema(500, ADMIN_USERS_PAGE_SIZE),
});

/** SPEC §9: new users by the UTC date of `createdAt`; one point per day, oldest first. */
export const userGrowthDaySchema = z.object({
  date: z.iso.date(),
  newUsers: nonNegativeInt(),
});
export type UserGrowthDay = z.infer<typeof userGrowthDaySchema>;

/**
 * The dashboard's cards and chart (SPEC §2, §9), computed by the server so paging the table
 * does not change them: every user, those created today (UTC date), those created in the
 * last 30 days, and the last 7 days including today.
 */
export const userSummarySchema = z.object({
  totalUsers: nonNegativeInt(),
  todayNewUsers: nonNegativeInt(),
  monthlyNewUsers: nonNegativeInt(),
  growth: z.array(userGrowthDaySchema).check(z.length(7)),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const allUsersReplySchema = z.extend(listEnvelope(adminUserSchema), {
  summary: userSummarySchema,
});
export type AllUsersReply = z.infer<typeof allUsersReplySchema>;

/** The schemas of `apiRoutes.user` (decision 0049), under the table's keys. */
export const userApi = {
  register: { body: registerRequestSchema, reply: sessionReplySchema },
  login: { body: loginRequestSchema, reply: loginReplySchema },
  // The token may come in the bearer header or the cookie instead (SPEC §7): no body needed.
  refreshToken: { body: refreshRequestSchema, bodyOptional: true, reply: refreshReplySchema },
  logout: { reply: messageReplySchema },
  details: { reply: userReplySchema },
  allUsers: { query: allUsersRequestSchema, reply: allUsersReplySchema },
  forgotPassword: { body: forgotPasswordRequestSchema, reply: messageReplySchema },
  verifyOtp: { body: verifyOtpRequestSchema, reply: verifyOtpReplySchema },
  resetPassword: { body: resetPasswordRequestSchema, reply: messageReplySchema },
  update: { body: updateUserRequestSchema, reply: userReplySchema },
  uploadAvatar: { multipart: true, reply: avatarReplySchema },
} as const satisfies SchemasFor<'user'>;
