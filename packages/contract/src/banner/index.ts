import * as z from 'zod/mini';
import { idSchema, successEnvelope } from '../common/index.js';

export const bannerKindSchema = z.enum(['desktop', 'mobile']);
export type BannerKind = z.infer<typeof bannerKindSchema>;

/** A home banner (SPEC §2 Home): separate desktop and mobile sets; some link outward. */
export const bannerSchema = z.object({
  _id: idSchema,
  kind: bannerKindSchema,
  image: z.string(),
  alt: z.string(),
  /** Where a click goes (an https URL or a path of this site); null when it goes nowhere. */
  linkUrl: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banner/get — active banners of both kinds, each kind in its display order. */
export const bannerListReplySchema = successEnvelope(z.array(bannerSchema));
export type BannerListReply = z.infer<typeof bannerListReplySchema>;
