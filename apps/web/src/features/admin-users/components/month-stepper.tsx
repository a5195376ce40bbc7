import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import {
  type CalendarDate,
  formatCalendarMonth,
  formatLongDate,
  isoCalendarDate,
} from '#web/lib/date-time';

/** A month of the stepper (month 1–12). */
export interface StepperMonth {
  year: number;
  month: number;
}

export const monthLabel = ({ year, month }: StepperMonth) => formatCalendarMonth(year, month);

/**
 * SPEC §2 month stepper: Previous and Next change the month shown beside the chart's
 * heading (a label only, as in the SPEC); today's long date sits under it. Both are the
 * store's (STORE_TIMEZONE), not the browser's.
 */
export function MonthStepper({
  month,
  now,
  today,
  onStep,
}: {
  month: StepperMonth;
  now: Date;
  today: CalendarDate;
  onStep: (by: number) => void;
}) {
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-label="Previous month" onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold text-slate-800">
          {monthLabel(month)}
        </p>
        <Button variant="ghost" size="sm" aria-label="Next month" onClick={() => onStep(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p className="text-sm text-slate-500">
        <time dateTime={isoCalendarDate(today)}>{formatLongDate(now)}</time>
      </p>
    </div>
  );
}

/** Month 0 is last year's December, 13 next year's January. */
export function normalise(month: number, year: number): StepperMonth {
  const index = year * 12 + (month - 1);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
