import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog, orderItems, orders } from '../db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth.js';
import type { TestContext } from './test-app.js';

/** Helpers for the catalogue modules' API tests (not a test file itself). */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Headers = Record<string, string>;

export interface Actors {
  admin: SignedInUser;
  shopper: SignedInUser;
}

export async function actors(ctx: TestContext): Promise<Actors> {
  return {
    admin: await signedInUser(ctx, { role: 'ADMIN' }),
    shopper: await signedInUser(ctx),
  };
}

export function caller(ctx: TestContext) {
  return (method: Method, url: string, headers: Headers = {}, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The audit rows written for one entity, oldest first. */
export async function auditRows(db: Database, entity: string, entityId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows;
}

/** A paid order holding `productId`, written directly (the order module is not needed). */
export async function insertPaidOrderItem(db: Database, userId: string, productId: string) {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `ORD_TEST_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
      userId,
      paymentStatus: 'PAID',
      provider: 'simulator',
      subTotalAmt: 499,
      totalAmt: 449,
      customerEmail: 'buyer@example.com',
      customerPhone: '9876543210',
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    name: 'Bought product',
    price: 499,
    discount: 10,
    unitPrice: 449,
  });
  return order!;
}

/** A valid product form, with the given categories. */
export function productForm(categoryIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cinematic LUT Pack',
    image: ['/uploads/catalogue/abc.webp', '/uploads/catalogue/preview.webp'],
    category: categoryIds,
    subCategory: [],
    unit: '1 pack',
    stock: 100,
    price: 499,
    discount: 10,
    description: 'Fifty film looks. Works in Premiere Pro and Resolve.',
    more_details: {
      cat: 'Colour Grading',
      embedVideo: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      driveLink: 'https://drive.google.com/drive/folders/secret-admin-link',
    },
    ...overrides,
  };
}
