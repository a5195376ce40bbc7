import { PRELOADED_REPLIES_ID, preloadedReplyKey } from '@store/contract/preloaded-replies';
import { resetPreloadedReplies } from '#web/lib/preloaded-replies';

/** The data block a page's server writes into it (server: lib/page-replies). */
export function servePage(replies: Record<string, unknown>, text = JSON.stringify(replies)) {
  resetPreloadedReplies();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRELOADED_REPLIES_ID;
  block.textContent = text;
  document.body.append(block);
}

/** The key of a POST call's reply in that block. */
export const postKey = (path: string, body: unknown) => preloadedReplyKey('POST', path, body);
