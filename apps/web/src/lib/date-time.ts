import { env } from '#web/config/env';

/**
 * Every date and time the pages show, Indian English (SPEC §9), on ONE clock: the store's
 * time zone (STORE_TIMEZONE, handed over by the server), never the browser's. An admin in
 * New York and a shopper in Delhi then see a payment on the same day as Sales counts it
 * (issue 15). Where SPEC §9 fixes another rule (new users by UTC date), the page says so.
 */
export function storeTimeZone(): string {
  return env.storeTimeZone;
}

/**
 * A formatter made on first use. The page's first `Intl` object loads ICU's locale data
 * (~70 ms on a throttled phone): made while the first render yields between components, not
 * in one block while the scripts are evaluated (docs/decisions/0033).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The formatters of one zone; `dateFormatsIn(STORE_TIME_ZONE)` backs the exports below. */
export function dateFormatsIn(timeZone: string) {
  const dateTime = lazily(
    () =>
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        // The zone after the time ('IST'): a reader abroad knows the clock is not theirs.
        timeZoneName: 'short',
        timeZone,
      }),
  );
  const dateOnly = lazily(
    () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone }),
  );
  const longDate = lazily(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone }));
  const monthYear = lazily(
    () => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone }),
  );
  const parts = lazily(
    () =>
      new Intl.DateTimeFormat('en-IN', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        timeZone,
      }),
  );
  const zoneName = lazily(
    () => new Intl.DateTimeFormat('en-IN', { timeZoneName: 'short', timeZone }),
  );

  return {
    /** `26 Nov 2026, 1:45 am IST`; an unreadable date is shown as it came. */
    formatDateTime: (iso: string) => format(dateTime(), iso),
    /** `26 Nov 2026`. */
    formatDate: (iso: string) => format(dateOnly(), iso),
    /** `Thursday, 26 November 2026`. */
    formatLongDate: (date: Date) => format(longDate(), date),
    /** `November 2026`. */
    formatMonthYear: (date: Date) => format(monthYear(), date),
    /** The calendar date of an instant in this zone, month 1–12. */
    calendarDate(date: Date): CalendarDate {
      const part = (type: string) =>
        Number(
          parts()
            .formatToParts(date)
            .find((p) => p.type === type)?.value,
        );
      return { year: part('year'), month: part('month'), day: part('day') };
    },
    /** The zone's short name now: `IST`, `UTC`, `GMT-5`. */
    zoneName: () =>
      zoneName()
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? '',
  };
}

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
}

// The store's formatters, made when a page first shows a date (not while scripts evaluate).
const store = lazily(() => dateFormatsIn(storeTimeZone()));

export const formatDateTime = (iso: string) => store().formatDateTime(iso);
export const formatDate = (iso: string) => store().formatDate(iso);
export const formatLongDate = (date: Date) => store().formatLongDate(date);
export const formatMonthYear = (date: Date) => store().formatMonthYear(date);
/**
 * Zones whose offset from UTC never changes (no daylight saving since long before any order):
 * their calendar date is plain arithmetic. The home page's deals heading needs the store's
 * weekday on its first render, and this spares it ICU's ~70 ms start on a phone.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  'Asia/Kolkata': 330,
  'Asia/Calcutta': 330,
  UTC: 0,
  'Etc/UTC': 0,
};

/** The calendar date of an instant on the store's clock, month 1–12. */
export function storeCalendarDate(date: Date): CalendarDate {
  const offset = FIXED_OFFSET_MINUTES[storeTimeZone()];
  if (offset === undefined) return store().calendarDate(date);
  const shifted = new Date(date.getTime() + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** `Asia/Kolkata (IST)`: how a page names the store's clock. */
export function storeZoneLabel(): string {
  const zone = storeTimeZone();
  const short = store().zoneName();
  return short && short !== zone ? `${zone} (${short})` : zone;
}

const calendarDay = lazily(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }),
);
const calendarMonth = lazily(
  () => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * `26 Nov 2026`: a day that is already a calendar date (a Sales day, grouped by the server
 * in the store's zone), shown as that date. It is no instant, so no zone may shift it.
 */
export function formatCalendarDate(year: number, month: number, day: number): string {
  return calendarDay().format(Date.UTC(year, month - 1, day));
}

/** `December 2026`: a calendar month (1–12). */
export function formatCalendarMonth(year: number, month: number): string {
  return calendarMonth().format(Date.UTC(year, month - 1, 1));
}

/** `2026-12-01`, for a `<time dateTime>` of a calendar date. */
export function isoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
