import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';

export function createProfileRepository(db: DbOrTx) {
  return {
    /** Sets the avatar under the user's row lock; returns the one it replaced (undefined: no such user). */
    async replaceAvatar(userId: string, url: string): Promise<{ previous: string } | undefined> {
      const [row] = await db
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) return undefined;
      await db.update(users).set({ avatar: url }).where(eq(users.id, userId));
      return { previous: row.avatar };
    },

    /** Whether another account already uses this e-mail (compared without case). */
    async emailTakenByOther(email: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** A changed e-mail address is no longer a verified one. */
    async updateProfile(
      userId: string,
      fields: { name: string; email: string; mobile: string },
    ): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({
          name: fields.name,
          email: fields.email,
          mobile: fields.mobile,
          verifyEmail: sql`${users.verifyEmail} and lower(${users.email}) = ${fields.email.toLowerCase()}`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
