/**
 * Demo images, drawn as SVG and encoded to WebP with sharp at seed time: nothing is downloaded.
 * They carry no text: SVG text needs fonts, which minimal machines lack (a missing font renders
 * as nothing or as boxes). Gradients and shapes in each category's palette look fine anywhere.
 */
import { createHash } from 'node:crypto';
import { loadSharp } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';
import type { ProductKind } from './catalogue-data.js';
import type { Random } from './random.js';

export const PRODUCT_IMAGE_SIZE = 800;
/** Products also get this width as `<name>-400.webp`, for srcset. */
export const PRODUCT_THUMB_SIZE = 400;
export const ICON_SIZE = 256;
export const BANNER_SIZES = {
  desktop: { width: 1600, height: 480 },
  mobile: { width: 800, height: 600 },
} as const;

// Effort 2 encodes twice as fast as the default 4 at the same size for these flat drawings.
const WEBP = { quality: 78, effort: 2 } as const;

export type Motif = ProductKind | 'detail';

interface Palette {
  hue: number;
  accentHue: number;
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;

function background(width: number, height: number, palette: Palette, rnd: Random): string {
  const { hue, accentHue } = palette;
  const gx = rnd.int(10, 90);
  const gy = rnd.int(10, 90);
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 62, 46)}"/>
      <stop offset="0.55" stop-color="${hsl(hue + 18, 58, 28)}"/>
      <stop offset="1" stop-color="${hsl(accentHue, 55, 22)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${gx}%" cy="${gy}%" r="60%">
      <stop offset="0" stop-color="${hsl(accentHue, 90, 70, 0.55)}"/>
      <stop offset="1" stop-color="${hsl(accentHue, 90, 70, 0)}"/>
    </radialGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

/** Soft decorative circles and rings scattered over the background. */
function confetti(width: number, height: number, palette: Palette, rnd: Random, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rnd.int(0, width);
    const y = rnd.int(0, height);
    const r = rnd.int(Math.round(width / 60), Math.round(width / 9));
    const hue = rnd.next() < 0.5 ? palette.hue : palette.accentHue;
    out +=
      rnd.next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + 30, 80, 75, 0.12)}"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${hsl(hue, 80, 85, 0.18)}" stroke-width="${Math.max(2, r / 8)}"/>`;
  }
  return out;
}

/** The central symbol, drawn in a 400×400 box centred on (cx, cy) scaled by `s`. */
function symbol(motif: Motif, cx: number, cy: number, s: number, palette: Palette, rnd: Random) {
  const t = (body: string) =>
    `<g transform="translate(${cx - 200 * s} ${cy - 200 * s}) scale(${s})">${body}</g>`;
  const a = palette.accentHue;
  switch (motif) {
    case 'lut': {
      // Three overlapping colour discs and a grading wheel.
      const shift = rnd.int(0, 40);
      return t(`
        <circle cx="200" cy="200" r="178" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
        <circle cx="200" cy="140" r="92" fill="${hsl(a + shift, 85, 60, 0.75)}"/>
        <circle cx="148" cy="232" r="92" fill="${hsl(a + 120 + shift, 75, 55, 0.7)}"/>
        <circle cx="252" cy="232" r="92" fill="${hsl(a + 240 + shift, 75, 55, 0.7)}"/>
        <circle cx="200" cy="200" r="26" fill="#fff"/>`);
    }
    case 'preset': {
      // A camera aperture.
      let blades = '';
      for (let i = 0; i < 6; i++) {
        blades += `<path d="M200 200 L200 50 A150 150 0 0 1 330 125 Z" transform="rotate(${i * 60 + rnd.int(0, 8)} 200 200)" fill="${hsl(a + i * 12, 70, 70 - i * 4, 0.85)}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`;
      }
      return t(`
        <circle cx="200" cy="200" r="176" fill="none" stroke="url(#shine)" stroke-width="18"/>
        ${blades}
        <circle cx="200" cy="200" r="46" fill="${hsl(palette.hue, 60, 18)}"/>
        <circle cx="184" cy="184" r="12" fill="#fff" fill-opacity="0.8"/>`);
    }
    case 'template':
    case 'scene': {
      // A video frame with a play button and a timeline.
      const clips = [0, 1, 2, 3]
        .map((i) => {
          const w = rnd.int(38, 60);
          return `<rect x="${70 + i * 68}" y="330" width="${w}" height="22" rx="6" fill="${hsl(a + i * 25, 80, 70, 0.9)}"/>`;
        })
        .join('');
      return t(`
        <rect x="40" y="70" width="320" height="220" rx="28" fill="#fff" fill-opacity="0.16" stroke="url(#shine)" stroke-width="10"/>
        <circle cx="200" cy="180" r="62" fill="#fff" fill-opacity="0.92"/>
        <path d="M180 145 L238 180 L180 215 Z" fill="${hsl(palette.hue, 60, 35)}"/>
        <rect x="60" y="322" width="280" height="38" rx="12" fill="#000" fill-opacity="0.25"/>
        ${clips}`);
    }
    case 'transition': {
      // Two frames sliding past each other.
      return t(`
        <rect x="30" y="90" width="220" height="160" rx="22" fill="${hsl(a, 80, 65, 0.85)}" transform="rotate(-8 140 170)"/>
        <rect x="150" y="150" width="220" height="160" rx="22" fill="#fff" fill-opacity="0.88" transform="rotate(6 260 230)"/>
        <path d="M90 330 C160 300 240 300 320 330" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-opacity="0.8"/>
        <path d="M300 312 L330 332 L298 350" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"/>`);
    }
    case 'overlay': {
      // Light streaks.
      let streaks = '';
      for (let i = 0; i < 7; i++) {
        const x = 20 + i * 55 + rnd.int(-10, 10);
        streaks += `<rect x="${x}" y="-40" width="${rnd.int(14, 40)}" height="480" rx="12" fill="${hsl(a + i * 8, 95, 80, 0.35 + (i % 3) * 0.15)}" transform="rotate(28 200 200)"/>`;
      }
      return t(
        `${streaks}<circle cx="${rnd.int(120, 280)}" cy="${rnd.int(120, 280)}" r="70" fill="#fff" fill-opacity="0.5"/>`,
      );
    }
    case 'graphics': {
      // A star, a hexagon and a blob.
      return t(`
        <path d="M200 40 L238 150 L355 152 L262 222 L296 335 L200 268 L104 335 L138 222 L45 152 L162 150 Z" fill="#fff" fill-opacity="0.9"/>
        <path d="M300 250 l50 29 v58 l-50 29 l-50 -29 v-58 Z" fill="${hsl(a, 85, 62, 0.85)}"/>
        <path d="M70 290 C40 250 90 220 120 250 C160 280 140 340 100 340 C75 340 80 310 70 290 Z" fill="${hsl(a + 60, 80, 70, 0.85)}"/>`);
    }
    case 'action': {
      // Layers panel: stacked tilted sheets with a brush.
      return t(`
        <rect x="80" y="200" width="240" height="140" rx="18" fill="#000" fill-opacity="0.25" transform="skewX(-12)"/>
        <rect x="100" y="150" width="240" height="140" rx="18" fill="${hsl(a, 80, 65, 0.8)}" transform="skewX(-12)"/>
        <rect x="120" y="100" width="240" height="140" rx="18" fill="#fff" fill-opacity="0.9" transform="skewX(-12)"/>
        <g transform="rotate(45 290 110)">
          <rect x="270" y="20" width="40" height="150" rx="20" fill="${hsl(palette.hue, 55, 28)}"/>
          <path d="M270 160 h40 l-20 50 Z" fill="${hsl(a, 85, 60)}"/>
        </g>`);
    }
    case 'detail': {
      // A contact sheet: nine tiles in graded tints.
      let tiles = '';
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) {
          const i = r * 3 + c;
          tiles += `<rect x="${40 + c * 110}" y="${40 + r * 110}" width="98" height="98" rx="14" fill="${hsl(palette.hue + i * 14 + rnd.int(0, 20), 55 + (i % 3) * 12, 40 + r * 12, 0.9)}"/>`;
        }
      }
      return t(tiles);
    }
  }
}

