import { describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX } from '../category/index.js';
import { idSchema } from '../common/index.js';
import { PRODUCT_LIMITS } from '../product/index.js';
import {
  idFromSlug,
  listingIdFromSlug,
  listingPath,
  PAGE_PARAM_MAX,
  productPath,
  SLUG_NAME_MAX,
  slugify,
  slugWithId,
} from './index.js';

const SERVER_ID = '01JABCDEFGHJKMNPQRSTVWXYZ0';

describe('slugs (SPEC §2)', () => {
  it('turns spaces, commas and ampersands into hyphens', () => {
    expect(slugify('Colour Grading')).toBe('Colour-Grading');
    expect(slugify('LUTs, Presets & Looks')).toBe('LUTs--Presets---Looks');
  });

  it('puts the id after the last hyphen and reads it back', () => {
    const slug = slugWithId('Cinematic LUT Pack, Vol. 2 & More', '01JABCDEF');
    expect(slug).toBe('Cinematic-LUT-Pack--Vol.-2---More-01JABCDEF');
    expect(idFromSlug(slug)).toBe('01JABCDEF');
  });

  it('reads an id even without a name part, and refuses junk', () => {
    expect(idFromSlug('01JABCDEF')).toBe('01JABCDEF');
    expect(idFromSlug('name-')).toBeNull();
    expect(idFromSlug('name-<script>')).toBeNull();
    expect(idFromSlug(undefined)).toBeNull();
  });

  it('reads a listing id only from a slug that holds the hyphen', () => {
    expect(listingIdFromSlug('Premiere-Pro-s1')).toBe('s1');
    expect(listingIdFromSlug('-s1')).toBe('s1');
    expect(listingIdFromSlug('nowhere')).toBeNull();
    expect(listingIdFromSlug('Premiere-Pro-')).toBeNull();
  });

  it('reads a server-made id in any letter case as the stored upper-case id', () => {
    expect(idFromSlug(`glitch-pack-${SERVER_ID.toLowerCase()}`)).toBe(SERVER_ID);
    expect(idFromSlug(`Glitch-Pack-${SERVER_ID}`)).toBe(SERVER_ID);
    // Ids of another shape (not made by the server) are kept as written.
    expect(idFromSlug('Glitch-Pack-prd02')).toBe('prd02');
  });

  it('bounds the name part at a word boundary, whatever the name length', () => {
    const longest = `${'Cinematic Wedding LUT Pack '.repeat(8)}`.slice(0, PRODUCT_LIMITS.nameMax);
    expect(longest).toHaveLength(200);
    const slug = slugify(longest);
    expect(slug).toBe('Cinematic-Wedding-LUT-Pack-Cinematic-Wedding-LUT-Pack');
    expect(slug.length).toBeLessThanOrEqual(SLUG_NAME_MAX);
    // One word longer than the bound is cut hard; a short name is left whole.
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(SLUG_NAME_MAX));
    expect(slugify('a'.repeat(SLUG_NAME_MAX))).toBe('a'.repeat(SLUG_NAME_MAX));
    // A cut never ends in a hyphen nor splits an emoji (a lone surrogate cannot be encoded).
    expect(slugify(`${'word '.repeat(11)}, & more words`)).toBe(
      'word-word-word-word-word-word-word-word-word-word-word',
    );
    const emoji = slugify(`${'y'.repeat(SLUG_NAME_MAX - 1)}🎬🎬`);
    expect(emoji).toBe('y'.repeat(SLUG_NAME_MAX - 1));
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it('keeps every canonical route parameter within the default router bound', () => {
    const longest = 'ब'.repeat(PRODUCT_LIMITS.nameMax);
    const slug = slugWithId(longest, 'i'.repeat(26));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(idFromSlug(slug)).toBe('i'.repeat(26));
  });

  it('lets the router accept the unbounded slugs of addresses made before the bound', () => {
    const longestId = 'I'.repeat(64);
    expect(idSchema.safeParse(longestId).success).toBe(true);
    const longestName = Math.max(PRODUCT_LIMITS.nameMax, CATEGORY_NAME_MAX);
    expect(PAGE_PARAM_MAX).toBeGreaterThanOrEqual(longestName + 1 + longestId.length);
  });

  it('builds product and listing paths, each slug one percent-encoded segment', () => {
    expect(productPath({ _id: 'p1', name: 'Glitch Pack' })).toBe('/product/Glitch-Pack-p1');
    expect(productPath({ _id: 'p1', name: 'AE/PR 50% #1?' })).toBe(
      '/product/AE%2FPR-50%25-%231%3F-p1',
    );
    expect(
      listingPath({ _id: 'c1', name: 'Video Editing' }, { _id: 's1', name: 'Premiere Pro' }),
    ).toBe('/Video-Editing-c1/Premiere-Pro-s1');
  });
});
