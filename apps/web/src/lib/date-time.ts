/** Dates the Indian English way (SPEC §1), in the viewer's own time zone. */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full' });
const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
}

/** `5 Mar 2025, 12:30 pm`; an unreadable date is shown as it came. */
export function formatDateTime(iso: string): string {
  return format(dateTime, iso);
}

/** `5 Mar 2025`. */
export function formatDate(iso: string): string {
  return format(dateOnly, iso);
}

/** `Tuesday, 24 November 2026`. */
export function formatLongDate(date: Date): string {
  return format(longDate, date);
}

/** `November 2026`. */
export function formatMonthYear(date: Date): string {
  return format(monthYear, date);
}
