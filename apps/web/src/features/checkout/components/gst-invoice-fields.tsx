import { GST_STATES, type InvoiceDetails, invoiceDetailsSchema } from '@store/contract/gst';
import { Field, FieldMessages, selectClasses, useFieldMessages } from '#web/components/ui/field';
import { fieldErrors } from '#web/lib/form';

export interface GstInvoiceValues {
  wanted: boolean;
  gstin: string;
  businessName: string;
  stateCode: string;
}

export const EMPTY_GST_INVOICE: GstInvoiceValues = {
  wanted: false,
  gstin: '',
  businessName: '',
  stateCode: '',
};

const LABELS = { gstin: 'GSTIN', businessName: 'Business name', stateCode: 'State' } as const;
export type GstField = keyof typeof LABELS;
export const GST_FIELD_ORDER = Object.keys(LABELS) as GstField[];

/**
 * What the create-order call carries (decision 0040): nothing unless the buyer asked for a
 * GST invoice; then their state and, for a business, the GSTIN and business name.
 */
export function gstInvoiceRequest(values: GstInvoiceValues): InvoiceDetails | undefined {
  if (!values.wanted) return undefined;
  const gstin = values.gstin.trim();
  return {
    ...(gstin ? { gstin, businessName: values.businessName } : {}),
    stateCode: values.stateCode,
  };
}

/** The contract's checks, plus: the state must be chosen once the area is open. */
export function gstInvoiceErrors(values: GstInvoiceValues): Partial<Record<GstField, string>> {
  const request = gstInvoiceRequest(values);
  if (!request) return {};
  const errors = fieldErrors(invoiceDetailsSchema, request, LABELS);
  if (!values.stateCode) errors.stateCode = 'State is required';
  return errors;
}

/**
 * "I need a GST invoice": closed, the checkout is SPEC's. Open, it asks the buyer's state
 * (the place of supply) and, for a business, its GSTIN and name; a GSTIN fills in its own
 * state. The GSTIN is checked here with the server's rule (format and check character).
 */
export function GstInvoiceFields({
  values,
  errors,
  locked,
  onChange,
}: {
  values: GstInvoiceValues;
  errors: Partial<Record<GstField, string>>;
  locked: boolean;
  onChange: (values: GstInvoiceValues) => void;
}) {
  const state = useFieldMessages({
    hint: 'The place of supply on your invoice.',
    error: errors.stateCode,
  });
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="gstInvoice"
          className="size-4 accent-brand-600"
          checked={values.wanted}
          disabled={locked}
          onChange={(event) => onChange({ ...values, wanted: event.target.checked })}
        />
        I need a GST invoice
      </label>
      {values.wanted && (
        <fieldset className="mt-3 flex flex-col gap-3">
          <legend className="sr-only">GST invoice details</legend>
          <Field
            label="GSTIN (for a business, optional)"
            name="gstin"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={values.gstin}
            error={errors.gstin}
            readOnly={locked}
            hint="15 characters, e.g. 27AAPFU0939F1ZV"
            onChange={(event) => {
              const gstin = event.target.value.toUpperCase();
              const own = gstin.trim().slice(0, 2);
              const known = GST_STATES.some((s) => s.code === own);
              onChange({ ...values, gstin, stateCode: known ? own : values.stateCode });
            }}
          />
          {values.gstin.trim() !== '' && (
            <Field
              label="Business name"
              name="businessName"
              autoComplete="organization"
              maxLength={100}
              value={values.businessName}
              error={errors.businessName}
              readOnly={locked}
              onChange={(event) => onChange({ ...values, businessName: event.target.value })}
            />
          )}
          <div>
            <label htmlFor={state.control.id} className="block text-sm font-medium text-slate-800">
              {LABELS.stateCode}
            </label>
            <select
              {...state.control}
              name="stateCode"
              className={`${selectClasses} mt-1`}
              value={values.stateCode}
              disabled={locked}
              onChange={(event) => onChange({ ...values, stateCode: event.target.value })}
            >
              <option value="">Choose your state</option>
              {GST_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name} ({s.code})
                </option>
              ))}
            </select>
            <FieldMessages {...state.messages} />
          </div>
        </fieldset>
      )}
    </div>
  );
}
