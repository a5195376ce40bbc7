import { apiRoutes } from '@store/contract/api';
import type { Banner } from '@store/contract/banner';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createBannerRepository } from './repository.js';
import { createBannerService } from './service.js';

/** Active banners of both kinds, each kind in display order (desktop first). */
export function listActiveBanners(db: Database): Promise<Banner[]> {
  return createBannerRepository(db).listActive();
}

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
};

interface BannerRouteOptions {
  db: Database;
  imageHosts: readonly string[];
  uploadsUrl: string | undefined;
}

/** /api/banner/*: the home page's rotating banners (SPEC §2 Home) and their admin writes. */
export const bannerRoutes: FastifyPluginAsyncZod<BannerRouteOptions> = async (app, options) => {
  const service = createBannerService(options.db, options);

  serve(
    app,
    apiRoutes.banner.list,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['banner'],
        summary: 'Active home banners (desktop and mobile sets), each set in display order',
      },
    },
    async () => ({ ...ok, message: 'Banners', data: await service.listActive() }),
  );

  serve(
    app,
    apiRoutes.banner.all,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['banner'],
        summary: 'Every banner, hidden ones too, desktop then mobile, each by position (admin)',
        security,
        response: {
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => ({ ...ok, message: 'Banners', data: await service.listAll() }),
  );

  serve(
    app,
    apiRoutes.banner.add,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['banner'],
        summary: 'Add a banner (admin); title, subtitle and button are optional',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Banner added',
      data: await service.add(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.banner.update,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['banner'],
        summary:
          'Change a banner (admin); null or an empty text removes a title, subtitle or button',
        security,
        response: { ...adminErrors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { _id, ...fields } = request.body;
      return {
        ...ok,
        message: 'Banner updated',
        data: await service.update(currentUserId(request), _id, fields),
      };
    },
  );

  serve(
    app,
    apiRoutes.banner.remove,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['banner'],
        summary: 'Delete a banner (admin)',
        security,
        response: { ...adminErrors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Banner deleted',
      data: await service.delete(currentUserId(request), request.body._id),
    }),
  );
};
