import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { AdminProduct, CreateProductRequest } from '@store/contract/product';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { focusFirstInvalid } from '#web/components/ui/field';
import { useAdminCategories } from '../api/get-categories';
import { PreviewMediaFields } from './preview-media-fields';
import { ProductCategoryFields } from './product-category-fields';
import { productFormSchema } from './product-form-schema';
import { type ProductFormValues, productFormValuesOf } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { ProductLinkFields } from './product-link-fields';
import { ProductPageDetails } from './product-page-details';
import { ProductDetailsFields, ProductPricingFields } from './product-text-fields';

interface ProductFormProps {
  /** The product being edited; a new one starts blank. */
  product?: AdminProduct;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, repeated here (in a modal the toast sits under the backdrop). */
  error?: string | undefined;
  onSubmit: (request: CreateProductRequest) => void;
  onCancel?: () => void;
  /** More of the same form, above its buttons (the Edit popup's survey): saved by its submit. */
  children?: ReactNode;
}

/**
 * SPEC §5 product form, for Upload Product and the Edit popup alike, on react-hook-form: the
 * values live in the form (product-form-values.ts), are checked by the contract's schema
 * through the standard-schema resolver (product-form-schema.ts), and each group of fields is
 * its own component. A field's message shows once it was left, and every message on submit,
 * which takes the keyboard to the first field that needs attention.
 */
export function ProductForm({
  product,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: ProductFormProps) {
  const categories = useAdminCategories();
  const resolver = useMemo(() => {
    const categoryNames = new Map((categories.data ?? []).map((c) => [c._id, c.name]));
    return standardSchemaResolver(productFormSchema({ categoryNames, product }));
  }, [categories.data, product]);
  const [defaultValues] = useState(() => productFormValuesOf(product));
  const form = useForm<ProductFormValues, unknown, CreateProductRequest>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Focus goes by the page's order, images and categories included (focusFirstInvalid).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    (request) => {
      if (!pending) onSubmit(request);
    },
    // After React has drawn the messages, so aria-invalid is on the page.
    () => requestAnimationFrame(() => formRef.current && focusFirstInvalid(formRef.current)),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <ProductDetailsFields />
        <ProductImagesField />
        <ProductPreviewFields />
        <ProductCategoryFields />
        <ProductPricingFields />
        <ProductLinkFields />
        <ProductPageDetails serverError={error} />

        {children && <div className="sm:col-span-2">{children}</div>}
        {error && (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Before/after pairs and the preview clip, whose poster may be one of the product's images. */
function ProductPreviewFields() {
  const { field } = useController<ProductFormValues, 'previewMedia'>({ name: 'previewMedia' });
  const images = useWatch<ProductFormValues, 'image'>({ name: 'image' });
  return (
    <PreviewMediaFields value={field.value} onChange={field.onChange} productImages={images} />
  );
}
