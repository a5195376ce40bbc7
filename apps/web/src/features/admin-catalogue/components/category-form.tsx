import type { Category } from '@store/contract/category';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ImagePreview } from './image-preview';
import { ImageUpload } from './image-upload';

export interface CategoryValues {
  name: string;
  image: string;
}

interface CategoryFormProps {
  category?: Category;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, repeated here: the toast sits under the dialog's backdrop. */
  error?: string | undefined;
  onSubmit: (values: CategoryValues) => void;
  onCancel: () => void;
}

/**
 * SPEC §5 Category: the image can be uploaded only once a name is set, and the form can be
 * sent only with both a name and an image.
 */
export function CategoryForm({
  category,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: CategoryFormProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');
  const named = name.trim() !== '';
  const ready = named && image !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !pending) onSubmit({ name: name.trim(), image });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Enter category name"
        autoComplete="off"
        required
      />
      <div>
        <p className="text-sm font-medium text-slate-800">Image</p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <ImagePreview src={image} alt={name || 'Category image'} className="size-24" />
          <ImageUpload
            label="Upload Image"
            disabled={!named}
            disabledHint="Enter a name first."
            onUploaded={setImage}
          />
        </div>
      </div>
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
