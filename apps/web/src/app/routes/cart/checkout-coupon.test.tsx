import { COUPON_MESSAGES } from '@store/contract/coupon';
import type { Product } from '@store/contract/product';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { cartReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const [lut] = products as [Product];

const preview = (total: number) =>
  Response.json(
    ok('Promo code applied', {
      code: 'SAVE10',
      subtotal: 899,
      discount: 899 - total,
      total,
      lines: [{ productId: lut._id, discount: 899 - total }],
    }),
  );

function stubCheckout(apply: () => Response, order: () => Response) {
  const calls: { apply: unknown[]; orders: unknown[] } = { apply: [], orders: [] };
  stubApi({
    ...homeApi,
    ...signInAs(shopper),
    'GET /api/cart/get': cartReply([lut]),
    'GET /api/order/order-list': Response.json(ok('Orders', [])),
    'POST /api/coupon/apply': (body: unknown) => {
      calls.apply.push(body);
      return apply();
    },
    'POST /api/order/create-order-cashfree': (body: unknown) => {
      calls.orders.push(body);
      return order();
    },
  });
  return calls;
}

async function openCheckout() {
  const rendered = renderApp('/checkout');
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(await screen.findByText('1 item')).toBeVisible();
  return rendered;
}

describe('checkout promo code (issue 17 point 5)', () => {
  it('shows the saving and new total, and sends the code with the order', async () => {
    const calls = stubCheckout(
      () => preview(809),
      () =>
        Response.json({
          ...ok('Order created'),
          orderId: 'session_1',
          data: {
            orderId: 'EKA_1_x',
            paymentSessionId: 'session_1',
            checkoutMode: 'simulator',
            amount: 809,
          },
        }),
    );
    const { user } = await openCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: you save/)).toHaveTextContent(
      'SAVE10 applied: you save ₹90. New total ₹809.',
    );
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹809');
    await user.click(screen.getByRole('button', { name: 'Pay with Cashfree' }));
    await screen.findByRole('button', { name: 'Pay Now' });
    expect(calls.apply).toEqual([{ code: 'save10' }]);
    expect(calls.orders).toEqual([expect.objectContaining({ couponCode: 'SAVE10' })]);
  });

  it('shows the server’s refusal under the field, marked invalid and focused', async () => {
    stubCheckout(fail(409, COUPON_MESSAGES.expired), () => Response.json({}));
    const { user } = await openCheckout();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(COUPON_MESSAGES.expired));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('a ₹0 order completes without the payment page and opens My Orders', async () => {
    stubCheckout(
      () => preview(0),
      () =>
        Response.json({
          ...ok('Order created'),
          orderId: '',
          data: {
            orderId: 'EKA_1_free',
            paymentSessionId: '',
            checkoutMode: 'simulator',
            amount: 0,
            discount: 899,
            paid: true,
          },
        }),
    );
    const { user } = await openCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'FREE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Complete order for ₹0' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/myorders'));
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});
