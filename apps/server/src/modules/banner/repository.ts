import type { AdminBanner, Banner, BannerKind } from '@store/contract/banner';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { banners } from '#server/db/schema/index.js';

const publicWire = {
  _id: banners.id,
  kind: banners.kind,
  image: banners.image,
  alt: banners.alt,
  title: banners.title,
  subtitle: banners.subtitle,
  buttonLabel: banners.buttonLabel,
  linkUrl: banners.linkUrl,
};
const adminWire = { ...publicWire, position: banners.position, active: banners.active };

/** The columns an admin may set. */
export interface BannerColumns {
  kind: BannerKind;
  image: string;
  alt: string;
  title: string | null;
  subtitle: string | null;
  buttonLabel: string | null;
  linkUrl: string | null;
  position: number;
  active: boolean;
}

const displayOrder = [asc(banners.kind), asc(banners.position), asc(banners.id)];

export function createBannerRepository(db: DbOrTx) {
  return {
    /** Active banners of both kinds, each kind in display order (desktop first). */
    listActive(): Promise<Banner[]> {
      return db
        .select(publicWire)
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(...displayOrder);
    },

    listAll(): Promise<AdminBanner[]> {
      return db
        .select(adminWire)
        .from(banners)
        .orderBy(...displayOrder);
    },

    async findForUpdate(id: string): Promise<AdminBanner | undefined> {
      const [row] = await db
        .select(adminWire)
        .from(banners)
        .where(eq(banners.id, id))
        .for('update');
      return row;
    },

    /** One past the last position of the `kind` set: where a new banner goes by default. */
    async nextPosition(kind: BannerKind): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
        .from(banners)
        .where(eq(banners.kind, kind));
      return row?.next ?? 0;
    },

    async insert(fields: BannerColumns): Promise<AdminBanner> {
      const [row] = await db.insert(banners).values(fields).returning(adminWire);
      return row!;
    },

    async update(id: string, fields: Partial<BannerColumns>): Promise<AdminBanner> {
      const [row] = await db
        .update(banners)
        .set(fields)
        .where(eq(banners.id, id))
        .returning(adminWire);
      return row!;
    },

    async delete(id: string): Promise<void> {
      await db.delete(banners).where(eq(banners.id, id));
    },
  };
}
