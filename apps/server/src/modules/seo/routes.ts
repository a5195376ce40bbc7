import { apiRoutes } from '@store/contract/api';
import { BREAKPOINTS } from '@store/contract/constants';
import { IMAGE_SIZES } from '@store/contract/images';
import {
  idFromSlug,
  listingIdFromSlug,
  listingPath,
  productPath,
  slugWithId,
} from '@store/contract/slug';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.js';
import {
  askApp,
  pageCall,
  preloadedRepliesScript,
  SUB_CATEGORIES_CALL,
  scriptPreloads,
  uploadPreload,
} from '#server/lib/page-replies.js';
import { headTemplate } from '#server/plugins/index-html.js';
import { listingHead, listingUrl, productHead, productUrl, renderHeadTags } from './head.js';
import { createSeoRepository } from './repository.js';
import { robotsTxt, type SitemapUrl, sitemapIndex, sitemapUrlSet } from './sitemap.js';

export interface SeoOptions {
  db: Database;
  /** Canonical origin (PUBLIC_URL); without it, the request's own origin. */
  publicUrl?: string | undefined;
  /** URLs per sitemap file (default SITEMAP_PART_SIZE). */
  sitemapPartSize?: number;
  /** S3_PUBLIC_URL: where uploads are linked ('' for /uploads), for image preloads' srcset. */
  uploadsUrl?: string;
}

/** Screens that show a listing as sub-category rows (the web app's mobile listing). */
const PHONE_LISTING = `(max-width: ${BREAKPOINTS.mobileListing}px)`;

/** URLs per sitemap file (the protocol allows 50,000; smaller files stay cacheable). */
export const SITEMAP_PART_SIZE = 10_000;

/** The fixed pages of SPEC §2 worth indexing. */
const STATIC_PATHS = [
  '/',
  '/new-products',
  '/license',
  '/contact-us',
  '/cookies',
  '/privacy-policy',
];

