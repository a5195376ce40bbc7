import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from './error-page';

function Broken(): never {
  throw new Error('The product list could not be drawn.');
}

describe('RouteErrorBoundary', () => {
  it('shows what a page threw, and the page again once the address changes', () => {
    const caught: unknown[] = [];
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Broken />
      </RouteErrorBoundary>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(caught).toEqual([new Error('The product list could not be drawn.')]);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByText('The product list could not be drawn.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');

    rerender(
      <RouteErrorBoundary resetKey="/cart">
        <p>Cart</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Cart')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
