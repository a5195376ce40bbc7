import { PRODUCT_LIMITS } from '@store/contract/product';
import { useFormContext } from 'react-hook-form';
import { Field, TextareaField } from '#web/components/ui/field';
import { productFieldLabels as labels, type ProductFormValues } from './product-form-values';
import { useProductFormErrors } from './use-product-form-field';

/** The product's name and description (SPEC §5: both required). */
export function ProductDetailsFields() {
  const { register } = useFormContext<ProductFormValues>();
  const errorOf = useProductFormErrors();
  return (
    <>
      <Field
        label={labels.name}
        {...register('name')}
        error={errorOf('name')}
        required
        autoComplete="off"
        maxLength={PRODUCT_LIMITS.nameMax}
        className="sm:col-span-2"
      />
      <TextareaField
        label={labels.description}
        {...register('description')}
        error={errorOf('description')}
        required
        rows={4}
        maxLength={PRODUCT_LIMITS.descriptionMax}
        className="sm:col-span-2"
      />
    </>
  );
}

/** Unit, stock, price and discount (SPEC §5: required; the last three whole numbers). */
export function ProductPricingFields() {
  const { register } = useFormContext<ProductFormValues>();
  const errorOf = useProductFormErrors();
  const whole = { inputMode: 'numeric' as const, autoComplete: 'off', required: true };
  return (
    <>
      <Field
        label={labels.unit}
        {...register('unit')}
        error={errorOf('unit')}
        required
        autoComplete="off"
        placeholder="e.g. 1 pack"
        maxLength={PRODUCT_LIMITS.unitMax}
      />
      <Field label={labels.stock} {...register('stock')} error={errorOf('stock')} {...whole} />
      <Field
        label={labels.price}
        {...register('price')}
        error={errorOf('price')}
        {...whole}
        hint="Whole rupees; 0 makes it free."
      />
      <Field
        label={labels.discount}
        {...register('discount')}
        error={errorOf('discount')}
        {...whole}
        hint="Percent off, 0 to 100."
      />
    </>
  );
}
