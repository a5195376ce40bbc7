import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '#web/test/match-media';
import {
  CARDS_BELOW,
  cardLayoutQuery,
  ResponsiveTable,
  type TableColumn,
} from './responsive-table';

interface Fruit {
  id: string;
  name: string;
  kilos: number;
}

const rows: Fruit[] = [
  { id: 'f1', name: 'Mango', kilos: 3 },
  { id: 'f2', name: 'Guava', kilos: 5 },
];
const columns: TableColumn<Fruit>[] = [
  { header: 'Sr.no', cell: (_, index) => index + 1 },
  { header: 'Name', rowHeader: true, cell: (fruit) => fruit.name },
  { header: 'Kilos', className: 'text-right', cell: (fruit) => fruit.kilos },
];

function renderFruits(cardsBelow?: number) {
  return render(
    <ResponsiveTable
      caption="Fruit"
      columns={columns}
      rows={rows}
      rowKey={(fruit) => fruit.id}
      {...(cardsBelow ? { cardsBelow } : {})}
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a table where the columns fit: a caption, column headers and row headers', () => {
    installMatchMedia(() => false);
    renderFruits();
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sr.no', 'Name', 'Kilos']);
    const mango = within(table).getByRole('row', { name: '1 Mango 3' });
    expect(within(mango).getByRole('rowheader')).toHaveTextContent('Mango');
    expect(within(mango).getAllByRole('cell')[1]).toHaveClass('text-right');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('turns each row into a card below its width: every column as label and value, in order', () => {
    // Only the phone query matches: a 375 px screen.
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.phone));
    renderFruits();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Fruit' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs(cards[0]!)).toEqual(['Sr.no: 1', 'Name: Mango', 'Kilos: 3']);
    expect(pairs(cards[1]!)).toEqual(['Sr.no: 2', 'Name: Guava', 'Kilos: 5']);
  });

  it('switches at its own width: a wide table keeps cards where a narrow one is a table', () => {
    // A 1024 px screen: under the desktop threshold, over the phone one.
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.desktop));
    const wide = renderFruits(CARDS_BELOW.desktop);
    expect(screen.getByRole('list', { name: 'Fruit' })).toBeVisible();
    wide.unmount();
    renderFruits(CARDS_BELOW.phone);
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeVisible();
  });

  it('asks for the width below the threshold only', () => {
    expect(cardLayoutQuery(640)).toBe('(max-width: 639.98px)');
  });
});
