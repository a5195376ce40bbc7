import { SEARCH_TEXT_MAX } from '@store/contract/constants';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/lib/cn';
import { inputClasses } from './field';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name (the placeholder alone is not a label). */
  label: string;
  className?: string;
}

/** The search box of an admin list. */
export function SearchBox({ value, onChange, placeholder, label, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        className={cn(inputClasses, 'pl-9')}
      />
    </div>
  );
}
