/**
 * `BENCH_ONLY=writes` (issue 18 point 5): the write path, operation by operation, with real
 * shoppers signed up through the API. Each row reports wall p50/p95 and what one operation
 * costs the store process (server CPU) and PostgreSQL (the CPU of every process of its
 * server: backends, WAL writer, checkpointer), against the bare route measured the same way
 * in the same run. Then a webhook storm: 1,000 PENDING orders, 3 signed deliveries each,
 * shuffled, 20 at a time; it must end with exactly 1,000 PAID and 1,000 transitions to PAID.
 *
 *   BENCH_WRITE_USERS        shoppers signed up (the register and login rows; default 60)
 *   BENCH_WRITE_CONCURRENCY  requests in flight for every row (default 10)
 *   BENCH_STORM_ORDERS       orders in the storm (default 1000)
 */
import { cpuSeconds, postgresCpu, postgresSpent } from './proc-cpu.js';

export interface WritesReady {
  store: string;
  bare: string;
  storePid: number;
  postmasterPid: number | null;
}

const userCount = Number(process.env.BENCH_WRITE_USERS ?? 60);
const concurrency = Number(process.env.BENCH_WRITE_CONCURRENCY ?? 10);
const stormOrders = Number(process.env.BENCH_STORM_ORDERS ?? 1000);
const CONTACT = { customer_phone: '9876543210', customer_email: 'bench@example.com' };
const PASSWORD = 'bench-Password-42!';

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Accumulates one row's measured batches (a row may run in several, with unmeasured steps between). */
class Row {
  readonly latencies: number[] = [];
  serverCpu = 0;
  pgCpu = 0;
  constructor(readonly name: string) {}
  get ops() {
    return this.latencies.length;
  }
}

type Call = () => Promise<Response>;

async function request(url: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(rest.headers as Record<string, string>),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  return res;
}

/** Runs the calls `concurrency` at a time; every reply must be 2xx. Returns each reply's body. */
async function runAll<T = unknown>(calls: Call[], width = concurrency, latencies?: number[]) {
  const results: T[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const index = next++;
      const started = performance.now();
      const res = await calls[index]!();
      const body = await res.text();
      latencies?.push(performance.now() - started);
      if (res.status >= 300) throw new Error(`${res.status} ${body.slice(0, 300)}`);
      results[index] = (body ? JSON.parse(body) : null) as T;
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, calls.length) }, worker));
  return results;
}

/** One measured batch: the calls, and the CPU the store and PostgreSQL spent meanwhile. */
async function measured<T>(ready: WritesReady, row: Row, calls: Call[], width = concurrency) {
  const serverBefore = await cpuSeconds(ready.storePid);
  const pgBefore = await postgresCpu(ready.postmasterPid);
  const results = await runAll<T>(calls, width, row.latencies);
  row.serverCpu += (await cpuSeconds(ready.storePid)) - serverBefore;
  row.pgCpu += postgresSpent(pgBefore, await postgresCpu(ready.postmasterPid));
  return results;
}

