import type { Product } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { textContrastOnWhite } from '#web/test/contrast';
import { cartChangeReply, cartItem, cartItemsReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const [lut, glitch] = products as [Product, Product];
const surveyForm = {
  success: true,
  error: false,
  message: [
    {
      form: {
        questions: [
          {
            question: 'How would you rate this product?',
            type: 'multiple-choice',
            options: ['Good', 'Poor'],
          },
          { question: 'What could we improve?', type: 'text', options: [] },
        ],
      },
    },
  ],
};

/**
 * A server-side cart the stubbed API keeps: items keep their ids, and the add and remove
 * replies carry what changed plus the new totals, as the server's do (decision 0050).
 */
function stubCart(initial: Product[], extra: Record<string, unknown> = {}) {
  let cart = initial.map((p, i) => cartItem(p, `cart${i + 1}`));
  let nextId = cart.length;
  const calls: { method: string; body: unknown }[] = [];
  const fetchMock = stubApi({
    ...homeApi,
    ...signInAs(shopper),
    'GET /api/cart/get': () => Response.json(cartItemsReply(cart)),
    'POST /api/cart/create': (body: unknown) => {
      calls.push({ method: 'create', body });
      const product = products.find((p) => p._id === (body as { productId: string }).productId)!;
      nextId += 1;
      const added = cartItem(product, `cart${nextId}`);
      cart = [...cart, added];
      return Response.json(cartChangeReply({ added: [added] }, cart, 'Item added'));
    },
    'DELETE /api/cart/delete-cart-item': (body: unknown) => {
      calls.push({ method: 'delete', body });
      const { _id } = body as { _id: string };
      cart = cart.filter((item) => item._id !== _id);
      return Response.json(cartChangeReply({ removed: [_id] }, cart, 'Item removed'));
    },
    'POST /api/product/get-product-details': (body: unknown) =>
      Response.json(
        ok(
          '',
          products.find((p) => p._id === (body as { productId: string }).productId),
        ),
      ),
    'POST /api/product/get-product-by-category': ok('', products),
    'POST /api/survey/get-form-details': surveyForm,
    'POST /api/survey/submit-survey-answer': (body: unknown) => {
      calls.push({ method: 'survey', body });
      // What the server answers: the recorded answer's id.
      return Response.json(ok('Thank you for your feedback', { _id: 'answer-1' }));
    },
    ...extra,
  });
  return { calls, fetchMock };
}

/** The product's own details, not the suggested cards (which carry cart controls too). */
async function detailsOf(name: string) {
  return (await screen.findByRole('heading', { level: 1, name })).parentElement!;
}

describe('cart', () => {
  it("shows 'My Cart' while empty, then the count and total once a product is added", async () => {
    const { calls } = stubCart([]);
    const { user } = renderApp(productPath(lut));
    const header = await screen.findByRole('navigation', { name: 'Account and cart' });
    expect(await within(header).findByRole('button', { name: 'My Cart' })).toBeVisible();

    await user.click(within(await detailsOf(lut.name)).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Item added')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'create', body: { productId: lut._id } }]);
    expect(await within(header).findByRole('button', { name: /1 Item\s*₹899/ })).toBeVisible();
    // In the cart (quantity 1, odd): the control becomes a remove button.
    expect(
      within(await detailsOf(lut.name)).getByRole('button', { name: `Remove ${lut.name}` }),
    ).toBeVisible();
  });

  it('removes the item, then opens the feedback survey one question at a time and sends the answers on close', async () => {
    const { calls } = stubCart([lut]);
    const { user } = renderApp(productPath(lut));
    const details = await detailsOf(lut.name);
    await user.click(await within(details).findByRole('button', { name: `Remove ${lut.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByText('How would you rate this product?')).toBeVisible();
    expect(calls[0]).toEqual({ method: 'delete', body: { _id: 'cart1' } });

    await user.click(within(dialog).getByRole('button', { name: 'Good' }));
    expect(await within(dialog).findByText('What could we improve?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'survey',
        body: {
          productId: lut._id,
          responses: [{ question: 'How would you rate this product?', answer: 'Good' }],
        },
      }),
    );
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(await within(details).findByRole('button', { name: 'Add' })).toBeVisible();
  });

  it('lists items, savings and bill details in the drawer, and Proceed goes to checkout', async () => {
    stubCart([lut, glitch]);
    const { user, router } = renderApp('/');
    const header = await screen.findByRole('navigation', { name: 'Account and cart' });
    await user.click(await within(header).findByRole('button', { name: /2 Items/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Cart' });
    // The drawer's body loads with its first opening.
    expect(await within(drawer).findAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getByText('Your total savings ₹200')).toBeVisible();
    const bill = within(drawer).getByRole('region', { name: 'Bill details' });
    const struckThrough = within(bill).getByText('₹1,998').closest('del');
    expect(struckThrough).not.toBeNull();
    // WCAG 1.4.3: the struck-through price is text like any other (the bill is white).
    expect(textContrastOnWhite(struckThrough!)).toBeGreaterThanOrEqual(4.5);
    expect(within(bill).getAllByText('₹1,798')).toHaveLength(2); // items total and grand total
    expect(within(bill).getByText('2 item')).toBeVisible();
    // Under the drawer's h2 'Cart'.
    expect(within(bill).getByRole('heading', { name: 'Bill details' })).toHaveProperty(
      'tagName',
      'H3',
    );
    await user.click(within(drawer).getByRole('button', { name: /Proceed/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('gives product cards the same control: Add on a suggested card adds that product', async () => {
    const { calls } = stubCart([]);
    const { user } = renderApp(productPath(lut));
    const card = (await screen.findByRole('link', { name: new RegExp(glitch.name) })).closest(
      'li',
    )!;
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Item added')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'create', body: { productId: glitch._id } }]);
    expect(
      await within(card).findByRole('button', { name: `Remove ${glitch.name}` }),
    ).toBeVisible();
  });

  it('outlines /cart without skipping a heading level: h1 Cart, then h2 Bill details', async () => {
    stubCart([lut, glitch]);
    renderApp('/cart');
    const main = await screen.findByRole('main');
    const bill = await within(main).findByRole('region', { name: 'Bill details' });
    expect(within(bill).getByRole('heading', { name: 'Bill details' })).toHaveProperty(
      'tagName',
      'H2',
    );
    expect(skippedHeadingLevels(document.body)).toEqual([]);
  });

  it('shows an empty cart picture and Shop Now', async () => {
    stubCart([]);
    const { user, router } = renderApp('/cart');
    expect(await screen.findByRole('img', { name: 'An empty shopping cart' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Shop Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s refusal and the real cart when adding fails', async () => {
    stubCart([], { 'POST /api/cart/create': fail(409, 'Out of stock') });
    const { user } = renderApp(productPath(lut));
    const details = await detailsOf(lut.name);
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Add' })).toBeVisible();
  });
});

/** Headings that go more than one level deeper than the one before (axe heading-order). */
function skippedHeadingLevels(root: HTMLElement): string[] {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  return headings.flatMap((heading, i) => {
    const level = Number(heading.tagName[1]);
    const previous = i === 0 ? 0 : Number(headings[i - 1]!.tagName[1]);
    return level > previous + 1 ? [`${heading.tagName} ${heading.textContent}`] : [];
  });
}
