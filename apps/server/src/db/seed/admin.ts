import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#server/modules/user/password.js';
import type { Database } from '../client.js';
import { users } from '../schema/index.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** Advisory transaction lock: two instances starting at once create one admin, not two. */
const ADMIN_LOCK_KEY = '8319396948778772840';

export interface EnsureAdminResult {
  email: string;
  /** Only when this call generated it: print it once at start-up, never log it again. */
  password?: string;
  created: boolean;
  promoted: boolean;
}

/**
 * Start-up admin (DESIGN §6 ADMIN_EMAIL / ADMIN_PASSWORD).
 * - With an e-mail: create that admin, or promote the existing user with that e-mail (any case)
 *   to ADMIN; a given password replaces theirs. Without a password a new admin gets a generated
 *   one (returned).
 * - Without: when no ADMIN exists, create admin@example.com with a generated password (returned).
 *   If a shopper already registered that address, a fresh address is used instead: an
 *   unattended start never hands admin rights to an existing account.
 * - A password without an e-mail is a configuration error.
 */
export async function ensureAdmin(deps: {
  db: Database;
  email?: string;
  password?: string;
}): Promise<EnsureAdminResult> {
  const email = deps.email?.trim().toLowerCase() || undefined;
  const password = deps.password || undefined;
  if (password && !email) {
    throw new Error('ADMIN_PASSWORD is set without ADMIN_EMAIL; set both, or neither');
  }

  const generated = password ? undefined : generatePassword();
  // Hashed only when a row needs it (argon2 takes ~50 ms; most starts change nothing).
  const passwordHash = () => hashPassword(password ?? generated!);

  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY}::bigint)`);

    if (email) {
      const [existing] = await tx
        .select({ id: users.id, role: users.role, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (existing) {
        const promoted = existing.role !== 'ADMIN';
        await tx
          .update(users)
          .set({
            role: 'ADMIN',
            status: 'active',
            ...(password ? { passwordHash: await passwordHash() } : {}),
          })
          .where(eq(users.id, existing.id));
        return { email: existing.email, created: false, promoted };
      }
      await tx.insert(users).values({
        name: 'Admin',
        email,
        passwordHash: await passwordHash(),
        role: 'ADMIN',
        verifyEmail: true,
      });
      return {
        email,
        created: true,
        promoted: false,
        ...(generated ? { password: generated } : {}),
      };
    }

    const [admin] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .limit(1);
    if (admin) return { email: admin.email, created: false, promoted: false };

    let address = DEFAULT_ADMIN_EMAIL;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .limit(1);
    if (taken) address = `admin-${randomInt(100_000, 1_000_000)}@example.com`;
    await tx.insert(users).values({
      name: 'Admin',
      email: address,
      passwordHash: await passwordHash(),
      role: 'ADMIN',
      verifyEmail: true,
    });
    return { email: address, password: generated!, created: true, promoted: false };
  });
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_!@#%+=';

/** 18 characters from crypto randomness, at least one of each class (about 110 bits). */
export function generatePassword(length = 18): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
