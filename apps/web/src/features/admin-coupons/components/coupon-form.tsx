import {
  COUPON_CODE_MAX,
  type Coupon,
  type CouponKind,
  type CouponWrite,
  couponWriteSchema,
} from '@store/contract/coupon';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, FieldMessages, selectClasses, useFieldMessages } from '#web/components/ui/field';
import { storeZoneLabel } from '#web/lib/date-time';
import { fieldErrors } from '#web/lib/form';

const LABELS = {
  code: 'Promo code',
  discountKind: 'Discount type',
  amountOff: 'Amount off',
  minCartValue: 'Minimum cart value',
  startsAt: 'Starts',
  endsAt: 'Ends',
  maxUses: 'Total uses',
  perBuyerLimit: 'Uses per buyer',
  allProducts: 'All products',
  scopeProducts: 'Products',
  scopeCategories: 'Categories',
} as const;
type FormField = keyof typeof LABELS;
const FIELD_ORDER = Object.keys(LABELS) as FormField[];

export interface ChosenProduct {
  id: string;
  name: string;
}

export interface CouponFormValues {
  code: string;
  discountKind: CouponKind;
  amountOff: string;
  minCartValue: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  perBuyerLimit: string;
  allProducts: boolean;
  scopeProducts: ChosenProduct[];
  scopeCategories: string[];
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  discountKind: 'percent',
  amountOff: '',
  minCartValue: '0',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  perBuyerLimit: '',
  allProducts: true,
  scopeProducts: [],
  scopeCategories: [],
  active: true,
};

/** A coupon from the list, as the form edits it (times as the store's wall clock). */
export function couponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    discountKind: coupon.discountKind,
    amountOff: String(coupon.amountOff),
    minCartValue: String(coupon.minCartValue),
    startsAt: coupon.startsAtLocal ?? '',
    endsAt: coupon.endsAtLocal ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    perBuyerLimit: coupon.perBuyerLimit === null ? '' : String(coupon.perBuyerLimit),
    allProducts: coupon.allProducts,
    scopeProducts: coupon.scopeProducts.map((id, i) => ({
      id,
      name: coupon.scopeProductNames[i] ?? id,
    })),
    scopeCategories: coupon.scopeCategories,
    active: coupon.active,
  };
}

function toBody(values: CouponFormValues): CouponWrite {
  return {
    ...values,
    scopeProducts: values.allProducts ? [] : values.scopeProducts.map((p) => p.id),
    scopeCategories: values.allProducts ? [] : values.scopeCategories,
  };
}

interface CouponFormProps {
  /** Null for a new coupon. */
  editing: { id: string; values: CouponFormValues } | null;
  categories: readonly { _id: string; name: string }[];
  /** The product search (from the catalogue): typed text and the matches. */
  productSearch: (choose: (product: ChosenProduct) => void) => ReactNode;
  saving: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  serverError: string | null;
  onSave: (body: CouponWrite) => void;
  onCancel: () => void;
}

/**
 * Create or edit a coupon. Every field is checked by the contract's schema before sending
 * (the server checks again); each problem shows under its field, and focus goes to the first.
 * Start and end are wall-clock times of the store's zone, whatever the browser's clock.
 */
