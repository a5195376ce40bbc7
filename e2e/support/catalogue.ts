import { randomUUID } from 'node:crypto';
import type { CreateProductRequest } from '@store/contract/product';
import { expect, inject } from 'vitest';
import { newClientAddress } from './client-address.js';
import { type CatalogueProduct, catalogueProducts } from './shop.js';

/**
 * Products a journey makes for itself through the admin API, as the owner would (issue 18
 * point 4): a journey never buys, edits or counts a seeded product another journey may touch,
 * so files can run in any order and none depends on how many the demo catalogue holds.
 */

/** Calls as the start-up admin, each from an address of its own (support/client-address.ts). */
async function adminFetch(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${inject('storeUrl')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': newClientAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function adminToken(): Promise<string> {
  const res = await adminFetch('/api/user/login', {
    email: inject('adminEmail'),
    password: inject('adminPassword'),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accesstoken: string } }).data.accesstoken;
}

/**
 * An uploaded image URL and a category id to file new products under. Borrowed from the demo
 * catalogue's newest product (read only): the upload route needs an image file, and a
 * category of our own would add nothing the journeys check.
 */
async function imageAndCategory(): Promise<{ image: string; category: string }> {
  const demo = (await catalogueProducts())[0];
  if (!demo) throw new Error('the demo catalogue is empty: no image or category to borrow');
  const res = await adminFetch('/api/product/get-product-details', { productId: demo._id });
  const { data } = (await res.json()) as { data: { image: string[]; category: { _id: string }[] } };
  return { image: data.image[0]!, category: data.category[0]!._id };
}

export type NewProduct = Partial<CreateProductRequest> & { label: string };

/** A created product, with the download link it was given (never in public replies). */
export type CreatedProduct = CatalogueProduct & { driveLink: string };

/**
 * Creates one product per entry: a paid one in stock (₹499, no discount) with a download link
 * unless the entry says otherwise. Its name is the entry's label plus a unique suffix, so
 * journeys running side by side (or a second run against the same store) never meet.
 */
export async function createProducts<const Entries extends NewProduct[]>(
  ...entries: Entries
): Promise<{ [Index in keyof Entries]: CreatedProduct }> {
  const token = await adminToken();
  const { image, category } = await imageAndCategory();
  const created: CreatedProduct[] = [];
  for (const { label, ...fields } of entries) {
    const suffix = randomUUID().slice(0, 8);
    const driveLink = `https://drive.example.com/e2e-${suffix}`;
    const res = await adminFetch(
      '/api/product/create',
      {
        name: `${label} ${suffix}`,
        image: [image],
        category: [category],
        unit: '1 pack',
        stock: 100,
        price: 499,
        discount: 0,
        description: `Made by an E2E journey (${label}).`,
        more_details: { driveLink },
        ...fields,
      } satisfies CreateProductRequest,
      token,
    );
    const reply = await res.text();
    expect(res.status, reply).toBe(200);
    created.push({ ...(JSON.parse(reply) as { data: CatalogueProduct }).data, driveLink });
  }
  return created as { [Index in keyof Entries]: CreatedProduct };
}

/** One product (see createProducts). */
export async function createProduct(entry: NewProduct): Promise<CreatedProduct> {
  return (await createProducts(entry))[0]!;
}
