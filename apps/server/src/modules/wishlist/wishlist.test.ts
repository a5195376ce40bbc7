import { PRODUCT_NOT_FOUND_MESSAGE } from '@store/contract/product';
import {
  productCardsReplySchema,
  WISHLIST_MAX,
  WISHLIST_MESSAGES,
  wishlistReplySchema,
} from '@store/contract/wishlist';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { actors, caller, type Headers } from '#server/test-support/catalogue.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

const ctx = useTestApp();
const call = caller(ctx);

const add = (headers: Headers, productId: string) =>
  call('POST', '/api/wishlist/add', headers, { productId });
const remove = (headers: Headers, productId: string) =>
  call('DELETE', '/api/wishlist/remove', headers, { productId });
const merge = (headers: Headers, productIds: unknown) =>
  call('POST', '/api/wishlist/merge', headers, { productIds });
const names = async (headers: Headers) => {
  const res = await call('GET', '/api/wishlist/get', headers);
  expect(res.statusCode).toBe(200);
  return wishlistReplySchema.parse(res.json()).data.map((item) => item.product.name);
};

describe('/api/wishlist', () => {
  it('asks a visitor to log in on every call', async () => {
    const product = await insertProduct(ctx.db, { name: 'Teal LUT' });
    const calls = [
      call('GET', '/api/wishlist/get'),
      add({}, product.id),
      remove({}, product.id),
      merge({}, [product.id]),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('saves a product once, lists newest saved first with card fields, and removes it', async () => {
    const shopper = await signedInUser(ctx);
    const lut = await insertProduct(ctx.db, { name: 'Teal LUT', price: 999, discount: 15 });
    const preset = await insertProduct(ctx.db, { name: 'Warm Preset' });

    const first = await add(shopper.headers, lut.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(WISHLIST_MESSAGES.added);
    await add(shopper.headers, preset.id);
    // Saving again is one entry, and keeps its place (its first date).
    const again = await add(shopper.headers, lut.id);
    expect(again.statusCode).toBe(200);

    const list = wishlistReplySchema.parse(again.json()).data;
    expect(list.map((item) => item.product.name)).toEqual(['Warm Preset', 'Teal LUT']);
    expect(list[1]!.product).toEqual({
      _id: lut.id,
      name: 'Teal LUT',
      image: ['/uploads/test/a.webp', '/uploads/test/b.webp'],
      unit: '1 pack',
      stock: 100,
      price: 999,
      discount: 15,
    });
    expect(Date.parse(list[1]!.savedAt)).toBeLessThanOrEqual(Date.parse(list[0]!.savedAt));
    expect(JSON.stringify(again.json())).not.toContain('drive');

    const removed = await remove(shopper.headers, lut.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(WISHLIST_MESSAGES.removed);
    expect(wishlistReplySchema.parse(removed.json()).data.map((i) => i.product._id)).toEqual([
      preset.id,
    ]);
    // Removing what is not saved ends the same way (a double click).
    expect((await remove(shopper.headers, lut.id)).statusCode).toBe(200);
    expect(await names(shopper.headers)).toEqual(['Warm Preset']);
  });

  it('keeps each shopper’s list to themselves', async () => {
    const { shopper, admin } = await actors(ctx);
    const product = await insertProduct(ctx.db, { name: 'Mine' });
    await add(shopper.headers, product.id);
    expect(await names(admin.headers)).toEqual([]);
    // Another shopper's remove touches only their own (empty) list.
    await remove(admin.headers, product.id);
    expect(await names(shopper.headers)).toEqual(['Mine']);
  });

  it('refuses unknown and binned products, and drops binned and deleted ones from the list', async () => {
    const { admin, shopper } = await actors(ctx);
    const binned = await insertProduct(ctx.db, { name: 'Binned', deleted: true });
    for (const productId of [binned.id, 'NOSUCHPRODUCT']) {
      const res = await add(shopper.headers, productId);
      expect([productId, res.statusCode, res.json().message]).toEqual([
        productId,
        404,
        PRODUCT_NOT_FOUND_MESSAGE,
      ]);
    }
    const bad = await add(shopper.headers, 'has-dash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Product must contain only letters, digits and underscores.');

    const comesAndGoes = await insertProduct(ctx.db, { name: 'Comes and Goes' });
    const stays = await insertProduct(ctx.db, { name: 'Stays' });
    await add(shopper.headers, comesAndGoes.id);
    await add(shopper.headers, stays.id);

    const trash = await call('DELETE', '/api/product/delete-product', admin.headers, {
      _id: comesAndGoes.id,
    });
    expect(trash.statusCode).toBe(200);
    expect(await names(shopper.headers)).toEqual(['Stays']);

    await call('PUT', '/api/product/recover-product', admin.headers, { _id: comesAndGoes.id });
    expect(await names(shopper.headers)).toEqual(['Stays', 'Comes and Goes']);

    await call('DELETE', '/api/product/delete-product', admin.headers, { _id: comesAndGoes.id });
    const gone = await call('DELETE', '/api/product/delete-permanent', admin.headers, {
      _id: comesAndGoes.id,
    });
    expect(gone.statusCode).toBe(200);
    expect(await names(shopper.headers)).toEqual(['Stays']);
    const { rows } = await ctx.db.execute(
      sql`select 1 from wishlist_items where product_id = ${comesAndGoes.id}`,
    );
    expect(rows).toEqual([]);
  });

  it('merges the browser’s list in its order, ignoring gone ids, and twice is once', async () => {
    const shopper = await signedInUser(ctx);
    const saved = await insertProduct(ctx.db, { name: 'Already Saved' });
    const newest = await insertProduct(ctx.db, { name: 'Newest In Browser' });
    const older = await insertProduct(ctx.db, { name: 'Older In Browser' });
    const binned = await insertProduct(ctx.db, { name: 'Binned', deleted: true });
    await add(shopper.headers, saved.id);

    const ids = [newest.id, 'NOSUCHPRODUCT', binned.id, older.id, saved.id, newest.id];
    const res = await merge(shopper.headers, ids);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(WISHLIST_MESSAGES.merged);
    const expected = ['Newest In Browser', 'Older In Browser', 'Already Saved'];
    expect(wishlistReplySchema.parse(res.json()).data.map((i) => i.product.name)).toEqual(expected);

    expect((await merge(shopper.headers, ids)).statusCode).toBe(200);
    expect(await names(shopper.headers)).toEqual(expected);
    expect((await merge(shopper.headers, [])).statusCode).toBe(200);
    expect(await names(shopper.headers)).toEqual(expected);
  });

  it('refuses a merge of more than the limit or of bad ids with a clear 400', async () => {
    const shopper = await signedInUser(ctx);
    const tooMany = Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => `P${i}`);
    const cases: [unknown, string][] = [
      [tooMany, `Wishlist must hold at most ${WISHLIST_MAX} products.`],
      ['abc', 'Wishlist'],
      [['ok', 'not-an-id'], 'Product 2 must contain only letters, digits and underscores.'],
      [[5], 'Product 1'],
    ];
    for (const [productIds, message] of cases) {
      const res = await merge(shopper.headers, productIds);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await names(shopper.headers)).toEqual([]);
  });

  it(`holds at most ${WISHLIST_MAX} live products: add is refused, merge fills up to it`, async () => {
    const shopper = await signedInUser(ctx);
    // Rows written directly: the limit is what is tested, not 200 calls.
    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      insert into products (id, name, images, unit, stock, price, discount, description)
      select 'FILL' || n, 'Filler ' || n, '{}', '1 pack', 10, 100, 0, 'Filler.'
      from generate_series(1, ${WISHLIST_MAX + 1}) n returning id`);
    const ids = rows.map((row) => row.id);
    const [last, ...rest] = [ids.at(-1)!, ...ids.slice(0, -1)];
    expect((await merge(shopper.headers, rest.slice(0, WISHLIST_MAX - 1))).statusCode).toBe(200);
    expect((await add(shopper.headers, rest.at(-1)!)).statusCode).toBe(200);

    const full = await add(shopper.headers, last);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(WISHLIST_MESSAGES.full);
    // Merge leaves out what does not fit instead of failing the sign-in.
    expect((await merge(shopper.headers, [last])).statusCode).toBe(200);
    const list = await names(shopper.headers);
    expect(list).toHaveLength(WISHLIST_MAX);
    expect(list).not.toContain(`Filler ${WISHLIST_MAX + 1}`);

    // A binned product frees its place while it is in the bin.
    await ctx.db.execute(sql`update products set deleted_at = now() where id = ${rest[0]!}`);
    expect((await add(shopper.headers, last)).statusCode).toBe(200);
  });

  it('limits merges per shopper', async () => {
    const [one, two] = [await signedInUser(ctx), await signedInUser(ctx)];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await merge(one.headers, [])).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await merge(two.headers, [])).statusCode).toBe(200);
  });

  it('gives anyone the cards of live products in the order asked, each once', async () => {
    const first = await insertProduct(ctx.db, { name: 'First', price: 300, discount: 0 });
    const second = await insertProduct(ctx.db, { name: 'Second' });
    const binned = await insertProduct(ctx.db, { name: 'Binned', deleted: true });
    const ids = [second.id, binned.id, 'NOSUCHPRODUCT', first.id, second.id];
    const res = await call('POST', '/api/wishlist/products', {}, { productIds: ids });
    expect(res.statusCode).toBe(200);
    const cards = productCardsReplySchema.parse(res.json()).data;
    expect(cards.map((card) => card.name)).toEqual(['Second', 'First']);
    expect(cards[1]).toMatchObject({ _id: first.id, price: 300, discount: 0, stock: 100 });
    expect(JSON.stringify(res.json())).not.toContain('drive');

    const empty = await call('POST', '/api/wishlist/products', {}, { productIds: [] });
    expect(productCardsReplySchema.parse(empty.json()).data).toEqual([]);
    const tooMany = Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => `P${i}`);
    const refused = await call('POST', '/api/wishlist/products', {}, { productIds: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Wishlist must hold at most ${WISHLIST_MAX} products.`);
  });
});
