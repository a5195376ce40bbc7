import { describe, expect, it } from 'vitest';
import { clipTooLargeMessage, isUploadedClipUrl, MAX_CLIP_UPLOAD_BYTES } from './index.js';

const KEY = `clips/${'0f'.repeat(16)}`;

describe('isUploadedClipUrl', () => {
  it('accepts only clips the upload call stored, under /uploads or S3_PUBLIC_URL', () => {
    expect(isUploadedClipUrl(`/uploads/${KEY}.mp4`)).toBe(true);
    expect(isUploadedClipUrl(`/uploads/${KEY}.webm`)).toBe(true);
    const cdn = 'https://cdn.example.com/media';
    expect(isUploadedClipUrl(`${cdn}/${KEY}.mp4`, cdn)).toBe(true);
    expect(isUploadedClipUrl(`${cdn}/${KEY}.mp4`)).toBe(false);
  });

  it.each([
    `/uploads/${KEY}.mov`,
    `/uploads/catalogue/${'0f'.repeat(16)}.mp4`,
    `/uploads/${KEY}.webp`,
    '/uploads/clips/short.mp4',
    `/uploads/clips/../${KEY}.mp4`,
    `https://videos.example.com/${KEY}.mp4`,
    `javascript:alert(1)//${KEY}.mp4`,
  ])('refuses %s', (url) => {
    expect(isUploadedClipUrl(url, 'https://cdn.example.com/media')).toBe(false);
  });

  it('names the size limit in words', () => {
    expect(clipTooLargeMessage(MAX_CLIP_UPLOAD_BYTES)).toBe('The clip must be at most 20 MB.');
  });
});
