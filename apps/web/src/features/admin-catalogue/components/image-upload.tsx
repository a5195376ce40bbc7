import { imageTooLargeMessage, MAX_IMAGE_UPLOAD_BYTES } from '@store/contract/upload';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { cn } from '#web/lib/cn';
import { useUploadImage } from '../api/upload-image';

export const ONLY_IMAGES_MESSAGE = 'Only image files can be uploaded.';

interface ImageUploadProps {
  /** The button's text, also the file input's accessible name. */
  label: string;
  disabled?: boolean;
  /** Why it is disabled, shown under it. */
  disabledHint?: string;
  onUploaded: (url: string) => void;
  /**
   * The form's own message about the image ("Upload an image."), shown by the form: the file
   * input is then marked invalid and described by it, so a refused submit can focus it.
   */
  error?: { id: string } | undefined;
}

/** Why the browser refuses `file` before sending it, or undefined when it may go. */
export function fileRefusal(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES_MESSAGE;
  // The server would answer 413 only after receiving all of it (issue 15: a 20 MB image).
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return imageTooLargeMessage();
  return undefined;
}

/**
 * Picks an image and uploads it at once (POST /api/file/upload); the caller receives the
 * stored URL. Only image files of at most the contract's size are sent (SPEC §5), checked by
 * the picker and again here.
 */
export function ImageUpload({
  label,
  disabled,
  disabledHint,
  onUploaded,
  error,
}: ImageUploadProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const upload = useUploadImage({ onSuccess: onUploaded });
  const off = disabled || upload.isPending;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so picking the same file again uploads it again.
    input.value = '';
    if (!file) return;
    const refused = fileRefusal(file);
    setRefusal(refused);
    // The last upload's refusal is about another file: it goes.
    upload.reset();
    if (!refused) upload.mutate(file);
  }

  const message = refusal ?? upload.error?.message;
  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          off && 'pointer-events-none cursor-not-allowed opacity-50',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Uploading…' : label}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={off}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error?.id}
          className="sr-only"
        />
      </label>
      {disabled && disabledHint && <p className="mt-1 text-xs text-slate-500">{disabledHint}</p>}
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
