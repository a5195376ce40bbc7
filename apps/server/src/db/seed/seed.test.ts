import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isBannerLink } from '@store/contract/banner';
import { compatibleSoftwareInputSchema, includedFilesInputSchema } from '@store/contract/product';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/modules/user/password.js';
import { createLocalStorage } from '#server/platform/storage/index.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import {
  banners,
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
  surveyForms,
  users,
} from '../schema/index.js';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admin.js';
import { DEFAULT_SURVEY_QUESTIONS, ensureDefaultSurveyForm, seedDemoCatalogue } from './index.js';

let t: TestDatabase;
let uploads: string;
beforeAll(async () => {
  t = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'store-seed-test-'));
});
afterAll(async () => {
  await t?.drop();
  if (uploads) await fs.rm(uploads, { recursive: true, force: true });
});

describe('seedDemoCatalogue', () => {
  it('fills an empty catalogue once, with images on disk', async () => {
    const { db } = t;
    const storage = createLocalStorage(uploads);
    const logs: string[] = [];
    const started = performance.now();
    expect(await seedDemoCatalogue({ db, storage, log: (m) => logs.push(m) })).toEqual({
      seeded: true,
    });
    const elapsed = performance.now() - started;
    console.info(`demo seed took ${Math.round(elapsed)} ms: ${logs.join('; ')}`);

    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(categories)).toBe(4);
    expect(
      (await db.select({ name: categories.name }).from(categories)).map((c) => c.name).sort(),
    ).toEqual(['Colour Grading', 'Motion Graphics', 'Photo Editing', 'Video Editing']);
    expect(await n(subCategories)).toBeGreaterThanOrEqual(12);
    expect(await n(products)).toBeGreaterThanOrEqual(60);
    expect(await n(banners)).toBe(6);

    // Every sub-category belongs to one or two categories; every product to one of each.
    const subLinks = await db
      .select({ id: subCategoryCategories.subCategoryId, n: count() })
      .from(subCategoryCategories)
      .groupBy(subCategoryCategories.subCategoryId);
    expect(subLinks).toHaveLength(await n(subCategories));
    expect(subLinks.every((l) => l.n >= 1 && l.n <= 2)).toBe(true);
    expect(await n(productCategories)).toBe(await n(products));
    expect(await n(productSubCategories)).toBe(await n(products));
    // ...and the product's sub-category belongs to the product's category.
    const mismatched = await db.execute(sql`
      select pc.product_id from product_categories pc
      join product_sub_categories ps on ps.product_id = pc.product_id
      left join sub_category_categories sc
        on sc.sub_category_id = ps.sub_category_id and sc.category_id = pc.category_id
      where sc.category_id is null`);
    expect(mismatched.rows).toEqual([]);

    const all = await db.select().from(products);
    const free = all.filter((p) => p.price === 0);
    expect(free.length).toBeGreaterThanOrEqual(5);
    expect(free.every((p) => p.discount === 0)).toBe(true);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.isDeal).length).toBeGreaterThanOrEqual(8);
    for (const p of all) {
      expect(p.price === 0 || (p.price >= 49 && p.price <= 1999)).toBe(true);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(70);
      expect(p.description.split('.').filter((s) => s.trim()).length).toBeGreaterThanOrEqual(3);
      expect(p.unit).not.toBe('');
      expect(p.moreDetails.embedVideo).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
      expect(p.moreDetails).not.toHaveProperty('driveLink');
      expect(p.driveLink).toMatch(/^https:\/\/drive\.google\.com\//);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.searchVector).toBeTruthy();
    }
    const catById = new Map(
      (await db.select().from(categories)).map((c) => [c.id, c.name] as const),
    );
    const links = await db.select().from(productCategories);
    for (const link of links) {
      const product = all.find((p) => p.id === link.productId)!;
      expect(product.moreDetails.cat).toBe(catById.get(link.categoryId));
    }
    // "Newest" is meaningful: creation times are spread over months.
    const times = all.map((p) => p.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 86_400_000);
    expect(new Set(times).size).toBe(all.length);

    // Every image URL points at a real WebP file of the promised size.
    const bannerRows = await db.select().from(banners);
    expect(bannerRows.filter((b) => b.kind === 'desktop')).toHaveLength(3);
    expect(bannerRows.filter((b) => b.kind === 'mobile')).toHaveLength(3);
    expect(bannerRows.some((b) => b.linkUrl?.startsWith('https://'))).toBe(true);
    // Every demo banner shows the optional headline, line and button (issue 15 point 6).
    for (const b of bannerRows) {
      expect([b.title, b.subtitle, b.buttonLabel].every((text) => text && text.length > 0)).toBe(
        true,
      );
      expect(b.linkUrl && isBannerLink(b.linkUrl)).toBe(true);
    }
    expect(bannerRows.some((b) => b.linkUrl?.startsWith('/'))).toBe(true);
    const file = (url: string) => {
      expect(url).toMatch(/^\/uploads\/[\w/-]+\.webp$/);
      return path.join(uploads, url.slice('/uploads/'.length));
    };
    const sizeOf = async (url: string) => {
      const meta = await sharp(file(url)).metadata();
      expect(meta.format).toBe('webp');
      return [meta.width, meta.height];
    };
    for (const p of all) {
      for (const url of p.images) {
        expect(await sizeOf(url)).toEqual([800, 800]);
        expect(await sizeOf(url.replace(/\.webp$/, '-400.webp'))).toEqual([400, 400]);
      }
    }
    for (const c of [
      ...(await db.select().from(categories)),
      ...(await db.select().from(subCategories)),
    ]) {
      expect(await sizeOf(c.image)).toEqual([256, 256]);
    }
    for (const b of bannerRows) {
      expect(await sizeOf(b.image)).toEqual(b.kind === 'desktop' ? [1600, 480] : [800, 600]);
    }

    // Issue 16: the LUTs and colour presets show before/after pairs of two scenes, the
    // "after" graded differently from the flat "before"; other products have none.
    const paired = all.filter((p) => p.previewPairs.length > 0);
    expect(paired.length).toBeGreaterThanOrEqual(15);
    expect(paired.map((p) => p.name)).toContain('Cinematic Teal & Orange LUT Pack');
    expect(all.find((p) => p.name === 'Alight Motion Shake Presets')?.previewPairs).toEqual([]);
    for (const p of paired) {
      expect(p.previewPairs.map((pair) => pair.label)).toEqual([
        'Golden hour landscape',
        'City at dusk',
      ]);
      for (const pair of p.previewPairs) {
        expect(pair.before).not.toBe(pair.after);
        expect(pair.before.startsWith(`/uploads/products/${p.id}/`)).toBe(true);
        expect(await sizeOf(pair.before)).toEqual([800, 600]);
        expect(await sizeOf(pair.after)).toEqual([800, 600]);
        // The 400 px copies srcset expects beside every product image.
        expect(await sizeOf(pair.after.replace(/\.webp$/, '-400.webp'))).toEqual([400, 300]);
      }
    }
    const noir = all.find((p) => p.name === 'Black and White Noir Presets')!.previewPairs[0]!;
    const noirStats = await sharp(file(noir.after)).stats();
    expect(noirStats.isOpaque).toBe(true);
    // A black-and-white look: its channels agree (WebP's chroma keeps them within a little).
    const [r, g, b] = noirStats.channels;
    expect(Math.abs(r!.mean - b!.mean)).toBeLessThan(3);
    expect(Math.abs(r!.mean - g!.mean)).toBeLessThan(3);

    // Page details (issue 16): every product lists its files, valid as an admin would send
    // them, so a fresh store's format and software filters have real choices.
    for (const product of all) {
      expect(product.includedFiles.length, product.name).toBeGreaterThan(0);
      expect(includedFilesInputSchema.safeParse(product.includedFiles).success, product.name).toBe(
        true,
      );
      expect(
        compatibleSoftwareInputSchema.safeParse(product.compatibleSoftware).success,
        product.name,
      ).toBe(true);
    }
    const formats = await db.execute<{ format: string }>(
      sql`select distinct unnest(formats) as format from product_facets`,
    );
    expect(formats.rows.map((row) => row.format)).toEqual(expect.arrayContaining(['CUBE', 'XMP']));
    const luts = all.filter((p) => p.includedFiles.some((f) => f.format === 'CUBE'));
    expect(luts.every((p) => p.compatibleSoftware.length > 0)).toBe(true);

    // Seeding again does nothing.
    const before = all.length;
    expect(await seedDemoCatalogue({ db, storage, log: () => {} })).toEqual({ seeded: false });
    expect(await n(products)).toBe(before);
    expect(await n(categories)).toBe(4);
  });

  it('leaves a catalogue with only categories alone', async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(categories).values({ name: 'Mine', image: '/uploads/x.webp' });
      const storage = createLocalStorage(path.join(uploads, 'other'));
      expect(await seedDemoCatalogue({ db: other.db, storage, log: () => {} })).toEqual({
        seeded: false,
      });
      expect((await other.db.select({ n: count() }).from(products))[0]!.n).toBe(0);
    } finally {
      await other.drop();
    }
  });
});

