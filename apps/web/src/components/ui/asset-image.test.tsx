import { describe, expect, it } from 'vitest';
import { thumbSrcSet } from './asset-image';

describe('thumbSrcSet', () => {
  it('offers the 400 px copy of catalogue and product uploads', () => {
    expect(thumbSrcSet('/uploads/catalogue/ab12.webp', '')).toBe(
      '/uploads/catalogue/ab12-400.webp 400w, /uploads/catalogue/ab12.webp 800w',
    );
    expect(thumbSrcSet('/uploads/catalogue/ab12-400.webp', '')).toBeUndefined();
    expect(thumbSrcSet('/uploads/banners/home.webp', '')).toBeUndefined();
    expect(thumbSrcSet('https://images.example.com/catalogue/ab12.webp', '')).toBeUndefined();
  });

  it('does the same for uploads linked at the store’s S3_PUBLIC_URL (a CDN)', () => {
    const cdn = 'https://cdn.example.com/media';
    expect(thumbSrcSet(`${cdn}/products/p1/ab12.webp`, cdn)).toBe(
      `${cdn}/products/p1/ab12-400.webp 400w, ${cdn}/products/p1/ab12.webp 800w`,
    );
    expect(thumbSrcSet(`${cdn}/products/p1/ab12.webp`, '')).toBeUndefined();
    expect(thumbSrcSet('https://cdn.example.com/other/catalogue/ab12.webp', cdn)).toBeUndefined();
  });
});
