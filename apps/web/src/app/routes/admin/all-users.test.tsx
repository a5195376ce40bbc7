import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARDS_BELOW, cardLayoutQuery } from '#web/components/ui/responsive-table';
import { fail } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const user = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: `usr${String(n).padStart(2, '0')}`,
  name: `Shopper ${n}`,
  email: `shopper${n}@example.com`,
  avatar: '',
  mobile: null,
  last_login_date: null,
  status: 'active',
  role: 'USER',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const summary = {
  totalUsers: 12,
  todayNewUsers: 2,
  monthlyNewUsers: 9,
  growth: [18, 19, 20, 21, 22, 23, 24].map((day, i) => ({
    date: `2026-11-${day}`,
    newUsers: [0, 1, 3, 0, 0, 2, 2][i],
  })),
};

const page = (n: number, data: unknown[]) => ({
  success: true,
  error: false,
  message: 'All users',
  data,
  totalCount: 12,
  totalNoPage: 2,
  totalPage: 2,
  page: n,
  summary,
});

const firstPage = page(1, [
  user(12, {
    name: 'Asha Verma',
    avatar: '/uploads/asha.webp',
    mobile: '9876543210',
    // Evenings in UTC: the next day at the store (Asia/Kolkata), still the same day in the
    // browser (New York, vitest.config.ts). The store's clock is the one shown.
    last_login_date: '2026-11-24T20:15:00.000Z',
    createdAt: '2026-11-19T20:15:00.000Z',
    role: 'ADMIN',
  }),
  user(11, { status: 'inactive' }),
  user(10, { status: 'suspended' }),
  ...[9, 8, 7, 6, 5, 4, 3].map((n) => user(n)),
]);
const secondPage = page(2, [user(2), user(1)]);

describe('admin users dashboard', () => {
  it('shows the cards, the 7-day growth and the first page of users', {
    timeout: 20_000,
  }, async () => {
    stubApi({
      ...signInAs(admin),
      'GET /api/user/all-users?page=1&limit=10': firstPage,
    });
    renderApp('/dashboard/all-users');
    expect(await screen.findByRole('heading', { name: 'User Management Dashboard' })).toBeVisible();
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    expect((await card('Total Users')).getByText('12')).toBeVisible();
    expect((await card("Today's New Users")).getByText('2')).toBeVisible();
    // SPEC §9 counts new users by UTC date, not the store's: the page says so.
    expect((await card("Today's New Users")).getByText('By UTC date')).toBeVisible();
    expect((await card('Monthly New Users')).getByText('Last 30 days, by UTC date')).toBeVisible();
    expect((await card('Monthly New Users')).getByText('9')).toBeVisible();

    // jsdom has no canvas: the chart's figures are the table, oldest day first.
    const growthRegion = screen.getByRole('region', { name: 'User Growth (Last 7 Days)' });
    expect(within(growthRegion).getByText('Days in UTC')).toBeVisible();
    const growth = within(growthRegion).getByRole('table', { name: 'New users by day' });
    expect(
      within(growth)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2026-11-180',
      '2026-11-191',
      '2026-11-203',
      '2026-11-210',
      '2026-11-220',
      '2026-11-232',
      '2026-11-242',
    ]);

    const table = screen.getByRole('table', { name: 'All users, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Sr.no',
      'Name',
      'Email',
      'Avatar',
      'Mobile',
      'Last Login',
      'Status',
      'Role',
      'Created On',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByRole('cell', { name: '1' })).toBeVisible();
    expect(first.getByText('Asha Verma')).toBeVisible();
    expect(first.getByRole('img', { name: "Asha Verma's avatar" })).toHaveAttribute(
      'src',
      '/uploads/asha.webp',
    );
    expect(first.getByText('9876543210')).toBeVisible();
    expect(first.getByText('ADMIN')).toBeVisible();
    expect(first.getByText('25 Nov 2026, 1:45 am IST')).toBeVisible();
    expect(first.getByText('20 Nov 2026')).toBeVisible();
    expect(within(rows[1]!).getByRole('img', { name: 'No avatar' })).toBeVisible();
    expect(within(rows[1]!).getByText('Never')).toBeVisible();
    expect(within(rows[0]!).getByText('active')).toHaveClass('bg-emerald-100');
    expect(within(rows[1]!).getByText('inactive')).toHaveClass('bg-red-100');
    expect(within(rows[2]!).getByText('suspended')).toHaveClass('bg-slate-200');

    expect(screen.getByText('Total: 12 users')).toBeVisible();
    expect(screen.getByText('Showing 10 of 12 users')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows each user as a card below 1280 px, with every column in order', async () => {
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.desktop));
    stubApi({ ...signInAs(admin), 'GET /api/user/all-users?page=1&limit=10': firstPage });
    renderApp('/dashboard/all-users');
    const list = await screen.findByRole('list', { name: 'All users, newest first' });
    expect(screen.queryByRole('table', { name: 'All users, newest first' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Sr.no',
      'Name',
      'Email',
      'Avatar',
      'Mobile',
      'Last Login',
      'Status',
      'Role',
      'Created On',
    ]);
    expect(
      within(cards[0]!)
        .getAllByRole('definition')
        .slice(0, 3)
        .map((value) => value.textContent),
    ).toEqual(['1', 'Asha Verma', 'shopper12@example.com']);
  });

  it('pages on the server: Next shows the second page, numbered on', async () => {
    stubApi({
      ...signInAs(admin),
      'GET /api/user/all-users?page=1&limit=10': firstPage,
      'GET /api/user/all-users?page=2&limit=10': secondPage,
    });
    renderApp('/dashboard/all-users');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2 of 12 users')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'All users, newest first' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '11',
      '12',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Shopper 2',
      'Shopper 1',
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 10 of 12 users')).toBeVisible();
  });

  describe('at 20:15 UTC on 30 November, already 1 December at the store', () => {
    // Only Date is faked (timers run): the page reads "today" once, on mount.
    afterEach(() => {
      vi.useRealTimers();
    });

    it("steps the month label from the store's month, without asking the server again", {
      timeout: 20_000,
    }, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-30T20:15:00.000Z'));
      const fetch = stubApi({
        ...signInAs(admin),
        'GET /api/user/all-users?page=1&limit=10': firstPage,
      });
      renderApp('/dashboard/all-users');
      const region = await screen.findByRole('region', { name: 'User Growth (Last 7 Days)' });
      // The store's today, not the browser's (Monday, 30 November in New York).
      expect(screen.getByText('Tuesday, 1 December 2026')).toBeVisible();
      expect(within(region).getByText('December 2026')).toBeVisible();
      const calls = fetch.mock.calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(within(region).getByText('November 2026')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
      await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
      expect(within(region).getByText('January 2027')).toBeVisible();
      expect(fetch.mock.calls.length).toBe(calls);
    });
  });

  it("says 'Failed to load Data!' when the call fails", { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), 'GET /api/user/all-users?page=1&limit=10': fail(500, 'boom') });
    renderApp('/dashboard/all-users');
    await waitFor(
      () => expect(screen.getAllByText('Failed to load Data!').length).toBeGreaterThan(0),
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
