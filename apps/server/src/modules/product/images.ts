import { issueSentence } from '@store/contract/field-labels';
import type { ProductPreviews } from '@store/contract/product';
import { imageSourceMessage, isAllowedImageUrl, isUploadedClipUrl } from '@store/contract/upload';
import { BadRequestError } from '#server/lib/errors.js';

/**
 * The product form's images must be our own uploads (`/uploads/...`, or under S3_PUBLIC_URL
 * when uploads are linked there) or on an allowed host (IMAGE_HOSTS).
 * The contract checks their form (an upload path or an https URL); which hosts are allowed
 * is this server's setting, so it is checked here, naming the image like a validation
 * message does ("Image 2 must be an image uploaded to this store.").
 */
export function assertAllowedImages(
  urls: readonly string[] | undefined,
  hosts: readonly string[],
  uploadsUrl: string | undefined,
) {
  const index = urls?.findIndex((url) => !isAllowedImageUrl(url, hosts, uploadsUrl)) ?? -1;
  if (index >= 0)
    throw new BadRequestError(issueSentence(['image', index], imageSourceMessage(hosts)));
}

/**
 * Before/after images and the clip's poster follow the product images' rule; the clip itself
 * must be one this store's clip upload returned (checked there: bytes, size, length).
 */
export function assertAllowedPreviews(
  input: {
    previews?: ProductPreviews['previews'];
    previewClip?: ProductPreviews['previewClip'] | null;
  },
  hosts: readonly string[],
  uploadsUrl: string | undefined,
) {
  const allowed = (url: string) => isAllowedImageUrl(url, hosts, uploadsUrl);
  for (const [index, pair] of (input.previews ?? []).entries()) {
    for (const side of ['before', 'after'] as const) {
      if (!allowed(pair[side])) {
        throw new BadRequestError(
          issueSentence(['previews', index, side], imageSourceMessage(hosts)),
        );
      }
    }
  }
  const clip = input.previewClip;
  if (!clip) return;
  if (!isUploadedClipUrl(clip.src, uploadsUrl)) {
    throw new BadRequestError(
      issueSentence(['previewClip', 'src'], 'must be a clip uploaded to this store'),
    );
  }
  if (!allowed(clip.poster)) {
    throw new BadRequestError(issueSentence(['previewClip', 'poster'], imageSourceMessage(hosts)));
  }
}
