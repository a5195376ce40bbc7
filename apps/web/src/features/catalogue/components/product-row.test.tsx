import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
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

  describe('scrolling on desktop', () => {
    afterEach(() => installMatchMedia(() => false));

    /**
     * jsdom lays nothing out: the list is given a 400 px box over 1,200 px of cards, and a
     * scrollBy that moves it as a browser would (and fires the scroll event a browser would).
     */
    function layOut(list: HTMLElement) {
      let left = 0;
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
      Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1200 });
      Object.defineProperty(list, 'scrollLeft', { configurable: true, get: () => left });
      const scrollBy = vi.fn((options: ScrollToOptions) => {
        left = Math.min(800, Math.max(0, left + (options.left ?? 0)));
        fireEvent.scroll(list);
      });
      list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
      fireEvent.scroll(list);
      return scrollBy;
    }

    it('has no arrows while the whole row fits', () => {
      render(<ProductRow title="Colour Grading" products={many.slice(0, 3)} />);
      expect(screen.queryByRole('button', { name: /products: Colour Grading/ })).toBeNull();
    });

    it('pages with named arrows, each turned off at its end without losing focus', async () => {
      const user = userEvent.setup();
      render(<ProductRow title="Deals of the Day" products={many} />);
      const scrollBy = layOut(screen.getByRole('list'));
      const previous = screen.getByRole('button', { name: 'Previous products: Deals of the Day' });
      const next = screen.getByRole('button', { name: 'Next products: Deals of the Day' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(next).not.toHaveAttribute('aria-disabled');

      await user.click(next);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'smooth' });
      // Paging into the row draws the rest of it, as scrolling by hand does.
      expect(cards()).toHaveLength(20);
      expect(previous).not.toHaveAttribute('aria-disabled');

      next.focus();
      await user.keyboard('{Enter}{Enter}');
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(scrollBy).toHaveBeenCalledTimes(3);

      await user.click(previous);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -340, behavior: 'smooth' });
    });

    it('jumps instead of gliding for people who asked for reduced motion', async () => {
      installMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
      const user = userEvent.setup();
      render(<ProductRow title="Deals of the Day" products={many} />);
      const scrollBy = layOut(screen.getByRole('list'));
      await user.click(screen.getByRole('button', { name: 'Next products: Deals of the Day' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'auto' });
    });

    it('moves from card to card with the arrow keys', async () => {
      const user = userEvent.setup();
      render(<ProductRow title="Deals of the Day" products={many} />);
      await user.tab();
      expect(within(cards()[0]!).getByRole('link')).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(within(cards()[2]!).getByRole('link')).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(within(cards()[1]!).getByRole('link')).toHaveFocus();
      // At the first card, ← stays put rather than leaving the row.
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(within(cards()[0]!).getByRole('link')).toHaveFocus();
    });
  });
});
