import { type OrderRecord, orderListReplySchema } from '@store/contract/order';
import type { OrderView } from '@store/contract/order-view';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const emptyCart = {
  success: true,
  error: false,
  message: '',
  data: [],
  totals: { totalPrice: 0, originalTotal: 0, totalQty: 0, savings: 0 },
};

function record(overrides: Partial<OrderRecord> & Pick<OrderRecord, '_id'>): OrderRecord {
  return {
    userId: shopper._id,
    orderId: 'EKA_1795700000000_ab12cd',
    paymentId: '',
    payment_status: 'FAILED',
    productId: 'prd01',
    product_details: { name: 'Teal Orange LUT Pack', image: [] },
    totalAmt: 849,
    orderAmount: 849,
    createdAt: '2026-11-25T20:14:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

const order: OrderView = {
  orderId: 'EKA_1795700000000_ab12cd',
  paymentId: '5000012345',
  payment_status: 'PAID',
  subTotalAmt: 1499,
  totalAmt: 1299,
  currency: 'INR',
  createdAt: '2026-11-25T20:14:00.000Z',
  // 20:15 UTC on 25 Nov is 26 Nov 01:45 at the store (Asia/Kolkata); the browser is in New York.
  paidAt: '2026-11-25T20:15:00.000Z',
  items: [
    {
      productId: 'prd01',
      name: 'Teal Orange LUT Pack',
      image: [],
      price: 999,
      discount: 15,
      unitPrice: 849,
      quantity: 1,
      amount: 849,
      refunded: false,
    },
    {
      productId: 'prd02',
      name: 'Film Preset',
      image: [],
      price: 500,
      discount: 10,
      unitPrice: 450,
      quantity: 1,
      amount: 450,
      refunded: false,
    },
  ],
  invoiceNumber: 'INV/2627/000042',
  refunds: [],
};

describe('my orders: FAILED and EXPIRED orders, and the order page', () => {
  it("lists FAILED and EXPIRED orders under 'Failed Products', each linking to its order page", async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      'GET /api/order/order-list': orderListReplySchema.parse(
        ok('Orders', [
          record({ _id: 'r1' }),
          record({ _id: 'r2', orderId: 'EKA_1795700000001_ef', payment_status: 'EXPIRED' }),
          record({ _id: 'r3', orderId: 'EKA_1795700000002_gh', payment_status: 'PAID' }),
        ]),
      ),
    });
    renderApp('/dashboard/myorders');
    const failed = await screen.findByRole('list', { name: 'Failed Products' });
    expect(within(failed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(failed).getByText('FAILED')).toBeVisible();
    expect(within(failed).getByText('EXPIRED')).toBeVisible();
    const active = screen.getByRole('list', { name: 'Active Products' });
    expect(within(active).getAllByRole('listitem')).toHaveLength(1);
    const links = within(failed).getAllByRole('link', { name: 'View order: Teal Orange LUT Pack' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/myorders/EKA_1795700000000_ab12cd',
      '/dashboard/myorders/EKA_1795700000001_ef',
    ]);
    expect(
      within(active).getByRole('link', { name: 'View order: Teal Orange LUT Pack' }),
    ).toHaveAttribute('href', '/dashboard/myorders/EKA_1795700000002_gh');
  });

  it('shows the order as a whole: id, store date, total, state and every item with Download Now', async () => {
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      'POST /api/order/get-one': ok('Order', order),
    });
    renderApp(`/dashboard/myorders/${order.orderId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    expect(await screen.findByText('₹1,299')).toBeVisible();
    expect(screen.getByText(/26 Nov 2026, 1:45\s?am IST/i)).toBeVisible();
    expect(screen.getByText('PAID')).toBeVisible();
    const downloads = screen.getAllByRole('link', { name: /^Download Now: / });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
      '/api/download/prd01',
      '/api/download/prd02',
    ]);
    // Its GST invoice, downloaded through the buyer's own link (decision 40).
    expect(screen.getByRole('link', { name: 'INV/2627/000042 (PDF)' })).toHaveAttribute(
      'href',
      `/api/order/invoice/${order.orderId}`,
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/order/get-one'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({
      orderId: order.orderId,
    });
  });

  it('offers no download for an unpaid order, and says why', async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      'POST /api/order/get-one': ok('Order', {
        ...order,
        payment_status: 'EXPIRED',
        paidAt: null,
        invoiceNumber: null,
      }),
    });
    renderApp(`/dashboard/myorders/${order.orderId}`);
    expect(await screen.findByText(/this order expired/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /\(PDF\)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download Now/ })).not.toBeInTheDocument();
  });

  it("answers someone else's order with 'Order not found.'", async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      'POST /api/order/get-one': fail(404, 'Order not found.'),
    });
    renderApp('/dashboard/myorders/EKA_1_other');
    expect(await screen.findByText('Order not found.')).toBeVisible();
  });

  it('marks a refunded item "Refunded" with no Download Now, and links the credit note', async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/cart/get': emptyCart,
      'POST /api/order/get-one': ok('Order', {
        ...order,
        items: [{ ...order.items[0]!, refunded: true }, order.items[1]!],
        refunds: [
          {
            refundId: 'rf_01JREFUND0000000000000000',
            amountPaise: 84_900,
            status: 'SUCCESS',
            productIds: ['prd01'],
            creditNoteNumber: 'CN/2627/000001',
          },
        ],
      }),
    });
    renderApp(`/dashboard/myorders/${order.orderId}`);
    expect(await screen.findByText('Refunded')).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: /^Download Now: / }).map((l) => l.getAttribute('href')),
    ).toEqual(['/api/download/prd02']);
    expect(screen.getByText(/₹849\.00 — refunded/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'CN/2627/000001 (PDF)' })).toHaveAttribute(
      'href',
      '/api/order/credit-note/rf_01JREFUND0000000000000000',
    );
  });
});
