import { describe, expect, it } from 'vitest';
import { mp4MovieSeconds } from './index.js';

/** An ISO BMFF box: size, type, payload. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));

function mvhd(version: 0 | 1, timescale: number, duration: number) {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

function mehd(duration: number) {
  const body = Buffer.alloc(8);
  body.writeUInt32BE(duration, 4);
  return box('mehd', body);
}

describe('mp4MovieSeconds (the movie header of a video-only MP4)', () => {
  it('reads version 0 and version 1 headers', () => {
    expect(mp4MovieSeconds(Buffer.concat([ftyp, box('moov', mvhd(0, 1000, 12_500))]))).toBe(12.5);
    expect(mp4MovieSeconds(Buffer.concat([ftyp, box('moov', mvhd(1, 90_000, 2_700_000))]))).toBe(
      30,
    );
  });

  it('reads a fragmented file’s length from mvex/mehd when mvhd says 0', () => {
    const moov = box('moov', mvhd(0, 1000, 0), box('mvex', mehd(31_000)));
    expect(mp4MovieSeconds(Buffer.concat([ftyp, moov]))).toBe(31);
    expect(mp4MovieSeconds(Buffer.concat([ftyp, box('moov', mvhd(0, 1000, 0))]))).toBeUndefined();
  });

  it('gives up, without throwing, on a file that lies about its boxes or has none', () => {
    const moov = box('moov', mvhd(0, 1000, 5000));
    const lying = Buffer.from(moov);
    lying.writeUInt32BE(0xffff_fff0, 0); // moov claims ~4 GB
    expect(mp4MovieSeconds(Buffer.concat([ftyp, lying]))).toBeUndefined();
    expect(mp4MovieSeconds(Buffer.concat([ftyp, moov.subarray(0, 30)]))).toBeUndefined();
    expect(mp4MovieSeconds(ftyp)).toBeUndefined();
    expect(mp4MovieSeconds(Buffer.alloc(0))).toBeUndefined();
    expect(mp4MovieSeconds(Buffer.concat([ftyp, box('moov', mvhd(0, 0, 5000))]))).toBeUndefined();
  });
});
