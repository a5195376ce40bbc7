import { describe, expect, it } from 'vitest';
import { idFromSlug, listingPath, productPath, slugify, slugWithId } from './index.js';

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

  it('builds product and listing paths', () => {
    expect(productPath({ _id: 'p1', name: 'Glitch Pack' })).toBe('/product/Glitch-Pack-p1');
    expect(
      listingPath({ _id: 'c1', name: 'Video Editing' }, { _id: 's1', name: 'Premiere Pro' }),
    ).toBe('/Video-Editing-c1/Premiere-Pro-s1');
  });
});
