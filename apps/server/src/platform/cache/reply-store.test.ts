import { describe, expect, it } from 'vitest';
import { preferredEncoding, ReplyStore } from './reply-store.js';

describe('reply store aliases', () => {
  it('resolves an alias to its key while the entry is kept, and forgets both on clear', () => {
    const store = new ReplyStore();
    const entry = store.set('key', '{"a":1}', 'application/json', store.generation);
    store.alias('raw bytes', 'key');
    expect(store.resolveAlias('raw bytes')).toBe('key');
    expect(store.get(store.resolveAlias('raw bytes')!)).toBe(entry);
    // A key is never its own alias.
    store.alias('key', 'key');
    expect(store.stats().aliases).toBe(1);
    store.clear();
    expect(store.resolveAlias('raw bytes')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, aliases: 0 });
  });

  it('bounds aliases by count and by characters, oldest first (they come from clients)', () => {
    const store = new ReplyStore({ maxEntries: 5, maxBytes: 20_000 });
    for (let i = 0; i < 50; i++) store.alias(`raw ${i}`, `key ${i}`);
    expect(store.stats().aliases).toBe(10);
    expect(store.resolveAlias('raw 0')).toBeUndefined();
    expect(store.resolveAlias('raw 49')).toBe('key 49');
    // A twentieth of the byte budget: 1,000 characters here.
    const long = 'x'.repeat(400);
    for (let i = 0; i < 5; i++) store.alias(`${long}${i}`, `key ${i}`);
    expect(store.stats().aliases).toBeLessThanOrEqual(2 + 1);
    store.alias('y'.repeat(2_000), 'key');
    expect(store.resolveAlias('y'.repeat(2_000))).toBeUndefined();
  });

  it('does not count a miss looked up without counting', () => {
    const store = new ReplyStore();
    store.get('absent', { countMiss: false });
    expect(store.stats().misses).toBe(0);
    store.get('absent');
    expect(store.stats().misses).toBe(1);
  });
});

describe('preferredEncoding', () => {
  it('gives the same answer for a header seen before (remembered) as the first time', () => {
    for (let round = 0; round < 2; round++) {
      expect(preferredEncoding('gzip, deflate, br')).toBe('br');
      expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
      expect(preferredEncoding('identity')).toBeNull();
      expect(preferredEncoding(['gzip', 'br'])).toBe('br');
      expect(preferredEncoding('*;q=0')).toBeNull();
      expect(preferredEncoding(undefined)).toBeNull();
    }
  });

  it('stays right when many distinct headers pass through its bounded memory', () => {
    for (let i = 0; i < 200; i++)
      expect(preferredEncoding(`gzip;q=0.${i % 10}, x-${i}`)).toBe(i % 10 === 0 ? null : 'gzip');
    expect(preferredEncoding('br')).toBe('br');
  });
});
