import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.js';
import { JOBS } from '../src/platform/jobs/index.js';
import { multipart } from '../src/test-support/multipart.js';
import { type Nginx, startNginx } from '../src/test-support/nginx.js';
import { startRedisServer, type TestRedisServer } from '../src/test-support/redis-server.js';
import { startS3Server, type TestS3Server } from '../src/test-support/s3-server.js';
import { useTestSmtp } from '../src/test-support/smtp.js';
import { call, expectStatus } from './http.js';
import { type StoreInstance, startStoreInstance } from './store-instance.js';

/**
 * Issue 14 point 8: the store as production runs it on standard parts. PostgreSQL, Redis, an
 * S3-compatible server, two store instances started at the same moment on the empty database
 * (built as the Dockerfile builds them, started with its command) and nginx balancing them
 * round-robin. A shopper buys and an admin edits the catalogue through nginx, then each
 * instance is asked directly: every image, session, limit and edit must be the same on both.
 */
const smtp = useTestSmtp();
const ADMIN = {
  email: 'owner@cluster.example',
  password: `Cluster-${randomBytes(9).toString('hex')}`,
};
const BUCKET = 'store-cluster';

let workDir: string;
let postgres: EmbeddedPostgres;
let redis: TestRedisServer;
let s3: TestS3Server;
let instances: StoreInstance[] = [];
let nginx: Nginx;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'store-cluster-'));
  [postgres, redis, s3] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), ephemeral: true }),
    startRedisServer(),
    startS3Server({ bucket: BUCKET }),
  ]);
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://store.cluster.example',
    ALLOW_TEST_PAYMENTS: 'true',
    PAYMENT_PROVIDER: 'simulator',
    SMTP_URL: smtp.url,
    DATABASE_URL: postgres.connectionString,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: redis.url,
    ...s3.env,
    // nginx is one hop and the test stands for a CDN in front of it: two trusted hops.
    TRUST_PROXY: '2',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_DELAY_SECONDS: '0',
  };
  // Both at once on the empty database: migrations and the job queue's set-up under one lock.
  const started = await Promise.allSettled(
    ['a', 'b'].map((name) => startStoreInstance({ dataDir: path.join(workDir, name), env })),
  );
  // Kept before any failure is thrown, so afterAll stops the one that did start.
  instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  nginx = await startNginx(instances.map((instance) => instance.url));
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await Promise.all([redis?.stop(), s3?.stop(), postgres?.stop()]);
  await rm(workDir, { recursive: true, force: true });
}, 120_000);

const direct = () => instances.map((instance) => instance.url);

async function signIn(base: string, email: string, password: string, clientAddress?: string) {
  const reply = expectStatus(
    await call<{ data: { accesstoken: string } }>(base, 'POST', '/api/user/login', {
      body: { email, password },
      clientAddress,
    }),
    200,
    `login ${email}`,
  );
  return reply.body.data.accesstoken;
}

async function newShopper() {
  const email = `shopper-${randomBytes(4).toString('hex')}@cluster.example`;
  const password = 'Shopper-Password-1';
  expectStatus(
    await call(nginx.url, 'POST', '/api/user/register', {
      body: { name: 'Cluster Shopper', email, password, confirmPassword: password },
    }),
    200,
    'register',
  );
  return { email, password, token: await signIn(nginx.url, email, password) };
}

async function pngUpload(): Promise<{ payload: Buffer; contentType: string }> {
  const image = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const form = multipart([
    { name: 'image', filename: 'teal-orange.png', contentType: 'image/png', content: image },
  ]);
  return { payload: form.payload, contentType: form.headers['content-type'] };
}

