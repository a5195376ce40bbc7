/**
 * What every domain module of the route table shares (decision 0049). Each domain is its own
 * module and export (`cartApiRoutes`; admin calls apart, `productAdminApiRoutes`), built with a
 * side-effect-free `group()` call marked `@__PURE__`: a bundle keeps only the domains its code
 * names, so the storefront's first load carries no admin path (docs/PERFORMANCE.md, "One route
 * table"). `pathOf` lives here rather than in index.ts for the same reason: index.ts imports
 * every domain, and a web module calling a function of it would tie them all to its chunk.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Entry {
  readonly method: ApiMethod;
  /** The whole path, `/api/…`; `:name` marks a path parameter. */
  readonly path: string;
  /**
   * Why the web app never calls it (a webhook, a health check, a file download, docs). Only
   * such entries may be missing from the web app's sources; the route table test checks it.
   */
  readonly serverOnly?: string;
}

/** One entry of the table: where it sits (`domain`, `name`) ties it to its schemas. */
export interface ApiRoute<D extends string = string, N extends string = string> extends Entry {
  readonly domain: D;
  readonly name: N;
}

/** Stamps each entry with its domain and name. Reads only its arguments: safe to drop unused. */
export function group<D extends string, const T extends Record<string, Entry>>(
  domain: D,
  entries: T,
): { readonly [N in keyof T & string]: T[N] & ApiRoute<D, N> } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { ...entry, domain, name }]),
  ) as { readonly [N in keyof T & string]: T[N] & ApiRoute<D, N> };
}

/** An entry's path with its parameters filled in (each encoded as one path segment). */
export function pathOf(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
