import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema/index.js';

/** Each test makes the rows it needs; these helpers keep that short. */
export async function insertCategory(db: Database, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ name, image: `/uploads/test/${encodeURIComponent(name)}.webp` })
    .returning();
  return row!;
}

export async function insertSubCategory(db: Database, name: string, categoryIds: string[]) {
  const [row] = await db
    .insert(subCategories)
    .values({ name, image: `/uploads/test/${encodeURIComponent(name)}.webp` })
    .returning();
  if (categoryIds.length > 0) {
    await db
      .insert(subCategoryCategories)
      .values(categoryIds.map((categoryId) => ({ subCategoryId: row!.id, categoryId })));
  }
  return row!;
}

export interface ProductInput {
  name: string;
  price?: number;
  discount?: number;
  stock?: number;
  description?: string;
  categoryIds?: string[];
  subCategoryIds?: string[];
  driveLink?: string;
  moreDetails?: Record<string, string>;
  deleted?: boolean;
  createdAt?: Date;
}

export async function insertProduct(db: Database, input: ProductInput) {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      images: ['/uploads/test/a.webp', '/uploads/test/b.webp'],
      unit: '1 pack',
      stock: input.stock ?? 100,
      price: input.price ?? 499,
      discount: input.discount ?? 10,
      description: input.description ?? `${input.name}. Made for editors. Instant download.`,
      moreDetails: input.moreDetails ?? { embedVideo: 'https://www.youtube.com/embed/abc' },
      driveLink: input.driveLink ?? 'https://drive.google.com/file/d/secret-link/view',
      deletedAt: input.deleted ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  const id = row!.id;
  const categoryIds = input.categoryIds ?? [];
  const subCategoryIds = input.subCategoryIds ?? [];
  if (categoryIds.length > 0) {
    await db
      .insert(productCategories)
      .values(categoryIds.map((categoryId, position) => ({ productId: id, categoryId, position })));
  }
  if (subCategoryIds.length > 0) {
    await db.insert(productSubCategories).values(
      subCategoryIds.map((subCategoryId, position) => ({
        productId: id,
        subCategoryId,
        position,
      })),
    );
  }
  const [fresh] = await db.select().from(products).where(eq(products.id, id));
  return fresh!;
}
