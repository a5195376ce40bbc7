import { PRODUCT_METADATA_LIMITS } from '@store/contract/constants';
import {
  adminProductListReplySchema,
  adminProductReplySchema,
  productListReplySchema,
  productReplySchema,
} from '@store/contract/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, caller, productForm } from '#server/test-support/catalogue.js';
import { insertCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * Product page details (issue 16): included files, compatible software, resolution and a
 * licence summary, set through the admin create/update calls and shown by the public
 * product-details call only when set.
 */

const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
let grading: { id: string };

beforeAll(async () => {
  who = await actors(ctx);
  grading = await insertCategory(ctx.db, 'Colour Grading');
});

const create = (overrides: Record<string, unknown>) =>
  call('POST', '/api/product/create', who.admin.headers, productForm([grading.id], overrides));
const update = (payload: Record<string, unknown>) =>
  call('PUT', '/api/product/update-product-details', who.admin.headers, payload);
const details = async (productId: string) => {
  const res = await call('POST', '/api/product/get-product-details', {}, { productId });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const DETAILS = {
  includedFiles: [
    { name: ' Teal Orange.cube ', format: '.cube', sizeBytes: 1_048_576 },
    { name: 'Read me.pdf', format: 'pdf', sizeBytes: 0 },
  ],
  compatibleSoftware: [
    { software: 'DaVinci Resolve', versions: '17 and later' },
    { software: 'davinci resolve', versions: 'any' },
    { software: 'Final Cut Pro', versions: '  ' },
  ],
  resolution: ' 4K UHD (3840×2160) ',
  licenceSummary: 'Use in unlimited personal and client projects. No resale of the files.',
};
const STORED = {
  includedFiles: [
    { name: 'Teal Orange.cube', format: 'CUBE', sizeBytes: 1_048_576 },
    { name: 'Read me.pdf', format: 'PDF', sizeBytes: 0 },
  ],
  compatibleSoftware: [
    { software: 'DaVinci Resolve', versions: '17 and later' },
    { software: 'Final Cut Pro' },
  ],
  resolution: '4K UHD (3840×2160)',
  licenceSummary: 'Use in unlimited personal and client projects. No resale of the files.',
};

describe('product page details', () => {
  it('round-trips through admin create, the admin reply and the public details', async () => {
    const res = await create(DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    const created = adminProductReplySchema.parse(res.json()).data;
    expect(created).toMatchObject(STORED);

    const shown = productReplySchema.parse((await details(created._id)).json()).data;
    expect(shown).toMatchObject(STORED);
    expect(JSON.stringify(shown)).not.toContain('driveLink');

    // The admin list carries them too (the form edits from it); public lists do not.
    const adminList = adminProductListReplySchema.parse(
      (await call('POST', '/api/product/admin-get', who.admin.headers, {})).json(),
    );
    expect(adminList.data.find((p) => p._id === created._id)).toMatchObject(STORED);
    const publicList = await call('POST', '/api/product/get', {}, {});
    const listed = productListReplySchema
      .parse(publicList.json())
      .data.find((p) => p._id === created._id);
    expect(listed).toBeDefined();
    expect(Object.keys(publicList.json().data[0])).not.toContain('includedFiles');
  });

  it('changes and clears them through update; unsent details stay as they were', async () => {
    const { _id } = adminProductReplySchema.parse((await create(DETAILS)).json()).data;

    const changed = await update({ _id, resolution: '9:16 vertical', includedFiles: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = productReplySchema.parse((await details(_id)).json()).data;
    expect(after.resolution).toBe('9:16 vertical');
    expect(after).not.toHaveProperty('includedFiles');
    expect(after.compatibleSoftware).toEqual(STORED.compatibleSoftware);
    expect(after.licenceSummary).toBe(STORED.licenceSummary);

    await update({ _id, compatibleSoftware: [], resolution: '', licenceSummary: null });
    const cleared = (await details(_id)).json().data;
    for (const key of ['includedFiles', 'compatibleSoftware', 'resolution', 'licenceSummary']) {
      expect(cleared).not.toHaveProperty(key);
    }
  });

  it('leaves a product without details answering exactly as before', async () => {
    const { _id } = adminProductReplySchema.parse((await create({})).json()).data;
    const body = (await details(_id)).json();
    expect(Object.keys(body.data)).toEqual([
      '_id',
      'name',
      'image',
      'category',
      'subCategory',
      'unit',
      'stock',
      'price',
      'discount',
      'description',
      'more_details',
      'createdAt',
      'updatedAt',
    ]);
  });

  const tooMany = (n: number, make: (i: number) => unknown) =>
    Array.from({ length: n }, (_, i) => make(i));
  const file = (i: number) => ({ name: `file ${i}.cube`, format: 'CUBE', sizeBytes: 1 });
  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'too many files',
      { includedFiles: tooMany(PRODUCT_METADATA_LIMITS.filesMax + 1, file) },
      'Included files must have at most 50 files.',
    ],
    [
      'a file without a name',
      { includedFiles: [{ name: ' ', format: 'CUBE', sizeBytes: 1 }] },
      'Included file 1, name is required.',
    ],
    [
      'a file name too long',
      { includedFiles: [{ name: 'x'.repeat(201), format: 'CUBE', sizeBytes: 1 }] },
      'Included file 1, name must be at most 200 characters.',
    ],
    [
      'a format with punctuation',
      { includedFiles: [{ name: 'a', format: 'cube/xmp', sizeBytes: 1 }] },
      'Included file 1, file format must be letters and digits, such as CUBE or XMP.',
    ],
    [
      'a negative size',
      { includedFiles: [{ name: 'a', format: 'CUBE', sizeBytes: -1 }] },
      'Included file 1, file size must be at least 0.',
    ],
    [
      'a size as text',
      { includedFiles: [{ name: 'a', format: 'CUBE', sizeBytes: '1 MB' }] },
      'Included file 1, file size must be a number of bytes.',
    ],
    [
      'files not a list',
      { includedFiles: 'all of them' },
      'Included files must be a list of files.',
    ],
    [
      'too many programs',
      {
        compatibleSoftware: tooMany(PRODUCT_METADATA_LIMITS.softwareMax + 1, (i) => ({
          software: `Tool ${i}`,
        })),
      },
      'Compatible software must have at most 20 programs.',
    ],
    [
      'a program without a name',
      { compatibleSoftware: [{ versions: '18' }] },
      'Compatible software 1, software is required.',
    ],
    [
      'versions too long',
      { compatibleSoftware: [{ software: 'Resolve', versions: 'v'.repeat(61) }] },
      'Compatible software 1, versions must be at most 60 characters.',
    ],
    [
      'a resolution too long',
      { resolution: 'r'.repeat(61) },
      'Resolution must be at most 60 characters.',
    ],
    [
      'a licence summary too long',
      { licenceSummary: 'l'.repeat(PRODUCT_METADATA_LIMITS.licenceSummaryMax + 1) },
      'Licence summary must be at most 600 characters.',
    ],
    ['a licence summary as a number', { licenceSummary: 5 }, 'Licence summary must be text.'],
  ];
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} on create and update with 400 and a clear message`, async () => {
      const res = await create(overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      const { _id } = adminProductReplySchema.parse((await create({})).json()).data;
      const changed = await update({ _id, ...overrides });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json().message).toBe(message);
    });
  }
});
