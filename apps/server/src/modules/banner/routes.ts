import { type Banner, bannerListReplySchema } from '@store/contract/banner';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';
import { CATALOGUE_READ } from '../product/catalogue-common.js';

/** Active banners of both kinds, each kind in display order (desktop first). */
export async function listActiveBanners(db: Database): Promise<Banner[]> {
  return db
    .select({
      _id: banners.id,
      kind: banners.kind,
      image: banners.image,
      alt: banners.alt,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.kind), asc(banners.position), asc(banners.id));
}

/** GET /api/banner/get: the home page's rotating banners (SPEC §2 Home). */
export const bannerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/get',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['banner'],
        summary: 'Active home banners (desktop and mobile sets), each set in display order',
        response: { 200: bannerListReplySchema },
      },
    },
    async () => ({
      success: true as const,
      error: false as const,
      message: 'Banners',
      data: await listActiveBanners(db),
    }),
  );
};
