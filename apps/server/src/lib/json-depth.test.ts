import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

/** Nesting depth of a parsed JSON value: 0 for a scalar, 1 for `[]` or `{}`. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value, whatever the strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit);
      }),
      { seed: 13, numRuns: 500 },
    );
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[\\"{{{{\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('[[["\\"]"]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[["\\"]"]]]', 3)).toBe(false);
  });

  it('stops at the first bracket past the limit, however long the body', () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan(`"${'['.repeat(100)}`, 1)).toBe(false);
  });
});
