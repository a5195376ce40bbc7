import { GSTIN_MESSAGES } from '@store/contract/gst';
import type { Product } from '@store/contract/product';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { cartReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const [lut] = products as [Product];

function stubCheckout() {
  const orders: unknown[] = [];
  stubApi({
    ...homeApi,
    ...signInAs(shopper),
    'GET /api/cart/get': cartReply([lut]),
    'POST /api/order/create-order-cashfree': (body: unknown) => {
      orders.push(body);
      return Response.json({
        ...ok('Order created'),
        orderId: 'session_1',
        data: {
          orderId: 'EKA_1_x',
          paymentSessionId: 'session_1',
          checkoutMode: 'simulator',
          amount: 899,
        },
      });
    },
  });
  return { orders };
}

async function openCheckout() {
  const rendered = renderApp('/checkout');
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await screen.findByText('1 item')).toBeVisible();
  return rendered;
}

const pay = () => screen.getByRole('button', { name: 'Pay with Cashfree' });

describe('checkout: I need a GST invoice', () => {
  it('a business buyer gives a GSTIN (its state fills in) and a business name', async () => {
    const { orders } = stubCheckout();
    const { user } = await openCheckout();
    expect(screen.queryByLabelText(/GSTIN/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I need a GST invoice' }));
    await user.type(screen.getByLabelText('GSTIN (for a business, optional)'), '29aagcb7383j1z4');
    expect(screen.getByLabelText('State')).toHaveValue('29');
    await user.click(pay());
    // No business name: its message, on the focused field; nothing is sent.
    const name = screen.getByLabelText('Business name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(GSTIN_MESSAGES.businessName);
    expect(orders).toEqual([]);
    await user.type(name, 'Rao Films LLP');
    await user.click(pay());
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeVisible();
    expect(orders).toEqual([
      expect.objectContaining({
        invoice: { gstin: '29AAGCB7383J1Z4', businessName: 'Rao Films LLP', stateCode: '29' },
      }),
    ]);
  });

  it('a mistyped GSTIN is refused with its check-character message', async () => {
    const { orders } = stubCheckout();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'I need a GST invoice' }));
    const gstin = screen.getByLabelText('GSTIN (for a business, optional)');
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.type(screen.getByLabelText('Business name'), 'Rao Films LLP');
    await user.click(pay());
    await waitFor(() => expect(gstin).toHaveFocus());
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.checkDigit));
    expect(orders).toEqual([]);
  });

  it('a shopper without a GSTIN must pick a state, and only the state is sent', async () => {
    const { orders } = stubCheckout();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'I need a GST invoice' }));
    await user.click(pay());
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(state).toHaveFocus());
    expect(state).toHaveAccessibleDescription(expect.stringContaining('State is required'));
    await user.selectOptions(state, 'Kerala (32)');
    await user.click(pay());
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeVisible();
    expect(orders).toEqual([expect.objectContaining({ invoice: { stateCode: '32' } })]);
  });
});
