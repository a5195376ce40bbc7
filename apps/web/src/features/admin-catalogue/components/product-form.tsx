import {
  type AdminProduct,
  type CreateProductRequest,
  createProductRequestSchema,
  PRODUCT_LIMITS,
} from '@store/contract/product';
import {
  imageSourceMessage,
  imageUrlSchema,
  isAllowedImageUrl,
  MAX_IMAGE_URL_LENGTH,
} from '@store/contract/upload';
import { Plus, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AssetImage } from '../../../components/ui/asset-image';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { env } from '../../../config/env';
import { cn } from '../../../lib/cn';
import { useAdminCategories } from '../api/get-categories';
import { useAdminSubCategories } from '../api/get-sub-categories';
import { ChipsSelect } from './chips-select';
import { ImageUpload } from './image-upload';
import {
  blankPageDetails,
  type PageDetailsValues,
  pageDetailsOf,
  pageDetailsProblems,
  pageDetailsRequest,
} from './page-details-values';
import { PreviewMediaFields, previewMediaOf, previewMediaRequest } from './preview-media-fields';
import { ProductPageDetails } from './product-page-details';

const labels = {
  name: 'Name',
  description: 'Description',
  unit: 'Unit',
  stock: 'Stock',
  price: 'Price',
  discount: 'Discount',
  image: 'Image',
  category: 'Category',
  subCategory: 'Sub Category',
} as const;
type FieldName = keyof typeof labels;

/** more_details keys the form has its own inputs for (`cat` is set from the categories). */
const KNOWN_DETAILS = ['driveLink', 'embedVideo', 'cat'] as const;

export const EMPTY_URL_MESSAGE = 'please enter the URL';

interface ExtraField {
  key: string;
  value: string;
}

interface Values {
  name: string;
  description: string;
  unit: string;
  stock: string;
  price: string;
  discount: string;
  image: string[];
  category: string[];
  subCategory: string[];
  driveLink: string;
  embedVideo: string;
  extra: ExtraField[];
  pageDetails: PageDetailsValues;
}

const blank: Values = {
  name: '',
  description: '',
  unit: '',
  stock: '',
  price: '',
  discount: '',
  image: [],
  category: [],
  subCategory: [],
  driveLink: '',
  embedVideo: '',
  extra: [],
  pageDetails: blankPageDetails,
};

function valuesOf(product: AdminProduct): Values {
  const { driveLink, embedVideo = '', cat: _cat, ...rest } = product.more_details;
  return {
    name: product.name,
    description: product.description,
    unit: product.unit,
    stock: String(product.stock),
    price: String(product.price),
    discount: String(product.discount),
    image: [...product.image],
    category: product.category.map((c) => c._id),
    subCategory: product.subCategory.map((s) => s._id),
    driveLink,
    embedVideo,
    extra: Object.entries(rest).map(([key, value]) => ({ key, value })),
    pageDetails: pageDetailsOf(product),
  };
}

/** What the form sends: numbers as numbers, text trimmed, extra fields in `more_details`. */
function requestOf(
  values: Values,
  categoryNames: Map<string, string>,
  editing = false,
): CreateProductRequest {
  const more_details: Record<string, string> = {};
  // SPEC §3: `cat` is set by the client to the category name.
  const firstCategory = categoryNames.get(values.category[0] ?? '');
  if (firstCategory) more_details.cat = firstCategory;
  for (const { key, value } of values.extra) more_details[key] = value.trim();
  more_details.driveLink = values.driveLink.trim();
  if (values.embedVideo.trim()) more_details.embedVideo = values.embedVideo.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    unit: values.unit.trim(),
    stock: numberOrText(values.stock),
    price: numberOrText(values.price),
    discount: numberOrText(values.discount),
    image: values.image,
    category: values.category,
    subCategory: values.subCategory,
    more_details,
    ...pageDetailsRequest(values.pageDetails, { editing }),
  };
}

