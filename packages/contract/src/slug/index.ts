/**
 * Slugs of SPEC §2: spaces, commas and ampersands become hyphens; the record id follows
 * the last hyphen. Ids never contain a hyphen, so splitting on the last one is exact.
 *
 * The name part is bounded (SLUG_NAME_MAX): names may be 200 characters long, and an
 * address is for reading and sharing, not for the whole name. The id alone decides the
 * record, so an address with another name part (an older, longer one, a renamed product,
 * other letter case) still names it; the server redirects it to the one canonical form.
 */

/** The longest name part of a slug, in UTF-16 code units (a tidy, shareable address). */
export const SLUG_NAME_MAX = 60;

/**
 * The longest route parameter (decoded) a page address may carry: a full 200-character
 * name, as addresses were made before slugs were bounded, a hyphen and the longest id
 * (idSchema: 64). The server's router accepts parameters this long, so old links resolve.
 */
export const PAGE_PARAM_MAX = 200 + 1 + 64;

/** Ids the server makes (apps/server/src/db/ids.ts): 26 Crockford base32 characters. */
const SERVER_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;

export function slugify(name: string): string {
  const slug = name.trim().replace(/[\s,&]/g, '-');
  return slug.length <= SLUG_NAME_MAX ? slug : shorten(slug);
}

/** Cut at the last word boundary that keeps at least half; one long word is cut hard. */
function shorten(slug: string): string {
  const hyphen = slug.lastIndexOf('-', SLUG_NAME_MAX);
  let end = hyphen >= SLUG_NAME_MAX / 2 ? hyphen : SLUG_NAME_MAX;
  // Never split a surrogate pair (an emoji): a lone half cannot be percent-encoded.
  const code = slug.charCodeAt(end);
  if (code >= 0xdc00 && code <= 0xdfff) end -= 1;
  return slug.slice(0, end).replace(/-+$/, '');
}

/** `{name-slug}-{id}`. */
export function slugWithId(name: string, id: string): string {
  return `${slugify(name)}-${id}`;
}

/**
 * The id at the end of a `{name-slug}-{id}` route parameter, or null when there is none.
 * Addresses are case-insensitive: a server-made id typed or linked in lower case is read
 * in its stored (upper) case.
 */
export function idFromSlug(slug: string | undefined | null): string | null {
  if (!slug) return null;
  const at = slug.lastIndexOf('-');
  const id = at === -1 ? slug : slug.slice(at + 1);
  if (!/^[A-Za-z0-9_]+$/.test(id)) return null;
  return SERVER_ID.test(id) ? id.toUpperCase() : id;
}

/**
 * The id of a listing route parameter (`{name-slug}-{id}`), or null. Unlike a product
 * address, which may be the bare id (SPEC §7's share link), a listing parameter must hold
 * the hyphen: any two-segment address matches the listing route, and `/nowhere/else` is
 * no listing.
 */
export function listingIdFromSlug(slug: string | undefined | null): string | null {
  return slug?.includes('-') ? idFromSlug(slug) : null;
}

/**
 * The canonical product address, its slug percent-encoded as one path segment: a name may
 * hold `/`, `#`, `?` or `%`, which the slug rule keeps. Links, the share button, the
 * canonical tag and the sitemap all use it.
 */
export function productPath(product: { _id: string; name: string }): string {
  return `/product/${encodeURIComponent(slugWithId(product.name, product._id))}`;
}

/** The canonical listing address, each slug percent-encoded as one path segment. */
export function listingPath(
  category: { _id: string; name: string },
  subCategory: { _id: string; name: string },
): string {
  const segment = (record: { _id: string; name: string }) =>
    encodeURIComponent(slugWithId(record.name, record._id));
  return `/${segment(category)}/${segment(subCategory)}`;
}
