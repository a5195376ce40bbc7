import { auditFiltersReplySchema, auditListReplySchema } from '@store/contract/audit';
import { describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const list = (headers: Record<string, string>, body: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/audit/list', headers, payload: body });

async function audit(actor: SignedInUser | null, action: string, at: string, details: object = {}) {
  const id = newId();
  await ctx.pool.query(
    `insert into audit_log (id, actor_user_id, action, entity, entity_id, details, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, actor?.id ?? null, action, action.split('.')[0], `E_${id}`, details, at],
  );
  return id;
}

describe('the audit log for the Activity screen', () => {
  it('is for admins only', async () => {
    const shopper = await signedInUser(ctx);
    for (const request of [
      (headers: Record<string, string>) => list(headers),
      (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/api/audit/filters', headers }),
    ]) {
      expect((await request({})).statusCode).toBe(401);
      expect((await request(shopper.headers)).statusCode).toBe(403);
    }
  });

  it('lists newest first with who did it, filtered by admin and action, a keyset page at a time', async () => {
    const asha = await signedInUser(ctx, { role: 'ADMIN', name: 'Asha Admin' });
    const ravi = await signedInUser(ctx, { role: 'ADMIN', name: 'Ravi Admin' });
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.123456Z`;
    const a1 = await audit(asha, 'product.update', at(1), {
      before: { price: 499 },
      after: { price: 399 },
    });
    const r1 = await audit(ravi, 'product.update', at(2));
    const a2 = await audit(asha, 'category.create', at(3), { name: 'LUTs' });
    // Two rows in the same microsecond: the id breaks the tie, no row is lost between pages.
    const r2 = await audit(ravi, 'order.status', at(4), {
      orderId: 'EKA_1',
      from: 'PAID',
      to: 'BLOCKED',
    });
    const r3 = await audit(ravi, 'product.update', at(4));
    const gone = await audit(null, 'banner.delete', at(5));

    const all = auditListReplySchema.parse((await list(asha.headers)).json());
    const ours = new Set([a1, r1, a2, r2, r3, gone]);
    const newestFirst = [gone, ...[r2, r3].sort().reverse(), a2, r1, a1];
    expect(all.data.map((row) => row._id).filter((id) => ours.has(id))).toEqual(newestFirst);
    const row = all.data.find((r) => r._id === a1)!;
    expect(row).toMatchObject({
      action: 'product.update',
      entity: 'product',
      createdAt: '2026-11-20T10:01:00.123Z',
      actor: { _id: asha.id, name: 'Asha Admin', email: asha.email },
      details: { before: { price: 499 }, after: { price: 399 } },
    });
    expect(all.data.find((r) => r._id === gone)!.actor).toBeNull();
    expect(all.nextCursor).toBeNull();

    // Ravi's product updates, one per page: each page continues where the last one ended.
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null; pages++) {
      expect(pages).toBeLessThan(5);
      const body = { adminId: ravi.id, action: 'product.update', limit: 1, cursor };
      const page = auditListReplySchema.parse((await list(asha.headers, body)).json());
      seen.push(...page.data.map((r) => r._id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([r3, r1]);

    const byAsha = auditListReplySchema.parse(
      (await list(asha.headers, { adminId: asha.id })).json(),
    );
    expect(byAsha.data.map((r) => r._id)).toEqual([a2, a1]);
    const byAction = auditListReplySchema.parse(
      (await list(asha.headers, { action: 'order.status' })).json(),
    );
    expect(byAction.data.map((r) => r._id)).toEqual([r2]);

    // Two pages of two over the whole log, then the last: every row once.
    const paged: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page = auditListReplySchema.parse(
        (await list(asha.headers, { limit: 2, cursor: next })).json(),
      );
      paged.push(...page.data.map((r) => r._id));
      next = page.nextCursor;
    }
    expect(paged).toEqual(all.data.map((r) => r._id));

    const filters = auditFiltersReplySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/audit/filters', headers: asha.headers })
      ).json(),
    );
    expect(filters.data.actions).toEqual([
      'banner.delete',
      'category.create',
      'order.status',
      'product.update',
    ]);
    expect(filters.data.admins).toEqual(
      expect.arrayContaining([
        { _id: asha.id, name: 'Asha Admin', email: asha.email },
        { _id: ravi.id, name: 'Ravi Admin', email: ravi.email },
      ]),
    );
  });

  it('refuses bad filters and cursors with a clear message', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    const cases: [object, RegExp][] = [
      [{ cursor: 'not-a-cursor' }, /^Page is not a cursor this list gave/],
      [{ action: 'DROP TABLE' }, /^Action is not an action name/],
      [{ adminId: 'a-b' }, /^Admin must contain only/],
      [{ limit: 500 }, /^Page size/],
    ];
    for (const [body, message] of cases) {
      const res = await list(admin.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});
