import { expect } from 'vitest';

/** A page's one data block of replies, parsed as the web app parses it. */
export function preloadedReplies(html: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(
      /<script type="application\/json" id="preloaded-replies">([\s\S]*?)<\/script>/g,
    ),
  ];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}
