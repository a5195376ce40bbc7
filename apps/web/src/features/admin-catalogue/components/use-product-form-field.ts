import {
  type FieldError,
  type FieldPath,
  get,
  type PathValue,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

type ProductPath = FieldPath<ProductFormValues>;

/**
 * The product form's message for a field (by its path, `pageDetails.files.0.size`), once the
 * person has left the field (or acted on it, for images and categories) or submitted the form.
 * react-hook-form also checks a list's new row as soon as it is added; its empty fields say
 * nothing until then (a message appearing under a row the person has not reached yet, then
 * vanishing when they leave a field, moved the buttons under the pointer mid-click).
 */
export function useProductFormErrors(): (path: string) => string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState<ProductFormValues>();
  return (path) =>
    isSubmitted || get(touchedFields, path)
      ? (get(errors, path) as FieldError | undefined)?.message
      : undefined;
}

/**
 * Sets a value no input holds (images, chosen categories) the way typing sets an input's:
 * checked at once when `touch` says the person just acted on it, or when the field was
 * touched before or the form submitted, so its message follows the value.
 */
export function useSetProductField() {
  const { setValue, getFieldState } = useFormContext<ProductFormValues>();
  const { isSubmitted } = useFormState<ProductFormValues>();
  return <Name extends ProductPath>(
    name: Name,
    value: PathValue<ProductFormValues, Name>,
    { touch = false }: { touch?: boolean } = {},
  ) =>
    setValue(name, value, {
      shouldDirty: true,
      shouldTouch: touch,
      shouldValidate: touch || isSubmitted || getFieldState(name).isTouched,
    });
}
