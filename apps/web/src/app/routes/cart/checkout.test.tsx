import type { Product } from '@store/contract/product';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { cartReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const [lut] = products as [Product];
const MOBILE_MESSAGE = 'Mobile number must be a 10-digit Indian mobile number';
const EMAIL_MESSAGE = 'Email must be a valid e-mail address';

const createdOrder = () =>
  Response.json({
    ...ok('Order created'),
    orderId: 'session_1',
    data: {
      orderId: 'EKA_1_x',
      paymentSessionId: 'session_1',
      checkoutMode: 'simulator',
      amount: 899,
    },
  });

/** A signed-in shopper with one product in the cart; `createOrder` answers the initiation. */
function stubCheckout(createOrder: (body: unknown) => Response | Promise<Response>) {
  const orders: unknown[] = [];
  stubApi({
    ...homeApi,
    ...signInAs(shopper),
    'GET /api/cart/get': cartReply([lut]),
    'POST /api/order/create-order-cashfree': (body: unknown) => {
      orders.push(body);
      return createOrder(body);
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

const payWithCashfree = () => screen.getByRole('button', { name: 'Pay with Cashfree' });

describe('checkout (SPEC §2: e-mail and mobile, then Pay with Cashfree, then Pay Now)', () => {
  it('offers Pay with Cashfree beside the contact fields, with no step between', async () => {
    const { orders } = stubCheckout(createdOrder);
    const { user } = await openCheckout();
    expect(screen.getByRole('note')).toHaveTextContent(/Test payments/);
    // And the site-wide notice every page carries.
    expect(screen.getByRole('complementary', { name: 'Test payments' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    await user.click(payWithCashfree());
    const payNow = await screen.findByRole('button', { name: 'Pay Now' });
    // The pressed button is gone: focus goes to the one that replaced it, not to <body>.
    await waitFor(() => expect(payNow).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Pay with Cashfree' })).toBeNull();
    // The order was made with these details, so they can no longer change.
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(orders).toEqual([
      {
        order_currency: 'INR',
        customer_details: { customer_phone: '9876543210', customer_email: shopper.email },
      },
    ]);
  });

  it('an empty mobile number: its message, marked invalid and focused; Enter then pays', async () => {
    const { orders } = stubCheckout(createdOrder);
    const { user } = await openCheckout();
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);

    await user.click(payWithCashfree());
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(MOBILE_MESSAGE);
    expect(screen.getByText(MOBILE_MESSAGE)).toBeVisible();
    expect(orders).toEqual([]);

    // Typing a valid number and pressing Enter in the field is the same as the button.
    await user.type(mobile, '9876543210{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MOBILE_MESSAGE)).toBeNull();
    expect(orders).toHaveLength(1);
  });

  it('invalid e-mail and mobile: both messages, focus on the first of them', async () => {
    const { orders } = stubCheckout(createdOrder);
    const { user } = await openCheckout();
    const email = screen.getByLabelText('Email');
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(mobile);
    await user.type(mobile, '12');

    await user.click(payWithCashfree());
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(mobile).toHaveAccessibleDescription(MOBILE_MESSAGE);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(orders).toEqual([]);
  });

  it('keeps focus on Pay with Cashfree while the order is being made', async () => {
    const reply = deferred<Response>();
    stubCheckout(() => reply.promise);
    const { user } = await openCheckout();

    await user.click(payWithCashfree());
    // Busy, but still focusable: a disabled button would drop focus to <body> in browsers.
    await waitFor(() => expect(payWithCashfree()).toHaveAttribute('aria-disabled', 'true'));
    expect(payWithCashfree()).toHaveFocus();
    await user.click(payWithCashfree());

    reply.resolve(createdOrder());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
  });

  it("says 'payment initiation failed.' and leaves Pay with Cashfree focused to try again", async () => {
    const { orders } = stubCheckout(fail(502, 'payment initiation failed.'));
    const { user } = await openCheckout();
    await user.click(payWithCashfree());
    expect(await screen.findByText('payment initiation failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    await waitFor(() => expect(payWithCashfree()).not.toHaveAttribute('aria-disabled'));
    expect(payWithCashfree()).toHaveFocus();
    expect(orders).toHaveLength(1);
  });

  it('sends visitors to login', async () => {
    stubApi({});
    const { router } = renderApp('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
