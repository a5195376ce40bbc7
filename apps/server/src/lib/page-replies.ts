import { type ApiRoute, apiRoutes } from '@store/contract/api';
import { thumbSrcSet } from '@store/contract/images';
import { PRELOADED_REPLIES_ID, preloadedReplyKey } from '@store/contract/preloaded-replies';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../plugins/index-html.js';

/**
 * A page's first replies, written into the page (docs/decisions/0016, 0033): the home,
 * product, listing and search pages bring the calls their first render makes, so the
 * browser does not wait for its scripts to ask for them, and preload their largest image.
 */

export interface PageCall {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as JSON, as the web app sends it (the reply's key is made of it, key order too). */
  body?: Record<string, unknown>;
}

/**
 * A call of the route table (decision 0049), as the page asks it: the reply is found by the
 * same method and path the web app's `callApi` uses, so the two cannot drift apart.
 */
export function pageCall(
  route: ApiRoute & { method: PageCall['method'] },
  body?: Record<string, unknown>,
): PageCall {
  return { method: route.method, url: route.path, ...(body === undefined ? {} : { body }) };
}

/** The sub-categories every storefront page's first render asks for (header, listing). */
export const SUB_CATEGORIES_CALL = pageCall(apiRoutes.subcategory.list, {});

export interface PageReply<T> {
  key: string;
  /** The reply's bytes as the API sent them. */
  text: string;
  data: T;
}

interface Envelope<T> {
  success?: boolean;
  data?: T;
}

/**
 * Asks the app itself (`inject`), so a reply is byte for byte what the API answers, from the
 * same catalogue cache. A call that fails gives null: left out, the web app asks for it.
 */
export async function askApp<T>(
  app: FastifyInstance,
  call: PageCall,
): Promise<PageReply<T> | null> {
  const reply = await app.inject({
    method: call.method,
    url: call.url,
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  if (reply.statusCode !== 200) return null;
  const envelope = reply.json<Envelope<T>>();
  if (envelope.success !== true || envelope.data === undefined) return null;
  return {
    key: preloadedReplyKey(call.method, call.url, call.body),
    text: reply.body,
    data: envelope.data,
  };
}

/**
 * The replies as one JSON object in a data block (not run as a script, so the CSP has no say).
 * `<` is written as `\u003c`, so no text in the catalogue can end the block early.
 */
export function preloadedRepliesScript(replies: readonly (PageReply<unknown> | null)[]): string {
  const present = replies.filter((reply) => reply !== null);
  if (present.length === 0) return '';
  const json = `{${present.map((r) => `${JSON.stringify(r.key)}:${r.text}`).join(',')}}`;
  return `<script type="application/json" id="${PRELOADED_REPLIES_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page's own scripts, fetched with the app's: low priority like them (the header paints
 * from the HTML alone), `crossorigin` as module scripts are fetched.
 */
export function scriptPreloads(files: readonly string[] | undefined): string[] {
  return (files ?? []).map(
    (file) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}" />`,
  );
}

export interface ImagePreload {
  href: string;
  /** With `sizes`: the browser picks from it exactly as the page's `<img>` will. */
  srcset?: string | undefined;
  sizes?: string;
  /** Only on the screens that show it. */
  media?: string;
}

/** A high-priority preload of the page's largest image, fetched with the HTML's first bytes. */
export function imagePreload({ href, srcset, sizes, media }: ImagePreload): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(href)}"`,
    ...(srcset ? [`imagesrcset="${escapeHtml(srcset)}"`] : []),
    ...(srcset && sizes ? [`imagesizes="${escapeHtml(sizes)}"`] : []),
    ...(media ? [`media="${escapeHtml(media)}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')} />`;
}

/**
 * The preload of an uploaded image as an `<img>` with these `sizes` shows it: the same
 * `srcset` (its 400 px sibling, when it has one), so the browser fetches the file the page
 * will use. None without an image.
 */
export function uploadPreload(
  src: string | undefined,
  { sizes, uploadsUrl, media }: { sizes: string; uploadsUrl: string; media?: string },
): string[] {
  if (!src) return [];
  return [
    imagePreload({
      href: src,
      srcset: thumbSrcSet(src, uploadsUrl),
      sizes,
      ...(media ? { media } : {}),
    }),
  ];
}
