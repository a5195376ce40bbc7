import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { cartReply, products, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('mobile cart bar', () => {
  it('is a landmark of its own, so screen-reader users can jump to it (axe region)', async () => {
    stubApi({ ...signInAs(shopper), 'GET /api/cart/get': cartReply(products.slice(0, 1)) });
    renderApp('/license');
    const bar = await screen.findByRole('complementary', { name: 'Cart summary' });
    expect(within(bar).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(bar).toHaveTextContent('1 item');
  });
});
