import type { CompatibleSoftwareRow, IncludedFileRow } from '../schema/catalogue.js';
import type { ProductKind, ProductSeed } from './catalogue-data.js';

/*
 * The demo catalogue's product page details (issue 16): what each download holds, the
 * software it also works in, its resolution and a licence summary, worked out from the
 * product's kind and tool. They are what a fresh store's format and software filters count,
 * so a new user sees those filters with real choices at once.
 */

const MB = 1024 * 1024;

/** Each tool's own files: the format a product of that tool ships in. */
const TOOL_FORMATS: Readonly<Record<string, { format: string; label: string }>> = {
  'After Effects': { format: 'AEP', label: 'After Effects project' },
  'Premiere Pro': { format: 'MOGRT', label: 'Motion Graphics templates' },
  'DaVinci Resolve': { format: 'DRFX', label: 'Resolve templates bundle' },
  'Final Cut Pro': { format: 'MOTN', label: 'Motion templates' },
  CapCut: { format: 'MP4', label: 'Template guide video' },
  Filmora: { format: 'MP4', label: 'Effect pack' },
  'Alight Motion': { format: 'XML', label: 'Alight Motion presets' },
  'VN Editor': { format: 'MP4', label: 'Template guide video' },
  Lightroom: { format: 'XMP', label: 'Lightroom presets' },
  Photoshop: { format: 'ATN', label: 'Photoshop actions' },
  Snapseed: { format: 'PNG', label: 'QR looks' },
  Canva: { format: 'PDF', label: 'Canva template links' },
  Blender: { format: 'BLEND', label: 'Blender scenes' },
  Illustrator: { format: 'AI', label: 'Illustrator artwork' },
};

/** The editors a .cube LUT also loads in, with the versions that read it. */
const LUT_EDITORS: readonly CompatibleSoftwareRow[] = [
  { software: 'DaVinci Resolve', versions: '17 and newer' },
  { software: 'Premiere Pro', versions: 'CC 2020 and newer' },
  { software: 'Final Cut Pro', versions: '10.4 and newer' },
  { software: 'Photoshop', versions: 'CC 2019 and newer' },
];

const LICENCE =
  'Personal and commercial projects, including client work and monetised videos. ' +
  'No resale or sharing of the files themselves.';

/** A steady size between `min` and `max` MB for a product (same product, same size). */
function sizeOf(name: string, min: number, max: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Math.round((min + ((hash % 1000) / 1000) * (max - min)) * MB);
}

/** Video kinds get a frame size; vertical phone templates say so. */
function resolutionOf(seed: ProductSeed): string | null {
  const photo = seed.category === 'Photo Editing';
  if (photo || seed.kind === 'lut' || seed.kind === 'preset' || seed.kind === 'action') return null;
  if (/story|reel|shorts|vertical|status/i.test(`${seed.name} ${seed.blurb}`))
    return '1080 × 1920 (9:16)';
  return seed.kind === 'scene' ? '4K UHD (3840 × 2160)' : '4K UHD (3840 × 2160), also 1080p';
}

const KIND_FILES: Partial<Record<ProductKind, (seed: ProductSeed) => IncludedFileRow[]>> = {
  lut: (seed) => [
    { name: `${seed.name} (33-point)`, format: 'CUBE', sizeBytes: sizeOf(seed.name, 1, 6) },
    { name: `${seed.name} (65-point)`, format: 'CUBE', sizeBytes: sizeOf(seed.name, 8, 24) },
  ],
};

/** The page details of one demo product. */
export function pageDetailsFor(seed: ProductSeed): {
  includedFiles: IncludedFileRow[];
  compatibleSoftware: CompatibleSoftwareRow[];
  resolution: string | null;
  licenceSummary: string;
} {
  const tool = TOOL_FORMATS[seed.subCategory];
  const files =
    KIND_FILES[seed.kind]?.(seed) ??
    (tool ? [{ name: tool.label, format: tool.format, sizeBytes: sizeOf(seed.name, 2, 380) }] : []);
  const guide: IncludedFileRow = {
    name: 'Quick start guide',
    format: 'PDF',
    sizeBytes: sizeOf(`${seed.name} guide`, 0.2, 1.5),
  };
  // LUTs load in every major editor besides their own; other files only in their own tool.
  const compatibleSoftware =
    seed.kind === 'lut' ? LUT_EDITORS.filter((editor) => editor.software !== seed.subCategory) : [];
  return {
    includedFiles: [...files, guide],
    compatibleSoftware,
    resolution: resolutionOf(seed),
    licenceSummary: LICENCE,
  };
}
