import { ADDRESS_LIMITS, type Address, addressFieldsSchema } from '@store/contract/address';
import { MOBILE_MAX } from '@store/contract/user';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, useFocusFirstInvalid } from '#web/components/ui/field';
import { formErrors, hasErrors, leftFilled } from '#web/lib/form';

const labels = {
  address_line: 'Address line',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  country: 'Country',
  mobile: 'Mobile',
} as const;
type FieldName = keyof typeof labels;

/** What each empty field says (SPEC §5: every field required). */
const prompts: Record<FieldName, string> = {
  address_line: 'Enter the address line.',
  city: 'Enter the city.',
  state: 'Enter the state.',
  pincode: 'Enter the pincode.',
  country: 'Enter the country.',
  mobile: 'Enter a mobile number.',
};

/** The contract's longest value of each field, as the input's maxLength. */
const maxLengths: Record<FieldName, number> = { ...ADDRESS_LIMITS, mobile: MOBILE_MAX };
export type AddressValues = Record<FieldName, string>;

const blank: AddressValues = {
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  mobile: '',
};

interface AddressFormProps {
  /** The address being edited; a new one starts blank with the country India. */
  address?: Address;
  submitLabel: string;
  pending: boolean;
  /**
   * The server's refusal, repeated inside the form: the toast (SPEC §8) sits under the modal
   * dialog's backdrop, in the page the dialog makes inert.
   */
  error?: string | undefined;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
}

/** SPEC §5: every field required; pincode and mobile follow the contract's Indian formats. */
export function AddressForm({
  address,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() =>
    address
      ? {
          address_line: address.address_line,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
          mobile: address.mobile,
        }
      : blank,
  );
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const errors = formErrors(addressFieldsSchema, values, prompts);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const field = (name: FieldName) => ({
    name,
    label: labels[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (leftFilled(event)) setTouched((current) => ({ ...current, [name]: true }));
    },
    error: touched[name] ? errors[name] : undefined,
    maxLength: maxLengths[name],
    required: true,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({
      address_line: true,
      city: true,
      state: true,
      pincode: true,
      country: true,
      mobile: true,
    });
    if (hasErrors(errors)) return focusFirstInvalid();
    onSubmit(
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, value.trim()]),
      ) as AddressValues,
    );
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        {...field('address_line')}
        autoComplete="street-address"
        placeholder="House, street, area"
        className="sm:col-span-2"
      />
      <Field {...field('city')} autoComplete="address-level2" />
      <Field {...field('state')} autoComplete="address-level1" />
      <Field
        {...field('pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6 digits"
      />
      <Field {...field('country')} autoComplete="country-name" />
      <Field
        {...field('mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        className="sm:col-span-2"
      />
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
