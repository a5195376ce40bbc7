/**
 * Slugs of SPEC §2: spaces, commas and ampersands become hyphens; the record id follows
 * the last hyphen. Ids never contain a hyphen, so splitting on the last one is exact.
 */
export function slugify(name: string): string {
  return name.trim().replace(/[\s,&]/g, '-');
}

/** `{name-slug}-{id}`. */
export function slugWithId(name: string, id: string): string {
  return `${slugify(name)}-${id}`;
}

/** The id at the end of a `{name-slug}-{id}` route parameter, or null when there is none. */
export function idFromSlug(slug: string | undefined | null): string | null {
  if (!slug) return null;
  const at = slug.lastIndexOf('-');
  const id = at === -1 ? slug : slug.slice(at + 1);
  return /^[A-Za-z0-9_]+$/.test(id) ? id : null;
}

export function productPath(product: { _id: string; name: string }): string {
  return `/product/${slugWithId(product.name, product._id)}`;
}

export function listingPath(
  category: { _id: string; name: string },
  subCategory: { _id: string; name: string },
): string {
  return `/${slugWithId(category.name, category._id)}/${slugWithId(subCategory.name, subCategory._id)}`;
}
