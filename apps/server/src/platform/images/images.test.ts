import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ImageTooLargeError,
  processImage,
  sniffImageFormat,
  UNSUPPORTED_IMAGE_MESSAGE,
  UnsupportedImageError,
} from './index.js';

const MB = 1024 * 1024;
const square = [{ width: 64, height: 64, fit: 'cover' as const, suffix: '' }];

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/** Left half red, right half blue: shows which way an image was turned. */
async function halves(width: number, height: number) {
  const half = await solid(width / 2, height)
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg();
}

describe('processImage', () => {
  it('re-encodes a PNG as WebP at the asked size', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const result = await processImage(png, {
      maxBytes: 5 * MB,
      variants: [
        { width: 128, height: 128, fit: 'cover', suffix: '' },
        { width: 100, fit: 'inside', suffix: '-100w' },
      ],
    });
    expect(result.sourceFormat).toBe('png');
    expect(result.variants.map((v) => [v.suffix, v.width, v.height])).toEqual([
      ['', 128, 128],
      ['-100w', 100, 67],
    ]);
    for (const variant of result.variants) {
      expect(variant.contentType).toBe('image/webp');
      expect(variant.hash).toMatch(/^[0-9a-f]{32}$/);
      expect((await sharp(variant.buffer).metadata()).format).toBe('webp');
    }
  });

  it('turns the picture upright by its EXIF orientation, then drops all metadata', async () => {
    // Stored 80×40 landscape, EXIF says "rotate 90° clockwise to display".
    const jpeg = await (await halves(80, 40))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const [variant] = (
      await processImage(jpeg, {
        maxBytes: 5 * MB,
        variants: [{ width: 40, height: 80, fit: 'inside', suffix: '' }],
      })
    ).variants;
    const meta = await sharp(variant!.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Rotated clockwise: the red left half is now on top.
    const { data } = await sharp(variant!.buffer).raw().toBuffer({ resolveWithObject: true });
    const top = [data[0]!, data[1]!, data[2]!];
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(150);
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not an image at all\n'.repeat(10))],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    ],
    [
      'an SVG with an XML prolog',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['an empty file', Buffer.alloc(0)],
    [
      'a PNG signature followed by junk',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
    ],
  ])('refuses %s', async (_name, input) => {
    await expect(processImage(input, { maxBytes: 5 * MB, variants: square })).rejects.toThrow(
      new UnsupportedImageError(UNSUPPORTED_IMAGE_MESSAGE),
    );
  });

  it('refuses GIF, TIFF and AVIF even though sharp could read them', async () => {
    for (const format of ['gif', 'tiff', 'avif'] as const) {
      const input = await solid(20, 20).toFormat(format).toBuffer();
      await expect(processImage(input, { maxBytes: 5 * MB, variants: square })).rejects.toThrow(
        UNSUPPORTED_IMAGE_MESSAGE,
      );
    }
  });

  it('refuses a cut-off JPEG', async () => {
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(processImage(cut, { maxBytes: 5 * MB, variants: square })).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });

  it('refuses an animated WebP', async () => {
    const frame = (r: number) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    await expect(processImage(animated, { maxBytes: 5 * MB, variants: square })).rejects.toThrow(
      /Animated images are not supported/,
    );
  });

  it('refuses a picture over the pixel limit before decoding it', async () => {
    const png = await solid(200, 200).png().toBuffer();
    await expect(
      processImage(png, { maxBytes: 5 * MB, maxPixels: 10_000, variants: square }),
    ).rejects.toThrow(/too large/);
  });

  it('refuses more bytes than allowed with 413', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const error = await processImage(png, { maxBytes: 100, variants: square }).catch((e) => e);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error.statusCode).toBe(413);
    expect(new ImageTooLargeError(5 * MB).message).toBe('The image must be at most 5 MB.');
  });

  it('sniffs only JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
