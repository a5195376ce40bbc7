import { describe, expect, it } from 'vitest';
import { addBannerRequestSchema, isBannerLink, updateBannerRequestSchema } from './index.js';

describe('isBannerLink', () => {
  it.each([
    '/',
    '/search?q=lut',
    '/Colour-Grading-cat01/LUTs-sub01',
    'https://www.blackmagicdesign.com/products/davinciresolve',
  ])('accepts %s', (link) => {
    expect(isBannerLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'http://example.com/',
    '//evil.example/',
    '/\\evil.example',
    '/path with space',
    'https://user:secret@example.com/',
    'search',
    '',
  ])('refuses %j', (link) => {
    expect(isBannerLink(link)).toBe(false);
  });
});

describe('banner requests', () => {
  const base = { kind: 'desktop', image: '/uploads/b/1.webp', alt: 'A banner' };

  it('turns blank texts into null and trims the rest', () => {
    const parsed = addBannerRequestSchema.parse({
      ...base,
      title: '  Spring  ',
      subtitle: '   ',
      buttonLabel: '',
      linkUrl: ' /search?q=lut ',
    });
    expect(parsed).toMatchObject({
      title: 'Spring',
      subtitle: null,
      buttonLabel: null,
      linkUrl: '/search?q=lut',
    });
  });

  it('leaves out what an update does not name', () => {
    expect(updateBannerRequestSchema.parse({ _id: 'ban01', title: 'New' })).toEqual({
      _id: 'ban01',
      title: 'New',
    });
  });
});
