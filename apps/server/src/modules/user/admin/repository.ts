import type { AdminUser } from '@store/contract/user';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

export function createAdminUserRepository(db: Database) {
  return {
    /** Users newest first; every one when `page` is undefined, else one page of `limit`. */
    async list(paging: { page?: number; limit: number }): Promise<{
      rows: AdminUser[];
      totalCount: number;
    }> {
      const query = db
        .select({
          _id: users.id,
          name: users.name,
          email: users.email,
          avatar: users.avatar,
          mobile: users.mobile,
          lastLoginDate: users.lastLoginDate,
          status: users.status,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic();
      const paged =
        paging.page === undefined
          ? query
          : query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
      const [rows, [total]] = await Promise.all([paged, db.select({ value: count() }).from(users)]);
      return {
        rows: rows.map(({ lastLoginDate, createdAt, ...row }) => ({
          ...row,
          last_login_date: lastLoginDate?.toISOString() ?? null,
          createdAt: createdAt.toISOString(),
        })),
        totalCount: total?.value ?? 0,
      };
    },
  };
}
