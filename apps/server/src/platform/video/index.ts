import {
  CLIP_MIME_TYPES,
  CLIP_NOT_VIDEO_MESSAGE,
  CLIP_TOO_LONG_MESSAGE,
  CLIP_UNREADABLE_MESSAGE,
  type ClipMimeType,
  clipTooLargeMessage,
  MAX_CLIP_SECONDS,
  MAX_CLIP_UPLOAD_BYTES,
} from '@store/contract/upload';
import { fileTypeFromBuffer } from 'file-type';
import type { parseBuffer } from 'music-metadata';
import { BadRequestError, PayloadTooLargeError } from '#server/lib/errors.js';

/*
 * Preview clips are checked without ffmpeg (decision 37): the container is recognised by its
 * magic bytes (file-type, which music-metadata uses), its length is read from the container
 * itself (music-metadata: Matroska/WebM `Duration`, MP4 audio tracks; for a video-only MP4,
 * which music-metadata leaves without a duration, the movie header `mvhd` below), and the
 * file is never decoded or re-encoded: the browser plays it as uploaded.
 */

export class ClipTooLargeError extends PayloadTooLargeError {
  constructor(maxBytes = MAX_CLIP_UPLOAD_BYTES) {
    super(clipTooLargeMessage(maxBytes));
  }
}

export interface InspectedClip {
  mimeType: ClipMimeType;
  extension: 'mp4' | 'webm';
  /** Seconds, rounded to milliseconds. */
  durationSec: number;
}

/**
 * What the clip really is and how long it plays; throws a 400 (not MP4/WebM, no video track,
 * no readable length, longer than MAX_CLIP_SECONDS) or a 413 (larger than `maxBytes`).
 */
export async function inspectClip(
  buffer: Buffer,
  { maxBytes = MAX_CLIP_UPLOAD_BYTES, maxSeconds = MAX_CLIP_SECONDS } = {},
): Promise<InspectedClip> {
  if (buffer.length > maxBytes) throw new ClipTooLargeError(maxBytes);
  const type = await fileTypeFromBuffer(buffer);
  const mimeType = CLIP_MIME_TYPES.find((accepted) => accepted === type?.mime);
  if (!mimeType) throw new BadRequestError(CLIP_NOT_VIDEO_MESSAGE);

  let parsed: Awaited<ReturnType<typeof parseBuffer>>;
  try {
    // Loaded at the first clip upload, not at start-up.
    const { parseBuffer } = await import('music-metadata');
    parsed = await parseBuffer(buffer, { mimeType, size: buffer.length }, { duration: true });
  } catch {
    throw new BadRequestError(CLIP_UNREADABLE_MESSAGE);
  }
  const seconds =
    mimeType === 'video/mp4'
      ? (mp4MovieSeconds(buffer) ?? parsed.format.duration)
      : parsed.format.duration;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw new BadRequestError(CLIP_UNREADABLE_MESSAGE);
  }
  // A sound file in a video container plays as a blank box: not a preview.
  const hasVideo =
    parsed.format.hasVideo === true || parsed.format.trackInfo.some((track) => track.video);
  if (!hasVideo) throw new BadRequestError(CLIP_NOT_VIDEO_MESSAGE);
  if (seconds > maxSeconds) throw new BadRequestError(CLIP_TOO_LONG_MESSAGE);
  return {
    mimeType,
    extension: mimeType === 'video/mp4' ? 'mp4' : 'webm',
    durationSec: Math.round(seconds * 1000) / 1000,
  };
}

/**
 * The movie's length from an MP4's `moov/mvhd` box (ISO/IEC 14496-12 §8.2.2), or from
 * `moov/mvex/mehd` for a fragmented file whose `mvhd` says 0; undefined when neither says.
 * Every read is bounds-checked: a box that claims more bytes than there are ends the walk.
 */
export function mp4MovieSeconds(buffer: Buffer): number | undefined {
  const moov = findBox(buffer, 0, buffer.length, 'moov');
  if (!moov) return undefined;
  const mvhd = findBox(buffer, moov.start, moov.end, 'mvhd');
  if (!mvhd) return undefined;
  const header = readVersioned(buffer, mvhd, { v0: [12, 16], v1: [20, 24] });
  if (!header || header.timescale === 0) return undefined;
  if (header.duration > 0) return header.duration / header.timescale;
  const mvex = findBox(buffer, moov.start, moov.end, 'mvex');
  const mehd = mvex && findBox(buffer, mvex.start, mvex.end, 'mehd');
  if (!mehd) return undefined;
  const version = buffer[mehd.start];
  const need = version === 1 ? 12 : 8;
  if (mehd.end - mehd.start < need) return undefined;
  const fragmentDuration =
    version === 1
      ? Number(buffer.readBigUInt64BE(mehd.start + 4))
      : buffer.readUInt32BE(mehd.start + 4);
  return fragmentDuration > 0 ? fragmentDuration / header.timescale : undefined;
}

/** The payload range of the first child box of `type` between `from` and `to`. */
function findBox(
  buffer: Buffer,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | undefined {
  let offset = from;
  while (offset + 8 <= to) {
    let size = buffer.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > to) return undefined;
      const large = buffer.readBigUInt64BE(offset + 8);
      if (large > BigInt(to - offset)) return undefined;
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset; // the box runs to the end of its parent
    }
    if (size < headerSize || offset + size > to) return undefined;
    if (buffer.toString('latin1', offset + 4, offset + 8) === type) {
      return { start: offset + headerSize, end: offset + size };
    }
    offset += size;
  }
  return undefined;
}

/** A full box's timescale and duration at the version's offsets (from the payload start). */
function readVersioned(
  buffer: Buffer,
  box: { start: number; end: number },
  offsets: { v0: [number, number]; v1: [number, number] },
): { timescale: number; duration: number } | undefined {
  const version = buffer[box.start];
  const [scaleAt, durationAt] = version === 1 ? offsets.v1 : offsets.v0;
  const durationBytes = version === 1 ? 8 : 4;
  if (box.start + durationAt + durationBytes > box.end) return undefined;
  const timescale = buffer.readUInt32BE(box.start + scaleAt);
  const duration =
    version === 1
      ? Number(buffer.readBigUInt64BE(box.start + durationAt))
      : buffer.readUInt32BE(box.start + durationAt);
  return { timescale, duration };
}
