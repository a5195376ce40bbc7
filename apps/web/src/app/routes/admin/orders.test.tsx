import type { AdminOrderDetail, AdminOrderRow } from '@store/contract/order-view';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const row: AdminOrderRow = {
  orderId: 'EKA_1795700000000_ab12cd',
  paymentId: '5000012345',
  payment_status: 'PAID',
  totalAmt: 1299,
  createdAt: '2026-11-25T20:14:00.000Z',
  buyerName: 'Asha Verma',
  buyerEmail: 'asha@example.in',
  itemCount: 2,
  productNames: ['Teal Orange LUT Pack', 'Film Preset'],
};

const listReply = (data: AdminOrderRow[]) => ({
  ...ok('Orders', data),
  totalCount: data.length,
  totalNoPage: 1,
  totalPage: 1,
  page: 1,
});

const detail: AdminOrderDetail = {
  orderId: row.orderId,
  paymentId: row.paymentId,
  payment_status: 'BLOCKED',
  invoiceNumber: 'INV/2627/000007',
  refunds: [],
  adminRefunds: [],
  subTotalAmt: 1499,
  totalAmt: 1299,
  currency: 'INR',
  createdAt: row.createdAt,
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
  ],
  buyer: { id: 'usr1', name: 'Asha Verma', email: 'asha@example.in' },
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  provider: 'simulator',
  events: [
    {
      providerPaymentId: '5000012345',
      source: 'webhook',
      eventType: 'PAYMENT_SUCCESS',
      paymentStatus: 'SUCCESS',
      amount: 1299,
      receivedAt: '2026-11-25T20:15:00.000Z',
    },
  ],
  transitions: [
    {
      fromStatus: 'PENDING',
      toStatus: 'PAID',
      actorKind: 'webhook',
      actorEmail: null,
      note: 'payment 5000012345',
      createdAt: '2026-11-25T20:15:00.000Z',
    },
    {
      fromStatus: 'PAID',
      toStatus: 'BLOCKED',
      actorKind: 'admin',
      actorEmail: 'owner@store.example',
      note: '',
      createdAt: '2026-11-26T08:00:00.000Z',
    },
  ],
  audit: [
    {
      action: 'order.block_access',
      actorEmail: 'owner@store.example',
      details: { from: 'PAID', to: 'BLOCKED' },
      createdAt: '2026-11-26T08:00:00.000Z',
    },
  ],
};

describe('admin Orders', () => {
  it('lists orders and sends the search, state and days to the server', async () => {
    const bodies: unknown[] = [];
    stubApi({
      ...signInAs(admin),
      'POST /api/order/admin-list': (body: unknown) => {
        bodies.push(body);
        return Response.json(listReply([row]));
      },
    });
    const { user } = renderApp('/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders (1)' })).toBeVisible();
    expect(screen.getAllByText('asha@example.in')[0]).toBeVisible();
    expect(screen.getAllByRole('link', { name: row.orderId })[0]!.getAttribute('href')).toBe(
      `/dashboard/orders/${row.orderId}`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'asha@');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'FAILED');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, limit: 20, search: 'asha@', status: 'FAILED' }),
    );
  });

  it("shows one order's buyer, items, payment events, history and admin actions", async () => {
    stubApi({ ...signInAs(admin), 'POST /api/order/admin-get': ok('Order', detail) });
    renderApp(`/dashboard/orders/${row.orderId}`);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      /PAID → BLOCKED by owner@store\.example/,
    );
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('by Payment webhook');
    expect(screen.getByRole('list', { name: 'Payment events' })).toHaveTextContent(
      'SUCCESS ₹1,299',
    );
    expect(screen.getByRole('list', { name: 'Admin actions' })).toHaveTextContent(
      'order.block_access',
    );
    expect(screen.getByText(/Asha Verma/)).toBeVisible();
    // Admins download any order's invoice (decision 40).
    expect(screen.getByRole('link', { name: 'INV/2627/000007 (PDF)' })).toHaveAttribute(
      'href',
      `/api/order/invoice/${row.orderId}`,
    );
  });
});