describe('two store instances behind nginx on shared PostgreSQL, Redis and S3', () => {
  let adminToken: string;
  let product: { _id: string; image: string[] };

  it('an admin uploads an image and creates a product: the images load from either instance', async () => {
    adminToken = await signIn(nginx.url, ADMIN.email, ADMIN.password);
    const upload = expectStatus(
      await call<{ data: { url: string; srcset?: string } & Record<string, unknown> }>(
        nginx.url,
        'POST',
        '/api/file/upload',
        { token: adminToken, raw: await pngUpload() },
      ),
      200,
      'upload',
    );
    const urls = imageUrls(upload.body.data);
    expect(urls.length).toBeGreaterThanOrEqual(2);

    const category = expectStatus(
      await call<{ data: { _id: string } }>(nginx.url, 'POST', '/api/category/add-category', {
        token: adminToken,
        body: { name: 'Colour Grading', image: urls[0] },
      }),
      200,
      'add category',
    );
    const created = expectStatus(
      await call<{ data: { _id: string; image: string[] } }>(
        nginx.url,
        'POST',
        '/api/product/create',
        {
          token: adminToken,
          body: {
            name: 'Cluster LUT Pack',
            image: [urls[0]],
            category: [category.body.data._id],
            subCategory: [],
            unit: '1 pack',
            stock: 100,
            price: 999,
            discount: 10,
            description: 'Made on one instance, sold on the other.',
            more_details: { driveLink: 'https://drive.example.com/cluster-lut' },
          },
        },
      ),
      200,
      'create product',
    );
    product = created.body.data;

    for (const url of urls) {
      const bodies: Buffer[] = [];
      for (const base of [...direct(), nginx.url]) {
        const res = await fetch(url.startsWith('/') ? `${base}${url}` : url);
        expect(res.status, `${url} from ${base}`).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toContain('immutable');
        bodies.push(Buffer.from(await res.arrayBuffer()));
      }
      expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    }
  });

  it('a session signed in through one instance works on every instance', async () => {
    const shopper = await newShopper();
    for (const base of [...direct(), nginx.url, nginx.url, nginx.url, nginx.url]) {
      const me = await call<{ data: { email: string } }>(base, 'GET', '/api/user/user-details', {
        token: shopper.token,
      });
      expect(me.status, base).toBe(200);
      expect(me.body.data.email).toBe(shopper.email);
    }
  });

  it('the login limit holds across instances: failures on both count together', async () => {
    const client = `198.51.100.${1 + Math.floor(Math.random() * 200)}`;
    const [a, b] = direct();
    // Twenty failed logins, alternating between the instances: ten each, under either's limit.
    for (let i = 0; i < 20; i++) {
      const res = await call(i % 2 === 0 ? a! : b!, 'POST', '/api/user/login', {
        body: { email: 'nobody@cluster.example', password: 'Wrong-Password-1' },
        clientAddress: client,
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const base of [a!, b!, nginx.url]) {
      const limited = await call(base, 'POST', '/api/user/login', {
        body: { email: ADMIN.email, password: ADMIN.password },
        clientAddress: client,
      });
      expect(limited.status, base).toBe(429);
    }
  });

  it('a shopper buys through nginx: any instance serves the checkout, one receipt is sent', async () => {
    const shopper = await newShopper();
    const [a, b] = direct();
    expectStatus(
      await call(nginx.url, 'POST', '/api/cart/create', {
        token: shopper.token,
        body: { productId: product._id },
      }),
      200,
      'add to cart',
    );
    const order = expectStatus(
      await call<{ data: { orderId: string; paymentSessionId: string } }>(
        nginx.url,
        'POST',
        '/api/order/create-order-cashfree',
        { token: shopper.token, body: { customer_details: { customer_phone: '9876543210' } } },
      ),
      200,
      'checkout',
    ).body.data;

    // The simulator's checkout page, whichever instance the balancer picks.
    for (const base of [a!, b!, nginx.url]) {
      const page = await call(
        base,
        'GET',
        `/pay/simulator?payment_session_id=${order.paymentSessionId}`,
      );
      expect(page.status, base).toBe(200);
    }
    const paid = await call(nginx.url, 'POST', '/pay/simulator/complete', {
      raw: {
        payload: new URLSearchParams({
          session: order.paymentSessionId,
          outcome: 'pay',
        }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      },
    });
    expect(paid.status).toBe(303);

    for (const base of [a!, b!]) {
      const verified = await call<{ data: { payment_status: string; modifiedCount: number } }>(
        base,
        'POST',
        '/api/order/verify-payment',
        { token: shopper.token, body: { orderId: order.orderId } },
      );
      expect(verified.status, base).toBe(200);
      expect(verified.body.data).toMatchObject({ payment_status: 'PAID', modifiedCount: 1 });
    }

    const subject = `Your receipt for order ${order.orderId}`;
    await smtp.waitFor((mail) => mail.subject === subject, 60_000);
    expect(await settledReceiptJobs()).toBeGreaterThanOrEqual(1);
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it('a catalogue edit made through nginx is visible on both instances at once', async () => {
    const details = async (base: string) =>
      (
        await call<{ data: { name: string } }>(base, 'POST', '/api/product/get-product-details', {
          body: { productId: product._id },
        })
      ).body.data.name;
    // Each instance answers the product once first, so its reply cache holds the old name.
    for (const base of direct()) expect(await details(base)).not.toBe('');
    const name = `Cluster LUT Pack ${randomBytes(3).toString('hex')}`;
    expectStatus(
      await call(nginx.url, 'PUT', '/api/product/update-product-details', {
        token: adminToken,
        body: { _id: product._id, name },
      }),
      200,
      'edit',
    );
    for (const base of direct()) {
      await expect.poll(() => details(base), { timeout: 5_000 }).toBe(name);
    }
  });
});

/** The image URLs an upload reply names: the stored image and its smaller copies. */
function imageUrls(data: Record<string, unknown>): string[] {
  const found = JSON.stringify(data).match(/(?:https?:\/\/[^"\s,]+|\/uploads\/[^"\s,]+)\.webp/g);
  return [...new Set(found ?? [])];
}

/**
 * Waits until no receipt job is queued or running on any instance (pg-boss's own table), and
 * returns how many ran to the end.
 */
async function settledReceiptJobs(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.connectionString });
  await client.connect();
  const count = async (states: string[]) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pgboss.job where name = $1 and state = any($2)',
      [JOBS.receiptEmail, states],
    );
    return rows[0]!.n;
  };
  try {
    await expect.poll(() => count(['created', 'retry', 'active']), { timeout: 60_000 }).toBe(0);
    return await count(['completed']);
  } finally {
    await client.end();
  }
}