describe('ensureDefaultSurveyForm', () => {
  it('creates the default form once', async () => {
    const { db } = t;
    // seedDemoCatalogue above already ensured it.
    expect(await ensureDefaultSurveyForm({ db })).toEqual({ created: false });
    const forms = await db.select().from(surveyForms).where(isNull(surveyForms.productId));
    expect(forms).toHaveLength(1);
    expect(forms[0]!.questions).toEqual(DEFAULT_SURVEY_QUESTIONS);
    expect(forms[0]!.questions.map((q) => q.type)).toEqual([
      'multiple-choice',
      'multiple-choice',
      'text',
    ]);
  });
});

describe('ensureAdmin', () => {
  let a: TestDatabase;
  beforeAll(async () => {
    a = await createTestDatabase();
  });
  afterAll(() => a?.drop());

  it('creates a default admin with a generated password once, then does nothing', async () => {
    const first = await ensureAdmin({ db: a.db });
    expect(first).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, created: true, promoted: false });
    expect(first.password).toMatch(/^.{16,}$/);
    const [row] = await a.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(row!.role).toBe('ADMIN');
    expect(await verifyPassword(row!.passwordHash, first.password!)).toBe(true);

    const second = await ensureAdmin({ db: a.db });
    expect(second).toEqual({ email: DEFAULT_ADMIN_EMAIL, created: false, promoted: false });
  });

  it('creates the configured admin, or promotes that user (any case) and sets the password', async () => {
    const created = await ensureAdmin({
      db: a.db,
      email: 'Owner@Store.example',
      password: 'a long configured password',
    });
    expect(created).toEqual({ email: 'owner@store.example', created: true, promoted: false });

    await a.db
      .insert(users)
      .values({ name: 'Priya', email: 'Priya@Example.in', passwordHash: null });
    const promoted = await ensureAdmin({
      db: a.db,
      email: 'priya@example.in',
      password: 'another long password',
    });
    expect(promoted).toEqual({ email: 'Priya@Example.in', created: false, promoted: true });
    const [priya] = await a.db.select().from(users).where(eq(users.email, 'Priya@Example.in'));
    expect(priya!.role).toBe('ADMIN');
    expect(await verifyPassword(priya!.passwordHash, 'another long password')).toBe(true);

    // Running again with the same settings changes nothing but keeps the password current.
    expect(
      await ensureAdmin({ db: a.db, email: 'priya@example.in', password: 'another long password' }),
    ).toEqual({ email: 'Priya@Example.in', created: false, promoted: false });
  });

  it('never promotes a shopper who registered the default address', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.insert(users).values({ name: 'Sneaky', email: DEFAULT_ADMIN_EMAIL });
      const result = await ensureAdmin({ db: fresh.db });
      expect(result.created).toBe(true);
      expect(result.email).not.toBe(DEFAULT_ADMIN_EMAIL);
      const [sneaky] = await fresh.db
        .select()
        .from(users)
        .where(eq(users.email, DEFAULT_ADMIN_EMAIL));
      expect(sneaky!.role).toBe('USER');
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a password without an e-mail', async () => {
    await expect(ensureAdmin({ db: a.db, password: 'orphan password' })).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
  });
});
