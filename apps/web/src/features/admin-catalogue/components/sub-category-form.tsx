import { CATEGORY_NAME_MAX } from '@store/contract/category';
import { createSubCategoryRequestSchema, type SubCategory } from '@store/contract/subcategory';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, useFocusFirstInvalid } from '#web/components/ui/field';
import { formErrors, hasErrors, leftFilled } from '#web/lib/form';
import { useAdminCategories } from '../api/get-categories';
import { ChipsSelect } from './chips-select';
import { ImagePreview } from './image-preview';
import { ImageUpload } from './image-upload';

export interface SubCategoryValues {
  name: string;
  image: string;
  category: string[];
}

/** What each missing part says (SPEC §5: a name, an image and at least one category). */
const prompts = {
  name: 'Enter the sub-category name.',
  image: 'Upload an image.',
  category: 'Choose at least one category.',
} as const;
type FieldName = keyof typeof prompts;

interface SubCategoryFormProps {
  subCategory?: SubCategory;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, repeated here: the toast sits under the dialog's backdrop. */
  error?: string | undefined;
  onSubmit: (values: SubCategoryValues) => void;
  onCancel: () => void;
}

/**
 * SPEC §5 Sub-category: sent only with a name, an image and at least one category. Submit
 * can always be pressed (issue 15): a refused one names what is missing and takes focus to
 * the first.
 */
export function SubCategoryForm({
  subCategory,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SubCategoryFormProps) {
  const categories = useAdminCategories();
  const [name, setName] = useState(subCategory?.name ?? '');
  const [image, setImage] = useState(subCategory?.image ?? '');
  const [category, setCategory] = useState<string[]>(
    () => subCategory?.category.map((c) => c._id) ?? [],
  );
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const imageErrorId = useId();
  const errors = formErrors(createSubCategoryRequestSchema, { name, image, category }, prompts);
  const shown = (field: FieldName) => (touched[field] ? errors[field] : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTouched({ name: true, image: true, category: true });
    if (hasErrors(errors)) return focusFirstInvalid();
    onSubmit({ name: name.trim(), image, category });
  }

  const imageError = shown('image');
  return (
    <form ref={ref} onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={(event) => leftFilled(event) && setTouched((t) => ({ ...t, name: true }))}
        error={shown('name')}
        placeholder="Enter sub category name"
        maxLength={CATEGORY_NAME_MAX}
        autoComplete="off"
        required
      />
      <div>
        <p className="text-sm font-medium text-slate-800">Image</p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <ImagePreview src={image} alt={name || 'Sub category image'} className="size-24" />
          <ImageUpload
            label="Upload Image"
            onUploaded={setImage}
            error={imageError ? { id: imageErrorId } : undefined}
          />
        </div>
        {imageError && (
          <p id={imageErrorId} className="mt-1 text-sm text-red-600">
            {imageError}
          </p>
        )}
      </div>
      <ChipsSelect
        label="Category"
        placeholder={categories.isPending ? 'Loading…' : 'Select Category'}
        options={categories.data ?? []}
        selected={category}
        onChange={(ids) => {
          setCategory(ids);
          setTouched((t) => ({ ...t, category: true }));
        }}
        error={shown('category')}
        required
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
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
