import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARDS_BELOW, cardLayoutQuery } from '#web/components/ui/responsive-table';
import { fail } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const reply = {
  success: true,
  error: false,
  message: [
    {
      _id: 'prd01',
      productId: 'prd01',
      productName: 'Teal Orange LUT Pack',
      views: 7,
      users: ['user:usr01', 'anon:abc'],
      userCount: 2,
      upTime: 12_345,
      updatedAt: '2025-03-05T07:01:00.000Z',
    },
  ],
  summary: {
    totalProducts: 3,
    productsVisited: 1,
    visitedPercentage: 33.3,
    activeCartUsers: 4,
    totalViews: 7,
    avgViewTimeSeconds: 12.3,
    totalViewTimeSeconds: 12.3,
  },
};

describe('admin product analytics', () => {
  it('shows the five cards and the views table', { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), 'GET /api/survey/all-product-view-metrics': reply });
    renderApp('/dashboard/metrics');
    expect(await screen.findByRole('heading', { name: 'Product Analytics' })).toBeVisible();
    expect(screen.getByText('Real-time metrics')).toBeVisible();
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    expect((await card('Total Products Visited')).getByText('1 (33.3%)')).toBeVisible();
    expect((await card('Active Cart Users')).getByText('4')).toBeVisible();
    expect((await card('Total Product Views')).getByText('7')).toBeVisible();
    expect((await card('Avg View Time')).getByText('12.3 s')).toBeVisible();
    expect((await card('Total View Time')).getByText('12.3 s')).toBeVisible();

    const row = screen.getAllByRole('row')[1]!;
    const link = within(row).getByRole('link', { name: 'prd01' });
    expect(link).toHaveAttribute('href', '/product/Teal-Orange-LUT-Pack-prd01');
    expect(link).toHaveAttribute('target', '_blank');
    expect(row).toHaveTextContent('12.35 s');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 3),
    ).toEqual(['7', '2']);
  });

  it('shows each product as a card below 1024 px, the columns in order', {
    timeout: 20_000,
  }, async () => {
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.tablet));
    stubApi({ ...signInAs(admin), 'GET /api/survey/all-product-view-metrics': reply });
    renderApp('/dashboard/metrics');
    const list = await screen.findByRole('list', { name: 'Product views, most viewed first' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(
      within(card!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Product ID', 'Views', 'Users', 'Total Uptime', 'Last Updated']);
    expect(within(card!).getByRole('link', { name: 'prd01' })).toHaveAttribute(
      'href',
      '/product/Teal-Orange-LUT-Pack-prd01',
    );
    expect(
      within(card!)
        .getAllByRole('definition')
        .slice(1, 4)
        .map((value) => value.textContent),
    ).toEqual(['7', '2', '12.35 s']);
  });

  it('says so when no product was viewed yet', { timeout: 20_000 }, async () => {
    stubApi({
      ...signInAs(admin),
      'GET /api/survey/all-product-view-metrics': { ...reply, message: [] },
    });
    renderApp('/dashboard/metrics');
    expect(await screen.findByText('No product views yet')).toBeVisible();
  });

  it("says 'Failed to fetch metrics data' when the call fails", { timeout: 20_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ ...signInAs(admin), 'GET /api/survey/all-product-view-metrics': fail(500, 'boom') });
    renderApp('/dashboard/metrics');
    await waitFor(
      () => expect(screen.getAllByText('Failed to fetch metrics data').length).toBeGreaterThan(0),
      {
        timeout: 15_000,
      },
    );
    expect(warn).toHaveBeenCalled();
  });
});
