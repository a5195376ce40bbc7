import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  imageTooLargeMessage,
  isAllowedImageUrl,
  isLinkedUpload,
} from './index.js';

const CDN = 'https://cdn.example.com/media';

describe('isAllowedImageUrl', () => {
  it('takes our upload paths, and https images on the allowed hosts only', () => {
    expect(isAllowedImageUrl('/uploads/catalogue/ab12.webp', [])).toBe(true);
    expect(isAllowedImageUrl('/uploads/../secret', [])).toBe(false);
    expect(isAllowedImageUrl('https://images.example.com/a.webp', ['images.example.com'])).toBe(
      true,
    );
    expect(isAllowedImageUrl('https://images.example.com/a.webp', [])).toBe(false);
    expect(isAllowedImageUrl('http://images.example.com/a.webp', ['images.example.com'])).toBe(
      false,
    );
  });

  it('takes uploads linked at S3_PUBLIC_URL, under that address only, not its whole host', () => {
    expect(isAllowedImageUrl(`${CDN}/catalogue/ab12.webp`, [], CDN)).toBe(true);
    expect(isAllowedImageUrl(`${CDN}/catalogue/ab12-400.webp`, [], `${CDN}/`)).toBe(true);
    expect(isAllowedImageUrl(`${CDN}/catalogue/ab12.webp`, [])).toBe(false);
    for (const url of [
      'https://cdn.example.com/elsewhere/x.webp',
      'https://cdn.example.com/media',
      `${CDN}/`,
      `${CDN}/../x.webp`,
      `${CDN}/a/./x.webp`,
      `${CDN}/x.webp?v=2`,
      `${CDN}/x.webp#frag`,
      `${CDN}/%2e%2e/x.webp`,
      'https://cdn.example.com/mediaX/x.webp',
      'https://cdn.example.com.evil.example/media/x.webp',
    ]) {
      expect(isAllowedImageUrl(url, [], CDN), url).toBe(false);
      expect(isLinkedUpload(url, CDN), url).toBe(false);
    }
  });
});

describe('imageTooLargeMessage', () => {
  it('names the limit the way people read it (the server and the browser say the same)', () => {
    expect(imageTooLargeMessage()).toBe('The image must be at most 5 MB.');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
  });
});
