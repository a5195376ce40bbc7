import { describe, expect, it } from 'vitest';
import { createMemoryFailedLoginStore } from './failed-logins.js';

describe('in-memory failed-login window', () => {
  function store(max = 3, windowMs = 1000, maxKeys?: number) {
    let clock = 0;
    const s = createMemoryFailedLoginStore({ max, windowMs, maxKeys, now: () => clock });
    return { s, advance: (ms: number) => (clock += ms) };
  }

  it('counts failures inside the sliding window only', async () => {
    const { s, advance } = store();
    await s.record('a@example.com');
    advance(400);
    await s.record('a@example.com');
    advance(400);
    await s.record('a@example.com');
    expect(await s.count('a@example.com')).toBe(3);
    advance(201); // the first failure (t=0) is now older than the window
    expect(await s.count('a@example.com')).toBe(2);
    advance(1000);
    expect(await s.count('a@example.com')).toBe(0);
  });

  it('keeps keys apart, and clear forgets one', async () => {
    const { s } = store();
    await s.record('a');
    await s.record('b');
    await s.record('b');
    await s.clear('b');
    expect(await s.count('a')).toBe(1);
    expect(await s.count('b')).toBe(0);
  });

  it('keeps at most `max` timestamps per key and at most maxKeys keys', async () => {
    const { s } = store(3, 1000, 2);
    for (let i = 0; i < 10; i++) await s.record('a');
    expect(await s.count('a')).toBe(3);
    await s.record('b');
    await s.record('c'); // evicts 'a', the least recently failed
    expect(await s.count('a')).toBe(0);
    expect(await s.count('b')).toBe(1);
    expect(await s.count('c')).toBe(1);
  });
});
