import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products } from '#web/test/fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('marks a free product with a Free badge and says how to get it', () => {
    render(<ProductCard product={{ ...products[0]!, price: 0, discount: 0 }} />);
    const card = screen.getByRole('link');
    expect(screen.getByText('Free')).toHaveClass('bg-emerald-100', 'text-emerald-800');
    expect(screen.getByText('Download after login')).toBeVisible();
    expect(card).toHaveTextContent(/Free\s*Download after login/);
    expect(card).not.toHaveTextContent('₹0');
  });

  it('shows a paid product its price, with no Free badge', () => {
    render(<ProductCard product={{ ...products[0]!, price: 999, discount: 10 }} />);
    expect(screen.getByRole('link')).toHaveTextContent('₹899');
    expect(screen.queryByText('Free')).toBeNull();
    expect(screen.queryByText('Download after login')).toBeNull();
  });

  it('shows a rated product its average and count under the name, read as words', () => {
    render(<ProductCard product={{ ...products[0]!, ratingAverage: 4, ratingCount: 12 }} />);
    const card = screen.getByRole('link');
    expect(card).toHaveTextContent('4.0 (12)');
    expect(screen.getByText('Rated 4.0 out of 5, 12 reviews')).toHaveClass('sr-only');
  });

  it('shows no rating for an unrated product', () => {
    render(<ProductCard product={products[0]!} />);
    expect(screen.queryByText(/^Rated/)).toBeNull();
    expect(screen.getByRole('link')).not.toHaveTextContent(/\(\d+\)/);
  });
});
