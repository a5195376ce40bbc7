import { BREAKPOINTS } from '@store/contract/constants';
import { PRELOADED_REPLIES_ID, preloadedReplyKey } from '@store/contract/preloaded-replies';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, headTemplate } from '../../plugins/index-html.js';

/** Categories whose product rows travel in the page; further rows ask for themselves. */
export const PRELOADED_ROWS = 6;

/** Where the web app switches from the mobile banner set to the desktop one (useIsNarrowScreen). */
const MOBILE_BANNERS = `(max-width: ${BREAKPOINTS.narrow - 0.02}px)`;
const DESKTOP_BANNERS = `(min-width: ${BREAKPOINTS.narrow}px)`;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as JSON, as the web app sends it (the reply's key is made of it). */
  body?: Record<string, unknown>;
}

interface Envelope<T> {
  success?: boolean;
  data?: T;
}

/**
 * The home page (`/`) with its first replies in it (docs/decisions/0016): the banners, the
 * deals strip, the categories and sub-categories and the first categories' product rows, as
 * the API sends them, in a JSON data block the web app reads before its first render; and a
 * preload of the first banner of each set, so the largest image starts loading with the
 * scripts instead of after them and the replies. Without this the page takes three round
 * trips (HTML, scripts, replies, then the rows that need the categories) and a render per
 * reply before it is whole.
 *
 * The replies are asked of the app itself (`inject`), so they are byte for byte what the API
 * answers, from the same catalogue cache; the page is a catalogue read, kept in that cache
 * and cleared with it. A reply that fails is left out: the web app then asks for it.
 */
export async function homePageRoutes(app: FastifyInstance): Promise<void> {
  const page = app.indexPage;
  if (page === null) return;
  const withHead = headTemplate(page, { keepTitle: true });

  const ask = async <T>(call: Call): Promise<{ key: string; text: string; data: T } | null> => {
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
  };

  app.get(
    '/',
    { config: { cache: 'catalogue', cacheIgnoresQuery: true }, schema: { hide: true } },
    async (_request, reply) => {
      const [banners, deals, categories, subCategories] = await Promise.all([
        ask<{ kind: string; image: string }[]>({ method: 'GET', url: '/api/banner/get' }),
        ask({ method: 'POST', url: '/api/product/get-deals' }),
        ask<{ _id: string }[]>({ method: 'GET', url: '/api/category/get' }),
        ask({ method: 'POST', url: '/api/subcategory/get', body: {} }),
      ]);
      const rows = await Promise.all(
        (categories?.data ?? []).slice(0, PRELOADED_ROWS).map((category) =>
          ask({
            method: 'POST',
            url: '/api/product/get-product-by-category',
            body: { id: category._id },
          }),
        ),
      );
      const replies = [banners, deals, categories, subCategories, ...rows].filter(
        (r) => r !== null,
      );
      const tags = [...bannerPreloads(banners?.data ?? []), preloadedRepliesScript(replies)];
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withHead(tags.join('\n    ')));
    },
  );
}

/** The first banner of each set, loaded at once, each only on the screens that show it. */
function bannerPreloads(banners: { kind: string; image: string }[]): string[] {
  const first = (kind: string) => banners.find((banner) => banner.kind === kind);
  return (
    [
      [first('mobile'), MOBILE_BANNERS],
      [first('desktop'), DESKTOP_BANNERS],
    ] as const
  ).flatMap(([banner, media]) =>
    banner
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(banner.image)}" media="${media}" fetchpriority="high" />`,
        ]
      : [],
  );
}

/**
 * The replies as one JSON object in a data block (not run as a script, so the CSP has no say).
 * `<` is written as `\u003c`, so no text in the catalogue can end the block early.
 */
function preloadedRepliesScript(replies: { key: string; text: string }[]): string {
  const json = `{${replies.map((r) => `${JSON.stringify(r.key)}:${r.text}`).join(',')}}`;
  return `<script type="application/json" id="${PRELOADED_REPLIES_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}
