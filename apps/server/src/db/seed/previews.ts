/**
 * Before/after pairs of the demo catalogue (issue 16): the same generated scenes shown flat
 * (as a camera's log footage or an unedited photo looks) and with the product's look applied
 * by sharp (recomb, modulate, linear), so a new store shows the comparison at once. Two
 * scenes, rendered once; each look rendered once per scene; stored under each product's own
 * key like the gallery images (deleting one product's files must not break another's).
 */

import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { loadSharp } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';
import type { PreviewPairRow } from '../schema/index.js';
import type { CategoryName, ProductKind } from './catalogue-data.js';
import { mapLimit, PRODUCT_THUMB_SIZE } from './images.js';

const WIDTH = 800;
const HEIGHT = 600;
const WEBP = { quality: 80, effort: 2 } as const;

type Look = (image: Sharp) => Sharp;

/** Colour looks, named as the products that use them are. */
const LOOKS = {
  tealOrange: (i) =>
    i
      .recomb([
        [1.18, 0.04, -0.12],
        [-0.02, 1.02, 0.02],
        [-0.1, 0.14, 1.02],
      ])
      .modulate({ saturation: 1.2 })
      .linear(1.12, -14),
  warmFilm: (i) =>
    i
      .recomb([
        [1.12, 0.06, 0],
        [0.03, 1.0, 0],
        [0, 0.02, 0.82],
      ])
      .modulate({ saturation: 1.1 })
      .linear(1.06, 4),
  noir: (i) => i.greyscale().linear(1.35, -34),
  vintageFade: (i) =>
    i
      .recomb([
        [0.88, 0.16, 0.06],
        [0.1, 0.84, 0.08],
        [0.06, 0.12, 0.7],
      ])
      .modulate({ saturation: 0.85 })
      .linear(0.82, 30),
  vivid: (i) => i.modulate({ saturation: 1.45, brightness: 1.03 }).linear(1.12, -12),
  coolMoody: (i) =>
    i
      .recomb([
        [0.86, 0.02, 0.04],
        [0.0, 1.02, 0.06],
        [0.04, 0.1, 1.14],
      ])
      .modulate({ saturation: 0.9, brightness: 0.9 })
      .linear(1.18, -18),
  pastel: (i) => i.modulate({ saturation: 0.75, brightness: 1.08, hue: -6 }).linear(0.8, 44),
} satisfies Record<string, Look>;
type LookName = keyof typeof LOOKS;

/** "Before": flat and neutral, as log footage or a raw photo looks before grading. */
const flat: Look = (i) => i.modulate({ saturation: 0.55 }).linear(0.72, 40);

/** The look a product's name suggests, else one by its position. */
export function lookFor(name: string, index: number): LookName {
  const rules: [RegExp, LookName][] = [
    [/noir|monochrome|black and white/i, 'noir'],
    [/teal/i, 'tealOrange'],
    [/vintage|kodak|bollywood|film/i, 'vintageFade'],
    [/moody|green|monsoon|night|neon/i, 'coolMoody'],
    [/golden|warm|desert|wedding|glow/i, 'warmFilm'],
    [/pastel|dream/i, 'pastel'],
    [/log|rec709|drone|iphone|travel|street/i, 'vivid'],
  ];
  const names = Object.keys(LOOKS) as LookName[];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? names[index % names.length]!;
}

/** Which demo products get pairs: LUTs, and the colour presets of photo editing and grading. */
export function hasColourLook(kind: ProductKind, category: CategoryName): boolean {
  return (
    kind === 'lut' ||
    (kind === 'preset' && category !== 'Video Editing' && category !== 'Motion Graphics')
  );
}

