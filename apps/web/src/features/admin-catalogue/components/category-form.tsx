import type { Category } from '@store/contract/category';
import { CATEGORY_NAME_MAX } from '@store/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
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

/** What the disabled Save button is waiting for (issue 15: no silent disabled button). */
function missingHint(named: boolean, hasImage: boolean): string | undefined {
  if (!named && !hasImage) return 'Enter a name, then upload an image, to save.';
  if (!named) return 'Enter a name to save.';
  if (!hasImage) return 'Upload an image to save.';
  return undefined;
}

/**
 * SPEC §5 Category: the image can be uploaded only once a name is set, and the form can be
 * sent only with both a name and an image; a line by the button says which is missing.
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
  const missing = missingHint(named, image !== '');
  const hintId = useId();

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
        maxLength={CATEGORY_NAME_MAX}
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
      <div className="flex flex-wrap items-center justify-end gap-2">
        {missing && (
          <p id={hintId} className="mr-auto text-sm text-slate-600">
            {missing}
          </p>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!ready || pending}
          aria-describedby={missing ? hintId : undefined}
        >
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
