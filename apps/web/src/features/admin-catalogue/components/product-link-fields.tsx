import { PRODUCT_LIMITS } from '@store/contract/product';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { KNOWN_DETAILS, type ProductFormValues } from './product-form-values';
import { useProductFormErrors } from './use-product-form-field';

/**
 * The product's `more_details`: the drive link buyers get, a YouTube link, and any extra
 * named fields (Add Field), each required once added.
 */
export function ProductLinkFields() {
  const { control, register, getValues } = useFormContext<ProductFormValues>();
  const extra = useFieldArray({ control, name: 'extra' });
  const errorOf = useProductFormErrors();
  const [newFieldName, setNewFieldName] = useState('');
  const [newFieldError, setNewFieldError] = useState<string>();

  function addField() {
    const key = newFieldName.trim();
    if (key === '') return setNewFieldError('Enter a name for the field');
    const taken = [...KNOWN_DETAILS, ...getValues('extra').map((field) => field.key)];
    if (taken.some((other) => other.toLowerCase() === key.toLowerCase())) {
      return setNewFieldError('A field with this name already exists');
    }
    setNewFieldError(undefined);
    setNewFieldName('');
    // Focus stays where it is (the name box or this button), ready for another field.
    extra.append({ key, value: '' }, { shouldFocus: false });
  }

  return (
    <>
      <Field
        label="Drive link"
        type="url"
        {...register('driveLink')}
        error={errorOf('driveLink')}
        placeholder="https://drive.google.com/…"
        maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
        hint="The download link buyers get."
        className="sm:col-span-2"
      />
      <Field
        label="YouTube link"
        type="url"
        {...register('embedVideo')}
        error={errorOf('embedVideo')}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
        className="sm:col-span-2"
      />

      {extra.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2 sm:col-span-2">
          <Field
            label={field.key}
            {...register(`extra.${index}.value`)}
            error={errorOf(`extra.${index}.value`)}
            required
            maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
            className="min-w-0 flex-1"
          />
          <Button
            variant="ghost"
            className="mt-6 px-3"
            aria-label={`Remove field ${field.key}`}
            onClick={() => extra.remove(index)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-slate-300 p-3 sm:col-span-2 sm:flex-row sm:items-start">
        <Field
          label="New field name"
          value={newFieldName}
          onChange={(event) => setNewFieldName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addField();
            }
          }}
          placeholder="e.g. Software"
          error={newFieldError}
          maxLength={PRODUCT_LIMITS.moreDetailsKeyMax}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" className="sm:mt-6" onClick={addField}>
          <Plus aria-hidden="true" className="size-4" />
          Add Field
        </Button>
      </div>
    </>
  );
}
