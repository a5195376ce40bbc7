import { addressListReplySchema, addressReplySchema } from '@store/contract/address';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '#server/db/schema/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { useTestApp } from '#server/test-support/test-app.js';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  MAX_ACTIVE_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
} from './service.js';

const ctx = useTestApp();

const home = {
  address_line: '12, MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560038',
  mobile: '9876543210',
};

type Headers = Record<string, string>;
const call = (
  method: 'POST' | 'GET' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) =>
  ctx.app.inject({ method, url: `/api/address/${url}`, headers, ...(payload ? { payload } : {}) });
const create = (headers: Headers, payload: object = home) =>
  call('POST', 'create', headers, payload);
const list = async (headers: Headers) =>
  addressListReplySchema.parse((await call('GET', 'get', headers)).json()).data;

describe('/api/address', () => {
  it('creates an address for the signed-in user', async () => {
    const user = await signedInUser(ctx);
    const res = await create(user.headers, {
      ...home,
      mobile: '+91 98765 43210',
      city: ' Bengaluru ',
    });
    expect(res.statusCode).toBe(200);
    const body = addressReplySchema.parse(res.json());
    expect(body.message).toBe('Address Created Successfully');
    expect(body.data).toMatchObject({ ...home, userId: user.id, status: true });
    expect(body.data._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it("lists only active addresses, newest first, and only the caller's", async () => {
    const user = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const first = (await create(user.headers, { ...home, city: 'Pune' })).json().data;
    const second = (await create(user.headers, { ...home, city: 'Mumbai' })).json().data;
    const third = (await create(user.headers, { ...home, city: 'Delhi' })).json().data;
    await create(other.headers, { ...home, city: 'Chennai' });
    const removed = await call('DELETE', 'disable', user.headers, { _id: second._id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      success: true,
      message: 'Address Remove',
      data: { _id: second._id, status: false },
    });
    const mine = await list(user.headers);
    expect(mine.map((a) => a._id)).toEqual([third._id, first._id]);
    // Soft: the row stays, for the orders that point at it.
    const [row] = await ctx.db.select().from(addresses).where(eq(addresses.id, second._id));
    expect(row!.status).toBe(false);
    // Disabling again is not an error (a retried request).
    expect((await call('DELETE', 'disable', user.headers, { _id: second._id })).statusCode).toBe(
      200,
    );
  });

  it('updates an address; userId in the body is ignored', async () => {
    const user = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const created = (await create(user.headers)).json().data;
    const res = await call('PUT', 'update', user.headers, {
      ...home,
      _id: created._id,
      userId: other.id,
      address_line: 'Flat 4B, Lake View',
      pincode: '411001',
    });
    expect(res.statusCode).toBe(200);
    const body = addressReplySchema.parse(res.json());
    expect(body.message).toBe('Address Updated');
    expect(body.data).toMatchObject({
      _id: created._id,
      userId: user.id,
      address_line: 'Flat 4B, Lake View',
      pincode: '411001',
    });
    expect(await list(other.headers)).toEqual([]);
  });

  it("answers 404 for another user's address on update and disable, and changes nothing", async () => {
    const owner = await signedInUser(ctx);
    const intruder = await signedInUser(ctx);
    const created = (await create(owner.headers)).json().data;
    const update = await call('PUT', 'update', intruder.headers, {
      ...home,
      _id: created._id,
      city: 'Hacked',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      success: false,
      error: true,
      message: ADDRESS_NOT_FOUND_MESSAGE,
    });
    const disable = await call('DELETE', 'disable', intruder.headers, { _id: created._id });
    expect(disable.statusCode).toBe(404);
    expect(disable.json().message).toBe(ADDRESS_NOT_FOUND_MESSAGE);
    const [row] = await ctx.db.select().from(addresses).where(eq(addresses.id, created._id));
    expect(row).toMatchObject({ city: 'Bengaluru', status: true });
  });

  it('answers 404 for a removed or unknown address on update', async () => {
    const user = await signedInUser(ctx);
    const created = (await create(user.headers)).json().data;
    await call('DELETE', 'disable', user.headers, { _id: created._id });
    const res = await call('PUT', 'update', user.headers, { ...home, _id: created._id });
    expect(res.statusCode).toBe(404);
    const unknown = await call('PUT', 'update', user.headers, {
      ...home,
      _id: '01ZZZZZZZZZZZZZZZZZZZZZZZZ',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('DELETE', 'disable', user.headers, { _id: "1' or '1'='1" });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    [{ pincode: '012345' }, 'Pincode must be a 6-digit Indian pincode.'],
    [{ pincode: '12345' }, 'Pincode must be a 6-digit Indian pincode.'],
    [{ pincode: '5600381' }, 'Pincode must be a 6-digit Indian pincode.'],
    [{ pincode: 'ABCDEF' }, 'Pincode must be a 6-digit Indian pincode.'],
    [{ mobile: '12345' }, 'Mobile number must be a 10-digit Indian mobile number.'],
    [{ address_line: '' }, 'Address line is required.'],
    [{ city: '   ' }, 'City is required.'],
    [{ state: undefined }, 'State is required.'],
    [{ country: 'x'.repeat(81) }, 'Country must be at most 80 characters.'],
  ])('refuses %j with 400', async (change, message) => {
    const user = await signedInUser(ctx);
    const res = await create(user.headers, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
    expect(await list(user.headers)).toEqual([]);
  });

  it('validates updates the same way', async () => {
    const user = await signedInUser(ctx);
    const created = (await create(user.headers)).json().data;
    const res = await call('PUT', 'update', user.headers, {
      ...home,
      _id: created._id,
      pincode: '012345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pincode must be a 6-digit Indian pincode.');
  });

  it('stores HTML in an address as plain text', async () => {
    const user = await signedInUser(ctx);
    const line = '<script>alert("x")</script> Lane';
    const res = await create(user.headers, { ...home, address_line: line });
    expect(res.json().data.address_line).toBe(line);
  });

  it(`caps a user at ${MAX_ACTIVE_ADDRESSES} active addresses`, async () => {
    const user = await signedInUser(ctx);
    await ctx.db.insert(addresses).values(
      Array.from({ length: MAX_ACTIVE_ADDRESSES }, (_, i) => ({
        userId: user.id,
        addressLine: `House ${i}`,
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
        mobile: '9876543210',
      })),
    );
    const refused = await create(user.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOO_MANY_ADDRESSES_MESSAGE);
    // Removing one makes room.
    const [first] = await list(user.headers);
    await call('DELETE', 'disable', user.headers, { _id: first!._id });
    expect((await create(user.headers)).statusCode).toBe(200);
  });

  it('answers 401 to every call without a signed-in user', async () => {
    const user = await signedInUser(ctx);
    const created = (await create(user.headers)).json().data;
    const calls = [
      call('POST', 'create', {}, home),
      call('GET', 'get', {}),
      call('PUT', 'update', {}, { ...home, _id: created._id }),
      call('DELETE', 'disable', {}, { _id: created._id }),
      call('GET', 'get', { authorization: 'Bearer not-a-token' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'Please log in to continue.',
      });
    }
  });
});
