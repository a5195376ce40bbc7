import { salesReplySchema } from '@store/contract/sales';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARDS_BELOW, cardLayoutQuery } from '#web/components/ui/responsive-table';
import { fail, ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const sale = (orderId: string, totalAmt: number, paidAt: string) => ({ orderId, totalAmt, paidAt });

/** 2025: two orders on 15 March (₹500 + ₹250) and one on 1 April (₹1,000); 2024: one. */
const salesReply = salesReplySchema.parse({
  ...ok('Sales data', {
    '2024': {
      '12': { '31': { totalSales: 99, sales: [sale('ORD_4', 99, '2024-12-31T10:00:00.000Z')] } },
    },
    '2025': {
      '3': {
        '15': {
          totalSales: 750,
          sales: [
            sale('ORD_1', 500, '2025-03-15T04:30:00.000Z'),
            sale('ORD_2', 250, '2025-03-15T14:30:00.000Z'),
          ],
        },
      },
      '4': { '1': { totalSales: 1000, sales: [sale('ORD_3', 1000, '2025-03-31T19:00:00.000Z')] } },
    },
  }),
  summary: {
    '2024': { revenue: 99, orders: 1, gross: 99, refunds: 0, net: 99 },
    '2025': { revenue: 1750, orders: 3, gross: 1750, refunds: 0, net: 1750 },
  },
});

const SALES = 'GET /api/order/sales';

async function openPage(reply: unknown = salesReply) {
  stubApi({ ...signInAs(admin), [SALES]: reply });
  const view = renderApp('/dashboard/sales');
  expect(await screen.findByRole('heading', { name: 'Sales Analytics' })).toBeInTheDocument();
  await screen.findByRole('combobox', { name: 'Select Year' });
  return view;
}

/** The value shown under a card's label. */
const cardValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('admin sales analytics', () => {
  it('offers the years and prompts for one, then shows that year’s cards', {
    timeout: 20_000,
  }, async () => {
    const { user } = await openPage();
    expect(screen.getByText('Select a year to view sales data')).toBeInTheDocument();
    const yearSelect = screen.getByRole('combobox', { name: 'Select Year' });
    expect(
      within(yearSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Year', '2025', '2024']);
    expect(screen.queryByRole('combobox', { name: 'Select Month' })).not.toBeInTheDocument();

    await user.selectOptions(yearSelect, '2025');
    expect(cardValue('Total Revenue')).toBe('₹1,750');
    expect(cardValue('Total Orders')).toBe('3');
    expect(cardValue('Average Order Value')).toBe('₹583.33');
    expect(screen.queryByText('Select a year to view sales data')).not.toBeInTheDocument();
    expect(screen.getByText('Select a month to view detailed sales data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Overview' })).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Monthly Overview data' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: 'Mar ₹750' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'Apr ₹1,000' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'Jan ₹0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chart View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.selectOptions(yearSelect, '2024');
    expect(cardValue('Total Revenue')).toBe('₹99');
    expect(cardValue('Average Order Value')).toBe('₹99.00');
  });

  it('shows a month’s days 1 to 31 as charts, and its days in a table with the total', {
    timeout: 20_000,
  }, async () => {
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Year' }), '2025');
    const monthSelect = screen.getByRole('combobox', { name: 'Select Month' });
    expect(
      within(monthSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select Month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await user.selectOptions(monthSelect, 'March');
    expect(
      screen.queryByText('Select a month to view detailed sales data'),
    ).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Daily Sales Breakdown' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales Trend Analysis' })).toBeInTheDocument();
    const breakdown = screen.getByRole('table', { name: 'Daily Sales Breakdown data' });
    expect(within(breakdown).getAllByRole('row')).toHaveLength(32);
    expect(within(breakdown).getByRole('row', { name: '15 ₹750' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: '31 ₹0' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table View' }));
    expect(screen.getByRole('button', { name: 'Table View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.queryByRole('heading', { name: 'Daily Sales Breakdown' }),
    ).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily sales' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Revenue', 'Orders', 'Avg. Order Value']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent('1 Mar 2025₹00₹0.00');
    expect(rows[14]).toHaveTextContent('15 Mar 2025₹7502₹375.00');
    expect(screen.getByText('Total Revenue: ₹750')).toBeInTheDocument();

    // April: the order paid just after midnight IST on the 1st; 30 days.
    await user.selectOptions(monthSelect, 'April');
    const april = within(screen.getByRole('table', { name: 'Daily sales' })).getAllByRole('row');
    expect(april).toHaveLength(31);
    expect(april[1]).toHaveTextContent('1 Apr 2025₹1,0001₹1,000.00');
    expect(screen.getByText('Total Revenue: ₹1,000')).toBeInTheDocument();
  });

  it("counts a payment at 20:15 UTC on the store's date, 26 Nov, and says whose days these are", {
    timeout: 20_000,
  }, async () => {
    // The server groups by the store's day (Asia/Kolkata): 2026-11-25T20:15Z is 26 Nov 01:45.
    const evening = salesReplySchema.parse({
      ...ok('Sales data', {
        '2026': {
          '11': {
            '26': { totalSales: 899, sales: [sale('ORD_5', 899, '2026-11-25T20:15:00.000Z')] },
          },
        },
      }),
      summary: { '2026': { revenue: 899, orders: 1, gross: 899, refunds: 0, net: 899 } },
    });
    const { user } = await openPage(evening);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Year' }), '2026');
    // The page names its clock: the store's for days; SPEC §9's fixed 31 days for the charts.
    expect(
      screen.getByText(
        'Days follow the store’s time zone, Asia/Kolkata (IST). The daily charts always show days 1 to 31.',
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Month' }), 'November');
    await user.click(screen.getByRole('button', { name: 'Table View' }));
    const rows = within(screen.getByRole('table', { name: 'Daily sales' })).getAllByRole('row');
    expect(rows).toHaveLength(1 + 30);
    expect(rows[25]).toHaveTextContent('25 Nov 2026₹00₹0.00');
    expect(rows[26]).toHaveTextContent('26 Nov 2026₹8991₹899.00');
  });

  it('lists the days as cards on a phone: Date, Revenue, Orders, Avg. Order Value', {
    timeout: 20_000,
  }, async () => {
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.phone));
    const { user } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Year' }), '2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Month' }), 'March');
    await user.click(screen.getByRole('button', { name: 'Table View' }));
    expect(screen.queryByRole('table', { name: 'Daily sales' })).not.toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Daily sales' })).getAllByRole('listitem');
    expect(days).toHaveLength(31);
    expect(
      within(days[14]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Date', 'Revenue', 'Orders', 'Avg. Order Value']);
    expect(
      within(days[14]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['15 Mar 2025', '₹750', '2', '₹375.00']);
  });

  it('shows a spinner while fetching', { timeout: 20_000 }, async () => {
    const pending = deferred<Response>();
    stubApi({ ...signInAs(admin), [SALES]: () => pending.promise });
    renderApp('/dashboard/sales');
    expect(await screen.findByText('Loading sales data…')).toBeInTheDocument();
    pending.resolve(Response.json(salesReply));
    expect(await screen.findByText('Select a year to view sales data')).toBeInTheDocument();
  });

  it('offers no years when nothing has been sold', { timeout: 20_000 }, async () => {
    await openPage(salesReplySchema.parse({ ...ok('Sales data', {}), summary: {} }));
    const options = within(screen.getByRole('combobox', { name: 'Select Year' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['Select Year']);
    expect(screen.getByText('Select a year to view sales data')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch sales data' when the call fails", { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), [SALES]: fail(500, 'database down') });
    renderApp('/dashboard/sales');
    await expectToast('Failed to fetch sales data');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch sales data');
  });
});