export function CouponForm(props: CouponFormProps) {
  const { editing, categories, saving, serverError } = props;
  const [values, setValues] = useState<CouponFormValues>(editing?.values ?? EMPTY_COUPON);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    control?.focus();
  }, [errors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const body = toBody(values);
    const found = fieldErrors(couponWriteSchema, body, LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSave(body);
  }

  const zone = storeZoneLabel();
  const scope = useFieldMessages({ error: errors.allProducts ?? errors.scopeProducts });
  const kind = useFieldMessages({ error: errors.discountKind });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {editing ? `Edit coupon ${editing.values.code}` : 'New coupon'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={LABELS.code}
          name="code"
          data-field="code"
          autoComplete="off"
          maxLength={COUPON_CODE_MAX}
          hint="Letters, digits, _ and -; matched whatever the case."
          value={values.code}
          error={errors.code}
          onChange={(e) => set('code', e.target.value)}
        />
        <div>
          <label htmlFor={kind.control.id} className="block text-sm font-medium text-slate-800">
            {LABELS.discountKind}
          </label>
          <select
            {...kind.control}
            data-field="discountKind"
            value={values.discountKind}
            onChange={(e) => set('discountKind', e.target.value as CouponKind)}
            className={`${selectClasses} mt-1`}
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Fixed ₹ off</option>
          </select>
          <FieldMessages {...kind.messages} />
        </div>
        <Field
          label={values.discountKind === 'percent' ? 'Amount off (%)' : 'Amount off (₹)'}
          name="amountOff"
          data-field="amountOff"
          inputMode="numeric"
          value={values.amountOff}
          error={errors.amountOff}
          onChange={(e) => set('amountOff', e.target.value)}
        />
        <Field
          label="Minimum cart value (₹)"
          name="minCartValue"
          data-field="minCartValue"
          inputMode="numeric"
          value={values.minCartValue}
          error={errors.minCartValue}
          onChange={(e) => set('minCartValue', e.target.value)}
        />
        <Field
          label={`Starts (${zone})`}
          name="startsAt"
          data-field="startsAt"
          type="datetime-local"
          hint="Empty: valid at once."
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
        <Field
          label={`Ends (${zone})`}
          name="endsAt"
          data-field="endsAt"
          type="datetime-local"
          hint="Empty: never ends."
          value={values.endsAt}
          error={errors.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
        />
        <Field
          label={LABELS.maxUses}
          name="maxUses"
          data-field="maxUses"
          inputMode="numeric"
          hint="Paid orders in all. Empty: no limit."
          value={values.maxUses}
          error={errors.maxUses}
          onChange={(e) => set('maxUses', e.target.value)}
        />
        <Field
          label={LABELS.perBuyerLimit}
          name="perBuyerLimit"
          data-field="perBuyerLimit"
          inputMode="numeric"
          hint="Empty: no limit."
          value={values.perBuyerLimit}
          error={errors.perBuyerLimit}
          onChange={(e) => set('perBuyerLimit', e.target.value)}
        />
      </div>

      <fieldset {...scope.control} className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Applies to</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="scope"
            data-field="allProducts"
            checked={values.allProducts}
            onChange={() => set('allProducts', true)}
          />
          All products
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="scope"
            checked={!values.allProducts}
            onChange={() => set('allProducts', false)}
          />
          Chosen categories and products
        </label>
        <FieldMessages {...scope.messages} />
        {!values.allProducts && (
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-800">Categories</legend>
              <div className="flex max-h-48 flex-col gap-1 overflow-y-auto">
                {categories.map((category) => (
                  <label key={category._id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={values.scopeCategories.includes(category._id)}
                      onChange={(e) =>
                        set(
                          'scopeCategories',
                          e.target.checked
                            ? [...values.scopeCategories, category._id]
                            : values.scopeCategories.filter((id) => id !== category._id),
                        )
                      }
                    />
                    {category.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-800">Products</legend>
              {values.scopeProducts.length > 0 && (
                <ul className="mb-2 flex flex-col gap-1">
                  {values.scopeProducts.map((product) => (
                    <li key={product.id} className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-sm">{product.name}</span>
                      <Button
                        variant="ghostDanger"
                        size="sm"
                        aria-label={`Remove ${product.name}`}
                        onClick={() =>
                          set(
                            'scopeProducts',
                            values.scopeProducts.filter((p) => p.id !== product.id),
                          )
                        }
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {props.productSearch((product) => {
                if (!values.scopeProducts.some((p) => p.id === product.id)) {
                  set('scopeProducts', [...values.scopeProducts, product]);
                }
              })}
            </fieldset>
          </div>
        )}
      </fieldset>

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        Active (a paused code is refused at checkout)
      </label>

      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={saving || undefined}>
          {editing ? 'Save coupon' : 'Create coupon'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
