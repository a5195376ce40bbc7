import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from '../../../test/fixtures';
import { ProductRow } from './product-row';

/** A deals-sized row: twenty distinct products. */
const many = Array.from({ length: 20 }, (_, index) => ({
  ...products[index % products.length]!,
  _id: `prd${String(index).padStart(2, '0')}`,
  name: `Pack ${index + 1}`,
}));

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('ProductRow', () => {
  it('draws the first 8 cards, and the rest once the row is scrolled', () => {
    render(<ProductRow title="Deals of the Day" products={many} />);
    expect(cards()).toHaveLength(8);
    fireEvent.scroll(screen.getByRole('list'));
    expect(cards()).toHaveLength(20);
    expect(within(cards()[19]!).getByRole('link', { name: /Pack 20/ })).toBeInTheDocument();
  });

  it('draws the rest when a keyboard user tabs into the row', async () => {
    const user = userEvent.setup();
    render(<ProductRow title="Deals of the Day" products={many} />);
    await user.tab();
    expect(within(cards()[0]!).getByRole('link')).toHaveFocus();
    expect(cards()).toHaveLength(20);
  });

  it('draws a short row whole', () => {
    render(<ProductRow title="Colour Grading" products={many.slice(0, 5)} />);
    expect(cards()).toHaveLength(5);
  });
});
