import { adminUserSchema } from '@store/contract/user';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '#server/db/schema/index.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { createAdminUserRepository } from './repository.js';

const t = useTestApp();

describe('GET /api/user/all-users', () => {
  let admin: SignedInUser;
  const created: string[] = [];

  beforeAll(async () => {
    admin = await signedInUser(t, { role: 'ADMIN', name: 'Admin' });
    created.push(admin.id);
    // Five shoppers, a minute apart, so "newest first" is unambiguous.
    for (let i = 0; i < 5; i++) {
      const user = await signedInUser(t, { name: `Shopper ${i}` });
      await t.db
        .update(users)
        .set({
          createdAt: new Date(Date.UTC(2025, 0, 1, 10, i)),
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
          googleSub: `google-${i}`,
          lastLoginDate: i === 0 ? new Date(Date.UTC(2025, 1, 1)) : null,
        })
        .where(eq(users.id, user.id));
      created.push(user.id);
    }
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 2)) })
      .where(eq(users.id, admin.id));
  });

  function list(query = '', headers: Record<string, string> = admin.headers) {
    return t.app.inject({ url: `/api/user/all-users${query}`, headers });
  }

  it('is for admins only: 401 signed out, 403 for a shopper', async () => {
    const anonymous = await list('', {});
    expect(anonymous.statusCode).toBe(401);
    const shopper = await signedInUser(t);
    const res = await list('', shopper.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: true });
    await t.db.delete(users).where(eq(users.id, shopper.id));
  });

  it('without a page, lists every user, newest first, with list paging fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      success: true,
      error: false,
      totalCount: 6,
      totalNoPage: 1,
      totalPage: 1,
      page: 1,
    });
    expect(reply.data.map((u: { _id: string }) => u._id)).toEqual([
      admin.id,
      ...created.slice(1).reverse(),
    ]);
    for (const user of reply.data) {
      expect(z.strictObject(adminUserSchema.shape).parse(user)).toEqual(user);
    }
    const oldest = reply.data.at(-1);
    expect(oldest).toMatchObject({
      name: 'Shopper 0',
      role: 'USER',
      status: 'active',
      avatar: '',
      mobile: null,
      createdAt: '2025-01-01T10:00:00.000Z',
      last_login_date: '2025-02-01T00:00:00.000Z',
    });
    expect(reply.data[0].role).toBe('ADMIN');
    expect(res.body).not.toMatch(/argon2|password|google/i);
  });

  it('pages with ?page=&limit=', async () => {
    const first = (await list('?page=1&limit=4')).json();
    expect(first).toMatchObject({ totalCount: 6, totalNoPage: 2, totalPage: 2, page: 1 });
    expect(first.data).toHaveLength(4);
    const second = (await list('?page=2&limit=4')).json();
    expect(second.data.map((u: { name: string }) => u.name)).toEqual(['Shopper 1', 'Shopper 0']);
    expect((await list('?page=9&limit=4')).json().data).toEqual([]);
    // The default page size is 10.
    expect((await list('?page=1')).json()).toMatchObject({ totalNoPage: 1, page: 1 });
  });

  it('names a bad paging value', async () => {
    // In words (issue 15): 'Page size: too big: …', not 'querystring limit: …'.
    for (const [query, label] of [
      ['?page=0', /^Page: /],
      ['?page=abc', /^Page: /],
      ['?page=1&limit=0', /^Page size: /],
      ['?page=1&limit=501', /^Page size: /],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(label);
    }
  });
});

describe('the users dashboard summary (SPEC §9)', () => {
  // Half an hour after midnight UTC: 'today' is the UTC date, not the last 24 hours.
  const now = new Date('2030-06-15T00:30:00.000Z');
  const at = (iso: string) => new Date(iso);
  const seeded: string[] = [];

  async function seed(createdAt: Date, name: string) {
    const [row] = await t.db
      .insert(users)
      .values({ name, email: `${name.replaceAll(' ', '.')}@summary.test`, createdAt })
      .returning({ id: users.id });
    if (row) seeded.push(row.id);
  }

  afterAll(async () => {
    await t.db.delete(users).where(inArray(users.id, seeded));
  });

  it('counts nothing on a day with no sign-ups: zeros, not errors', async () => {
    const summary = await createAdminUserRepository(t.db).summary(now);
    expect(summary).toEqual({
      totalUsers: 6,
      todayNewUsers: 0,
      monthlyNewUsers: 0,
      growth: [9, 10, 11, 12, 13, 14, 15].map((day) => ({
        date: `2030-06-${String(day).padStart(2, '0')}`,
        newUsers: 0,
      })),
    });
  });

  it('counts today by UTC date, the last 30 days, and each of the last 7 days', async () => {
    await seed(at('2030-06-15T00:00:00.000Z'), 'today first second');
    await seed(at('2030-06-15T00:29:59.000Z'), 'today just now');
    await seed(at('2030-06-14T23:59:59.999Z'), 'yesterday last moment');
    await seed(at('2030-06-09T00:00:00.000Z'), 'six days ago');
    await seed(at('2030-06-08T23:59:59.000Z'), 'seven days ago');
    await seed(at('2030-05-16T00:30:00.000Z'), 'thirty days ago');
    await seed(at('2030-05-16T00:29:59.000Z'), 'thirty days and a second ago');

    const summary = await createAdminUserRepository(t.db).summary(now);
    expect(summary.totalUsers).toBe(6 + 7);
    expect(summary.todayNewUsers).toBe(2);
    expect(summary.monthlyNewUsers).toBe(6);
    expect(summary.growth).toEqual([
      { date: '2030-06-09', newUsers: 1 },
      { date: '2030-06-10', newUsers: 0 },
      { date: '2030-06-11', newUsers: 0 },
      { date: '2030-06-12', newUsers: 0 },
      { date: '2030-06-13', newUsers: 0 },
      { date: '2030-06-14', newUsers: 1 },
      { date: '2030-06-15', newUsers: 2 },
    ]);
  });

  it('comes with every all-users reply, paged or not, and agrees with totalCount', async () => {
    const admin = await signedInUser(t, { role: 'ADMIN', name: 'Summary admin' });
    seeded.push(admin.id);
    for (const query of ['', '?page=2&limit=3']) {
      const reply = (
        await t.app.inject({ url: `/api/user/all-users${query}`, headers: admin.headers })
      ).json();
      expect(reply.summary.totalUsers).toBe(reply.totalCount);
      expect(reply.summary.totalUsers).toBe(6 + 7 + 1);
      // The admin just signed up: today (UTC) and this month count them.
      expect(reply.summary.todayNewUsers).toBeGreaterThanOrEqual(1);
      expect(reply.summary.monthlyNewUsers).toBeGreaterThanOrEqual(1);
      expect(reply.summary.growth).toHaveLength(7);
      expect(reply.summary.growth.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    }
  });
});
