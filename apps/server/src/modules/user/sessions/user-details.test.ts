import { userSchema } from '@store/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses, cartItems, orders, users } from '#server/db/schema/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { registerUser } from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

const t = useTestApp();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function details(headers: Record<string, string> = {}) {
  return t.app.inject({ url: '/api/user/user-details', headers });
}

async function addAddress(userId: string, status: boolean) {
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId,
      addressLine: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      mobile: '9876543210',
      status,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

async function addOrder(userId: string, orderId: string) {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderId,
      userId,
      provider: 'simulator',
      subTotalAmt: 499,
      totalAmt: 449,
      customerEmail: 'buyer@example.com',
      customerPhone: '9876543210',
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('GET /api/user/user-details', () => {
  it('needs a signed-in user', async () => {
    const res = await details();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Please log in to continue.',
    });
    expect((await details({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('returns the SPEC §3 user: ids of active addresses, cart items and orders', async () => {
    const user = await signedInUser(t, { name: 'Ravi Kumar' });
    const active1 = await addAddress(user.id, true);
    await addAddress(user.id, false);
    const active2 = await addAddress(user.id, true);
    const product = await insertProduct(t.db, { name: 'Cinematic LUT pack' });
    const [cart] = await t.db
      .insert(cartItems)
      .values({ userId: user.id, productId: product.id })
      .returning({ id: cartItems.id });
    const order = await addOrder(user.id, `ORD_${user.id}`);
    // Someone else's records never show up.
    const other = await signedInUser(t);
    await addAddress(other.id, true);
    await addOrder(other.id, `ORD_${other.id}`);

    const res = await details(user.headers);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ success: true, error: false });
    expect(z.strictObject(userSchema.shape).parse(reply.data)).toEqual(reply.data);
    expect(reply.data).toMatchObject({
      _id: user.id,
      name: 'Ravi Kumar',
      email: user.email,
      avatar: '',
      mobile: null,
      verify_email: false,
      last_login_date: null,
      status: 'active',
      role: 'USER',
      hasPassword: false,
      address_details: [active1, active2],
      shopping_cart: [cart!.id],
      orderHistory: [order],
    });
    expect(reply.data.createdAt).toMatch(ISO);
  });

  it('never carries a secret: no password hash, no Google id, nothing beyond the schema', async () => {
    const { accessToken, email } = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ googleSub: 'google-sub-123456789' })
      .where(eq(users.email, email));
    const [row] = await t.db.select().from(users).where(eq(users.email, email));

    const res = await details({ authorization: `Bearer ${accessToken}` });
    expect(res.statusCode).toBe(200);
    const raw = res.body;
    expect(raw).not.toMatch(/"password"|passwordHash|password_hash/i);
    expect(raw).not.toMatch(/hash/i);
    expect(raw).not.toMatch(/google/i);
    expect(raw).not.toContain(row!.passwordHash!);
    expect(raw).not.toContain('google-sub-123456789');
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(res.json().data.hasPassword).toBe(true);
    expect(res.json().data.last_login_date).toMatch(ISO);
  });

  it('answers 401 once the account is suspended or gone', async () => {
    const user = await signedInUser(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    expect((await details(user.headers)).statusCode).toBe(401);
    const gone = await signedInUser(t);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await details(gone.headers)).statusCode).toBe(401);
  });
});
