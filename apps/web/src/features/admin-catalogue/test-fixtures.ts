import type { AdminProduct } from '@store/contract/product';
import { ok } from '#web/test/api-replies';
import { products } from '#web/test/fixtures';

/** The shared fixture products in the admin shape (download link, deal flag, trash date). */
// A card's clip (address and poster) is not the admin shape's (with its length): left out.
export const adminProducts: AdminProduct[] = products.map(({ previewClip: _card, ...product }) => ({
  ...product,
  more_details: { driveLink: `https://drive.example.com/${product._id}` },
  isDeal: false,
  deletedAt: null,
}));

/** `count` admin products, for paging. */
export function manyAdminProducts(count: number): AdminProduct[] {
  return Array.from({ length: count }, (_, n) => ({
    ...adminProducts[0]!,
    _id: `prd${String(n + 100)}`,
    name: `Pack ${n + 1}`,
  }));
}

/** A list reply (SPEC §3 list fields) holding `rows`. */
export function listReply<T>(rows: T[], { page, totalCount, totalNoPage }: ListMeta) {
  return { ...ok('', rows), totalCount, totalNoPage, totalPage: totalNoPage, page };
}

interface ListMeta {
  page: number;
  totalCount: number;
  totalNoPage: number;
}

/** What the uploader answers for any image. */
export const uploadReply = (name: string) =>
  ok('Image uploaded', {
    url: `/uploads/${name}.webp`,
    width: 64,
    height: 64,
    variants: [{ url: `/uploads/${name}.webp`, width: 64, height: 64 }],
    srcset: `/uploads/${name}.webp 64w`,
  });
