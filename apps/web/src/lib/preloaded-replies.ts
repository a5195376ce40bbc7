/**
 * Replies the server wrote into the page (the home page's banners, deals, categories and
 * first product rows: docs/decisions/0016), so the first render has them instead of asking.
 * Each is taken once: a query made again later (after its cache entry was dropped) asks the
 * server, and gets what is current rather than what the page was served with.
 *
 * They are not checked against the contract's schemas as fetched replies are: they come in
 * the same response as the page and its scripts, from the same server, and checking them
 * would mean loading zod before the first render, the delay this exists to remove.
 */
import { PRELOADED_REPLIES_ID, preloadedReplyKey } from '@store/contract/preloaded-replies';

let replies: Map<string, unknown> | null = null;
/** Whether the page came with any replies: its server had just read the database. */
let brought = false;

function load(): Map<string, unknown> {
  if (replies) return replies;
  replies = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PRELOADED_REPLIES_ID);
  if (!element?.textContent) return replies;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) replies.set(key, value);
      brought = replies.size > 0;
    }
  } catch {
    // A damaged block is as good as none: every query asks the server.
  }
  element.remove();
  return replies;
}

/** The page's reply to this call, if it brought one (once), else undefined. */
export function takePreloadedReply<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): T | undefined {
  const all = load();
  const key = preloadedReplyKey(method, path, body);
  const reply = all.get(key);
  if (reply === undefined) return undefined;
  all.delete(key);
  return reply as T;
}

/**
 * True when the page came with replies in it: the server answered from the database moments
 * ago, so the store is awake (the start-up poll of SPEC §4 has nothing to find out).
 */
export function pageBroughtReplies(): boolean {
  load();
  return brought;
}

/** Forgets what was read (tests load a new page into the same document). */
export function resetPreloadedReplies(): void {
  replies = null;
  brought = false;
}
