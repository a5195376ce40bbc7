import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  /** 'current/total', as SPEC §2 shows it. */
  label: string;
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous, the page indicator and Next under an admin list (SPEC §2). */
export function Pager({ label, previousDisabled, nextDisabled, onPrevious, onNext }: PagerProps) {
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={previousDisabled} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        <span className="sr-only">Page </span>
        {label}
      </p>
      <Button variant="secondary" size="sm" disabled={nextDisabled} onClick={onNext}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
