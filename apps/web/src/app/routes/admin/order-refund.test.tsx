import type { AdminOrderDetail } from '@store/contract/order-view';
import type { RefundView } from '@store/contract/refund';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/** The lazily loaded admin page's first render on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };
/** Role queries over the whole admin page are slow in jsdom: these tests make many. */
const SLOW = { timeout: 30_000 };

const item = (productId: string, name: string, amount: number, refunded = false) => ({
  productId,
  name,
  image: [],
  price: amount,
  discount: 0,
  unitPrice: amount,
  quantity: 1,
  amount,
  refunded,
});

const paid: AdminOrderDetail = {
  orderId: 'EKA_1795700000000_ab12cd',
  paymentId: '5000012345',
  payment_status: 'PAID',
  invoiceNumber: 'INV/2627/000007',
  subTotalAmt: 1299,
  totalAmt: 1299,
  currency: 'INR',
  createdAt: '2026-11-25T20:14:00.000Z',
  paidAt: '2026-11-25T20:15:00.000Z',
  items: [item('prd01', 'Teal Orange LUT Pack', 849), item('prd02', 'Film Preset', 450)],
  refunds: [],
  adminRefunds: [],
  buyer: { id: 'usr1', name: 'Asha Verma', email: 'asha@example.in' },
  customerEmail: 'asha@example.in',
  customerPhone: '9876543210',
  provider: 'simulator',
  events: [],
  transitions: [],
  audit: [],
};

const made: RefundView = {
  refundId: 'rf_01JREFUND0000000000000000',
  amountPaise: 84_900,
  reason: 'Wrong pack bought',
  status: 'SUCCESS',
  statusDescription: 'Refund processed successfully',
  productIds: ['prd01'],
  createdAt: '2026-11-26T08:00:00.000Z',
  processedAt: '2026-11-26T08:00:01.000Z',
  requestedBy: 'owner@store.example',
  creditNoteNumber: 'CN/2627/000001',
};

describe('admin order page: refunds', () => {
  it(
    'refunds one item with a reason through the dialog; a double click sends one request with one key',
    SLOW,
    async () => {
      const reply = deferred<Response>();
      const bodies: Record<string, unknown>[] = [];
      let current = paid;
      stubApi({
        ...signInAs(admin),
        'POST /api/order/admin-get': () => Response.json(ok('Order', current)),
        'POST /api/order/admin-refund': (body: Record<string, unknown>) => {
          bodies.push(body);
          return reply.promise;
        },
      });
      const { user } = renderApp(`/dashboard/orders/${paid.orderId}`);
      await user.click(
        await screen.findByRole('button', { name: 'Refund: Teal Orange LUT Pack' }, PAGE_LOAD),
      );
      const dialog = screen.getByRole('dialog', { name: 'Refund item' });
      expect(dialog).toHaveTextContent('Teal Orange LUT Pack — ₹849');

      // A reason is required.
      await user.click(within(dialog).getByRole('button', { name: 'Refund ₹849' }));
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        /at least 3 characters/,
      );
      expect(bodies).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong pack bought');
      const submit = within(dialog).getByRole('button', { name: 'Refund ₹849' });
      await user.dblClick(submit);
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Refunding…' })).toBeDisabled(),
      );
      expect(bodies).toEqual([
        {
          orderId: paid.orderId,
          items: ['prd01'],
          reason: 'Wrong pack bought',
          requestKey: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
        },
      ]);

      current = {
        ...paid,
        items: [item('prd01', 'Teal Orange LUT Pack', 849, true), paid.items[1]!],
        adminRefunds: [made],
      };
      reply.resolve(Response.json(ok('Refund requested', made)));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const refunds = await screen.findByRole('list', { name: 'Refunds' });
      expect(refunds).toHaveTextContent('₹849.00 — Refunded');
      expect(refunds).toHaveTextContent('Wrong pack bought');
      expect(
        within(refunds).getByRole('link', { name: 'Credit note CN/2627/000001 (PDF)' }),
      ).toHaveAttribute('href', `/api/order/credit-note/${made.refundId}`);
      expect(screen.queryByRole('button', { name: 'Refund: Teal Orange LUT Pack' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Refund: Film Preset' })).toBeVisible();
    },
  );

  it(
    'shows the server’s refusal in the dialog, and offers Refund all only for a paid order',
    SLOW,
    async () => {
      stubApi({
        ...signInAs(admin),
        'POST /api/order/admin-get': ok('Order', paid),
        'POST /api/order/admin-refund': () =>
          Response.json(
            {
              success: false,
              error: true,
              message: 'Refunds are possible only within six months of payment.',
            },
            { status: 409 },
          ),
      });
      const { user } = renderApp(`/dashboard/orders/${paid.orderId}`);
      await user.click(await screen.findByRole('button', { name: 'Refund all' }, PAGE_LOAD));
      const dialog = screen.getByRole('dialog', { name: 'Refund all items' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate order');
      await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,299' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Refunds are possible only within six months of payment.',
      );
    },
  );

  it('offers no refund on an order that is not paid', async () => {
    stubApi({
      ...signInAs(admin),
      'POST /api/order/admin-get': ok('Order', { ...paid, payment_status: 'BLOCKED' }),
    });
    renderApp(`/dashboard/orders/${paid.orderId}`);
    expect(await screen.findByText('Teal Orange LUT Pack', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
  });
});
