import { formatINR } from '@store/contract/format';
import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { FieldMessages, inputClasses } from '#web/components/ui/field';

interface PriceRangeProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The prices the other filters leave (null: none match; undefined: not known yet). */
  available: { min: number | null; max: number | null } | undefined;
  onApply: (range: { minPrice?: number; maxPrice?: number }) => void;
}

const WHOLE_RUPEES = /^\d{1,7}$/;
const PRICE_MAX = 1_000_000;

/** '' is no bound; otherwise whole rupees from 0 to 10,00,000, or an error sentence. */
function readBound(text: string): number | undefined | string {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!WHOLE_RUPEES.test(trimmed) || Number(trimmed) > PRICE_MAX) {
    return 'Enter whole rupees from 0 to 10,00,000.';
  }
  return Number(trimmed);
}

/**
 * Lowest and highest price, applied together (a form: Enter in either box, or its button),
 * so typing a number does not reload the results at every digit.
 */
export function PriceRange({ minPrice, maxPrice, available, onApply }: PriceRangeProps) {
  const [minText, setMinText] = useState(minPrice === undefined ? '' : String(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === undefined ? '' : String(maxPrice));
  const [error, setError] = useState<string>();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hint =
    available && available.min !== null && available.max !== null
      ? available.min === available.max
        ? `Every price here is ${formatINR(available.min)}`
        : `From ${formatINR(available.min)} to ${formatINR(available.max)}`
      : undefined;

  const apply = () => {
    const min = readBound(minText);
    const max = readBound(maxText);
    const wrong = [min, max].find((bound) => typeof bound === 'string');
    if (typeof wrong === 'string') return setError(wrong);
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      return setError('Lowest price must not be more than the highest price.');
    }
    setError(undefined);
    onApply({
      ...(typeof min === 'number' ? { minPrice: min } : {}),
      ...(typeof max === 'number' ? { maxPrice: max } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  // Leaving the boxes applies what they hold, so a range typed in the phone's dialog counts
  // when the shopper goes straight to its Show button.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    const unchanged =
      minText === (minPrice === undefined ? '' : String(minPrice)) &&
      maxText === (maxPrice === undefined ? '' : String(maxPrice));
    if (!unchanged) apply();
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined;
  const box = (label: string, value: string, set: (text: string) => void, placeholder: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${label}`} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${label}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => set(event.target.value)}
        className={`${inputClasses} mt-1 h-10`}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} onBlur={leave}>
      <div className="flex items-end gap-2">
        {box('Min ₹', minText, setMinText, '0')}
        {box('Max ₹', maxText, setMaxText, 'Any')}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="h-10"
          aria-label="Apply price"
        >
          Apply
        </Button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </form>
  );
}
