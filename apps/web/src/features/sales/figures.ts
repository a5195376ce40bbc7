import type { SalesData } from '@store/contract/sales';

/** SPEC §9: the daily charts always run over days 1 to 31. */
export const CHART_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export interface DayFigures {
  day: number;
  revenue: number;
  orders: number;
}

/** The revenue of each month (January first) of `year`; months without sales are 0. */
export function monthlyRevenue(data: SalesData, year: string): number[] {
  const months = data[year] ?? {};
  return Array.from({ length: 12 }, (_, i) =>
    Object.values(months[String(i + 1)] ?? {}).reduce((sum, day) => sum + day.totalSales, 0),
  );
}

/** The days 1 to `days` of a month, with revenue and order count; days without sales are 0. */
export function dailyFigures(
  data: SalesData,
  year: string,
  month: number,
  days: number = CHART_DAYS.length,
): DayFigures[] {
  const byDay = data[year]?.[String(month)] ?? {};
  return Array.from({ length: days }, (_, i) => {
    const entry = byDay[String(i + 1)];
    return { day: i + 1, revenue: entry?.totalSales ?? 0, orders: entry?.sales.length ?? 0 };
  });
}

/** How many days `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Revenue per order, 0 when there are no orders (shown with two decimals, SPEC §9). */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 ? revenue / orders : 0;
}
