import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateFormatsIn,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  storeCalendarDate,
  storeTimeZone,
} from './date-time';

// The web tests run with the browser's clock in America/New_York (vitest.config.ts) and the
// store's in its default, Asia/Kolkata: 20:15 UTC on 25 Nov is 15:15 on 25 Nov in New York
// but 01:45 on 26 Nov at the store.
const EVENING_UTC = '2026-11-25T20:15:00.000Z';

describe('dates in the store time zone, whatever the browser clock says', () => {
  it('runs with a browser clock that is not the store one', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(storeTimeZone()).toBe('Asia/Kolkata');
  });

  it('shows an instant on the store date, with the zone after the time', () => {
    expect(formatDateTime(EVENING_UTC)).toBe('26 Nov 2026, 1:45 am IST');
    expect(formatDate(EVENING_UTC)).toBe('26 Nov 2026');
    expect(formatLongDate(new Date(EVENING_UTC))).toBe('Thursday, 26 November 2026');
    expect(formatMonthYear(new Date('2026-11-30T20:15:00.000Z'))).toBe('December 2026');
  });

  it('formats in any zone it is given', () => {
    const utc = dateFormatsIn('UTC');
    expect(utc.formatDateTime(EVENING_UTC)).toBe('25 Nov 2026, 8:15 pm UTC');
    expect(utc.formatDate(EVENING_UTC)).toBe('25 Nov 2026');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('')).toBe('');
  });

  it('shows a calendar day (a sales day) as that day, in no zone', () => {
    expect(formatCalendarDate(2026, 11, 26)).toBe('26 Nov 2026');
    expect(formatCalendarDate(2026, 1, 1)).toBe('1 Jan 2026');
  });

  it("knows the store's today: year, month and day", () => {
    expect(storeCalendarDate(new Date(EVENING_UTC))).toEqual({ year: 2026, month: 11, day: 26 });
    expect(storeCalendarDate(new Date('2026-12-31T18:30:00.000Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it("counts the store's date without ICU exactly as ICU would, for any instant", () => {
    const byIcu = dateFormatsIn('Asia/Kolkata');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(storeCalendarDate(date)).toEqual(byIcu.calendarDate(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts the date of a zone with daylight saving by ICU', async () => {
    const meta = document.createElement('meta');
    meta.name = 'store-config';
    meta.content = JSON.stringify({ storeTimeZone: 'America/New_York' });
    document.head.append(meta);
    vi.resetModules();
    const dates = await import('./date-time');
    // 03:30 UTC on 9 March 2026 is 23:30 on the 8th in New York (EDT, from that day).
    expect(dates.storeCalendarDate(new Date('2026-03-09T03:30:00.000Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 8,
    });
    meta.remove();
    vi.resetModules();
  });
});

describe('the store time zone handed over by the server', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="store-config"]')?.remove();
    vi.resetModules();
  });

  async function loadWith(config: object) {
    const meta = document.createElement('meta');
    meta.name = 'store-config';
    meta.content = JSON.stringify(config);
    document.head.append(meta);
    vi.resetModules();
    return import('./date-time');
  }

  it('is read from the page', async () => {
    const dates = await loadWith({ storeTimeZone: 'America/New_York' });
    expect(dates.storeTimeZone()).toBe('America/New_York');
    expect(dates.formatDateTime(EVENING_UTC)).toBe('25 Nov 2026, 3:15 pm GMT-5');
  });

  it('falls back to Asia/Kolkata when the page names no real zone', async () => {
    const dates = await loadWith({ storeTimeZone: 'Mars/Olympus_Mons' });
    expect(dates.storeTimeZone()).toBe('Asia/Kolkata');
  });
});
