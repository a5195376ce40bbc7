import { PRODUCT_METADATA_LIMITS } from '@store/contract/constants';

/*
 * File sizes as an admin types them ("24", "1.5", or "24 MB" pasted whole) with a unit
 * chosen beside them, sent as bytes. Units are binary (1 MB = 1024 KB), as the store's
 * other sizes (formatFileSize) and the contract's 100 GB limit count them.
 */

export const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const FACTORS: Record<SizeUnit | 'B', number> = {
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
};

/** A unit as typed: "mb", "M", "Mb", "bytes"… */
const UNIT_WORDS: Record<string, SizeUnit | 'B'> = {
  b: 'B',
  byte: 'B',
  bytes: 'B',
  k: 'KB',
  kb: 'KB',
  kib: 'KB',
  m: 'MB',
  mb: 'MB',
  mib: 'MB',
  g: 'GB',
  gb: 'GB',
  gib: 'GB',
};

export const SIZE_REQUIRED = 'Size is required';
export const SIZE_NOT_A_NUMBER = 'Size must be a number, such as 24 or 1.5';
export const SIZE_UNKNOWN_UNIT = 'Size must be in KB, MB or GB';
export const SIZE_TOO_LARGE = 'Size must be at most 100 GB';

export type ParsedSize =
  | {
      ok: true;
      bytes: number /** The unit typed in the text, when there was one. */;
      unit?: SizeUnit;
    }
  | { ok: false; error: string };

/** The bytes of `text` in `unit` (or in the unit written in the text, which wins). */
export function parseFileSize(text: string, unit: SizeUnit): ParsedSize {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: SIZE_REQUIRED };
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*([a-z]*)$/i.exec(trimmed);
  if (!match) return { ok: false, error: SIZE_NOT_A_NUMBER };
  const [, number, word = ''] = match;
  let chosen: SizeUnit | 'B' = unit;
  if (word !== '') {
    const typed = UNIT_WORDS[word.toLowerCase()];
    if (!typed) return { ok: false, error: SIZE_UNKNOWN_UNIT };
    chosen = typed;
  }
  const bytes = Math.round(Number(number) * FACTORS[chosen]);
  if (bytes > PRODUCT_METADATA_LIMITS.fileSizeMaxBytes) return { ok: false, error: SIZE_TOO_LARGE };
  // Only a unit typed in the text is reported (bytes have no place in the select).
  return word === '' || chosen === 'B' ? { ok: true, bytes } : { ok: true, bytes, unit: chosen };
}

/**
 * A stored size as the form shows it: the largest unit it is at least 1 of, with up to two
 * decimals ("24" MB, "1.5" GB, "0.5" KB below 1 KB).
 */
export function sizeFieldsOf(bytes: number): { size: string; unit: SizeUnit } {
  const unit = [...SIZE_UNITS].reverse().find((u) => bytes >= FACTORS[u]) ?? 'KB';
  const value = Math.round((bytes / FACTORS[unit]) * 100) / 100;
  return { size: String(value), unit };
}
