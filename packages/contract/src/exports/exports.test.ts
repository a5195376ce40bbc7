import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, exportFileName, exportHref, exportRangeProblem } from './index.js';

describe('export ranges', () => {
  it('accepts real days in order, up to a financial year', () => {
    expect(exportRangeProblem('2026-10-01', '2026-10-31')).toBeNull();
    expect(exportRangeProblem('2026-10-01', '2026-10-01')).toBeNull();
    expect(exportRangeProblem('2023-04-01', '2024-03-31')).toBeNull(); // 366 days
    expect(exportRangeProblem('2023-04-01', '2024-04-01')).toBe(EXPORT_MESSAGES.tooLong);
    expect(exportRangeProblem('2026-10-31', '2026-10-01')).toBe(EXPORT_MESSAGES.reversed);
    expect(exportRangeProblem('2026-02-29', '2026-03-01')).toBe(EXPORT_MESSAGES.badDate('from'));
    expect(exportRangeProblem('2026-03-01', '')).toBe(EXPORT_MESSAGES.badDate('to'));
  });

  it('names files by their dates and builds download links', () => {
    expect(exportFileName('orders', ['2026-10-01', '2026-10-31'])).toBe(
      'orders-2026-10-01-to-2026-10-31.csv',
    );
    expect(exportFileName('users', ['2026-11-26'])).toBe('users-2026-11-26.csv');
    expect(exportHref('salesByDay', { from: '2026-10-01', to: '2026-10-31' })).toBe(
      '/api/export/sales-by-day.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(exportHref('users')).toBe('/api/export/users.csv');
  });
});
