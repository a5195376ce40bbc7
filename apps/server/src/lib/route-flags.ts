/**
 * Route flags for the reply cache (plugins/reply-cache.ts): public catalogue reads may be
 * cached; admin catalogue writes drop those cached replies. Spread them into a route's
 * `config` (`{ ...CATALOGUE_READ }`): a spread is not excess-property checked, so they
 * type-check whether or not that plugin has declared them on FastifyContextConfig yet.
 */
export const CATALOGUE_READ = { cache: 'catalogue' } as const;
export const CATALOGUE_WRITE = { invalidates: 'catalogue' } as const;
