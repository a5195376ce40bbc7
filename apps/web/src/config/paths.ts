import { pagePaths } from '@store/contract/routes';

export { adminOrderPath, myOrderPath } from '@store/contract/routes';

/**
 * Every route of SPEC §2, written once in the contract (the server answers 404 for any
 * page address outside it). The router uses these patterns and links use these strings or
 * the builders below, so a route never has two spellings.
 */
export const paths = pagePaths;

/** `/search?q=<text>`; an empty text keeps `q=` so the search page knows a query was started. */
export function searchPath(text: string): string {
  return `${paths.search}?${new URLSearchParams({ q: text })}`;
}

// Slug-based links live in the contract because the server builds the same links.
export { listingPath, productPath } from '@store/contract/slug';
