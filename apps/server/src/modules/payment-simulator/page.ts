import { STORE_NAME } from '@store/contract/constants';
import { formatINR } from '@store/contract/format';
import type { SimulatedOrder } from '#server/platform/payments/index.js';
import { escapeHtml } from '#server/plugins/index-html.js';

/** The simulator's checkout page: plain HTML with two forms, no script (our CSP allows none inline). */
export function simulatorPage(order: SimulatedOrder | null, session: string): string {
  const body = order
    ? `<p class="notice" role="note">Test payments: no real money moves. This page stands in for Cashfree.</p>
      <dl>
        <dt>Order</dt><dd data-testid="sim-order-id">${escapeHtml(order.orderId)}</dd>
        <dt>Amount</dt><dd data-testid="sim-amount">${escapeHtml(formatINR(order.amount))}</dd>
        <dt>Status</dt><dd>${escapeHtml(order.status)}</dd>
      </dl>
      <div class="actions">
        <form method="post" action="/pay/simulator/complete">
          <input type="hidden" name="session" value="${escapeHtml(session)}">
          <input type="hidden" name="outcome" value="pay">
          <button class="pay" type="submit">Pay ${escapeHtml(formatINR(order.amount))}</button>
        </form>
        <form method="post" action="/pay/simulator/complete">
          <input type="hidden" name="session" value="${escapeHtml(session)}">
          <input type="hidden" name="outcome" value="fail">
          <button class="fail" type="submit">Fail</button>
        </form>
      </div>`
    : `<p class="notice" role="alert">This payment session is unknown or has ended.</p>
       <p><a href="/">Go To Home</a></p>`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Payment simulator · ${escapeHtml(STORE_NAME)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; margin: 0; color: #0f172a; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem;
         box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .notice { background: #fef3c7; color: #92400e; padding: .75rem; border-radius: .5rem; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.25rem 0; }
  dt { color: #64748b; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: flex; gap: .75rem; }
  .actions form { flex: 1; }
  button { width: 100%; padding: .8rem; border: 0; border-radius: .6rem; font-size: 1rem; font-weight: 600;
           cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .pay { background: #15803d; color: #fff; } .fail { background: #e2e8f0; color: #0f172a; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
</style>
</head>
<body><main><h1>Payment simulator</h1>${body}</main></body>
</html>`;
}