const SCENES: { label: string; svg: string }[] = [
  {
    label: 'Golden hour landscape',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6ea8"/><stop offset="0.55" stop-color="#e9a66b"/><stop offset="1" stop-color="#f6d28b"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d59a63"/><stop offset="1" stop-color="#2f4d6b"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.62" cy="0.5" r="0.25">
      <stop offset="0" stop-color="#fff4cf"/><stop offset="1" stop-color="#fff4cf" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#sky)"/>
  <rect width="800" height="600" fill="url(#sun)"/>
  <circle cx="496" cy="300" r="46" fill="#fff1c4"/>
  <path d="M0 330 L120 220 L230 300 L360 190 L470 290 L590 210 L720 300 L800 260 L800 380 L0 380 Z" fill="#5b5f7a"/>
  <path d="M0 360 L150 280 L300 350 L420 300 L560 350 L700 290 L800 340 L800 390 L0 390 Z" fill="#3c4a3f"/>
  <rect y="380" width="800" height="220" fill="url(#lake)"/>
  <rect x="430" y="392" width="130" height="6" rx="3" fill="#ffe7b0" opacity="0.7"/>
  <rect x="455" y="410" width="80" height="5" rx="2.5" fill="#ffe7b0" opacity="0.5"/>
  <path d="M0 600 L0 470 Q120 430 260 480 Q330 505 360 600 Z" fill="#2d3b22"/>
  <g fill="#1f2a18">
    <path d="M70 470 l22 -90 l22 90 Z"/><path d="M120 480 l18 -70 l18 70 Z"/><path d="M180 490 l16 -60 l16 60 Z"/>
  </g>
  <g transform="translate(240 418)">
    <circle cx="14" cy="10" r="10" fill="#c98b62"/>
    <path d="M0 70 Q14 16 28 70 Z" fill="#b2433a"/>
  </g>
</svg>`,
  },
  {
    label: 'City at dusk',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#24305e"/><stop offset="0.6" stop-color="#a0607a"/><stop offset="1" stop-color="#f2a65a"/>
    </linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a4452"/><stop offset="1" stop-color="#1d1a22"/>
    </linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#dusk)"/>
  <g fill="#2b2838">
    <rect x="20" y="210" width="110" height="260"/><rect x="140" y="150" width="90" height="320"/>
    <rect x="240" y="240" width="120" height="230"/><rect x="370" y="120" width="80" height="350"/>
    <rect x="460" y="200" width="130" height="270"/><rect x="600" y="170" width="90" height="300"/>
    <rect x="700" y="250" width="100" height="220"/>
  </g>
  <g fill="#ffd27a">
    ${Array.from({ length: 42 }, (_, n) => {
      const x = 30 + ((n * 97) % 760);
      const y = 180 + ((n * 53) % 260);
      return `<rect x="${x}" y="${y}" width="12" height="16" opacity="${0.45 + ((n * 7) % 5) / 10}"/>`;
    }).join('')}
  </g>
  <rect y="470" width="800" height="130" fill="url(#road)"/>
  <g fill="#f5f1e6" opacity="0.8">
    <rect x="60" y="530" width="70" height="6"/><rect x="220" y="530" width="70" height="6"/>
    <rect x="380" y="530" width="70" height="6"/><rect x="540" y="530" width="70" height="6"/>
  </g>
  <circle cx="120" cy="500" r="10" fill="#ff5a4f"/><circle cx="150" cy="500" r="10" fill="#ff5a4f"/>
  <circle cx="640" cy="560" r="12" fill="#fff3c2"/><circle cx="690" cy="560" r="12" fill="#fff3c2"/>
  <g fill="#d8e7ff" opacity="0.9"><circle cx="90" cy="70" r="2"/><circle cx="260" cy="40" r="1.5"/><circle cx="520" cy="60" r="2"/><circle cx="700" cy="90" r="1.5"/></g>
</svg>`,
  },
];

interface Rendered {
  hash: string;
  webp: Buffer;
  /** The 400 px copy every product upload has beside it (`<hash>-400.webp`, for srcset). */
  thumb: Buffer;
}

async function encode(image: Sharp): Promise<Rendered> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sharp = await loadSharp();
  const [webp, thumb] = await Promise.all([
    sharp(data, raw).webp(WEBP).toBuffer(),
    sharp(data, raw).resize(PRODUCT_THUMB_SIZE).webp(WEBP).toBuffer(),
  ]);
  return { hash: createHash('sha256').update(webp).digest('hex').slice(0, 16), webp, thumb };
}

/**
 * Renders and stores the pairs of every product given (its look by name), under
 * `products/<id>/`; returns each product's pairs and every key written.
 */
export async function writePreviewPairs(
  products: readonly { id: string; name: string; look: LookName | undefined }[],
  storage: Storage,
  concurrency: number,
): Promise<{ pairs: Map<string, PreviewPairRow[]>; keys: string[] }> {
  const sharp = await loadSharp();
  const raws = await Promise.all(
    SCENES.map((scene) =>
      sharp(Buffer.from(scene.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  const from = (s: number) => {
    const { data, info } = raws[s]!;
    return sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
  };
  const renders = new Map<string, Promise<Rendered>>();
  const render = (key: string, make: () => Sharp) => {
    let found = renders.get(key);
    if (!found) {
      found = encode(make());
      renders.set(key, found);
    }
    return found;
  };

  const keys: string[] = [];
  const pairs = new Map<string, PreviewPairRow[]>();
  const withLook = products.filter((p) => p.look !== undefined);
  await mapLimit(withLook, concurrency, async (product) => {
    const look = product.look!;
    const list: PreviewPairRow[] = [];
    for (const [s, scene] of SCENES.entries()) {
      const [before, after] = await Promise.all([
        render(`before:${s}`, () => flat(from(s))),
        render(`${look}:${s}`, () => LOOKS[look](from(s))),
      ]);
      const [beforeUrl, afterUrl] = await Promise.all(
        [before, after].map(async (image) => {
          const base = `products/${product.id}/${image.hash}`;
          keys.push(`${base}.webp`, `${base}-${PRODUCT_THUMB_SIZE}.webp`);
          await storage.put(`${base}-${PRODUCT_THUMB_SIZE}.webp`, image.thumb, 'image/webp');
          return storage.put(`${base}.webp`, image.webp, 'image/webp');
        }),
      );
      list.push({ before: beforeUrl!, after: afterUrl!, label: scene.label });
    }
    pairs.set(product.id, list);
  });
  return { pairs, keys };
}
