import {
  type AdminBanner,
  BANNER_LIMITS,
  BANNER_POSITION_MAX,
  type BannerKind,
  isBannerLink,
} from '@store/contract/banner';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, selectClasses } from '#web/components/ui/field';
import { ImagePreview } from './image-preview';
import { ImageUpload } from './image-upload';

export interface BannerValues {
  kind: BannerKind;
  image: string;
  alt: string;
  /** Blank clears a text (the contract stores it as null). */
  title: string;
  subtitle: string;
  buttonLabel: string;
  linkUrl: string;
  position: number;
  active: boolean;
}

type FieldName = 'image' | 'alt' | 'linkUrl' | 'position';
type Problems = Partial<Record<FieldName, string>>;

/** What is wrong with the form, field by field, in the words the server would use. */
export function bannerProblems(values: BannerValues): Problems {
  const problems: Problems = {};
  if (!values.image) problems.image = 'Upload an image.';
  if (!values.alt.trim()) problems.alt = 'Describe the image for people who cannot see it.';
  const link = values.linkUrl.trim();
  if (link && !isBannerLink(link)) {
    problems.linkUrl = 'Use a path on this site (starting with /) or an https:// address.';
  } else if (!link && values.buttonLabel.trim()) {
    problems.linkUrl = 'A button needs a link.';
  }
  const { position } = values;
  if (!Number.isInteger(position) || position < 0 || position > BANNER_POSITION_MAX) {
    problems.position = `Use a whole number from 0 to ${BANNER_POSITION_MAX}.`;
  }
  return problems;
}

interface BannerFormProps {
  banner?: AdminBanner;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, repeated here: the toast sits under the dialog's backdrop. */
  error?: string | undefined;
  onSubmit: (values: BannerValues) => void;
  onCancel: () => void;
}

/**
 * A home banner: its image and set, and the optional headline, line and button drawn over
 * it (issue 15). Submitting with a problem shows each field's message and moves focus to
 * the first one; inputs stop at the contract's limits.
 */
export function BannerForm({
  banner,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: BannerFormProps) {
  const [values, setValues] = useState<BannerValues>({
    kind: banner?.kind ?? 'desktop',
    image: banner?.image ?? '',
    alt: banner?.alt ?? '',
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    buttonLabel: banner?.buttonLabel ?? '',
    linkUrl: banner?.linkUrl ?? '',
    position: banner?.position ?? 0,
    active: banner?.active ?? true,
  });
  const [problems, setProblems] = useState<Problems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const kindId = useId();
  const set = <K extends keyof BannerValues>(key: K, value: BannerValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = bannerProblems(values);
    setProblems(found);
    const first = (['image', 'alt', 'linkUrl', 'position'] as const).find((name) => found[name]);
    if (first) {
      // The image's place is a wrapper: its file input takes the focus.
      const place = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
      (place?.matches('input') ? place : place?.querySelector('input'))?.focus();
      return;
    }
    onSubmit({ ...values, linkUrl: values.linkUrl.trim() });
  }

  const size = values.kind === 'desktop' ? '1600 × 480 px' : '800 × 600 px';
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={kindId} className="block text-sm font-medium text-slate-800">
            Shown on
          </label>
          <select
            id={kindId}
            aria-describedby={`${kindId}-hint`}
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as BannerKind)}
            className={`mt-1 ${selectClasses}`}
          >
            <option value="desktop">Desktop and tablet</option>
            <option value="mobile">Phone</option>
          </select>
          <p id={`${kindId}-hint`} className="mt-1 text-xs text-slate-500">
            Phones are screens under 768 px wide.
          </p>
        </div>
        <Field
          label="Position"
          name="position"
          data-field="position"
          type="number"
          inputMode="numeric"
          min={0}
          max={BANNER_POSITION_MAX}
          value={Number.isNaN(values.position) ? '' : values.position}
          onChange={(event) => set('position', event.target.valueAsNumber)}
          hint="Lower numbers show first."
          error={problems.position}
        />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">Image</p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <ImagePreview
            src={values.image}
            alt={values.alt || 'Banner image'}
            className="h-24 w-40"
          />
          <div data-field="image">
            <ImageUpload label="Upload Image" onUploaded={(url) => set('image', url)} />
            <p className="mt-1 text-xs text-slate-500">Best at {size}.</p>
          </div>
        </div>
        {problems.image && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {problems.image}
          </p>
        )}
      </div>
      <Field
        label="Image description (alt text)"
        name="alt"
        data-field="alt"
        value={values.alt}
        onChange={(event) => set('alt', event.target.value)}
        maxLength={BANNER_LIMITS.alt}
        autoComplete="off"
        required
        error={problems.alt}
      />
      <Field
        label="Title (optional)"
        name="title"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        maxLength={BANNER_LIMITS.title}
        autoComplete="off"
      />
      <Field
        label="Subtitle (optional)"
        name="subtitle"
        value={values.subtitle}
        onChange={(event) => set('subtitle', event.target.value)}
        maxLength={BANNER_LIMITS.subtitle}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Button label (optional)"
          name="buttonLabel"
          value={values.buttonLabel}
          onChange={(event) => set('buttonLabel', event.target.value)}
          maxLength={BANNER_LIMITS.buttonLabel}
          autoComplete="off"
        />
        <Field
          label="Link (optional)"
          name="linkUrl"
          data-field="linkUrl"
          value={values.linkUrl}
          onChange={(event) => set('linkUrl', event.target.value)}
          maxLength={BANNER_LIMITS.linkUrl}
          autoComplete="off"
          inputMode="url"
          placeholder="/search?q=lut"
          hint="A path here or an https:// address. Without a button label, the image is the link."
          error={problems.linkUrl}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set('active', event.target.checked)}
          className="size-4 rounded border-slate-300"
        />
        Show on the home page
      </label>
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
