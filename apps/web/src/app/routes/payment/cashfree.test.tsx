import { verifyPaymentReplySchema } from '@store/contract/order';
import { configure, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountKeys } from '#web/lib/query-keys';
import { fail } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { shownToasts } from '#web/test/toasts';

const ORDER_ID = 'ORD_1741170000000_ab12';
const VERIFY = 'POST /api/order/verify-payment';

// As in the browser (main.tsx): StrictMode runs every effect twice, and the page must still
// verify only once.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
// Toasts live in a module-wide store and outlast a test: each test starts with none.
beforeEach(() => toast.remove());

const verified = (
  modifiedCount: number,
  lastPaymentStatus: string | null,
  payment_status: 'PENDING' | 'PAID' = modifiedCount > 0 ? 'PAID' : 'PENDING',
) =>
  verifyPaymentReplySchema.parse({
    success: true,
    error: false,
    message: modifiedCount > 0 ? 'Cashfree payment success' : 'Payment not completed',
    data: { modifiedCount, orderId: ORDER_ID, payment_status, lastPaymentStatus },
  });

const emptyCart = {
  success: true,
  error: false,
  message: '',
  data: [],
  totals: { totalPrice: 0, originalTotal: 0, totalQty: 0, savings: 0 },
};

const verifyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === '/api/order/verify-payment' && init?.method === 'POST',
  );

const toastShows = (text: string) => shownToasts().some((toast) => toast.text === text);

describe('payment return page (/cashfree)', () => {
  it('verifies the order once and shows the success with the order id', async () => {
    const reply = deferred<Response>();
    const fetchMock = stubApi({ ...signInAs(shopper), [VERIFY]: () => reply.promise });
    const { queryClient } = renderApp(`/cashfree?order_id=${ORDER_ID}`);
    // The cart and the orders the shopper had before paying.
    queryClient.setQueryData(accountKeys.cart, emptyCart);
    queryClient.setQueryData(accountKeys.orders, { data: [] });

    expect(await screen.findByText('Verifying payment…')).toBeInTheDocument();
    expect(screen.queryByText('Cashfree payment success')).not.toBeInTheDocument();
    reply.resolve(Response.json(verified(1, 'SUCCESS')));

    expect(await screen.findByText('Cashfree payment success')).toBeInTheDocument();
    expect(screen.getByText(ORDER_ID)).toBeInTheDocument();
    expect(screen.queryByText('Verifying payment…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/myorders',
    );
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const calls = verifyCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ orderId: ORDER_ID });
    // The paid order emptied the cart and added to the orders: both are fetched again.
    expect(queryClient.getQueryState(accountKeys.cart)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(accountKeys.orders)?.isInvalidated).toBe(true);
  });

  it("says 'unauthorized transaction.' when the order is not paid", async () => {
    const fetchMock = stubApi({ ...signInAs(shopper), [VERIFY]: verified(0, null) });
    renderApp(`/cashfree?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('unauthorized transaction.');
    await waitFor(() => expect(toastShows('unauthorized transaction.')).toBe(true));
    expect(screen.queryByText('Cashfree payment success')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it("says 'unauthorized transaction.' for an order that is not the shopper's (404)", async () => {
    stubApi({ ...signInAs(shopper), [VERIFY]: fail(404, 'Order not found.') });
    renderApp(`/cashfree?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('unauthorized transaction.');
    expect(screen.queryByText('Cashfree payment success')).not.toBeInTheDocument();
  });

  it("says 'unauthorized transaction.' without asking when there is no order id", async () => {
    const fetchMock = stubApi(signInAs(shopper));
    renderApp('/cashfree');
    expect(await screen.findByRole('alert')).toHaveTextContent('unauthorized transaction.');
    await waitFor(() => expect(toastShows('unauthorized transaction.')).toBe(true));
    expect(screen.queryByText('Verifying payment…')).not.toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toHaveLength(0);
  });

  it("goes to 'Order Cancel' when the shopper dropped or the provider refused", async () => {
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      [VERIFY]: verified(0, 'FAILED'),
    });
    const { router } = renderApp(`/cashfree?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Cancel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cancel');
    // Replaced: Back does not return to the verification.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('unauthorized transaction.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it("shows 'payment failed' when the provider is out of reach, and Check again retries", async () => {
    let answers = 0;
    const fetchMock = stubApi({
      ...signInAs(shopper),
      [VERIFY]: () => {
        answers += 1;
        return answers === 1
          ? fail(502, 'payment failed')()
          : Response.json(verified(1, 'SUCCESS'));
      },
    });
    const { user } = renderApp(`/cashfree?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('payment failed');
    expect(screen.queryByText('Cashfree payment success')).not.toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toHaveLength(1);

    // By keyboard: Check again is the first stop on the page.
    const checkAgain = screen.getByRole('button', { name: 'Check again' });
    await user.tab();
    expect(checkAgain).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Cashfree payment success')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toHaveLength(2);
  });

  it('sends a signed-out shopper to log in, to come back here after', async () => {
    const fetchMock = stubApi({ [VERIFY]: fail(401, 'Please log in.') });
    const { router } = renderApp(`/cashfree?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/cashfree', search: `?order_id=${ORDER_ID}`, hash: '' },
    });
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });
});
