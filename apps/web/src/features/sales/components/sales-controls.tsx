import { useId } from 'react';
import { selectClasses } from '#web/components/ui/field';

/** A labelled select whose empty first option repeats the label (SPEC §2's 'Select Year'). */
export function SalesSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-48">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${selectClasses} mt-1`}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What to choose next, where the figures will be. */
export function SalesPrompt({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
