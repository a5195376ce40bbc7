import type { AdminProductFilters as Filters } from '@store/contract/product';
import { FilterX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button';
import { selectClasses } from '#web/components/ui/field';
import { cn } from '#web/lib/cn';
import { useAdminCategories } from '../api/get-categories';
import type { AdminProductFilterName } from '../hooks/use-admin-product-filters';

interface AdminProductFiltersProps {
  filters: Filters;
  onChange: (name: AdminProductFilterName, value: string) => void;
  onClear: () => void;
  active: boolean;
}

const STOCK = [
  ['in-stock', 'In stock'],
  ['out-of-stock', 'Out of stock'],
] as const;
const PRICE = [
  ['free', 'Free'],
  ['paid', 'Paid'],
] as const;
const DEALS = [
  ['in-deals', 'In deals'],
  ['not-in-deals', 'Not in deals'],
] as const;

/** The admin product list's filters above the list: category, stock, free or paid, deals. */
export function AdminProductFilters({
  filters,
  onChange,
  onClear,
  active,
}: AdminProductFiltersProps) {
  const categories = useAdminCategories();
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">Filter products</legend>
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <FilterSelect
          label="Category"
          value={filters.categoryId}
          allLabel="All categories"
          options={(categories.data ?? []).map((c) => [c._id, c.name] as const)}
          onChange={(value) => onChange('categoryId', value)}
        />
        <FilterSelect
          label="Stock"
          value={filters.stock}
          allLabel="Any stock"
          options={STOCK}
          onChange={(value) => onChange('stock', value)}
        />
        <FilterSelect
          label="Price"
          value={filters.price}
          allLabel="Free and paid"
          options={PRICE}
          onChange={(value) => onChange('price', value)}
        />
        <FilterSelect
          label="Deals"
          value={filters.deals}
          allLabel="In deals or not"
          options={DEALS}
          onChange={(value) => onChange('deals', value)}
        />
        {active && (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start lg:col-span-1"
            onClick={onClear}
          >
            <FilterX aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={cn(selectClasses, 'mt-1')}
      >
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
