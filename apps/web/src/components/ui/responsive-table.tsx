import { Fragment, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { useMediaQuery } from '#web/lib/use-media-query';

/**
 * Viewport widths below which a table turns into cards. The admin content column is the
 * viewport less 64 px under 768 px, and less a 250 px sidebar and gaps (about 340 px) from
 * 768 px on, up to 942 px at 1280 px: a table switches at the width where its columns stop
 * fitting, so no width ever scrolls sideways.
 */
export const CARDS_BELOW = { phone: 640, tablet: 1024, desktop: 1280 } as const;

/** The media query under which a table with this threshold shows cards. */
export function cardLayoutQuery(cardsBelow: number): string {
  return `(max-width: ${cardsBelow - 0.02}px)`;
}

export interface TableColumn<Row> {
  /** The column's heading (SPEC §2's words), also the label of the value in a card. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes of this column's cells in the table: width, alignment, wrapping. */
  className?: string;
  /** This column names the row (a `th scope="row"`); in a card it is also its title. */
  rowHeader?: boolean;
  /** Half the usual side padding, for a wide table's fixed-width cells (the 100 px ids). */
  compact?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** The table's caption and the card list's name (read out, not shown). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Viewport width (px) below which the rows are cards; CARDS_BELOW names the usual ones. */
  cardsBelow?: number;
  /** Rows are being replaced (the next page loads over this one). */
  busy?: boolean;
  /** Classes of each row (table) and card. */
  rowClassName?: (row: Row) => string | undefined;
  /**
   * Short rows (a few figures each): a card shows its values side by side, each label above
   * its value, instead of one label and value a line.
   */
  compactCards?: boolean;
  /** False when the table sits in a box of its own already: no border of its own. */
  framed?: boolean;
  className?: string;
}

const cellPadding = (column: { compact?: boolean }) =>
  column.compact ? 'px-1 py-2' : 'px-1.5 py-2';

/**
 * An admin table that never scrolls sideways: a real table where its columns fit, and below
 * `cardsBelow` one card per row with every column as a label and value, in the same order
 * (a description list in a list, which a screen reader reads as plainly as the table).
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cardsBelow = CARDS_BELOW.phone,
  busy = false,
  rowClassName,
  compactCards = false,
  framed = true,
  className,
}: ResponsiveTableProps<Row>) {
  const cards = useMediaQuery(cardLayoutQuery(cardsBelow));

  if (cards) {
    return (
      <ul
        aria-label={caption}
        aria-busy={busy}
        className={cn('grid gap-3', cardsBelow > CARDS_BELOW.tablet && 'lg:grid-cols-2', className)}
      >
        {rows.map((row, index) => (
          <li
            key={rowKey(row)}
            className={cn(
              'min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm',
              rowClassName?.(row),
            )}
          >
            {compactCards ? (
              <dl
                className="grid gap-x-3 gap-y-2"
                style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, auto))` }}
              >
                {columns.map((column) => (
                  <div key={column.header} className="min-w-0">
                    <dt className="text-xs font-medium text-slate-600">{column.header}</dt>
                    <dd className="min-w-0 break-words tabular-nums">{column.cell(row, index)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <dl className="grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] items-center gap-x-3 gap-y-2">
                {columns.map((column) => (
                  <Fragment key={column.header}>
                    <dt className="text-xs font-medium text-slate-600">{column.header}</dt>
                    <dd
                      className={cn(
                        'min-w-0 break-words text-slate-800',
                        column.rowHeader && 'font-semibold text-slate-900',
                      )}
                    >
                      {column.cell(row, index)}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={cn(framed && 'rounded-xl border border-slate-200 bg-white', className)}>
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(cellPadding(column), 'text-xs font-semibold', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={cn('align-middle', rowClassName?.(row))}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={cn(
                      cellPadding(column),
                      'font-medium text-slate-900',
                      column.className,
                    )}
                  >
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} className={cn(cellPadding(column), column.className)}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
