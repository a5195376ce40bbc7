import { X } from 'lucide-react';
import { useId } from 'react';
import { selectClasses } from '#web/components/ui/field';

interface Option {
  _id: string;
  name: string;
}

interface ChipsSelectProps {
  label: string;
  /** The empty first option, e.g. 'Select Category'. */
  placeholder: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

/**
 * A multi-choice as a select plus chips (SPEC §2): choosing an option adds a chip, each chip's
 * button removes it. Chosen options leave the select, so a choice cannot repeat.
 */
export function ChipsSelect({
  label,
  placeholder,
  options,
  selected,
  onChange,
  error,
  hint,
  required,
}: ChipsSelectProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const names = new Map(options.map((option) => [option._id, option.name]));
  const available = options.filter((option) => !selected.includes(option._id));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value=""
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value) onChange([...selected, value]);
        }}
        className={`${selectClasses} mt-1`}
      >
        <option value="">{placeholder}</option>
        {available.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
      {selected.length > 0 && (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
          {selected.map((chosen) => {
            const name = names.get(chosen) ?? chosen;
            return (
              <li
                key={chosen}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
              >
                {name}
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(selected.filter((other) => other !== chosen))}
                  className="rounded-full p-1 hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
