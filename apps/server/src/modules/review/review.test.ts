import { productListReplySchema, productReplySchema } from '@store/contract/product';
import {
  adminReviewListReplySchema,
  helpfulVoteReplySchema,
  myReviewReplySchema,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  reviewListReplySchema,
  saveReviewReplySchema,
} from '@store/contract/review';
import { slugWithId } from '@store/contract/slug';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloads, orders } from '#server/db/schema/index.js';
import { type SignedInUser, signedInUser } from '#server/test-support/auth.js';
import {
  auditRows,
  caller,
  type Headers,
  insertPaidOrderItem,
} from '#server/test-support/catalogue.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { webBuild } from '#server/test-support/web-build.js';

const ctx = useTestApp({ WEB_DIST_DIR: webBuild(), PUBLIC_URL: 'https://shop.example.in' });
const call = caller(ctx);

const save = (headers: Headers, body: Record<string, unknown>) =>
  call('PUT', '/api/review/save', headers, body);
const list = (productId: string, extra: Record<string, unknown> = {}, headers: Headers = {}) =>
  call('POST', '/api/review/list', headers, { productId, ...extra });
const mine = (headers: Headers, productId: string) =>
  call('POST', '/api/review/mine', headers, { productId });
const vote = (headers: Headers, reviewId: string) =>
  call('POST', '/api/review/helpful', headers, { reviewId });
const hide = (headers: Headers, reviewId: string, hidden: boolean) =>
  call('PUT', '/api/review/admin-hide', headers, { reviewId, hidden });
const details = async (productId: string) => {
  const res = await call('POST', '/api/product/get-product-details', {}, { productId });
  expect(res.statusCode).toBe(200);
  return productReplySchema.parse(res.json()).data;
};
/** The product's card in the public list (newest first: the test's product is on page 1). */
const card = async (productId: string) => {
  const res = await call('POST', '/api/product/get', {}, { page: 1, limit: 100 });
  expect(res.statusCode).toBe(200);
  return productListReplySchema.parse(res.json()).data.find((p) => p._id === productId)!;
};
const jsonLd = async (product: { id: string; name: string }) => {
  const res = await call(
    'GET',
    `/product/${encodeURIComponent(slugWithId(product.name, product.id))}`,
  );
  expect(res.statusCode).toBe(200);
  return JSON.parse(
    res.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!,
  );
};

async function buyer(productId: string, name = 'Asha Rao'): Promise<SignedInUser> {
  const user = await signedInUser(ctx, { name });
  await insertPaidOrderItem(ctx.db, user.id, productId);
  return user;
}

