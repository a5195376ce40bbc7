import { productPath } from '@store/contract/slug';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from './test-support/auth.js';
import { insertProduct } from './test-support/fixtures.js';
import { addToCart, simulatorComplete, twoProducts } from './test-support/orders.js';
import { type TestContext, useTestApp } from './test-support/test-app.js';
import { webBuild } from './test-support/web-build.js';

/**
 * Issue 13: without PUBLIC_URL the request's Host header decided the payment return URL and
 * the sitemap's addresses (`Host: evil.example` → `http://evil.example/cashfree?...`).
 */
const EVIL = { host: 'evil.example' };

/** Checkout with a forged Host, paid in the simulator: where it sends the shopper back. */
async function payWithForgedHost(ctx: TestContext, tag: string) {
  const buyer = await signedInUser(ctx);
  const { lut } = await twoProducts(ctx, tag);
  await addToCart(ctx, buyer, [lut.id]);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/order/create-order-cashfree',
    headers: { ...buyer.headers, ...EVIL },
    payload: {
      customer_details: { customer_phone: '9876543210', customer_email: 'buyer@example.com' },
    },
  });
  expect(created.statusCode).toBe(200);
  const { orderId, paymentSessionId } = created.json().data;
  const paid = await simulatorComplete(ctx, paymentSessionId, 'pay');
  expect(paid.statusCode).toBe(303);
  const receipt = await vi.waitFor(
    () => {
      const mail = ctx.mailer.outbox!.list().find((m) => m.subject.includes(orderId));
      if (!mail) throw new Error('no receipt yet');
      return mail;
    },
    { timeout: 10_000 },
  );
  return { orderId, returnUrl: paid.headers.location, receipt, productId: lut.id };
}

describe('with PUBLIC_URL (production)', () => {
  const ctx = useTestApp({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://shop.example.in',
    WEB_DIST_DIR: webBuild(),
  });
  let product: { id: string; name: string };
  beforeAll(async () => {
    product = await insertProduct(ctx.db, { name: 'Wedding LUT Pack' });
  });

  it('sends the shopper back, and receipts link, to PUBLIC_URL whatever the Host', async () => {
    const { orderId, returnUrl, receipt, productId } = await payWithForgedHost(ctx, ' prod');
    expect(returnUrl).toBe(`https://shop.example.in/cashfree?order_id=${orderId}`);
    expect(receipt.text).toContain(`https://shop.example.in/api/download/${productId}`);
    expect(`${receipt.text}${receipt.html}`).not.toContain('evil.example');
  });

  it('names PUBLIC_URL in the sitemap, robots.txt and canonical links whatever the Host', async () => {
    const productPage = productPath({ _id: product.id, name: product.name });
    for (const url of ['/sitemap.xml', '/robots.txt', productPage]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: EVIL });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('https://shop.example.in/');
      expect(res.body, url).not.toContain('evil.example');
    }
    // Another spelling of the address is redirected, and never to the forged host.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/product/${product.id}`,
      headers: EVIL,
    });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).not.toContain('evil.example');
  });

  it('tells every page that payments are tests (ALLOW_TEST_PAYMENTS=true): the web app shows it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&quot;paymentMode&quot;:&quot;simulator&quot;');
  });

  it('keys cached pages without the Host: a forged one neither splits nor poisons them', async () => {
    ctx.app.catalogueCache.clear();
    const forged = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: EVIL });
    const before = ctx.app.catalogueCache.stats();
    const plain = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const after = ctx.app.catalogueCache.stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.entries).toBe(before.entries);
    expect(plain.body).toBe(forged.body);
  });
});

describe('without PUBLIC_URL (development)', () => {
  const ctx = useTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });

  it('links payments and e-mails to this machine, never to the request’s Host', async () => {
    const local = `http://localhost:${ctx.config.port}`;
    const { orderId, returnUrl, receipt, productId } = await payWithForgedHost(ctx, ' dev');
    expect(returnUrl).toBe(`${local}/cashfree?order_id=${orderId}`);
    expect(receipt.text).toContain(`${local}/api/download/${productId}`);
    expect(`${receipt.text}${receipt.html}`).not.toContain('evil.example');
  });

  it('uses the port actually listened on (PORT=0 picks one, as the E2E harness does)', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    expect(port).not.toBe(ctx.config.port);
    const { orderId, returnUrl } = await payWithForgedHost(ctx, ' listening');
    expect(returnUrl).toBe(`http://localhost:${port}/cashfree?order_id=${orderId}`);
  });
});