export async function writePath(ready: WritesReady) {
  const { store } = ready;
  // Paying at the simulator without its webhook needs the app in the bench's own process.
  const probe = await fetch(`${ready.bare}/__writes/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessions: [] }),
  });
  if (probe.status === 501) {
    console.info(
      '\n(the write-path part needs the in-process server: run it without BENCH_SERVER)',
    );
    return;
  }
  const measure = <T>(row: Row, calls: Call[], width = concurrency) =>
    measured<T>(ready, row, calls, width);
  const rows: Row[] = [];
  const row = (name: string) => {
    const r = new Row(name);
    rows.push(r);
    return r;
  };
  const bareRow = row('bare Fastify route (constant body)');
  const runBare = () =>
    measure(
      bareRow,
      Array.from({ length: 500 }, () => () => request(`${ready.bare}/`)),
    );
  await runBare();

  // Shoppers, signed up and logged in through the API, each from an address of its own.
  const tag = Date.now().toString(36);
  const shoppers = Array.from({ length: userCount }, (_, i) => ({
    email: `bench-${tag}-${i}@example.com`,
    ip: `10.${(i >> 8) & 255}.${i & 255}.7`,
    token: '',
  }));
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  await measure(
    row('POST /api/user/register (argon2)'),
    shoppers.map(
      (s) => () =>
        request(`${store}/api/user/register`, {
          method: 'POST',
          headers: from(s.ip),
          json: {
            name: 'Bench Shopper',
            email: s.email,
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
        }),
    ),
  );
  const logins = await measure<{ data: { accesstoken: string } }>(
    row('POST /api/user/login (argon2)'),
    shoppers.map(
      (s) => () =>
        request(`${store}/api/user/login`, {
          method: 'POST',
          headers: from(s.ip),
          json: { email: s.email, password: PASSWORD },
        }),
    ),
  );
  for (const [i, reply] of logins.entries()) shoppers[i]!.token = reply.data.accesstoken;
  const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
  await runBare();

  // Purchasable products: a different set for every shopper's cart.
  const products = (await (await fetch(`${ready.bare}/__writes/products`)).json()) as string[];
  const perCart = 8;
  const checkoutRounds = 2 + Math.ceil(stormOrders / userCount);
  if (products.length < userCount * (perCart + checkoutRounds)) {
    throw new Error(`too few purchasable products (${products.length})`);
  }
  const cartOf = (i: number) => products.slice(i * perCart, (i + 1) * perCart);
  // Each checkout round buys a product no other round or shopper touches: a new order each
  // time (the same cart within 15 minutes would reuse its PENDING order).
  const checkoutProduct = (round: number, i: number) =>
    products[userCount * perCart + round * userCount + i]!;

  type CartReply = { data: { _id: string; productId: { _id: string } }[]; totals: unknown };
  const addRow = row('POST /api/cart/create (add to cart)');
  const adds: { shopper: number; reply: CartReply }[] = [];
  for (let k = 0; k < perCart; k++) {
    const replies = await measure<CartReply>(
      addRow,
      shoppers.map(
        (s, i) => () =>
          request(`${store}/api/cart/create`, {
            method: 'POST',
            headers: auth(s),
            json: { productId: cartOf(i)[k] },
          }),
      ),
    );
    for (const [shopper, reply] of replies.entries()) adds.push({ shopper, reply });
  }
  await measure(
    row('GET /api/cart/get (8 items)'),
    Array.from({ length: perCart }, () =>
      shoppers.map((s) => () => request(`${store}/api/cart/get`, { headers: auth(s) })),
    ).flat(),
  );
  // The items to remove: each shopper's added items, from the add replies (each carries the
  // item it added, decision 0050).
  const addedItems = (shopper: number) =>
    adds.filter((a) => a.shopper === shopper).map((a) => a.reply.data[0]!._id);
  const removeRow = row('DELETE /api/cart/delete-cart-item (remove)');
  for (let k = 0; k < perCart; k++) {
    await measure(
      removeRow,
      shoppers.map(
        (s, i) => () =>
          request(`${store}/api/cart/delete-cart-item`, {
            method: 'DELETE',
            headers: auth(s),
            json: { _id: addedItems(i)[k]! },
          }),
      ),
    );
  }
  await runBare();

  // Checkout: one product in the cart (a different one each round, so each is a new order).
  type Order = { data: { orderId: string; paymentSessionId: string } };
  const checkoutRound = async (round: number, into: Row | null) => {
    const carts = await runAll<CartReply>(
      shoppers.map(
        (s, i) => () =>
          request(`${store}/api/cart/create`, {
            method: 'POST',
            headers: auth(s),
            json: { productId: checkoutProduct(round, i) },
          }),
      ),
    );
    const create = shoppers.map(
      (s) => () =>
        request(`${store}/api/order/create-order-cashfree`, {
          method: 'POST',
          headers: auth(s),
          json: { customer_details: CONTACT },
        }),
    );
    const orders = into ? await measure<Order>(into, create) : await runAll<Order>(create);
    await runAll(
      shoppers.map(
        (s, i) => () =>
          request(`${store}/api/cart/delete-cart-item`, {
            method: 'DELETE',
            headers: auth(s),
            json: { _id: carts[i]!.data[0]!._id },
          }),
      ),
    );
    return orders.map((o, i) => ({ shopper: i, ...o.data }));
  };
  const checkoutRow = row('POST /api/order/create-order-cashfree (checkout, simulator)');
  const checkedOut = [
    ...(await checkoutRound(0, checkoutRow)),
    ...(await checkoutRound(1, checkoutRow)),
  ];

  const pay = async (sessions: string[]) => {
    const res = await request(`${ready.bare}/__writes/pay`, { method: 'POST', json: { sessions } });
    if (!res.ok) throw new Error(`pay: ${res.status} ${await res.text()}`);
    return (
      (await res.json()) as { webhooks: { rawBody: string; headers: Record<string, string> }[] }
    ).webhooks;
  };
  // Half are paid and verified by the shopper's return, half confirmed by their webhook.
  const half = Math.floor(checkedOut.length / 2);
  const toVerify = checkedOut.slice(0, half);
  const toWebhook = checkedOut.slice(half);
  await pay(toVerify.map((o) => o.paymentSessionId));
  await measure(
    row('POST /api/order/verify-payment (paid at the simulator)'),
    toVerify.map(
      (o) => () =>
        request(`${store}/api/order/verify-payment`, {
          method: 'POST',
          headers: auth(shoppers[o.shopper]!),
          json: { orderId: o.orderId },
        }),
    ),
  );
  const hooks = await pay(toWebhook.map((o) => o.paymentSessionId));
  const deliver = (hook: { rawBody: string; headers: Record<string, string> }) => () =>
    fetch(`${store}/api/order/payment-webhook`, {
      method: 'POST',
      headers: hook.headers,
      body: hook.rawBody,
    });
  await measure(row('POST /api/order/payment-webhook (signed, confirmed)'), hooks.map(deliver));
  await runBare();

  const table = rows.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return `| ${r.name} | ${r.ops} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${((r.serverCpu / r.ops) * 1000).toFixed(2)} | ${ready.postmasterPid === null ? 'n/a' : ((r.pgCpu / r.ops) * 1000).toFixed(2)} |`;
  });
  console.info(
    `\nWrite path — ${userCount} shoppers, ${concurrency} requests in flight, Accept-Encoding: gzip, deflate, br (CPU from /proc: 10 ms ticks, summed over each row)\n`,
  );
  console.info(
    '| operation | ops | wall p50 ms | wall p95 ms | server CPU ms/op | PostgreSQL CPU ms/op |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const line of table) console.info(line);

  await storm(ready, shoppers.length, checkoutRound, pay, deliver);
}

/** 1,000 PENDING orders, 3 deliveries of each one's webhook, shuffled, 20 at a time. */
async function storm(
  ready: WritesReady,
  shoppers: number,
  checkoutRound: (
    round: number,
    into: null,
  ) => Promise<{ orderId: string; paymentSessionId: string }[]>,
  pay: (sessions: string[]) => Promise<{ rawBody: string; headers: Record<string, string> }[]>,
  deliver: (hook: { rawBody: string; headers: Record<string, string> }) => Call,
) {
  const orders: { orderId: string; paymentSessionId: string }[] = [];
  // Rounds 2… of the checkout: carts differ from the measured rounds', so new orders.
  for (let round = 2; orders.length < stormOrders; round++) {
    orders.push(...(await checkoutRound(round, null)));
  }
  const chosen = orders.slice(0, stormOrders);
  const hooks = await pay(chosen.map((o) => o.paymentSessionId));
  const deliveries = hooks.flatMap((hook) => [hook, hook, hook]);
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }
  const row = new Row('storm');
  const started = performance.now();
  await measured(ready, row, deliveries.map(deliver), 20);
  const seconds = (performance.now() - started) / 1000;
  const counts = (await (
    await fetch(`${ready.bare}/__writes/paid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: chosen.map((o) => o.orderId) }),
    })
  ).json()) as { paid: number; transitions: number; maxPerOrder: number };
  const sorted = row.latencies.sort((a, b) => a - b);
  console.info(
    `\nWebhook storm — ${chosen.length} PENDING orders × 3 signed deliveries, shuffled, 20 concurrent (${shoppers} shoppers' orders)\n`,
  );
  console.info(
    '| deliveries | seconds | wall p50 ms | wall p95 ms | server CPU ms/delivery | PostgreSQL CPU ms/delivery | PAID | transitions to PAID | most transitions of one order |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  console.info(
    `| ${deliveries.length} | ${seconds.toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${((row.serverCpu / deliveries.length) * 1000).toFixed(2)} | ${ready.postmasterPid === null ? 'n/a' : ((row.pgCpu / deliveries.length) * 1000).toFixed(2)} | ${counts.paid} | ${counts.transitions} | ${counts.maxPerOrder} |`,
  );
  if (
    counts.paid !== chosen.length ||
    counts.transitions !== chosen.length ||
    counts.maxPerOrder !== 1
  ) {
    throw new Error(
      `storm: expected ${chosen.length} PAID once each, got ${JSON.stringify(counts)}`,
    );
  }
}
