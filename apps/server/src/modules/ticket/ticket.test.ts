import { TICKET_MESSAGES, ticketListReplySchema } from '@store/contract/ticket';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { freshIp } from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();

const submit = (payload: object, ip = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/survey/submitForm',
    remoteAddress: ip,
    payload,
  });

const valid = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  mobile: '98765 43210',
  issue: 'My download link does not open.\nPlease help.',
};

describe('/api/survey/submitForm (Contact Us)', () => {
  it('stores a valid request and replies with the ticket', async () => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: TICKET_MESSAGES.recorded,
      data: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        issue: valid.issue,
      },
    });
    expect(body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const { rows } = await ctx.pool.query(
      'select name, email, mobile, issue from tickets where id = $1',
      [body.data._id],
    );
    expect(rows).toEqual([
      { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210', issue: valid.issue },
    ]);
  });

  it('accepts a missing or empty mobile', async () => {
    for (const mobile of [undefined, '', '  ']) {
      const res = await submit({ ...valid, mobile });
      expect([res.statusCode, res.json().data.mobile]).toEqual([201, null]);
    }
  });

  it('names the field of each bad input', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ...valid, name: '' }, /^Name is required/],
      [{ ...valid, name: 'n'.repeat(101) }, /^Name must be at most 100 characters/],
      [{ ...valid, email: 'not-an-email' }, /^Email must be a valid e-mail address/],
      [{ ...valid, mobile: '12345' }, /^Mobile number must be a 10-digit Indian mobile number/],
      [{ ...valid, issue: '' }, /^Issue is required/],
      [{ ...valid, issue: '   ' }, /^Issue is required/],
      [{ ...valid, issue: 'x'.repeat(5001) }, /^Issue must be at most 5000 characters/],
      [{ name: 'No issue', email: 'a@b.co' }, /^Issue is required/],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    const { rows } = await ctx.pool.query(
      `select count(*)::int as n from tickets where name = 'No issue'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('accepts an issue of exactly 5000 characters', async () => {
    const res = await submit({ ...valid, issue: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('stores HTML in the issue as plain text', async () => {
    const issue = '<script>alert("x")</script><b>bold</b>';
    const res = await submit({ ...valid, issue });
    expect(res.json().data.issue).toBe(issue);
    const { rows } = await ctx.pool.query('select issue from tickets where id = $1', [
      res.json().data._id,
    ]);
    expect(rows[0].issue).toBe(issue);
  });

  it('rate-limits one client', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit(valid, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(valid)).statusCode).toBe(201);
  });
});

describe('/api/survey/getAllForms and deleteTicket (admin)', () => {
  it('is admin-only', async () => {
    const shopper = await signedInUser(ctx);
    const calls = [
      { method: 'GET' as const, url: '/api/survey/getAllForms' },
      { method: 'POST' as const, url: '/api/survey/deleteTicket', payload: { id: 'ANY' } },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: shopper.headers })).statusCode).toBe(403);
    }
  });

  it('lists newest first, deletes with an audit row, then 404s', async () => {
    const admin = await signedInUser(ctx, { role: 'ADMIN' });
    await ctx.pool.query('delete from tickets');
    await ctx.pool.query(
      `insert into tickets (id, name, email, mobile, issue, created_at) values
        ('TOLD', 'Old', 'old@example.com', null, 'first', '2026-01-01T00:00:00Z'),
        ('TNEW', 'New', 'new@example.com', '9876543210', 'second', '2026-03-01T10:30:00Z'),
        ('TMID', 'Mid', 'mid@example.com', null, 'middle', '2026-02-01T00:00:00Z')`,
    );
    const list = async () =>
      ticketListReplySchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/survey/getAllForms',
            headers: admin.headers,
          })
        ).json(),
      ).data;
    const before = await list();
    expect(before.map((t) => t._id)).toEqual(['TNEW', 'TMID', 'TOLD']);
    expect(before[0]).toEqual({
      _id: 'TNEW',
      name: 'New',
      email: 'new@example.com',
      mobile: '9876543210',
      issue: 'second',
      createdAt: '2026-03-01T10:30:00.000Z',
    });
    expect(before[1]!.mobile).toBeNull();

    const del = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/survey/deleteTicket',
        headers: admin.headers,
        payload: { id },
      });
    const first = await del('TMID');
    expect([first.statusCode, first.json().message]).toEqual([200, TICKET_MESSAGES.deleted]);
    expect((await list()).map((t) => t._id)).toEqual(['TNEW', 'TOLD']);
    const { rows: audit } = await ctx.pool.query(
      `select actor_user_id, action, entity from audit_log where entity_id = 'TMID'`,
    );
    expect(audit).toEqual([{ actor_user_id: admin.id, action: 'ticket.delete', entity: 'ticket' }]);

    const again = await del('TMID');
    expect([again.statusCode, again.json().message]).toEqual([404, TICKET_MESSAGES.notFound]);
    expect((await del('')).statusCode).toBe(400);
  });
});
