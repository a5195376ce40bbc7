import type { OrderRecord } from '@store/contract/order';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActiveOrderCard } from './active-order-card';

const paid: OrderRecord = {
  _id: 'oi1',
  userId: 'usr01',
  orderId: 'EKA_1795728408929_a1b2c3',
  paymentId: '1795728408929421511',
  payment_status: 'PAID',
  productId: 'prd01',
  product_details: { name: 'Teal Orange LUT', image: [] },
  totalAmt: 849,
  orderAmount: 849,
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:01:00.000Z',
  invoiceNumber: 'INV/2627/000042',
};

describe('My Orders: the item’s invoice link', () => {
  it('links a paid item to its order’s invoice PDF, named for a screen reader', () => {
    render(<ActiveOrderCard order={paid} />);
    const link = screen.getByRole('link', {
      name: 'Invoice INV/2627/000042 for Teal Orange LUT (PDF)',
    });
    expect(link).toHaveAttribute('href', '/api/order/invoice/EKA_1795728408929_a1b2c3');
    expect(link).toHaveAttribute('download');
    // SPEC's Download Now is still there.
    expect(screen.getByRole('link', { name: 'Download Now: Teal Orange LUT' })).toBeVisible();
  });

  it('shows no link for an order without an invoice (paid before invoices existed)', () => {
    render(<ActiveOrderCard order={{ ...paid, invoiceNumber: null }} />);
    expect(screen.queryByRole('link', { name: /Invoice/ })).toBeNull();
  });
});
