/**
 * Replies the server writes into a page for the web app's first render (docs/decisions/0016):
 * one JSON object in `<script type="application/json" id={PRELOADED_REPLIES_ID}>`, keyed by
 * `preloadedReplyKey` of the call each reply answers.
 */
export const PRELOADED_REPLIES_ID = 'preloaded-replies';

/** `METHOD path body`: the body as the call sends it (`JSON.stringify`), empty for none. */
export function preloadedReplyKey(method: 'GET' | 'POST', path: string, body?: unknown): string {
  return `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
}
