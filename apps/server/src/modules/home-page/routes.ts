import { apiRoutes } from '@store/contract/api';
import { BREAKPOINTS } from '@store/contract/constants';
import { IMAGE_SIZES } from '@store/contract/images';
import type { FastifyInstance } from 'fastify';
import {
  askApp,
  imagePreload,
  type PageCall,
  pageCall,
  preloadedRepliesScript,
  SUB_CATEGORIES_CALL,
  scriptPreloads,
  uploadPreload,
} from '#server/lib/page-replies.js';
import { headTemplate } from '#server/plugins/index-html.js';

/** Where the web app switches from the mobile banner set to the desktop one (useIsNarrowScreen). */
const MOBILE_BANNERS = `(max-width: ${BREAKPOINTS.narrow - 0.02}px)`;
const DESKTOP_BANNERS = `(min-width: ${BREAKPOINTS.narrow}px)`;

/**
 * The home page (`/`) with its first replies in it (docs/decisions/0016): the banners, the
 * deals strip, the categories and sub-categories (what a screen shows first; the category
 * rows below draw and ask for themselves as they near the screen, decision 0033), as
 * the API sends them, in a JSON data block the web app reads before its first render; and a
 * preload of the first banner of each set, so the largest image starts loading with the
 * scripts instead of after them and the replies. Without this the page takes three round
 * trips (HTML, scripts, replies, then the rows that need the categories) and a render per
 * reply before it is whole.
 *
 * The replies are asked of the app itself (`inject`), so they are byte for byte what the API
 * answers, from the same catalogue cache; the page is a catalogue read, kept in that cache
 * and cleared with it. A reply that fails is left out: the web app then asks for it.
 */
export async function homePageRoutes(
  app: FastifyInstance,
  { uploadsUrl = '' }: { uploadsUrl?: string } = {},
): Promise<void> {
  const page = app.indexPage;
  if (page === null) return;
  const withHead = headTemplate(page, { keepTitle: true });

  const ask = <T>(call: PageCall) => askApp<T>(app, call);

  app.get(
    '/',
    { config: { cache: 'catalogue', cacheIgnoresQuery: true }, schema: { hide: true } },
    async (_request, reply) => {
      const [banners, deals, categories, subCategories] = await Promise.all([
        ask<{ kind: string; image: string }[]>(pageCall(apiRoutes.banner.list)),
        ask(pageCall(apiRoutes.product.deals)),
        ask<{ _id: string }[]>(pageCall(apiRoutes.category.list)),
        ask(SUB_CATEGORIES_CALL),
      ]);
      const replies = [banners, deals, categories, subCategories];
      const tags = [...bannerPreloads(banners?.data ?? []), preloadedRepliesScript(replies)];
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withHead(tags.join('\n    ')));
    },
  );

  // /search?q=…: the first page of results and the first result's image (decision 0033). The
  // text is read as the web app reads it (the first q, trimmed); any other spelling of the
  // call simply finds no reply here, and the web app asks.
  app.get<{ Querystring: { q?: string | string[] } }>(
    '/search',
    { config: { cache: 'catalogue' }, schema: { hide: true } },
    async (request, reply) => {
      const q = request.query.q;
      const search = (Array.isArray(q) ? (q[0] ?? '') : (q ?? '')).trim();
      const [results, subCategories] = await Promise.all([
        ask<{ image: string[] }[]>(pageCall(apiRoutes.search.products, { search, page: 1 })),
        ask(SUB_CATEGORIES_CALL),
      ]);
      const first = results?.data[0]?.image[0];
      const tags = [
        ...uploadPreload(first, { sizes: IMAGE_SIZES.card, uploadsUrl }),
        ...scriptPreloads(app.pageScripts.search),
        preloadedRepliesScript([results, subCategories]),
      ];
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withHead(tags.join('\n    ')));
    },
  );
}

/** The first banner of each set, loaded at once, each only on the screens that show it. */
function bannerPreloads(banners: { kind: string; image: string }[]): string[] {
  const first = (kind: string) => banners.find((banner) => banner.kind === kind);
  return (
    [
      [first('mobile'), MOBILE_BANNERS],
      [first('desktop'), DESKTOP_BANNERS],
    ] as const
  ).flatMap(([banner, media]) => (banner ? [imagePreload({ href: banner.image, media })] : []));
}
