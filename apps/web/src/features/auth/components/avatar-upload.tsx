import { imageTooLargeMessage, MAX_IMAGE_UPLOAD_BYTES } from '@store/contract/upload';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import { useUploadAvatar } from '../api/upload-avatar';
import { Avatar } from './avatar';

interface AvatarUploadProps {
  open: boolean;
  onClose: () => void;
  currentAvatar: string | undefined;
  name: string;
}

/** The profile's avatar popup (SPEC §2): pick an image, see it, upload it. */
export function AvatarUpload({ open, onClose, currentAvatar, name }: AvatarUploadProps) {
  return (
    <Modal open={open} onClose={onClose} title="Upload Avatar">
      <AvatarUploadForm onDone={onClose} currentAvatar={currentAvatar} name={name} />
    </Modal>
  );
}

function AvatarUploadForm({
  onDone,
  currentAvatar,
  name,
}: {
  onDone: () => void;
  currentAvatar: string | undefined;
  name: string;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<string>();
  const upload = useUploadAvatar({ onSuccess: onDone });

  // The preview is a blob: URL (allowed by the CSP's img-src), freed when replaced.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A file over the server's limit is refused here, before megabytes travel only to be refused.
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const refused = picked !== null && picked.size > MAX_IMAGE_UPLOAD_BYTES;
    setTooLarge(refused);
    setFile(refused ? null : picked);
    if (refused) setPreview(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file) upload.mutate(file);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? currentAvatar} name={name} />
        <p className="text-sm text-slate-600">
          {file ? file.name : 'A square JPEG, PNG or WebP image works best.'}
        </p>
      </div>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Choose image
        </label>
        <input
          id={inputId}
          type="file"
          name="avatar"
          accept="image/*"
          onChange={choose}
          aria-invalid={tooLarge || undefined}
          aria-describedby={tooLarge ? `${inputId}-error` : undefined}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      {tooLarge && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
          {imageTooLargeMessage()}
        </p>
      )}
      {upload.error && (
        // Also toasted (SPEC §8), but the toast sits under the dialog's backdrop.
        <p role="alert" className="text-sm text-red-600">
          {upload.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
