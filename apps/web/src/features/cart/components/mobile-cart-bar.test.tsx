import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { cartReply, products, shopper } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

describe('mobile cart bar', () => {
  it('is a landmark of its own, so screen-reader users can jump to it (axe region)', async () => {
    stubApi({ ...signInAs(shopper), 'GET /api/cart/get': cartReply(products.slice(0, 1)) });
    renderApp('/license');
    const bar = await screen.findByRole('complementary', { name: 'Cart summary' });
    expect(within(bar).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(bar).toHaveTextContent('1 item');
  });
});
