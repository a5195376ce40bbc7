import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { presetRanges } from '#web/features/exports/range';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('admin Exports page', () => {
  // Many role queries over the whole page: slow in jsdom on a busy machine.
  it('offers last month by default, builds the download links and refuses a reversed range', {
    timeout: 20_000,
  }, async () => {
    stubApi({ ...signInAs(admin) });
    const { user } = renderApp('/dashboard/exports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exports' }, { timeout: 10_000 }),
    ).toBeVisible();
    const { lastMonth } = presetRanges();
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth.from);
    expect(screen.getByLabelText('To')).toHaveValue(lastMonth.to);
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const orders = screen.getByRole('region', { name: 'Orders' });
    const link = within(orders).getByRole('link', { name: 'Download orders CSV' });
    expect(link).toHaveAttribute(
      'href',
      `/api/export/orders.csv?from=${lastMonth.from}&to=${lastMonth.to}&status=all`,
    );
    await user.selectOptions(within(orders).getByLabelText('Orders to include'), 'Paid');
    expect(link.getAttribute('href')).toMatch(/&status=PAID$/);
    expect(screen.getByRole('link', { name: 'Download users CSV' })).toHaveAttribute(
      'href',
      '/api/export/users.csv',
    );
    expect(screen.getByRole('link', { name: 'Download refunds CSV' })).toHaveAttribute(
      'href',
      `/api/export/refunds.csv?from=${lastMonth.from}&to=${lastMonth.to}`,
    );

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(screen.getByRole('button', { name: 'Download orders CSV' })).toBeDisabled();
    expect(
      screen.queryByRole('link', { name: 'Download sales by day CSV' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByRole('link', { name: 'Download sales by day CSV' })).toBeVisible();
  });

  it('renews the session before the browser downloads the file', async () => {
    let checks = 0;
    stubApi({
      ...signInAs(admin),
      'GET /api/user/user-details': () => {
        checks++;
        return Response.json(signInAs(admin)['GET /api/user/user-details']);
      },
    });
    const started: (string | null)[] = [];
    // The download itself is the browser's: record the link it would follow.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      started.push(this.getAttribute('href'));
    });
    const { user } = renderApp('/dashboard/exports');
    const link = await screen.findByRole('link', { name: 'Download users CSV' });
    const before = checks;
    await user.click(link);
    await vi.waitFor(() => expect(started).toEqual(['/api/export/users.csv']));
    expect(checks).toBe(before + 1);
  });
});
