import { PRODUCT_LIMITS } from '@store/contract/product';
import {
  imageSourceMessage,
  imageUrlSchema,
  isAllowedImageUrl,
  MAX_IMAGE_URL_LENGTH,
} from '@store/contract/upload';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { env } from '#web/config/env';
import { ImageUpload } from './image-upload';
import type { ProductFormValues } from './product-form-values';
import { useProductFormErrors, useSetProductField } from './use-product-form-field';

export const EMPTY_URL_MESSAGE = 'please enter the URL';

/**
 * The product's images: uploaded (image files only) or added by URL, each removable. The URL
 * box is checked here, before the image joins the list: the server refuses other hosts.
 */
export function ProductImagesField() {
  const { control } = useFormContext<ProductFormValues>();
  const images = useWatch({ control, name: 'image' });
  const setField = useSetProductField();
  const imageError = useProductFormErrors()('image');
  const [imageUrl, setImageUrl] = useState('');
  const [imageUrlError, setImageUrlError] = useState<string>();

  function addImage(url: string) {
    if (!images.includes(url)) setField('image', [...images, url], { touch: true });
  }

  function addImageByUrl() {
    const url = imageUrl.trim();
    if (url === '') return setImageUrlError(EMPTY_URL_MESSAGE);
    const result = imageUrlSchema.safeParse(url);
    if (!result.success) {
      return setImageUrlError(`Image URL ${result.error.issues[0]?.message ?? 'is not valid'}`);
    }
    // The server refuses images on other hosts (IMAGE_HOSTS); say so before saving.
    if (!isAllowedImageUrl(result.data, env.imageHosts, env.uploadsUrl)) {
      return setImageUrlError(`Image URL ${imageSourceMessage(env.imageHosts)}`);
    }
    setImageUrlError(undefined);
    setImageUrl('');
    addImage(result.data);
  }

  const atImageLimit = images.length >= PRODUCT_LIMITS.imagesMax;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={imageError ? 'image-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Image</legend>
      {images.length > 0 ? (
        <ul aria-label="Product images" className="mt-2 flex flex-wrap gap-2">
          {images.map((url, index) => (
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
                  setField(
                    'image',
                    images.filter((other) => other !== url),
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
          onUploaded={(url) => {
            // An uploaded image answers the empty-URL message too: it would be stale.
            setImageUrlError(undefined);
            addImage(url);
          }}
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
  );
}
