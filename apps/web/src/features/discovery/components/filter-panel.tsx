import type { CatalogueFacets, CatalogueFilters, FacetValue } from '@store/contract/product';
import { type ReactNode, useState } from 'react';
import { cn } from '#web/lib/cn';
import { PriceRange } from './price-range';

interface FilterPanelProps {
  filters: CatalogueFilters;
  /** Counts for each choice given the other filters; undefined while they load. */
  facets: CatalogueFacets | undefined;
  onChange: (filters: CatalogueFilters) => void;
}

/** Choices shown before "Show all": a long software list would push the rest out of sight. */
const SHORT_LIST = 8;

const legendClasses = 'mb-2 text-sm font-semibold text-slate-900';

/** A choice's label: its name and, once known, how many products it would show. */
const withCount = (name: string, count: number | undefined) =>
  count === undefined ? name : `${name} (${count})`;

function Choice({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  // A choice that would show nothing cannot be picked, but one already picked can be undone.
  const disabled = count === 0 && !checked;
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50',
        disabled && 'cursor-not-allowed text-slate-500 hover:bg-transparent',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 break-words">{withCount(label, count)}</span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendClasses}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The values of a facet, with the chosen ones listed even before the counts arrive. */
function listed(values: FacetValue[] | undefined, chosen: readonly string[]) {
  if (values) return values;
  return chosen.map((value) => ({ value, count: undefined }));
}

function ValueList({
  legend,
  values,
  loading,
  chosen,
  same,
  onChange,
}: {
  legend: string;
  loading: boolean;
  values: { value: string; count: number | undefined }[];
  chosen: readonly string[];
  /** How the store compares values (software in any case, formats as written). */
  same: (a: string, b: string) => boolean;
  onChange: (chosen: string[]) => void;
}) {
  const [all, setAll] = useState(false);
  const isChosen = (value: string) => chosen.some((c) => same(c, value));
  // Chosen values stay in the short list wherever their count sorts them.
  const shown = all ? values : values.filter((v, index) => index < SHORT_LIST || isChosen(v.value));
  const hidden = values.length - shown.length;
  return (
    <Group legend={legend}>
      {values.length === 0 ? (
        <p className="px-1 text-sm text-slate-500">
          {loading ? 'Counting…' : `No ${legend.toLowerCase()} listed`}
        </p>
      ) : (
        <ul className="space-y-0.5">
          {shown.map(({ value, count }) => (
            <li key={value}>
              <Choice
                label={value}
                count={count}
                checked={isChosen(value)}
                onToggle={(checked) =>
                  onChange(checked ? [...chosen, value] : chosen.filter((c) => !same(c, value)))
                }
              />
            </li>
          ))}
        </ul>
      )}
      {(hidden > 0 || all) && values.length > SHORT_LIST && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="mt-1 rounded-md px-1 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {all ? `Show fewer ${legend.toLowerCase()} choices` : `Show all ${values.length}`}
        </button>
      )}
    </Group>
  );
}

const sameSoftware = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameFormat = (a: string, b: string) => a === b;

/** Without the key: `{ ...filters, software: [] }` would send an empty list. */
function set<K extends keyof CatalogueFilters>(
  filters: CatalogueFilters,
  key: K,
  value: CatalogueFilters[K] | undefined,
): CatalogueFilters {
  const next = { ...filters };
  const empty =
    value === undefined || value === false || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * The filters of a listing, search or New Products (issue 16): price range, free only, on
 * sale, software and file format, each choice with how many products it would show given the
 * other filters. Presentational: the page keeps the choices (in its address) and the counts.
 */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const software = filters.software ?? [];
  const format = filters.format ?? [];
  return (
    <div className="space-y-6">
      <Group legend="Price">
        <PriceRange
          // A new range from outside (Back, Clear all) starts the boxes afresh.
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          available={facets?.price}
          onApply={({ minPrice, maxPrice }) =>
            onChange(set(set(filters, 'minPrice', minPrice), 'maxPrice', maxPrice))
          }
        />
      </Group>
      <Group legend="Offers">
        <Choice
          label="Free only"
          count={facets?.free}
          checked={filters.free === true}
          onToggle={(checked) => onChange(set(filters, 'free', checked))}
        />
        <Choice
          label="On sale"
          count={facets?.onSale}
          checked={filters.onSale === true}
          onToggle={(checked) => onChange(set(filters, 'onSale', checked))}
        />
      </Group>
      <ValueList
        legend="Software"
        values={listed(facets?.software, software)}
        loading={!facets}
        chosen={software}
        same={sameSoftware}
        onChange={(chosen) => onChange(set(filters, 'software', chosen))}
      />
      <ValueList
        legend="File format"
        values={listed(facets?.format, format)}
        loading={!facets}
        chosen={format}
        same={sameFormat}
        onChange={(chosen) => onChange(set(filters, 'format', chosen))}
      />
    </div>
  );
}