export function productSvg(motif: Motif, palette: Palette, rnd: Random): string {
  const size = PRODUCT_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background(size, size, palette, rnd)}
  ${confetti(size, size, palette, rnd, 9)}
  ${symbol(motif, size / 2, size / 2, 1.3, palette, rnd)}
</svg>`;
}

export function iconSvg(motif: Motif, palette: Palette, rnd: Random): string {
  const size = ICON_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background(size, size, palette, rnd)}
  ${symbol(motif, size / 2, size / 2, 0.5, palette, rnd)}
</svg>`;
}

export function bannerSvg(
  kind: 'desktop' | 'mobile',
  motif: Motif,
  palette: Palette,
  rnd: Random,
): string {
  const { width, height } = BANNER_SIZES[kind];
  // The headline, line and button are drawn over the image by the page (decision 0030): the
  // left of a desktop banner and the top of a mobile one stay calm for them, so the symbol
  // sits to the right on desktop and low on mobile.
  const [cx, cy, s] =
    kind === 'desktop' ? [width * 0.78, height / 2, 1.05] : [width * 0.72, height * 0.7, 0.75];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${background(width, height, palette, rnd)}
  ${confetti(width, height, palette, rnd, 14)}
  ${symbol(motif, cx, cy, s, palette, rnd)}
</svg>`;
}

export interface RenderedImage {
  /** First 16 hex digits of the full image's SHA-256: the file name. */
  hash: string;
  full: Buffer;
  /** The PRODUCT_THUMB_SIZE-wide variant, when asked for. */
  thumb?: Buffer;
}

/** Renders `svg` once to pixels, then encodes it (and optionally a 400 px variant) as WebP. */
export async function renderWebp(svg: string, withThumb: boolean): Promise<RenderedImage> {
  const sharp = await loadSharp();
  // Opaque drawings: dropping the alpha channel makes encoding cheaper and files smaller.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const full = await sharp(data, raw).webp(WEBP).toBuffer();
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 16);
  if (!withThumb) return { hash, full };
  const thumb = await sharp(data, raw).resize(PRODUCT_THUMB_SIZE).webp(WEBP).toBuffer();
  return { hash, full, thumb };
}

/**
 * Stores a rendered image as `${dir}/<hash>.webp` (and `${dir}/<hash>-400.webp`) and returns
 * the public URL of the full image. Content-addressed names suit immutable caching.
 */
export async function storeImage(
  storage: Storage,
  dir: string,
  image: RenderedImage,
): Promise<string> {
  if (image.thumb) {
    await storage.put(`${dir}/${image.hash}-${PRODUCT_THUMB_SIZE}.webp`, image.thumb, 'image/webp');
  }
  return storage.put(`${dir}/${image.hash}.webp`, image.full, 'image/webp');
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
