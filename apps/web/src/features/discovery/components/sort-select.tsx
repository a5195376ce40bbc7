import type { SearchSort } from '@store/contract/product';
import { useId } from 'react';
import { selectClasses } from '#web/components/ui/field';
import { cn } from '#web/lib/cn';
import { SORT_LABELS } from '../discovery-params';

interface SortSelectProps {
  /** The page's sorts, its default first. */
  sorts: readonly SearchSort[];
  /** Absent: the page's default. */
  value: SearchSort | undefined;
  onChange: (sort: SearchSort | undefined) => void;
  className?: string;
}

/** "Sort by" with the page's orders; picking the default takes `sort` out of the address. */
export function SortSelect({ sorts, value, onChange, className }: SortSelectProps) {
  const id = useId();
  const [fallback] = sorts;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value ?? fallback}
        onChange={(event) => {
          const chosen = sorts.find((sort) => sort === event.target.value);
          onChange(chosen === fallback ? undefined : chosen);
        }}
        className={cn(selectClasses, 'h-10 w-auto min-w-0')}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
