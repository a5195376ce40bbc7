import { issueSentence } from '@store/contract/field-labels';
import { imageSourceMessage, isAllowedImageUrl } from '@store/contract/upload';
import { BadRequestError } from '../../lib/errors.js';

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
