import { isoCalendarDate, storeCalendarDate } from '#web/lib/date-time';

export interface DateRange {
  from: string;
  to: string;
}

const iso = (year: number, month: number, day: number) => isoCalendarDate({ year, month, day });
/** The last day of a month (1–12): day 0 of the next one. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The ranges an owner asks for most, on the store's calendar (not the browser's): last
 * month (the default: the month the accountant files), this month so far, and this Indian
 * financial year (1 April – 31 March) so far.
 */
export function presetRanges(
  now: Date = new Date(),
): Record<'lastMonth' | 'thisMonth' | 'financialYear', DateRange> {
  const today = storeCalendarDate(now);
  const prevYear = today.month === 1 ? today.year - 1 : today.year;
  const prevMonth = today.month === 1 ? 12 : today.month - 1;
  const fyStart = today.month >= 4 ? today.year : today.year - 1;
  return {
    lastMonth: {
      from: iso(prevYear, prevMonth, 1),
      to: iso(prevYear, prevMonth, lastDay(prevYear, prevMonth)),
    },
    thisMonth: { from: iso(today.year, today.month, 1), to: isoCalendarDate(today) },
    financialYear: { from: iso(fyStart, 4, 1), to: isoCalendarDate(today) },
  };
}
