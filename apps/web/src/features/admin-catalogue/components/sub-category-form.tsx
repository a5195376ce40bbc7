import type { SubCategory } from '@store/contract/subcategory';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useAdminCategories } from '../api/get-categories';
import { ChipsSelect } from './chips-select';
import { ImagePreview } from './image-preview';
import { ImageUpload } from './image-upload';

export interface SubCategoryValues {
  name: string;
  image: string;
  category: string[];
}

interface SubCategoryFormProps {
  subCategory?: SubCategory;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, repeated here: the toast sits under the dialog's backdrop. */
  error?: string | undefined;
  onSubmit: (values: SubCategoryValues) => void;
  onCancel: () => void;
}

/** SPEC §5 Sub-category: sent only with a name, an image and at least one category. */
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
  const ready = name.trim() !== '' && image !== '' && category.length > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !pending) onSubmit({ name: name.trim(), image, category });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Enter sub category name"
        autoComplete="off"
        required
      />
      <div>
        <p className="text-sm font-medium text-slate-800">Image</p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <ImagePreview src={image} alt={name || 'Sub category image'} className="size-24" />
          <ImageUpload label="Upload Image" onUploaded={setImage} />
        </div>
      </div>
      <ChipsSelect
        label="Category"
        placeholder={categories.isPending ? 'Loading…' : 'Select Category'}
        options={categories.data ?? []}
        selected={category}
        onChange={setCategory}
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
        <Button type="submit" disabled={!ready || pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