/** A number when the text is one; otherwise the text, so the contract names the problem. */
function numberOrText(text: string): number {
  const trimmed = text.trim();
  return (/^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
}

interface Problems {
  fields: Partial<Record<FieldName, string>>;
  details: Record<string, string>;
}

/** SPEC §5, by the contract's own schema, plus: every added field is required. */
function problemsOf(values: Values, categoryNames: Map<string, string>): Problems {
  const fields: Problems['fields'] = {};
  const details: Problems['details'] = {};
  const result = createProductRequestSchema.safeParse(requestOf(values, categoryNames));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [first, second] = issue.path;
      if (first === 'more_details' && typeof second === 'string') {
        details[second] ??=
          `${second === 'driveLink' ? 'Drive link' : second === 'embedVideo' ? 'YouTube link' : second} ${issue.message}`;
      } else if (typeof first === 'string' && first in labels) {
        fields[first as FieldName] ??= `${labels[first as FieldName]} ${issue.message}`;
      }
    }
  }
  if (values.image.length === 0) fields.image = 'Add at least one image';
  if (values.category.length === 0) fields.category = 'Choose at least one category';
  for (const { key, value } of values.extra) {
    if (value.trim() === '') details[key] ??= `${key} is required`;
  }
  return { fields, details };
}

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
 * SPEC §5 product form, for Upload Product and the Edit popup alike: name, description, unit,
 * stock, price and discount required (the last three whole numbers); images uploaded (image
 * files only) or added by URL; categories and their sub-categories as chips; the drive link,
 * a YouTube link and any extra named fields (Add Field), each required once added; and the
 * optional product page details (issue 16, product-page-details.tsx).
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
  const subCategories = useAdminSubCategories();
  const [values, setValues] = useState<Values>(() => (product ? valuesOf(product) : blank));
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const [imageUrlError, setImageUrlError] = useState<string>();
  const [newFieldName, setNewFieldName] = useState('');
  const [newFieldError, setNewFieldError] = useState<string>();
  // Issue 16: before/after pairs and the preview clip, sent with the form.
  const [previewMedia, setPreviewMedia] = useState(() => previewMediaOf(product));

  const categoryNames = new Map((categories.data ?? []).map((c) => [c._id, c.name]));
  const problems = problemsOf(values, categoryNames);
  const detailProblems = pageDetailsProblems(values.pageDetails);
  const shown = (name: string) => submitted || touched[name];
  const fieldError = (name: FieldName) => (shown(name) ? problems.fields[name] : undefined);
  const detailError = (key: string) => (shown(`detail:${key}`) ? problems.details[key] : undefined);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  const text = (name: 'name' | 'unit' | 'stock' | 'price' | 'discount') => ({
    name,
    label: labels[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => touch(name),
    error: fieldError(name),
    required: true,
  });
  const whole = { inputMode: 'numeric' as const, autoComplete: 'off' };

  // Sub-categories of the chosen categories only.
  const subCategoryOptions = (subCategories.data ?? []).filter((sub) =>
    sub.category.some((c) => values.category.includes(c._id)),
  );

  function chooseCategories(ids: string[]) {
    touch('category');
    const allowed = new Set(
      (subCategories.data ?? [])
        .filter((sub) => sub.category.some((c) => ids.includes(c._id)))
        .map((sub) => sub._id),
    );
    setValues((current) => ({
      ...current,
      category: ids,
      // A sub-category whose categories were all removed goes too.
      subCategory: current.subCategory.filter((id) => allowed.has(id)),
    }));
  }

  function addImage(url: string) {
    touch('image');
    setValues((current) =>
      current.image.includes(url) ? current : { ...current, image: [...current.image, url] },
    );
  }

  function addImageByUrl() {
    const url = imageUrl.trim();
    if (url === '') {
      setImageUrlError(EMPTY_URL_MESSAGE);
      return;
    }
    const result = imageUrlSchema.safeParse(url);
    if (!result.success) {
      setImageUrlError(`Image URL ${result.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    // The server refuses images on other hosts (IMAGE_HOSTS); say so before saving.
    if (!isAllowedImageUrl(result.data, env.imageHosts, env.uploadsUrl)) {
      setImageUrlError(`Image URL ${imageSourceMessage(env.imageHosts)}`);
      return;
    }
    setImageUrlError(undefined);
    setImageUrl('');
    addImage(result.data);
  }

  function addField() {
    const key = newFieldName.trim();
    if (key === '') {
      setNewFieldError('Enter a name for the field');
      return;
    }
    const taken = [...KNOWN_DETAILS, ...values.extra.map((field) => field.key)];
    if (taken.some((other) => other.toLowerCase() === key.toLowerCase())) {
      setNewFieldError('A field with this name already exists');
      return;
    }
    setNewFieldError(undefined);
    setNewFieldName('');
    set('extra', [...values.extra, { key, value: '' }]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const invalid =
      Object.keys(problems.fields).length > 0 ||
      Object.keys(problems.details).length > 0 ||
      Object.keys(detailProblems).length > 0;
    if (invalid) {
      // Take the keyboard to the first field that needs attention.
      requestAnimationFrame(() => {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    if (!pending)
      onSubmit({
        ...requestOf(values, categoryNames, product !== undefined),
        ...previewMediaRequest(previewMedia, product),
      });
  }

  const atImageLimit = values.image.length >= PRODUCT_LIMITS.imagesMax;
  const imageError = fieldError('image');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        {...text('name')}
        autoComplete="off"
        maxLength={PRODUCT_LIMITS.nameMax}
        className="sm:col-span-2"
      />
      <TextArea
        label={labels.description}
        value={values.description}
        onChange={(value) => set('description', value)}
        onBlur={() => touch('description')}
        error={fieldError('description')}
      />

      <fieldset className="sm:col-span-2" aria-describedby={imageError ? 'image-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Image</legend>
        {values.image.length > 0 ? (
          <ul aria-label="Product images" className="mt-2 flex flex-wrap gap-2">
            {values.image.map((url, index) => (
              <li key={url} className="relative">
                <AssetImage
                  src={url}
                  alt={`Image ${index + 1}`}
                  className="size-20 rounded-lg border border-slate-200 object-contain"
                />
                <button
                  type="button"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() =>
                    set(
                      'image',
                      values.image.filter((other) => other !== url),
                    )
                  }
                  className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-xs text-slate-500">No images yet.</p>
        )}
        <div className="mt-3 flex flex-col gap-3">
          <ImageUpload
            label="Upload Image"
            disabled={atImageLimit}
            disabledHint={`At most ${PRODUCT_LIMITS.imagesMax} images.`}
            onUploaded={addImage}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field
              label="Image URL"
              type="url"
              value={imageUrl}
              onChange={(event) => {
                setImageUrl(event.target.value);
                // The message was about the text that is gone (issue 15: it stayed when cleared).
                setImageUrlError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addImageByUrl();
                }
              }}
              placeholder="https://…"
              maxLength={MAX_IMAGE_URL_LENGTH}
              error={imageUrlError}
              className="min-w-0 flex-1"
            />
            <Button
              variant="secondary"
              className="sm:mt-6"
              disabled={atImageLimit}
              onClick={addImageByUrl}
            >
              Add Image by URL
            </Button>
          </div>
        </div>
        {imageError && (
          <p id="image-error" className="mt-1 text-sm text-red-600">
            {imageError}
          </p>
        )}
      </fieldset>

      <PreviewMediaFields
        value={previewMedia}
        onChange={setPreviewMedia}
        productImages={values.image}
      />

      <ChipsSelect
        label="Category"
        placeholder={categories.isPending ? 'Loading…' : 'Select Category'}
        options={categories.data ?? []}
        selected={values.category}
        onChange={chooseCategories}
        error={fieldError('category')}
        required
      />
      <ChipsSelect
        label="Sub Category"
        placeholder="Select Sub Category"
        options={subCategoryOptions}
        selected={values.subCategory}
        onChange={(ids) => set('subCategory', ids)}
        error={fieldError('subCategory')}
        hint={values.category.length === 0 ? 'Choose a category first.' : undefined}
      />

      <Field
        {...text('unit')}
        autoComplete="off"
        placeholder="e.g. 1 pack"
        maxLength={PRODUCT_LIMITS.unitMax}
      />
      <Field {...text('stock')} {...whole} />
      <Field {...text('price')} {...whole} hint="Whole rupees; 0 makes it free." />
      <Field {...text('discount')} {...whole} hint="Percent off, 0 to 100." />

      <Field
        label="Drive link"
        type="url"
        value={values.driveLink}
        onChange={(event) => set('driveLink', event.target.value)}
        onBlur={() => touch('detail:driveLink')}
        error={detailError('driveLink')}
        placeholder="https://drive.google.com/…"
        maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
        hint="The download link buyers get."
        className="sm:col-span-2"
      />
      <Field
        label="YouTube link"
        type="url"
        value={values.embedVideo}
        onChange={(event) => set('embedVideo', event.target.value)}
        onBlur={() => touch('detail:embedVideo')}
        error={detailError('embedVideo')}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
        className="sm:col-span-2"
      />

      {values.extra.map((field, index) => (
        <div key={field.key} className="flex items-start gap-2 sm:col-span-2">
          <Field
            label={field.key}
            value={field.value}
            onChange={(event) =>
              set(
                'extra',
                values.extra.map((other, n) =>
                  n === index ? { ...other, value: event.target.value } : other,
                ),
              )
            }
            onBlur={() => touch(`detail:${field.key}`)}
            error={detailError(field.key)}
            required
            maxLength={PRODUCT_LIMITS.moreDetailsValueMax}
            className="min-w-0 flex-1"
          />
          <Button
            variant="ghost"
            className="mt-6 px-3"
            aria-label={`Remove field ${field.key}`}
            onClick={() =>
              set(
                'extra',
                values.extra.filter((_, n) => n !== index),
              )
            }
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-slate-300 p-3 sm:col-span-2 sm:flex-row sm:items-start">
        <Field
          label="New field name"
          value={newFieldName}
          onChange={(event) => setNewFieldName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addField();
            }
          }}
          placeholder="e.g. Software"
          error={newFieldError}
          maxLength={PRODUCT_LIMITS.moreDetailsKeyMax}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" className="sm:mt-6" onClick={addField}>
          <Plus aria-hidden="true" className="size-4" />
          Add Field
        </Button>
      </div>

      <ProductPageDetails
        value={values.pageDetails}
        onChange={(pageDetails) => set('pageDetails', pageDetails)}
        problems={detailProblems}
        showAll={submitted}
        serverError={error}
      />

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
  );
}

function TextArea({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}): ReactNode {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="description"
        rows={4}
        required
        maxLength={PRODUCT_LIMITS.descriptionMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses, 'mt-1 h-auto resize-y py-2')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
