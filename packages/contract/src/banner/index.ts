import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import { idSchema, nonNegativeInt, requiredTrimmedText, successEnvelope } from '../common/index.js';
import { imageUrlSchema, isHttpsUrl } from '../upload/index.js';

export const bannerKindSchema = z.enum(['desktop', 'mobile']);
export type BannerKind = z.infer<typeof bannerKindSchema>;

/** The most characters each banner text may have (the admin form's maxLength too). */
export const BANNER_LIMITS = {
  alt: 300,
  title: 80,
  subtitle: 160,
  buttonLabel: 32,
  linkUrl: 2048,
} as const;

/** The most banners a set may be ordered among (position is 0 to this). */
export const BANNER_POSITION_MAX = 1000;

export const BANNER_LINK_MESSAGE =
  'must be a path on this site (starting with /) or an https:// URL';
export const BANNER_BUTTON_NEEDS_LINK_MESSAGE =
  'A banner button needs a link: fill in the link too.';
export const BANNER_NOT_FOUND_MESSAGE = 'Banner not found.';

/**
 * Whether `value` may be a banner's link: a path of this site (`/deals`, not `//host`, which
 * a browser reads as another host) or an https URL. Everything else (javascript:, data:,
 * http:) is refused, so a banner can never run a script or leave for an unencrypted page.
 */
export function isBannerLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  return isHttpsUrl(value);
}

/** A banner (SPEC §2 Home): separate desktop and mobile sets; some link outward. */
export const bannerSchema = z.object({
  _id: idSchema,
  kind: bannerKindSchema,
  image: z.string(),
  alt: z.string(),
  /** Headline shown over the image; null for an image-only banner. */
  title: z.nullable(z.string()),
  subtitle: z.nullable(z.string()),
  /**
   * The call-to-action button's text. With a label, `linkUrl` is where the button leads;
   * without one, a click on the image goes there (docs/decisions/0030).
   */
  buttonLabel: z.nullable(z.string()),
  /** Where a click goes (an https URL or a path of this site); null when it goes nowhere. */
  linkUrl: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/banner/get — active banners of both kinds, each kind in its display order. */
export const bannerListReplySchema = successEnvelope(z.array(bannerSchema));
export type BannerListReply = z.infer<typeof bannerListReplySchema>;

/** A banner as the admin list shows it: hidden ones too, with their order. */
export const adminBannerSchema = z.extend(bannerSchema, {
  position: nonNegativeInt(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** GET /api/banner/all (admin) — every banner, desktop then mobile, each by position. */
export const adminBannerListReplySchema = successEnvelope(z.array(adminBannerSchema));
export type AdminBannerListReply = z.infer<typeof adminBannerListReplySchema>;

/** add, update and delete reply with the banner (delete: as it was). */
export const adminBannerReplySchema = successEnvelope(adminBannerSchema);
export type AdminBannerReply = z.infer<typeof adminBannerReplySchema>;

/**
 * An optional banner text: trimmed, at most `max` characters; blank or null clears it
 * (stored as null), left out leaves it as it is.
 */
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z
          .string({ error: 'must be text' })
          .check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

const linkSchema = z.optional(
  z.nullable(
    z.pipe(
      z.string({ error: 'must be text' }).check(
        z.trim(),
        z.maxLength(BANNER_LIMITS.linkUrl, `must be at most ${BANNER_LIMITS.linkUrl} characters`),
        z.refine((value) => value === '' || isBannerLink(value), { message: BANNER_LINK_MESSAGE }),
      ),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
  ),
);

const bannerFields = {
  image: imageUrlSchema,
  alt: requiredTrimmedText(BANNER_LIMITS.alt),
  title: optionalText(BANNER_LIMITS.title),
  subtitle: optionalText(BANNER_LIMITS.subtitle),
  buttonLabel: optionalText(BANNER_LIMITS.buttonLabel),
  linkUrl: linkSchema,
  position: z.optional(
    z.number({ error: 'must be a number' }).check(z.int(), z.gte(0), z.lte(BANNER_POSITION_MAX)),
  ),
  active: z.optional(z.boolean({ error: 'must be true or false' })),
};

/** POST /api/banner/add (admin). Without a position the banner goes last in its set. */
export const addBannerRequestSchema = z.object({
  kind: z.enum(['desktop', 'mobile'], { error: 'must be desktop or mobile' }),
  ...bannerFields,
});
export type AddBannerRequest = z.input<typeof addBannerRequestSchema>;

/** PUT /api/banner/update (admin): `_id` plus the fields to change; null or '' clears a text. */
export const updateBannerRequestSchema = z.object({
  _id: requiredIdSchema,
  kind: z.optional(z.enum(['desktop', 'mobile'], { error: 'must be desktop or mobile' })),
  image: z.optional(bannerFields.image),
  alt: z.optional(bannerFields.alt),
  title: bannerFields.title,
  subtitle: bannerFields.subtitle,
  buttonLabel: bannerFields.buttonLabel,
  linkUrl: bannerFields.linkUrl,
  position: bannerFields.position,
  active: bannerFields.active,
});
export type UpdateBannerRequest = z.input<typeof updateBannerRequestSchema>;

/** DELETE /api/banner/delete (admin). */
export const deleteBannerRequestSchema = z.object({ _id: requiredIdSchema });
export type DeleteBannerRequest = z.input<typeof deleteBannerRequestSchema>;

/** The schemas of `apiRoutes.banner` (decision 0049), under the table's keys. */
export const bannerApi = {
  list: { reply: bannerListReplySchema },
  all: { reply: adminBannerListReplySchema },
  add: { body: addBannerRequestSchema, reply: adminBannerReplySchema },
  update: { body: updateBannerRequestSchema, reply: adminBannerReplySchema },
  remove: { body: deleteBannerRequestSchema, reply: adminBannerReplySchema },
} as const satisfies SchemasFor<'banner'>;
