import type { AdminUser, UserSummary } from '@store/contract/user';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';

export function createAdminUserRepository(db: Database) {
  return {
    /** Users newest first; every one when `page` is undefined, else one page of `limit`. */
    async list(paging: { page?: number; limit: number }): Promise<AdminUser[]> {
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
      const rows = await paged;
      return rows.map(({ lastLoginDate, createdAt, ...row }) => ({
        ...row,
        last_login_date: lastLoginDate?.toISOString() ?? null,
        createdAt: createdAt.toISOString(),
      }));
    },

    /**
     * The dashboard figures at `now` (SPEC §9), in one statement: days are UTC dates; the
     * 30-day and per-day counts are ranges on `created_at`, so its index serves them. The
     * 30 days end with today, so 'monthly' always includes 'today'.
     */
    async summary(now: Date): Promise<UserSummary> {
      const { rows } = await db.execute<{
        total_users: number;
        today_new_users: number;
        monthly_new_users: number;
        growth: UserSummary['growth'];
      }>(sql`
        with today as (select (${now.toISOString()}::timestamptz at time zone 'UTC')::date as day),
        days as (
          select (today.day - n) as day from today, generate_series(6, 0, -1) as n
        )
        select
          (select count(*)::int from ${users}) as total_users,
          (select count(*)::int from ${users}, today
            where ${users.createdAt} >= (today.day::timestamp at time zone 'UTC')
              and ${users.createdAt} < ((today.day + 1)::timestamp at time zone 'UTC')
          ) as today_new_users,
          (select count(*)::int from ${users}, today
            where ${users.createdAt} >= ${now.toISOString()}::timestamptz - interval '30 days'
              and ${users.createdAt} < ((today.day + 1)::timestamp at time zone 'UTC')
          ) as monthly_new_users,
          (select json_agg(json_build_object('date', to_char(days.day, 'YYYY-MM-DD'), 'newUsers', (
              select count(*)::int from ${users}
              where ${users.createdAt} >= (days.day::timestamp at time zone 'UTC')
                and ${users.createdAt} < ((days.day + 1)::timestamp at time zone 'UTC')
            )) order by days.day) from days
          ) as growth`);
      const row = rows[0];
      if (!row) throw new Error('The user summary query returned no row');
      return {
        totalUsers: row.total_users,
        todayNewUsers: row.today_new_users,
        monthlyNewUsers: row.monthly_new_users,
        growth: row.growth,
      };
    },
  };
}
