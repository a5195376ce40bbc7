import { useEffect, useState } from 'react';

export interface TypingOptions {
  /** Milliseconds per typed or erased character (SPEC §9: 50). */
  charMs: number;
  /** Milliseconds a finished text stays before the next one (SPEC §9: 1000). */
  holdMs: number;
  /** False shows the first text, still (reduced motion). */
  animate: boolean;
}

interface Typing {
  index: number;
  shown: string;
}

/** The next step of the animation: type towards the target, or erase back to a shared prefix. */
export function nextTypingStep(texts: readonly string[], state: Typing, options: TypingOptions) {
  const target = texts[state.index] ?? '';
  if (state.shown === target) {
    return {
      delay: options.holdMs,
      state: { index: (state.index + 1) % texts.length, shown: target },
    };
  }
  const shown = target.startsWith(state.shown)
    ? target.slice(0, state.shown.length + 1)
    : state.shown.slice(0, -1);
  return { delay: options.charMs, state: { index: state.index, shown } };
}

/**
 * The whole text the shown characters belong to: the one being typed, or while
 * erasing, the one before it. A name built from it never holds a cut word.
 */
export function wholeTypingText(texts: readonly string[], state: Typing): string {
  const target = texts[state.index] ?? '';
  if (target.startsWith(state.shown)) return target;
  return texts[(state.index + texts.length - 1) % texts.length] ?? '';
}

export interface TypingText {
  /** What is on screen now, possibly a cut word. */
  shown: string;
  /** The complete text `shown` is a prefix of. */
  whole: string;
}

/**
 * Types each text, holds it, then erases only what differs from the next one
 * ('Search for "' stays), cycling forever.
 */
export function useTypingText(texts: readonly string[], options: TypingOptions): TypingText {
  const [typing, setTyping] = useState<Typing>({ index: 0, shown: '' });
  const { animate, charMs, holdMs } = options;

  useEffect(() => {
    if (!animate || texts.length === 0) return;
    const step = nextTypingStep(texts, typing, { animate, charMs, holdMs });
    const timer = setTimeout(() => setTyping(step.state), step.delay);
    return () => clearTimeout(timer);
  }, [texts, typing, animate, charMs, holdMs]);

  if (!animate) return { shown: texts[0] ?? '', whole: texts[0] ?? '' };
  return { shown: typing.shown, whole: wholeTypingText(texts, typing) };
}
