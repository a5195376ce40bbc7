import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  }
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist). When absent, only the API is served. */
  webDistDir: string;
  uploadsDir: string;
  publicConfig: PublicStoreConfig;
}

/**
 * Serves the built single-page app and uploaded files. Hashed files under /assets/ are
 * cached for a year and served pre-compressed (brotli, gzip); index.html is never cached, so
 * a new deploy reaches every browser on its next navigation.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Upload keys are content-addressed: a changed image gets a new URL.
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
    });

    const indexHtml = path.join(options.webDistDir, 'index.html');
    const page = existsSync(indexHtml) ? renderIndexHtml(indexHtml, options.publicConfig) : null;
    app.decorate('indexPage', page);
    if (page) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        wildcard: false,
        // index.html is served rendered (with the store's settings) by the fallback below.
        allowedPath: (pathName) => !pathName.endsWith('/index.html'),
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const relative = path.relative(options.webDistDir, filePath);
          if (relative.startsWith(`assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
          else if (relative === 'index.html') res.header('cache-control', 'no-cache');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api') &&
        !pathname.startsWith('/uploads/') &&
        !pathname.startsWith('/assets/');
      if (!isPage || page === null) return notFoundJson(request, reply);
      // Every other page is a client route: the SPA decides what to show (including its 404).
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