/**
 * Search engines and link previews (WhatsApp, social sites) read the HTML before any script
 * runs, so the server writes each product's and listing's title, description, canonical URL,
 * Open Graph and Twitter tags and, for products, JSON-LD `Product` into the SPA's
 * index.html. The pages are catalogue reads: cached with the catalogue (plugins/reply-cache).
 * An unknown product or listing gets the same SPA page (which shows its not-found screen)
 * with a 404 status, so crawlers drop it. Also /sitemap.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const repository = createSeoRepository(options.db);
  const partSize = options.sitemapPartSize ?? SITEMAP_PART_SIZE;
  const page = app.indexPage;
  const withHead = page === null ? null : headTemplate(page);
  const origin = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;
  const uploadsUrl = options.uploadsUrl ?? '';
  const subCategories = () => askApp(app, SUB_CATEGORIES_CALL);
  /** The largest image of a page: a product card's, or the product page's main one. */
  const preloadImage = (src: string | undefined, sizes: string, media?: string) =>
    uploadPreload(src, { sizes, uploadsUrl, ...(media ? { media } : {}) });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  // Not cached by browsers for good: a product renamed back to an older name must not loop.
  const redirectTo = (reply: FastifyReply, path: string, query: string | undefined) =>
    reply.header('cache-control', 'no-cache').redirect(query ? `${path}?${query}` : path, 301);

  app.get<{ Params: { slug: string } }>(
    '/product/:slug',
    { config: { cache: 'catalogue', cacheIgnoresQuery: true }, schema: { hide: true } },
    async (request, reply) => {
      if (page === null || withHead === null) return reply.callNotFound();
      const id = idFromSlug(request.params.slug);
      const product = id ? await repository.liveProduct(id) : null;
      if (!product) return sendPage(reply, 404, page);
      // The id decides the product; any other spelling of its address (an older or longer
      // name part, other letter case, a bare id, a trailing slash) is sent to the one
      // canonical form, so links, shares and search engines all end on the same address.
      const [pathname = '', query] = request.url.split(/\?(.*)/s);
      if (request.params.slug !== slugWithId(product.name, product._id) || pathname.endsWith('/')) {
        return redirectTo(reply, productPath(product), query);
      }
      // The page's first replies and its main image come with it (decision 0033).
      const replies = await Promise.all([
        askApp(app, pageCall(apiRoutes.product.details, { productId: product._id })),
        subCategories(),
      ]);
      const tags = [
        renderHeadTags(productHead(origin(request), product)),
        ...preloadImage(product.image[0], IMAGE_SIZES.productMain),
        ...scriptPreloads(app.pageScripts.product),
        preloadedRepliesScript(replies),
      ];
      return sendPage(reply, 200, withHead(tags.join('\n    ')));
    },
  );

  app.get<{ Params: { category: string; subCategory: string } }>(
    '/:category/:subCategory',
    { config: { cache: 'catalogue', cacheIgnoresQuery: true }, schema: { hide: true } },
    async (request, reply) => {
      const { category, subCategory } = request.params;
      const categoryId = listingIdFromSlug(category);
      const subCategoryId = listingIdFromSlug(subCategory);
      // Only `{name}-{id}/{name}-{id}` is a listing; anything else (/dashboard/profile, a
      // missing /assets/ file, an unknown /api/ path) is left to the not-found handler.
      if (page === null || withHead === null || !categoryId || !subCategoryId) {
        return reply.callNotFound();
      }
      const listing = await repository.listing(categoryId, subCategoryId);
      if (!listing) return sendPage(reply, 404, page);
      // As for products: the ids decide, and other spellings go to the canonical address.
      const [pathname = '', query] = request.url.split(/\?(.*)/s);
      if (
        category !== slugWithId(listing.category.name, listing.category._id) ||
        subCategory !== slugWithId(listing.subCategory.name, listing.subCategory._id) ||
        pathname.endsWith('/')
      ) {
        return redirectTo(reply, listingPath(listing.category, listing.subCategory), query);
      }
      // What a phone's listing shows first (sub-category rows of the category), and its first
      // image; a wider screen asks for the full grid itself (decision 0033).
      const [groups, subs] = await Promise.all([
        askApp<{ products: { image: string[] }[] }[]>(
          app,
          pageCall(apiRoutes.product.byCategoryMobile, { id: listing.category._id }),
        ),
        subCategories(),
      ]);
      const firstImage = groups?.data.find((group) => group.products.length > 0)?.products[0]
        ?.image[0];
      const tags = [
        renderHeadTags(listingHead(origin(request), listing)),
        ...preloadImage(firstImage, IMAGE_SIZES.card, PHONE_LISTING),
        ...scriptPreloads(app.pageScripts.listing),
        preloadedRepliesScript([groups, subs]),
      ];
      return sendPage(reply, 200, withHead(tags.join('\n    ')));
    },
  );

  app.get<{ Querystring: { part?: string } }>(
    '/sitemap.xml',
    { config: { cache: 'catalogue' }, schema: { hide: true } },
    async (request, reply) => {
      const base = origin(request);
      const listings = await repository.sitemapListings();
      const fixed: SitemapUrl[] = [
        ...STATIC_PATHS.map((path) => ({ loc: base + path })),
        ...listings.map((listing) => ({
          loc: listingUrl(base, listing.category, listing.subCategory),
        })),
      ];
      const products = await repository.liveProductCount();
      const total = fixed.length + products;
      const parts = Math.max(1, Math.ceil(total / partSize));
      const rawPart = request.query.part;
      reply.type('application/xml; charset=utf-8');

      if (rawPart === undefined && parts > 1) {
        return sitemapIndex(
          Array.from({ length: parts }, (_, i) => `${base}/sitemap.xml?part=${i + 1}`),
        );
      }
      const part = rawPart === undefined ? 1 : Number(rawPart);
      if (!Number.isInteger(part) || part < 1 || part > parts) {
        return reply.code(404).send(sitemapUrlSet([]));
      }
      const start = (part - 1) * partSize;
      const end = start + partSize;
      const urls = fixed.slice(start, end);
      const productOffset = Math.max(0, start - fixed.length);
      const productLimit = partSize - urls.length;
      for (const product of await repository.sitemapProducts(productLimit, productOffset)) {
        urls.push({ loc: productUrl(base, product), lastmod: product.lastmod });
      }
      return sitemapUrlSet(urls);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin(request))),
  );
}
