import { sql } from 'drizzle-orm';
import type { Storage } from '#server/platform/storage/index.js';
import type { Database, DbOrTx } from '../client.js';
import { newId } from '../ids.js';
import {
  banners,
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../schema/index.js';
import {
  BANNERS,
  CATEGORIES,
  type CategoryName,
  CLOSING_SENTENCES,
  DEAL_PRODUCTS,
  FREE_PRODUCTS,
  KIND_SENTENCES,
  LICENCE_SENTENCE,
  OUT_OF_STOCK_PRODUCTS,
  PREVIEW_VIDEO_IDS,
  PRICES,
  PRODUCTS,
  type ProductKind,
  SUB_CATEGORIES,
} from './catalogue-data.js';
import {
  bannerSvg,
  iconSvg,
  type Motif,
  mapLimit,
  PRODUCT_THUMB_SIZE,
  productSvg,
  type RenderedImage,
  renderWebp,
  storeImage,
} from './images.js';
import { pageDetailsFor } from './page-details.js';
import { hasColourLook, lookFor, writePreviewPairs } from './previews.js';
import { createRandom } from './random.js';
import { ensureDefaultSurveyForm } from './survey.js';

export { type EnsureAdminResult, ensureAdmin } from './admin.js';
export { DEFAULT_SURVEY_QUESTIONS, ensureDefaultSurveyForm } from './survey.js';

/** Advisory transaction lock so that two instances starting at once seed once. */
const SEED_LOCK_KEY = '8319396948778772841';
const SEED = 20_250_213;
/** Images render two at a time: the machines we target have two cores. */
const IMAGE_CONCURRENCY = 2;
const DAY = 86_400_000;

const CATEGORY_MOTIF: Record<CategoryName, Motif> = {
  'Motion Graphics': 'graphics',
  'Video Editing': 'template',
  'Photo Editing': 'preset',
  'Colour Grading': 'lut',
};

/**
 * Fills an empty store with the demo catalogue (DESIGN §6 SEED_DEMO): 4 categories, 14
 * sub-categories, 64 products and 6 banners, with generated images. Runs only when both the
 * categories and the products tables are empty, so restarts keep data and an admin's own
 * catalogue is never topped up. Also ensures the default survey form.
 */
export async function seedDemoCatalogue(deps: {
  db: Database;
  storage: Storage;
  log: (msg: string) => void;
}): Promise<{ seeded: boolean }> {
  const { db, storage, log } = deps;
  const started = performance.now();
  await ensureDefaultSurveyForm({ db });
  if (!(await catalogueIsEmpty(db))) {
    log('demo catalogue not seeded: the catalogue already has data');
    return { seeded: false };
  }

  const plan = buildPlan(Date.now());
  const { urls, keys } = await writeImages(plan, storage);
  // Issue 16: before/after pairs for the LUTs and colour presets.
  const previews = await writePreviewPairs(plan.products, storage, IMAGE_CONCURRENCY);
  keys.push(...previews.keys);
  const rendered = performance.now();

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if (!(await catalogueIsEmpty(tx))) return false; // Another instance won the race.

    await tx.insert(categories).values(
      plan.categories.map((c) => ({
        id: c.id,
        name: c.name,
        image: urls.get(c.id)![0]!,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );
    await tx.insert(subCategories).values(
      plan.subCategories.map((s) => ({
        id: s.id,
        name: s.name,
        image: urls.get(s.id)![0]!,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
    );
    await tx
      .insert(subCategoryCategories)
      .values(
        plan.subCategories.flatMap((s) =>
          s.categoryIds.map((categoryId) => ({ subCategoryId: s.id, categoryId })),
        ),
      );
    await tx.insert(products).values(
      plan.products.map((p) => ({
        id: p.id,
        name: p.name,
        images: urls.get(p.id)!,
        unit: p.unit,
        stock: p.stock,
        price: p.price,
        discount: p.discount,
        description: p.description,
        moreDetails: p.moreDetails,
        driveLink: p.driveLink,
        isDeal: p.isDeal,
        previewPairs: previews.pairs.get(p.id) ?? [],
        ...p.details,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    );
    await tx
      .insert(productCategories)
      .values(plan.products.map((p) => ({ productId: p.id, categoryId: p.categoryId })));
    await tx
      .insert(productSubCategories)
      .values(plan.products.map((p) => ({ productId: p.id, subCategoryId: p.subCategoryId })));
    await tx.insert(banners).values(
      plan.banners.map((b) => ({
        id: b.id,
        kind: b.kind,
        image: urls.get(b.id)![0]!,
        alt: b.alt,
        title: b.title,
        subtitle: b.subtitle,
        buttonLabel: b.buttonLabel,
        linkUrl: b.linkUrl,
        position: b.position,
      })),
    );
    return true;
  });

  if (!seeded) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    log('demo catalogue not seeded: another instance seeded it');
    return { seeded: false };
  }
  const total = performance.now() - started;
  log(
    `seeded demo catalogue: ${plan.categories.length} categories, ${plan.subCategories.length} ` +
      `sub-categories, ${plan.products.length} products, ${plan.banners.length} banners ` +
      `in ${Math.round(total)} ms (images ${Math.round(rendered - started)} ms)`,
  );
  return { seeded: true };
}

async function catalogueIsEmpty(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${categories}) and not exists (select 1 from ${products}) as empty`,
  );
  return result.rows[0]?.empty === true;
}

// ---------------------------------------------------------------------------------------------
// The plan: every row and every image, decided before anything is written.

interface Palette {
  hue: number;
  accentHue: number;
}

interface ImageJob {
  ownerId: string;
  dir: string;
  /** Renders once; shared renders (gallery details) are memoised by `cacheKey`. */
  svg: () => string;
  cacheKey?: string;
  withThumb: boolean;
}

interface Plan {
  categories: { id: string; name: string; createdAt: Date }[];
  subCategories: { id: string; name: string; categoryIds: string[]; createdAt: Date }[];
  products: {
    id: string;
    name: string;
    categoryId: string;
    subCategoryId: string;
    unit: string;
    stock: number;
    price: number;
    discount: number;
    description: string;
    moreDetails: Record<string, string>;
    driveLink: string;
    isDeal: boolean;
    /** The colour look its before/after pairs show (LUTs and colour presets only). */
    look: ReturnType<typeof lookFor> | undefined;
    /** Its page details: files, other software, resolution, licence (issue 16). */
    details: ReturnType<typeof pageDetailsFor>;
    createdAt: Date;
  }[];
  banners: {
    id: string;
    kind: 'desktop' | 'mobile';
    alt: string;
    title: string;
    subtitle: string;
    buttonLabel: string;
    linkUrl: string;
    position: number;
  }[];
  /** In the order the images of each owner appear (first image first). */
  images: ImageJob[];
}

function buildPlan(now: number): Plan {
  const rnd = createRandom(SEED);
  const images: ImageJob[] = [];

  // Categories and sub-categories predate every product.
  const catalogueStart = now - 200 * DAY;
  const palettes = new Map<CategoryName, Palette>();
  const categoryIds = new Map<CategoryName, string>();
  const planCategories = CATEGORIES.map((c, i) => {
    const createdAt = new Date(catalogueStart + i * 60_000);
    const id = newId(createdAt.getTime());
    palettes.set(c.name, { hue: c.hue, accentHue: c.accentHue });
    categoryIds.set(c.name, id);
    const imageRnd = createRandom(SEED + 100 + i);
    images.push({
      ownerId: id,
      dir: `categories/${id}`,
      svg: () => iconSvg(CATEGORY_MOTIF[c.name], c, imageRnd),
      withThumb: false,
    });
    return { id, name: c.name, createdAt };
  });

  const subIds = new Map<string, string>();
  const planSubs = SUB_CATEGORIES.map((s, i) => {
    const createdAt = new Date(catalogueStart + DAY + i * 60_000);
    const id = newId(createdAt.getTime());
    subIds.set(s.name, id);
    const hue = (i * 360) / SUB_CATEGORIES.length + 12;
    const motif: Motif = PRODUCTS.find((p) => p.subCategory === s.name)?.kind ?? 'graphics';
    const imageRnd = createRandom(SEED + 200 + i);
    images.push({
      ownerId: id,
      dir: `sub-categories/${id}`,
      svg: () => iconSvg(motif, { hue, accentHue: hue + 55 }, imageRnd),
      withThumb: false,
    });
    return {
      id,
      name: s.name,
      categoryIds: s.categories.map((name) => categoryIds.get(name)!),
      createdAt,
    };
  });

  // Products: ages spread over the last ~5 months in a shuffled order, so "newest" mixes
  // categories. Ids follow creation time, as real ones would.
  const ageRank = rnd.shuffle(PRODUCTS.map((_, i) => i));
  const free = new Set(FREE_PRODUCTS);
  const outOfStock = new Set(OUT_OF_STOCK_PRODUCTS);
  const deals = new Set(DEAL_PRODUCTS);
  const planProducts = PRODUCTS.map((p, i) => {
    const rank = ageRank.indexOf(i);
    const createdAt = new Date(now - DAY / 2 - rank * 2.4 * DAY - rnd.int(0, 20) * 3_600_000);
    const id = newId(createdAt.getTime());
    const sub = SUB_CATEGORIES.find((s) => s.name === p.subCategory)!;
    if (!sub.categories.includes(p.category)) {
      throw new Error(`seed data: ${p.subCategory} is not in ${p.category}`);
    }
    const isFree = free.has(i);
    const isDeal = deals.has(i);
    const price = isFree ? 0 : pickPrice(p.kind, rnd);
    const discount = isFree
      ? 0
      : isDeal
        ? rnd.pick([40, 50, 60, 70])
        : rnd.pick([0, 0, 0, 10, 15, 20, 25, 30, 40, 50]);
    const description = [
      p.blurb,
      rnd.pick(KIND_SENTENCES[p.kind]),
      sub.worksWith,
      rnd.pick(CLOSING_SENTENCES),
      LICENCE_SENTENCE,
    ].join(' ');

    const base = palettes.get(p.category)!;
    const palette = {
      hue: base.hue + rnd.int(-16, 16),
      accentHue: base.accentHue + rnd.int(-20, 20),
    };
    const imageRnd = createRandom(SEED + 1000 + i);
    images.push({
      ownerId: id,
      dir: `products/${id}`,
      svg: () => productSvg(p.kind, palette, imageRnd),
      withThumb: true,
    });
    // The gallery's second image: one of four contact-sheet renders per category, rendered
    // once and stored under each product's own key (deleting one product's files must not
    // break another's).
    const variant = i % 4;
    const detailRnd = createRandom(
      SEED + 500 + CATEGORIES.findIndex((c) => c.name === p.category) * 10 + variant,
    );
    images.push({
      ownerId: id,
      dir: `products/${id}`,
      svg: () =>
        productSvg(
          'detail',
          { hue: base.hue + variant * 12, accentHue: base.accentHue },
          detailRnd,
        ),
      cacheKey: `detail:${p.category}:${variant}`,
      withThumb: true,
    });

    return {
      id,
      name: p.name,
      categoryId: categoryIds.get(p.category)!,
      subCategoryId: subIds.get(p.subCategory)!,
      unit: p.unit,
      stock: outOfStock.has(i) ? 0 : 999,
      price,
      discount,
      description,
      moreDetails: {
        cat: p.category,
        embedVideo: `https://www.youtube.com/embed/${PREVIEW_VIDEO_IDS[i % PREVIEW_VIDEO_IDS.length]}`,
      },
      driveLink: `https://drive.google.com/drive/folders/${driveFolderId(rnd)}?usp=sharing`,
      isDeal,
      look: hasColourLook(p.kind, p.category) ? lookFor(p.name, i) : undefined,
      details: pageDetailsFor(p),
      createdAt,
    };
  });

  const planBanners: Plan['banners'] = [];
  for (const kind of ['desktop', 'mobile'] as const) {
    BANNERS.forEach((b, position) => {
      const id = newId(catalogueStart + 2 * DAY + position * 60_000);
      const imageRnd = createRandom(SEED + 300 + position + (kind === 'mobile' ? 10 : 0));
      images.push({
        ownerId: id,
        dir: `banners/${id}`,
        svg: () => bannerSvg(kind, b.motif, b, imageRnd),
        withThumb: false,
      });
      planBanners.push({
        id,
        kind,
        alt: b.alt,
        title: b.title,
        subtitle: b.subtitle,
        buttonLabel: b.buttonLabel,
        linkUrl: b.linkUrl,
        position,
      });
    });
  }

  return {
    categories: planCategories,
    subCategories: planSubs,
    products: planProducts,
    banners: planBanners,
    images,
  };
}

function pickPrice(kind: ProductKind, rnd: ReturnType<typeof createRandom>): number {
  // Big projects cost more than a handful of presets.
  const [low, high] =
    kind === 'scene' || kind === 'template'
      ? [4, 15]
      : kind === 'lut' || kind === 'transition'
        ? [3, 13]
        : [0, 10];
  return PRICES[rnd.int(low, high)]!;
}

const DRIVE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Google Drive folder ids are 33 characters starting with '1'. */
function driveFolderId(rnd: ReturnType<typeof createRandom>): string {
  let id = '1';
  for (let i = 0; i < 32; i++) id += rnd.pick(DRIVE_ID_ALPHABET.split(''));
  return id;
}

/** Renders and stores every image; returns each owner's image URLs in order, and every key. */
async function writeImages(
  plan: Plan,
  storage: Storage,
): Promise<{ urls: Map<string, string[]>; keys: string[] }> {
  const cache = new Map<string, Promise<RenderedImage>>();
  const keys: string[] = [];
  const stored = await mapLimit(plan.images, IMAGE_CONCURRENCY, async (job) => {
    let rendered = job.cacheKey ? cache.get(job.cacheKey) : undefined;
    if (!rendered) {
      rendered = renderWebp(job.svg(), job.withThumb);
      if (job.cacheKey) cache.set(job.cacheKey, rendered);
    }
    const image = await rendered;
    keys.push(`${job.dir}/${image.hash}.webp`);
    if (image.thumb) keys.push(`${job.dir}/${image.hash}-${PRODUCT_THUMB_SIZE}.webp`);
    return storeImage(storage, job.dir, image);
  });
  const urls = new Map<string, string[]>();
  plan.images.forEach((job, i) => {
    const list = urls.get(job.ownerId) ?? [];
    list.push(stored[i]!);
    urls.set(job.ownerId, list);
  });
  return { urls, keys };
}
