import {
  type AdminProduct,
  PREVIEW_LABEL_MAX,
  PREVIEW_PAIRS_MAX,
  type PreviewClip,
  type PreviewPair,
} from '@store/contract/product';
import {
  CLIP_ACCEPT,
  CLIP_MIME_TYPES,
  clipTooLargeMessage,
  MAX_CLIP_SECONDS,
  MAX_CLIP_UPLOAD_BYTES,
} from '@store/contract/upload';
import { Film, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { cn } from '#web/lib/cn';
import { useUploadClip } from '../api/upload-clip';
import { ImageUpload } from './image-upload';

/** The product form's preview fields (issue 16), sent with the rest of the form. */
export interface PreviewMedia {
  previews: PreviewPair[];
  previewClip: PreviewClip | null;
}

export const previewMediaOf = (product: AdminProduct | undefined): PreviewMedia => ({
  previews: product?.previews ?? [],
  previewClip: product?.previewClip ?? null,
});

/**
 * The preview fields to send: only those set now or before (to clear them), so a form that
 * never used them sends the SPEC §7 body as it was.
 */
export function previewMediaRequest(
  value: PreviewMedia,
  product: AdminProduct | undefined,
): Partial<PreviewMedia> {
  const out: Partial<PreviewMedia> = {};
  if (value.previews.length > 0 || (product?.previews?.length ?? 0) > 0) {
    out.previews = value.previews;
  }
  if (value.previewClip || product?.previewClip) out.previewClip = value.previewClip;
  return out;
}

/** Why the browser refuses a clip before sending it (the server checks its bytes and length). */
export function clipRefusal(file: File): string | undefined {
  if (
    !(CLIP_MIME_TYPES as readonly string[]).includes(file.type) &&
    !/\.(mp4|webm)$/i.test(file.name)
  ) {
    return 'The clip must be an MP4 or WebM video.';
  }
  if (file.size > MAX_CLIP_UPLOAD_BYTES) return clipTooLargeMessage();
  return undefined;
}

/**
 * Before/after pairs (each image a normal checked upload) and the preview clip with its poster
 * (uploaded, or one of the product's images), for the product form. Saved by the form's own
 * submit; nothing here writes the product.
 */
export function PreviewMediaFields({
  value,
  onChange,
  productImages,
}: {
  value: PreviewMedia;
  onChange: (value: PreviewMedia) => void;
  productImages: readonly string[];
}) {
  return (
    <fieldset className="space-y-4 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Previews</legend>
      <PairsEditor
        pairs={value.previews}
        onChange={(previews) => onChange({ ...value, previews })}
      />
      <ClipEditor
        clip={value.previewClip}
        onChange={(previewClip) => onChange({ ...value, previewClip })}
        productImages={productImages}
      />
    </fieldset>
  );
}

function PairsEditor({
  pairs,
  onChange,
}: {
  pairs: PreviewPair[];
  onChange: (pairs: PreviewPair[]) => void;
}) {
  const [before, setBefore] = useState<string>();
  const [after, setAfter] = useState<string>();
  const [label, setLabel] = useState('');
  const full = pairs.length >= PREVIEW_PAIRS_MAX;

  function addPair() {
    if (!before || !after) return;
    const trimmed = label.trim();
    onChange([...pairs, trimmed ? { before, after, label: trimmed } : { before, after }]);
    setBefore(undefined);
    setAfter(undefined);
    setLabel('');
  }

  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-medium text-slate-800">Before/after pairs</h3>
      {pairs.length > 0 ? (
        <ul aria-label="Before/after pairs" className="mt-2 space-y-2">
          {pairs.map((pair, index) => (
            <li key={`${pair.before}|${pair.after}`} className="flex items-center gap-2 text-sm">
              <AssetImage
                src={pair.before}
                alt={`Pair ${index + 1} before`}
                className="size-12 rounded border border-slate-200 object-cover"
              />
              <AssetImage
                src={pair.after}
                alt={`Pair ${index + 1} after`}
                className="size-12 rounded border border-slate-200 object-cover"
              />
              <span className="min-w-0 flex-1 truncate">{pair.label ?? `Look ${index + 1}`}</span>
              <button
                type="button"
                aria-label={`Remove pair ${index + 1}`}
                onClick={() => onChange(pairs.filter((_, other) => other !== index))}
                className="rounded-full p-1 text-slate-700 ring-1 ring-slate-200 hover:text-red-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-500">No pairs yet.</p>
      )}
      {full ? (
        <p className="mt-2 text-xs text-slate-500">At most {PREVIEW_PAIRS_MAX} pairs.</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <UploadSlot label="Upload Before Image" url={before} onUploaded={setBefore} />
          <UploadSlot label="Upload After Image" url={after} onUploaded={setAfter} />
          <Field
            label="Pair label (optional)"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            maxLength={PREVIEW_LABEL_MAX}
            placeholder="Skin tones"
            className="sm:col-span-2"
          />
          <Button
            variant="secondary"
            disabled={!before || !after}
            onClick={addPair}
            className="sm:col-span-2 sm:justify-self-start"
          >
            Add Pair
          </Button>
        </div>
      )}
    </div>
  );
}

function UploadSlot({
  label,
  url,
  onUploaded,
}: {
  label: string;
  url: string | undefined;
  onUploaded: (url: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      {url && (
        <AssetImage
          src={url}
          alt={`${label.replace(/^Upload /, '')} chosen`}
          className="size-12 rounded border border-slate-200 object-cover"
        />
      )}
      <ImageUpload
        label={url ? `Replace ${label.replace(/^Upload /, '')}` : label}
        onUploaded={onUploaded}
      />
    </div>
  );
}

function ClipEditor({
  clip,
  onChange,
  productImages,
}: {
  clip: PreviewClip | null;
  onChange: (clip: PreviewClip | null) => void;
  productImages: readonly string[];
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const [poster, setPoster] = useState<string | undefined>(clip?.poster);
  const upload = useUploadClip({
    onSuccess: (uploaded) => {
      const chosen = poster ?? productImages[0];
      if (chosen)
        onChange({ src: uploaded.url, poster: chosen, durationSec: uploaded.durationSec });
      else setPending({ src: uploaded.url, durationSec: uploaded.durationSec });
    },
  });
  // An uploaded clip waiting for its poster (the product has no image yet).
  const [pending, setPending] = useState<{ src: string; durationSec: number }>();

  function choosePoster(url: string) {
    setPoster(url);
    const source = clip ?? (pending ? { ...pending, poster: url } : null);
    if (source) onChange({ ...source, poster: url });
    setPending(undefined);
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refused = clipRefusal(file);
    setRefusal(refused);
    upload.reset();
    if (!refused) upload.mutate(file);
  }

  const message = refusal ?? upload.error?.message;
  const posterChoices = [...new Set([...(poster ? [poster] : []), ...productImages])];
  const current = clip ?? (pending ? { ...pending, poster: poster ?? '' } : null);
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-medium text-slate-800">Preview clip</h3>
      <p className="mt-1 text-xs text-slate-500">
        MP4 or WebM, at most {MAX_CLIP_UPLOAD_BYTES / 1024 / 1024} MB and {MAX_CLIP_SECONDS}{' '}
        seconds. Shown muted.
      </p>
      {current && (
        <video
          src={current.src}
          poster={current.poster || undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label="Preview clip as shoppers will see it"
          className="mt-2 aspect-video w-full max-w-sm rounded-lg bg-slate-900"
        />
      )}
      {current && (
        <div className="mt-2 flex items-center gap-2 text-sm">
          <Film aria-hidden="true" className="size-4 text-slate-600" />
          <span className="min-w-0 flex-1 truncate">
            Clip of {Math.round(current.durationSec)} s
            {!current.poster && ' — choose a poster image'}
          </span>
          <button
            type="button"
            onClick={() => {
              setPending(undefined);
              onChange(null);
            }}
            className="rounded px-2 py-1 text-sm text-red-700 ring-1 ring-slate-200 hover:bg-red-50"
          >
            Remove Clip
          </button>
        </div>
      )}
      <label
        htmlFor={id}
        className={cn(
          'mt-2 inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          upload.isPending && 'pointer-events-none opacity-50',
        )}
      >
        <Film aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Uploading…' : current ? 'Replace Clip' : 'Upload Clip'}
        <input
          id={id}
          type="file"
          accept={CLIP_ACCEPT}
          disabled={upload.isPending}
          onChange={onFile}
          className="sr-only"
        />
      </label>
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
      <div className="mt-3">
        <p className="text-sm text-slate-800">Poster image</p>
        {posterChoices.length > 0 && (
          <ul aria-label="Poster image choices" className="mt-1 flex flex-wrap gap-2">
            {posterChoices.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  aria-pressed={(clip?.poster ?? poster) === url}
                  aria-label={`Use image ${index + 1} as the poster`}
                  onClick={() => choosePoster(url)}
                  className={cn(
                    'rounded-lg border-2 p-0.5',
                    (clip?.poster ?? poster) === url ? 'border-brand-700' : 'border-transparent',
                  )}
                >
                  <AssetImage src={url} alt="" className="size-12 rounded object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2">
          <ImageUpload label="Upload Poster" onUploaded={choosePoster} />
        </div>
      </div>
    </div>
  );
}
