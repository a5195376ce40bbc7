import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingText } from './use-typing-text';

const texts = ['Search for "Designs"', 'Search for "Templates"'] as const;
const options = { charMs: 50, holdMs: 1000, animate: true };

describe('typing placeholder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  it('types 50 ms a character, holds 1 s, erases only the differing word and cycles forever', () => {
    const { result } = renderHook(() => useTypingText(texts, options));
    expect(result.current.shown).toBe('');
    for (let i = 0; i < 6; i++) advance(50);
    expect(result.current.shown).toBe('Search');
    expect(result.current.whole).toBe(texts[0]);
    for (let i = 6; i < texts[0].length; i++) advance(50);
    expect(result.current.shown).toBe(texts[0]);

    advance(999);
    expect(result.current.shown).toBe(texts[0]);
    advance(1);
    // Hold over; erasing starts with the next tick.
    advance(50);
    expect(result.current.shown).toBe('Search for "Designs');
    // While erasing, the whole text is still the one being erased.
    expect(result.current.whole).toBe(texts[0]);

    const erase = '"Designs"'.length - 1;
    for (let i = 1; i < erase; i++) advance(50);
    expect(result.current.shown).toBe('Search for "');
    // Down to the shared prefix, it belongs to the next text.
    expect(result.current.whole).toBe(texts[1]);
    for (let i = 0; i < 'Templates"'.length; i++) advance(50);
    expect(result.current.shown).toBe(texts[1]);

    // …and back to the first text after its own hold.
    advance(1000);
    for (let i = 0; i < 'Templates"'.length + 'Designs"'.length; i++) advance(50);
    expect(result.current.shown).toBe(texts[0]);
  });

  it('shows the first text still when motion is reduced', () => {
    const { result } = renderHook(() => useTypingText(texts, { ...options, animate: false }));
    expect(result.current.shown).toBe(texts[0]);
    advance(5000);
    expect(result.current).toEqual({ shown: texts[0], whole: texts[0] });
  });
});
