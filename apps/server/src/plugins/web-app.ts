import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@store/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isS3Storage } from '../platform/storage/from-config.js';
import type { Storage } from '../platform/storage/index.js';
import { bucketUploads } from './bucket-uploads.js';
import { notFoundJson } from './errors.js';
import { type PublicStoreConfig, renderIndexHtml } from './index-html.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The SPA's index.html with the store's settings, rendered once at start-up; null when
     * there is no web build. The SEO module adds head tags to it for product and listing pages.
     */
    indexPage: string | null;
    /**
     * Script files each page with its own server route loads beyond index.html's
     * (page-scripts.json of the web build: product, listing, search); empty without a build.
     */
    pageScripts: Readonly<Record<string, readonly string[]>>;
  }
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist). When absent, only the API is served. */
  webDistDir: string;
  /** Where `/uploads/<key>` comes from: DATA_DIR/uploads, or the bucket of S3_BUCKET. */
  uploads: { storage: Storage; dir: string };
  publicConfig: PublicStoreConfig;
}

/**
 * Serves the built single-page app and uploaded files. Hashed files under /assets/ are
 * cached for a year and served pre-compressed (brotli, gzip); index.html is never cached, so
 * a new deploy reaches every browser on its next navigation.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, options) => {
    const { storage, dir } = options.uploads;
    if (isS3Storage(storage)) {
      await app.register(bucketUploads, { storage });
    } else {
      await app.register(fastifyStatic, {
        root: dir,
        prefix: '/uploads/',
        decorateReply: false,
        // Upload keys are content-addressed: a changed image gets a new URL.
        immutable: true,
        maxAge: '365d',
        index: false,
        list: false,
      });
    }

    const indexHtml = path.join(options.webDistDir, 'index.html');
    const page = existsSync(indexHtml) ? renderIndexHtml(indexHtml, options.publicConfig) : null;
    app.decorate('indexPage', page);
    app.decorate('pageScripts', readPageScripts(options.webDistDir));
    if (page) {
      // Hashed build files: one wildcard route. Registering a route per file (wildcard:
      // false) globbed ~400 files at every start and cost about a third of start-up's CPU.
      await app.register(fastifyStatic, {
        root: path.join(options.webDistDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        preCompressed: true,
        index: false,
        list: false,
        cacheControl: false,
        setHeaders: (res) => res.header('cache-control', IMMUTABLE),
      });
      // The few files at the top of the build (favicon.svg, …): a route each, so any other
      // address falls through to the page fallback below. Not index.html, which is served
      // rendered (with the store's settings), nor the build's own page-scripts.json.
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        wildcard: false,
        globIgnore: ['assets/**', '**/*.br', '**/*.gz', 'index.html', 'page-scripts.json'],
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
      });
      if (existsSync(path.join(options.webDistDir, 'favicon.svg'))) {
        // Browsers ask for /favicon.ico on any page that names no icon (a JSON reply opened
        // as a page, a download): point them at the store's icon rather than a 404.
        app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
          reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
        );
      }
    }

    app.setNotFoundHandler(answerNotFound);
  },
  { name: 'web-app', dependencies: ['errors'] },
);

/**
 * Where probes and scrapers look by convention. They get the JSON 404 rather than the app's
 * page: a misconfigured check then fails plainly, and `/metrics` (off without METRICS_TOKEN)
 * answers as any unknown API path does.
 */
const OPERATOR_PATHS = new Set(['/metrics', '/healthz', '/readyz', '/livez']);

/**
 * Any request no route takes. A client route shows its page; any other page address gets
 * the app's not-found page with a 404, so crawlers and link checkers see the truth (no soft
 * 404). The routes are the contract's, the same list the web app's router is built from.
 * API, upload, asset and operator paths get the JSON envelope. `known: false` answers 404 whatever the
 * path looks like (an address the router refused).
 */
export function answerNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  { known = true }: { known?: boolean } = {},
) {
  const page = request.server.indexPage;
  const [pathname = '/', query] = request.url.split(/\?(.*)/s);
  const isPageRequest =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api') &&
    !pathname.startsWith('/uploads/') &&
    !pathname.startsWith('/assets/') &&
    !OPERATOR_PATHS.has(pathname.toLowerCase().replace(/\/+$/, ''));
  if (!isPageRequest || !page) return notFoundJson(request, reply);
  // The router matches `/product/` as written; product addresses are case-insensitive, so
  // `/Product/…` goes to the product route, which sends it on to the canonical form.
  const product = /^\/product(\/[^/]+\/?)$/i.exec(pathname);
  if (known && product && !pathname.startsWith('/product/')) {
    const path = `/product${product[1]}`;
    return reply
      .header('cache-control', 'no-cache')
      .redirect(query ? `${path}?${query}` : path, 301);
  }
  return reply
    .code(known && isPagePath(pathname) ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** page-scripts.json of the web build; an older build without it preloads nothing. */
function readPageScripts(webDistDir: string): Record<string, string[]> {
  const file = path.join(webDistDir, 'page-scripts.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string'),
    ),
  );
}
