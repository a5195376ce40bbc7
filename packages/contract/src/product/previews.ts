import * as z from 'zod/mini';
import { requiredText } from '../common/index.js';
import { imageUrlSchema, MAX_CLIP_SECONDS, MAX_IMAGE_URL_LENGTH } from '../upload/index.js';

/*
 * Real previews (issue 16 point 3): before/after image pairs and a short preview clip with a
 * poster. Optional on every product; a reply carries them only when set, so products without
 * them (and SPEC §7 bodies without them) answer exactly as before (decision 37).
 */

export const PREVIEW_PAIRS_MAX = 6;
export const PREVIEW_LABEL_MAX = 40;

/** One before/after pair as the form sends it; each image is a normal checked upload. */
export const previewPairInputSchema = z.pipe(
  z.object(
    {
      before: imageUrlSchema,
      after: imageUrlSchema,
      label: z.optional(
        z.nullable(
          z
            .string({ error: 'must be text' })
            .check(
              z.trim(),
              z.maxLength(PREVIEW_LABEL_MAX, `must be at most ${PREVIEW_LABEL_MAX} characters`),
            ),
        ),
      ),
    },
    { error: 'must be a pair of images (before and after)' },
  ),
  // An empty label is no label: the reply then leaves the key out.
  z.transform(
    ({ before, after, label }: { before: string; after: string; label?: string | null }) =>
      label ? { before, after, label } : { before, after },
  ),
);

/** The pairs in display order; [] clears them. */
export const previewPairsInputSchema = z
  .array(previewPairInputSchema, { error: 'must be a list of before/after pairs' })
  .check(z.maxLength(PREVIEW_PAIRS_MAX, `must have at most ${PREVIEW_PAIRS_MAX} pairs`));

/**
 * The preview clip: an uploaded clip's address (which uploads are ours is the server's
 * setting, checked there), its poster image and its length as the upload call measured it.
 * null clears it.
 */
export const previewClipInputSchema = z.nullable(
  z.object(
    {
      src: requiredText().check(
        z.trim(),
        z.minLength(1, 'is required'),
        z.maxLength(MAX_IMAGE_URL_LENGTH, `must be at most ${MAX_IMAGE_URL_LENGTH} characters`),
      ),
      poster: imageUrlSchema,
      durationSec: z
        .number({ error: 'must be a number of seconds' })
        .check(
          z.gt(0, 'must be more than 0 seconds'),
          z.lte(MAX_CLIP_SECONDS, `must be at most ${MAX_CLIP_SECONDS} seconds`),
        ),
    },
    { error: 'must be a clip with a poster image' },
  ),
);

/** The product form's preview fields (create and update). */
export const productPreviewsInputShape = {
  previews: z.optional(previewPairsInputSchema),
  previewClip: z.optional(previewClipInputSchema),
};

export const previewPairSchema = z.object({
  before: z.string(),
  after: z.string(),
  label: z.optional(z.string()),
});
export type PreviewPair = z.infer<typeof previewPairSchema>;

/** What a product card needs to play the clip on hover. */
export const cardClipSchema = z.object({ src: z.string(), poster: z.string() });
export type CardClip = z.infer<typeof cardClipSchema>;

export const previewClipSchema = z.object({
  src: z.string(),
  poster: z.string(),
  durationSec: z.number(),
});
export type PreviewClip = z.infer<typeof previewClipSchema>;

/** List replies (cards): the clip's address and poster, only when the product has one. */
export const productCardPreviewShape = { previewClip: z.optional(cardClipSchema) };

/** Product details and the admin shape: the pairs and the clip, each only when set. */
export const productPreviewsShape = {
  previews: z.optional(z.array(previewPairSchema)),
  previewClip: z.optional(previewClipSchema),
};
export type ProductPreviews = z.infer<z.ZodMiniObject<typeof productPreviewsShape>>;