describe('/api/review: who may review', () => {
  it('asks a visitor to log in', async () => {
    const product = await insertProduct(ctx.db, { name: 'Visitor Pack' });
    for (const res of [
      await save({}, { productId: product.id, rating: 5 }),
      await mine({}, product.id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('refuses a shopper who did not buy it (403, with the reason), and says so in /mine', async () => {
    const product = await insertProduct(ctx.db, { name: 'Not Bought Pack' });
    const shopper = await signedInUser(ctx);
    const res = await save(shopper.headers, { productId: product.id, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_MESSAGES.notBuyer);
    const state = myReviewReplySchema.parse((await mine(shopper.headers, product.id)).json());
    expect(state.data).toEqual({
      canReview: false,
      reason: REVIEW_MESSAGES.notBuyer,
      review: null,
    });
    // A PENDING order grants nothing either.
    const order = await insertPaidOrderItem(ctx.db, shopper.id, product.id);
    await ctx.db.execute(sql`update orders set payment_status = 'PENDING' where id = ${order.id}`);
    expect((await save(shopper.headers, { productId: product.id, rating: 5 })).statusCode).toBe(
      403,
    );
  });

  it('refuses a buyer whose order is blocked, and lets them once it is allowed again', async () => {
    const product = await insertProduct(ctx.db, { name: 'Blocked Pack' });
    const shopper = await signedInUser(ctx);
    const order = await insertPaidOrderItem(ctx.db, shopper.id, product.id);
    await ctx.db.execute(sql`update orders set payment_status = 'BLOCKED' where id = ${order.id}`);
    const res = await save(shopper.headers, { productId: product.id, rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_MESSAGES.blocked);
    expect((await details(product.id)).ratingCount).toBeUndefined();
    await ctx.db.update(orders).set({ paymentStatus: 'PAID' }).where(sql`id = ${order.id}`);
    expect((await save(shopper.headers, { productId: product.id, rating: 4 })).statusCode).toBe(
      200,
    );
  });

  it('lets a free product be reviewed only by a shopper who downloaded it', async () => {
    const product = await insertProduct(ctx.db, { name: 'Free Pack', price: 0, discount: 0 });
    const shopper = await signedInUser(ctx);
    const before = await save(shopper.headers, { productId: product.id, rating: 5 });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(REVIEW_MESSAGES.freeNeedsDownload);
    // The real download route records the download.
    const download = await call('GET', `/api/download/${product.id}`, {
      ...shopper.headers,
      accept: 'application/json',
    });
    expect(download.statusCode).toBe(200);
    const state = myReviewReplySchema.parse((await mine(shopper.headers, product.id)).json());
    expect(state.data).toMatchObject({ canReview: true, reason: '', review: null });
    const after = await save(shopper.headers, { productId: product.id, rating: 5 });
    expect(after.statusCode).toBe(200);
    expect(after.json().message).toBe(REVIEW_MESSAGES.created);
  });

  it('answers 404 for an unknown or binned product', async () => {
    const shopper = await signedInUser(ctx);
    const binned = await insertProduct(ctx.db, { name: 'Binned Pack', deleted: true });
    for (const productId of ['NoSuchProduct1', binned.id]) {
      const res = await save(shopper.headers, { productId, rating: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REVIEW_MESSAGES.productNotFound);
      expect((await list(productId)).statusCode).toBe(404);
    }
  });
});

describe('/api/review: writing, editing and the product rating', () => {
  it('keeps one review per shopper; editing it changes the average everywhere', async () => {
    const product = await insertProduct(ctx.db, { name: 'Average Pack' });
    const asha = await buyer(product.id, 'Asha Rao');
    const ravi = await buyer(product.id, 'Ravi');
    // Read first, so the replies are cached: the writes below must clear them.
    expect((await card(product.id)).ratingAverage).toBeUndefined();
    expect((await details(product.id)).ratingCount).toBeUndefined();

    const first = await save(asha.headers, {
      productId: product.id,
      rating: 4,
      title: '  Lovely looks  ',
      text: '  <b>Works</b> in Resolve 18.  ',
    });
    expect(first.statusCode).toBe(200);
    const saved = saveReviewReplySchema.parse(first.json()).data;
    expect(saved.review).toMatchObject({
      rating: 4,
      title: 'Lovely looks',
      text: '<b>Works</b> in Resolve 18.',
      authorName: 'Asha',
      verifiedPurchase: true,
      helpfulCount: 0,
      mine: true,
    });
    expect(saved.summary).toEqual({
      ratingAverage: 4,
      ratingCount: 1,
      distribution: [0, 0, 0, 1, 0],
    });
    expect(await save(ravi.headers, { productId: product.id, rating: 5 })).toMatchObject({
      statusCode: 200,
    });
    expect(await details(product.id)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    expect(await card(product.id)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });

    // The same call again edits Asha's review: still two reviews, a new average.
    const edit = await save(asha.headers, { productId: product.id, rating: 2 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe(REVIEW_MESSAGES.updated);
    const edited = saveReviewReplySchema.parse(edit.json()).data.review;
    expect(edited).toMatchObject({ _id: saved.review._id, rating: 2, title: '', text: '' });
    expect(edited.createdAt).toBe(saved.review.createdAt);
    expect(await details(product.id)).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    expect(await card(product.id)).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    const ld = await jsonLd(product);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 449, priceCurrency: 'INR' });

    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reviews where product_id = ${product.id}`,
    );
    expect(rows[0]!.n).toBe(2);
    // The facet row the rating sort reads follows in the same transaction.
    const facet = await ctx.db.execute<{ rating: number; rating_count: number }>(
      sql`select rating, rating_count from product_facets where product_id = ${product.id}`,
    );
    expect(facet.rows[0]).toEqual({ rating: 3.5, rating_count: 2 });
    const state = myReviewReplySchema.parse((await mine(asha.headers, product.id)).json()).data;
    expect(state).toMatchObject({ canReview: true, review: { _id: saved.review._id, rating: 2 } });
  });

  it('counts reviews saved at the same moment, each once', async () => {
    const product = await insertProduct(ctx.db, { name: 'Busy Pack' });
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => buyer(product.id, `Buyer${n}`)));
    const saves = await Promise.all(
      buyers.map((user, n) => save(user.headers, { productId: product.id, rating: n + 2 })),
    );
    expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // 2 + 3 + 4 + 5 = 14 over 4.
    expect(await details(product.id)).toMatchObject({ ratingAverage: 3.5, ratingCount: 4 });
  });

  it('leaves an unrated product’s replies as before (no rating or download fields)', async () => {
    const product = await insertProduct(ctx.db, { name: 'Unrated Pack' });
    const res = await call(
      'POST',
      '/api/product/get-product-details',
      {},
      { productId: product.id },
    );
    const body = res.json().data;
    for (const key of ['ratingAverage', 'ratingCount', 'downloadCount', 'rating', 'downloads']) {
      expect(Object.hasOwn(body, key)).toBe(false);
    }
    const listed = (await call('POST', '/api/product/get', {}, { page: 1 })).json().data;
    const row = listed.find((p: { _id: string }) => p._id === product.id);
    expect(Object.keys(row)).not.toContain('ratingAverage');
    expect(Object.keys(row)).not.toContain('rating');
    expect((await jsonLd(product)).aggregateRating).toBeUndefined();
  });

  it('counts distinct shoppers who downloaded the product', async () => {
    const product = await insertProduct(ctx.db, { name: 'Download Pack', price: 0, discount: 0 });
    const [one, two] = [await signedInUser(ctx), await signedInUser(ctx)];
    await ctx.db.insert(downloads).values([
      { userId: one.id, productId: product.id },
      { userId: one.id, productId: product.id },
      { userId: two.id, productId: product.id },
    ]);
    expect((await details(product.id)).downloadCount).toBe(2);
  });

  it('refuses bad input with a message naming the field', async () => {
    const product = await insertProduct(ctx.db, { name: 'Bad Input Pack' });
    const shopper = await buyer(product.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: product.id }, 'Rating is required.'],
      [{ productId: product.id, rating: 6 }, 'Rating must be a whole number 1–5.'],
      [{ productId: product.id, rating: 0 }, 'Rating must be a whole number 1–5.'],
      [{ productId: product.id, rating: 4.5 }, 'Rating must be a whole number 1–5.'],
      [{ productId: product.id, rating: '5' }, 'Rating must be a whole number 1–5.'],
      [
        { productId: product.id, rating: 5, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) },
        `Title must be at most ${REVIEW_TITLE_MAX} characters.`,
      ],
      [
        { productId: product.id, rating: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) },
        `Review text must be at most ${REVIEW_TEXT_MAX} characters.`,
      ],
      [{ productId: product.id, rating: 5, text: { html: true } }, 'Review text must be text.'],
      [{ rating: 5 }, 'Product is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await save(shopper.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const badSort = await list(product.id, { sort: 'best' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toBe('Sort must be one of: newest, helpful.');
    expect((await details(product.id)).ratingCount).toBeUndefined();
  });

  it('limits how often one shopper saves', async () => {
    const product = await insertProduct(ctx.db, { name: 'Limit Pack' });
    const shopper = await buyer(product.id);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await save(shopper.headers, { productId: product.id, rating: 5 })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('/api/review: the list and helpful votes', () => {
  it('lists newest or most helpful first, pages, and never shows an e-mail', async () => {
    const product = await insertProduct(ctx.db, { name: 'List Pack' });
    const one = await buyer(product.id, 'Meera Iyer');
    const two = await buyer(product.id, 'kiran@example.com');
    const three = await buyer(product.id, '');
    const ids: string[] = [];
    for (const [user, rating] of [
      [one, 5],
      [two, 3],
      [three, 4],
    ] as const) {
      const res = await save(user.headers, { productId: product.id, rating });
      ids.push(saveReviewReplySchema.parse(res.json()).data.review._id);
    }
    const newest = reviewListReplySchema.parse((await list(product.id)).json());
    expect(newest.data.map((r) => r._id)).toEqual([...ids].reverse());
    expect(newest.data.map((r) => r.authorName)).toEqual([
      'Verified buyer',
      'Verified buyer',
      'Meera',
    ]);
    expect(JSON.stringify(newest)).not.toContain('@example.com');
    expect(newest.data.every((r) => r.verifiedPurchase)).toBe(true);
    expect(newest).toMatchObject({ totalCount: 3, totalPage: 1, page: 1 });
    expect(newest.summary).toEqual({
      ratingAverage: 4,
      ratingCount: 3,
      distribution: [0, 0, 1, 1, 1],
    });
    expect(newest.data[0]!.mine).toBeUndefined();

    // The first review gets two votes, the second one: most helpful first.
    const voter = await signedInUser(ctx);
    const res = await vote(voter.headers, ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(helpfulVoteReplySchema.parse(res.json()).data).toEqual({
      reviewId: ids[0],
      helpfulCount: 1,
      votedHelpful: true,
    });
    expect((await vote(two.headers, ids[0]!)).statusCode).toBe(200);
    expect((await vote(voter.headers, ids[1]!)).statusCode).toBe(200);
    const helpful = reviewListReplySchema.parse(
      (await list(product.id, { sort: 'helpful' }, voter.headers)).json(),
    );
    expect(helpful.data.map((r) => [r._id, r.helpfulCount])).toEqual([
      [ids[0], 2],
      [ids[1], 1],
      [ids[2], 0],
    ]);
    expect(helpful.data.map((r) => r.votedHelpful)).toEqual([true, true, false]);

    const paged = reviewListReplySchema.parse(
      (await list(product.id, { limit: 2, page: 2 })).json(),
    );
    expect(paged.data.map((r) => r._id)).toEqual([ids[0]]);
    expect(paged).toMatchObject({ totalCount: 3, totalPage: 2, page: 2 });
  });

  it('takes one helpful vote per shopper, never on their own review', async () => {
    const product = await insertProduct(ctx.db, { name: 'Vote Pack' });
    const author = await buyer(product.id);
    const res = await save(author.headers, { productId: product.id, rating: 5 });
    const reviewId = saveReviewReplySchema.parse(res.json()).data.review._id;
    const own = await vote(author.headers, reviewId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownVote);
    const voter = await signedInUser(ctx);
    expect((await vote(voter.headers, reviewId)).statusCode).toBe(200);
    const again = await vote(voter.headers, reviewId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyVoted);
    expect((await vote({}, reviewId)).statusCode).toBe(401);
    expect((await vote(voter.headers, 'NoSuchReview')).statusCode).toBe(404);
    const listed = reviewListReplySchema.parse((await list(product.id)).json());
    expect(listed.data[0]!.helpfulCount).toBe(1);
  });
});

describe('/api/review: admins hide and show reviews', () => {
  it('hides a review everywhere (list, average, card, JSON-LD), keeps and audits it', async () => {
    const product = await insertProduct(ctx.db, { name: 'Hidden Pack' });
    const admin = await signedInUser(ctx, { role: 'ADMIN', name: 'Admin Anil' });
    const [good, bad] = [await buyer(product.id, 'Good'), await buyer(product.id, 'Bad')];
    await save(good.headers, { productId: product.id, rating: 5 });
    const spam = await save(bad.headers, { productId: product.id, rating: 1, text: 'Spam link' });
    const spamId = saveReviewReplySchema.parse(spam.json()).data.review._id;
    expect(await card(product.id)).toMatchObject({ ratingAverage: 3, ratingCount: 2 });

    // Only admins.
    expect((await hide(good.headers, spamId, true)).statusCode).toBe(403);
    expect((await call('POST', '/api/review/admin-list', good.headers, {})).statusCode).toBe(403);

    const hidden = await hide(admin.headers, spamId, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ _id: spamId, hiddenBy: 'Admin Anil' });
    expect(hidden.json().data.hiddenAt).toEqual(expect.any(String));

    const listed = reviewListReplySchema.parse((await list(product.id)).json());
    expect(listed.data.map((r) => r.authorName)).toEqual(['Good']);
    expect(listed.summary).toEqual({
      ratingAverage: 5,
      ratingCount: 1,
      distribution: [0, 0, 0, 0, 1],
    });
    expect(await details(product.id)).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    expect(await card(product.id)).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    expect((await jsonLd(product)).aggregateRating).toMatchObject({
      ratingValue: 5,
      reviewCount: 1,
    });
    // Hidden, it takes no votes; its author still sees (and may edit) it, and it stays hidden.
    expect((await vote(good.headers, spamId)).statusCode).toBe(404);
    const own = myReviewReplySchema.parse((await mine(bad.headers, product.id)).json()).data;
    expect(own.review?._id).toBe(spamId);
    await save(bad.headers, { productId: product.id, rating: 2 });
    expect(await card(product.id)).toMatchObject({ ratingAverage: 5, ratingCount: 1 });

    const adminList = adminReviewListReplySchema.parse(
      (
        await call('POST', '/api/review/admin-list', admin.headers, {
          status: 'hidden',
          search: 'Hidden Pack',
        })
      ).json(),
    );
    expect(adminList.data.map((r) => [r._id, r.productName])).toEqual([[spamId, 'Hidden Pack']]);

    // Hiding the only review leaves the product unrated: no rating anywhere.
    const goodId = listed.data[0]!._id;
    expect((await hide(admin.headers, goodId, true)).statusCode).toBe(200);
    expect(Object.hasOwn(await card(product.id), 'ratingAverage')).toBe(false);
    expect((await jsonLd(product)).aggregateRating).toBeUndefined();
    const facet = await ctx.db.execute<{ rating: number | null }>(
      sql`select rating from product_facets where product_id = ${product.id}`,
    );
    expect(facet.rows[0]!.rating).toBeNull();

    // Shown again, it counts again.
    expect((await hide(admin.headers, spamId, false)).json().data).toMatchObject({
      hiddenAt: null,
      hiddenBy: null,
    });
    expect(await card(product.id)).toMatchObject({ ratingAverage: 2, ratingCount: 1 });
    const audit = await auditRows(ctx.db, 'review', spamId);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['review.hide', admin.id],
      ['review.unhide', admin.id],
    ]);
    expect((await hide(admin.headers, 'NoSuchReview', true)).statusCode).toBe(404);
  });
});
