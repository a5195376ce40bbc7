import { describe, expect, it } from 'vitest';
import {
  adminProductSchema,
  createProductRequestSchema,
  productSchema,
  toYouTubeEmbedUrl,
  updateProductRequestSchema,
} from './index.js';

const form = {
  name: 'LUT Pack',
  image: ['/uploads/catalogue/a.webp'],
  category: ['01ABC'],
  unit: '1 pack',
  stock: '10',
  price: '499',
  discount: '0',
  description: 'Looks.',
};

describe('product form rules (SPEC §5)', () => {
  it('reads whole numbers from form strings and fills defaults', () => {
    expect(createProductRequestSchema.parse(form)).toMatchObject({
      stock: 10,
      price: 499,
      discount: 0,
      subCategory: [],
      more_details: {},
    });
  });

  it.each([
    [{ price: '' }, 'is required'],
    [{ price: '1.5' }, 'must be a whole number'],
    [{ discount: 101 }, 'must be at most 100'],
    [{ stock: -1 }, 'must be at least 0'],
  ])('refuses %j', (change, message) => {
    const result = createProductRequestSchema.safeParse({ ...form, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps blank fields out of more_details, except a blank driveLink (it clears the link)', () => {
    const parsed = createProductRequestSchema.parse({
      ...form,
      more_details: { note: '  ', driveLink: '', cat: ' Grading ' },
    });
    expect(parsed.more_details).toEqual({ driveLink: '', cat: 'Grading' });
  });

  it('applies no defaults to a partial update', () => {
    expect(updateProductRequestSchema.parse({ _id: '01ABC', price: '5' })).toEqual({
      _id: '01ABC',
      price: 5,
    });
  });
});

describe('toYouTubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['http://www.youtube.com/embed/dQw4w9WgXcQ', undefined],
    ['https://evil.example.com/embed/dQw4w9WgXcQ', undefined],
    ['https://www.youtube.com/embed/<script>', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s → %s', (input, output) => {
    expect(toYouTubeEmbedUrl(input)).toBe(output);
  });
});

describe('reply shapes', () => {
  const product = {
    _id: '01ABC',
    name: 'P',
    image: [],
    category: [],
    subCategory: [],
    unit: '',
    stock: 0,
    price: 0,
    discount: 0,
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('a public product can never carry a download link', () => {
    expect(productSchema.safeParse({ ...product, more_details: { driveLink: 'x' } }).success).toBe(
      false,
    );
  });

  it('an admin product always carries one', () => {
    const admin = { ...product, isDeal: false, deletedAt: null };
    expect(adminProductSchema.safeParse({ ...admin, more_details: {} }).success).toBe(false);
    expect(
      adminProductSchema.safeParse({ ...admin, more_details: { driveLink: '' } }).success,
    ).toBe(true);
  });
});
