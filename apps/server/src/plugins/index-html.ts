import { readFileSync } from 'node:fs';

/** Settings the browser needs at run time, handed over in the page instead of a build. */
export interface PublicStoreConfig {
  whatsappNumber: string;
  /** Empty when Google sign-in is not configured: the web app then hides its button. */
  googleClientId: string;
  /** How the checkout opens a payment: our simulator page, or Cashfree's SDK in a mode. */
  paymentMode: 'simulator' | 'sandbox' | 'production';
  /** IMAGE_HOSTS: hosts whose https images the product form may add by URL. */
  imageHosts: string[];
  /** S3_PUBLIC_URL: where uploads are linked (a bucket or a CDN); '' when they are at /uploads. */
  uploadsUrl: string;
  /** STORE_TIMEZONE: every date and time the pages show is in this zone, whatever the browser's. */
  storeTimeZone: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/**
 * The SPA's index.html with the store's public settings in a `<meta name="store-config">`
 * tag (CSP-friendly: no inline script). Rendered once at start-up.
 */
export function renderIndexHtml(indexHtmlPath: string, config: PublicStoreConfig): string {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const tag = `<meta name="store-config" content="${escapeHtml(JSON.stringify(config))}" />`;
  return html.includes('</head>') ? html.replace('</head>', `    ${tag}\n  </head>`) : tag + html;
}

/**
 * A renderer of `page` with other head tags: `tags` (already escaped) go at the end of
 * `<head>`. Unless `keepTitle`, the page's own `<title>` and `<meta name="description">` are
 * taken out once (the tags bring their own): server-rendered SEO tags on product and
 * listing pages. The home page keeps them and adds its preloads.
 */
export function headTemplate(
  page: string,
  { keepTitle = false }: { keepTitle?: boolean } = {},
): (tags: string) => string {
  const stripped = keepTitle
    ? page
    : page
        .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*/i, '')
        .replace(/[ \t]*<meta\s+name=["']description["'][\s\S]*?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return (tags) => tags + stripped;
  const before = stripped.slice(0, at);
  const after = stripped.slice(at);
  return (tags) => `${before}${tags}\n  ${after}`;
}
