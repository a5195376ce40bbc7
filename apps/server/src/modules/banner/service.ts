import {
  type AdminBanner,
  BANNER_BUTTON_NEEDS_LINK_MESSAGE,
  BANNER_NOT_FOUND_MESSAGE,
  BANNER_POSITION_MAX,
} from '@store/contract/banner';
import { imageSourceMessage, isAllowedImageUrl } from '@store/contract/upload';
import type { Database } from '#server/db/client.js';
import { recordAudit } from '#server/lib/audit.js';
import { BadRequestError, NotFoundError } from '#server/lib/errors.js';
import { type BannerColumns, createBannerRepository } from './repository.js';

/** What an add request carries once the contract has parsed it. */
export type NewBanner = Omit<
  BannerColumns,
  'title' | 'subtitle' | 'buttonLabel' | 'linkUrl' | 'position' | 'active'
> &
  Partial<
    Pick<BannerColumns, 'title' | 'subtitle' | 'buttonLabel' | 'linkUrl' | 'position' | 'active'>
  >;

/** Undefined means "leave as it is" (the contract turns blank texts into null). */
export type BannerChanges = { [K in keyof BannerColumns]?: BannerColumns[K] | undefined };

interface BannerServiceOptions {
  imageHosts: readonly string[];
  uploadsUrl: string | undefined;
}

/** A button without a link would be a dead control (the table refuses it too). */
function assertButtonHasLink(banner: Pick<BannerColumns, 'buttonLabel' | 'linkUrl'>) {
  if (banner.buttonLabel !== null && banner.linkUrl === null) {
    throw new BadRequestError(BANNER_BUTTON_NEEDS_LINK_MESSAGE);
  }
}

export function createBannerService(db: Database, options: BannerServiceOptions) {
  const repository = createBannerRepository(db);
  // Like product images (decision 22): our uploads, or https images on IMAGE_HOSTS.
  const assertImage = (image: string | undefined) => {
    if (image !== undefined && !isAllowedImageUrl(image, options.imageHosts, options.uploadsUrl)) {
      throw new BadRequestError(`Image ${imageSourceMessage(options.imageHosts)}.`);
    }
  };

  return {
    listActive: () => repository.listActive(),
    listAll: () => repository.listAll(),

    async add(actorUserId: string, fields: NewBanner): Promise<AdminBanner> {
      assertImage(fields.image);
      return db.transaction(async (tx) => {
        const inTx = createBannerRepository(tx);
        const columns: BannerColumns = {
          kind: fields.kind,
          image: fields.image,
          alt: fields.alt,
          title: fields.title ?? null,
          subtitle: fields.subtitle ?? null,
          buttonLabel: fields.buttonLabel ?? null,
          linkUrl: fields.linkUrl ?? null,
          position:
            fields.position ?? Math.min(await inTx.nextPosition(fields.kind), BANNER_POSITION_MAX),
          active: fields.active ?? true,
        };
        assertButtonHasLink(columns);
        const banner = await inTx.insert(columns);
        await recordAudit(tx, {
          actorUserId,
          action: 'banner.create',
          entity: 'banner',
          entityId: banner._id,
          details: { kind: banner.kind, alt: banner.alt },
        });
        return banner;
      });
    },

    async update(actorUserId: string, id: string, fields: BannerChanges): Promise<AdminBanner> {
      assertImage(fields.image);
      return db.transaction(async (tx) => {
        const inTx = createBannerRepository(tx);
        const before = await inTx.findForUpdate(id);
        if (!before) throw new NotFoundError(BANNER_NOT_FOUND_MESSAGE);
        const changes: Partial<BannerColumns> = {};
        for (const key of Object.keys(fields) as (keyof BannerColumns)[]) {
          const value = fields[key];
          if (value !== undefined && value !== before[key]) {
            (changes as Record<string, unknown>)[key] = value;
          }
        }
        assertButtonHasLink({ ...before, ...changes });
        if (Object.keys(changes).length === 0) return before;
        const after = await inTx.update(id, changes);
        await recordAudit(tx, {
          actorUserId,
          action: 'banner.update',
          entity: 'banner',
          entityId: id,
          details: { after: changes },
        });
        return after;
      });
    },

    async delete(actorUserId: string, id: string): Promise<AdminBanner> {
      return db.transaction(async (tx) => {
        const inTx = createBannerRepository(tx);
        const banner = await inTx.findForUpdate(id);
        if (!banner) throw new NotFoundError(BANNER_NOT_FOUND_MESSAGE);
        await inTx.delete(id);
        await recordAudit(tx, {
          actorUserId,
          action: 'banner.delete',
          entity: 'banner',
          entityId: id,
          details: { kind: banner.kind, image: banner.image, alt: banner.alt },
        });
        return banner;
      });
    },
  };
}
