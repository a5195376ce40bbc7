import { type OrderRecord, orderListReplySchema } from '@store/contract/order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

function record(overrides: Partial<OrderRecord> & Pick<OrderRecord, '_id'>): OrderRecord {
  return {
    userId: shopper._id,
    orderId: 'ORD_1741170000000_ab12',
    paymentId: 'cf_pay_001',
    payment_status: 'PAID',
    productId: 'prd01',
    product_details: { name: 'Teal Orange LUT Pack', image: ['/uploads/prd01.webp'] },
    totalAmt: 899,
    orderAmount: 899,
    // Paid at 20:15 UTC: 25 Nov in the browser (New York, vitest.config.ts), 26 Nov 01:45 at
    // the store (Asia/Kolkata), whose clock every page shows.
    createdAt: '2026-11-25T20:14:00.000Z',
    paidAt: '2026-11-25T20:15:00.000Z',
    ...overrides,
  };
}

const paid = record({ _id: 'ord01', totalAmt: 124999, orderAmount: 124999 });
const blocked = record({
  _id: 'ord02',
  payment_status: 'BLOCKED',
  paymentId: 'cf_pay_002',
  productId: 'prd02',
  product_details: { name: 'Glitch Transitions', image: ['/uploads/prd02.webp'] },
});
const pending = record({
  _id: 'ord03',
  orderId: 'ORD_1741345200000_cd34',
  payment_status: 'PENDING',
  paymentId: '',
  productId: 'prd03',
  product_details: { name: 'Reels Starter Kit', image: [] },
  createdAt: '2026-11-30T21:00:00.000Z',
  paidAt: null,
});

const orderList = (orders: OrderRecord[]) =>
  orderListReplySchema.parse({ success: true, error: false, message: 'Orders', data: orders });

const emptyCart = {
  success: true,
  error: false,
  message: '',
  data: [],
  totals: { totalPrice: 0, originalTotal: 0, totalQty: 0, savings: 0 },
};

/** The signed-in shopper's page, with the layout's own calls answered. */
function stubOrders(reply: unknown) {
  return stubApi({
    ...signInAs(shopper),
    'GET /api/cart/get': emptyCart,
    'GET /api/order/order-list': reply,
  });
}

describe('my orders page', () => {
  it("splits the orders into 'Active Products' and 'Failed Products'", async () => {
    stubOrders(orderList([pending, blocked, paid]));
    renderApp('/dashboard/myorders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();

    const active = await screen.findByRole('list', { name: 'Active Products' });
    const activeItems = within(active).getAllByRole('listitem');
    expect(activeItems).toHaveLength(2);
    // Newest first, as the server sent them.
    expect(activeItems[0]).toHaveTextContent('Glitch Transitions');
    const first = activeItems[1]!;
    expect(within(first).getByRole('heading', { name: 'Teal Orange LUT Pack' })).toBeVisible();
    expect(first).toHaveTextContent('Payment ID: cf_pay_001');
    expect(first).toHaveTextContent('Total: ₹1,24,999');
    expect(first).toHaveTextContent('26 Nov 2026, 1:45 am IST');
    expect(within(first).getByRole('img', { name: 'Teal Orange LUT Pack' })).toHaveAttribute(
      'src',
      '/uploads/prd01.webp',
    );

    const failed = screen.getByRole('list', { name: 'Failed Products' });
    const failedItems = within(failed).getAllByRole('listitem');
    expect(failedItems).toHaveLength(1);
    expect(failedItems[0]).toHaveTextContent('Reels Starter Kit');
    expect(failedItems[0]).toHaveTextContent('Unique ID: ord03');
    expect(failedItems[0]).toHaveTextContent('Order ID: ORD_1741345200000_cd34');
    expect(failedItems[0]).toHaveTextContent('1 Dec 2026, 2:30 am IST');
    expect(screen.queryByText('No Failed Payments')).not.toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('links Download Now to the entitlement-checked download, in a new tab', async () => {
    stubOrders(orderList([paid]));
    renderApp('/dashboard/myorders');
    const download = await screen.findByRole('link', {
      name: 'Download Now: Teal Orange LUT Pack',
    });
    expect(download).toHaveAttribute('href', '/api/download/prd01');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('No Failed Payments')).toBeInTheDocument();
  });

  it('offers no download for a refunded purchase, and says it was refunded', async () => {
    stubOrders(orderList([{ ...paid, refunded: true }]));
    renderApp('/dashboard/myorders');
    const active = await screen.findByRole('list', { name: 'Active Products' });
    expect(within(active).getByRole('listitem')).toHaveTextContent('Refunded');
    expect(screen.queryByRole('link', { name: /Download Now/ })).not.toBeInTheDocument();
  });

  it('offers no download for a blocked purchase, and says why', async () => {
    stubOrders(orderList([blocked]));
    renderApp('/dashboard/myorders');
    const active = await screen.findByRole('list', { name: 'Active Products' });
    const card = within(active).getByRole('listitem');
    expect(card).toHaveTextContent('Glitch Transitions');
    expect(card).toHaveTextContent('Access Blocked — contact us');
    expect(within(card).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.queryByRole('link', { name: /Download Now/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/api/download/"]')).toBeNull();
  });

  it("shows 'No Data' when the shopper has no orders", async () => {
    stubOrders(orderList([]));
    renderApp('/dashboard/myorders');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Active Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Failed Products' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the orders', async () => {
    const reply = deferred<Response>();
    stubOrders(() => reply.promise);
    renderApp('/dashboard/myorders');
    expect(await screen.findByRole('list', { name: 'Loading orders' })).toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
    reply.resolve(Response.json(orderList([paid])));
    expect(await screen.findByRole('list', { name: 'Active Products' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading orders' })).not.toBeInTheDocument();
  });

  it('swallows a failed fetch: the empty state, no error toast', async () => {
    stubOrders(fail(500, 'Internal error'));
    renderApp('/dashboard/myorders');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a 19-digit payment id on one line, cut if it must be, with a copy button', async () => {
    const long = record({ _id: 'ord09', paymentId: '5114917039291845672' });
    stubOrders(orderList([long, pending]));
    const { user } = renderApp('/dashboard/myorders');
    const active = await screen.findByRole('list', { name: 'Active Products' });
    // Never broken mid-id: one line, ellipsis when too narrow, the whole id in its title.
    const id = within(active).getByText('5114917039291845672');
    expect(id).toHaveClass('truncate');
    expect(id).not.toHaveClass('break-all');
    expect(id).toHaveAttribute('title', '5114917039291845672');

    // user-event installs its own clipboard at setup; watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(
      within(active).getByRole('button', { name: 'Copy Payment ID 5114917039291845672' }),
    );
    expect(writeText).toHaveBeenCalledWith('5114917039291845672');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();

    const failed = screen.getByRole('list', { name: 'Failed Products' });
    await user.click(
      within(failed).getByRole('button', { name: 'Copy Order ID ORD_1741345200000_cd34' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('ORD_1741345200000_cd34');
    expect(within(failed).getByText('ORD_1741345200000_cd34')).toHaveClass('truncate');
  });
});
