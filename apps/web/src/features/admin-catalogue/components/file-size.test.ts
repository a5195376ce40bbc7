import { describe, expect, it } from 'vitest';
import {
  parseFileSize,
  SIZE_NOT_A_NUMBER,
  SIZE_REQUIRED,
  SIZE_TOO_LARGE,
  SIZE_UNKNOWN_UNIT,
  sizeFieldsOf,
} from './file-size';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

describe('parseFileSize', () => {
  it('reads a number in the chosen unit', () => {
    expect(parseFileSize('24', 'MB')).toEqual({ ok: true, bytes: 24 * MB });
    expect(parseFileSize(' 1.5 ', 'GB')).toEqual({ ok: true, bytes: 1.5 * GB });
    expect(parseFileSize('800', 'KB')).toEqual({ ok: true, bytes: 800 * 1024 });
    expect(parseFileSize('.5', 'MB')).toEqual({ ok: true, bytes: 0.5 * MB });
    expect(parseFileSize('0', 'MB')).toEqual({ ok: true, bytes: 0 });
  });

  it('lets a unit typed in the text win over the chosen one, in any case', () => {
    expect(parseFileSize('24 MB', 'KB')).toEqual({ ok: true, bytes: 24 * MB, unit: 'MB' });
    expect(parseFileSize('2gb', 'MB')).toEqual({ ok: true, bytes: 2 * GB, unit: 'GB' });
    expect(parseFileSize('300 k', 'GB')).toEqual({ ok: true, bytes: 300 * 1024, unit: 'KB' });
    expect(parseFileSize('512 bytes', 'MB')).toEqual({ ok: true, bytes: 512 });
  });

  it('rounds to whole bytes', () => {
    expect(parseFileSize('1.33', 'MB')).toEqual({ ok: true, bytes: Math.round(1.33 * MB) });
  });

  it('says what is wrong', () => {
    expect(parseFileSize('  ', 'MB')).toEqual({ ok: false, error: SIZE_REQUIRED });
    expect(parseFileSize('big', 'MB')).toEqual({ ok: false, error: SIZE_NOT_A_NUMBER });
    expect(parseFileSize('-3', 'MB')).toEqual({ ok: false, error: SIZE_NOT_A_NUMBER });
    expect(parseFileSize('1,5', 'MB')).toEqual({ ok: false, error: SIZE_NOT_A_NUMBER });
    expect(parseFileSize('1e9', 'MB')).toEqual({ ok: false, error: SIZE_NOT_A_NUMBER });
    expect(parseFileSize('3 TB', 'MB')).toEqual({ ok: false, error: SIZE_UNKNOWN_UNIT });
    expect(parseFileSize('101', 'GB')).toEqual({ ok: false, error: SIZE_TOO_LARGE });
    expect(parseFileSize('100', 'GB')).toEqual({ ok: true, bytes: 100 * GB });
  });
});

describe('sizeFieldsOf', () => {
  it('shows a stored size in the largest unit it fills, to two decimals', () => {
    expect(sizeFieldsOf(24 * MB)).toEqual({ size: '24', unit: 'MB' });
    expect(sizeFieldsOf(1.5 * GB)).toEqual({ size: '1.5', unit: 'GB' });
    expect(sizeFieldsOf(2048)).toEqual({ size: '2', unit: 'KB' });
    expect(sizeFieldsOf(512)).toEqual({ size: '0.5', unit: 'KB' });
    expect(sizeFieldsOf(25_165_825)).toEqual({ size: '24', unit: 'MB' });
  });
});
