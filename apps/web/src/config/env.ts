/**
 * Run-time settings of the web app. The server puts the store's public settings
 * (WHATSAPP_NUMBER, GOOGLE_CLIENT_ID, STORE_TIMEZONE; DESIGN §6) into index.html as
 * `<meta name="store-config">`, so one build serves every deployment. `VITE_WHATSAPP_NUMBER`,
 * `VITE_GOOGLE_CLIENT_ID` and `VITE_STORE_TIMEZONE` cover the Vite dev server, which has no
 * such tag.
 */

/** Preset greeting of the WhatsApp button (SPEC §2 Contact Us uses the same sentence). */
export const WHATSAPP_GREETING = 'Hello, I would like to know more about your services.';

interface StoreConfig {
  whatsappNumber?: string;
  googleClientId?: string;
  paymentMode?: string;
  imageHosts?: unknown;
  uploadsUrl?: unknown;
  storeTimeZone?: unknown;
}

/** The server's default STORE_TIMEZONE (README), for a page that names no zone. */
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** An IANA zone this browser knows, or undefined (Intl refuses unknown ones with a throw). */
function knownTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone === '') return undefined;
  // Every browser knows the default; asking Intl would start ICU for nothing.
  if (zone === DEFAULT_TIME_ZONE) return zone;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    // As written: resolvedOptions() would rename Asia/Kolkata to ICU's Asia/Calcutta.
    return zone;
  } catch {
    return undefined;
  }
}

export type PaymentMode = 'simulator' | 'sandbox' | 'production';
const PAYMENT_MODES: readonly string[] = ['simulator', 'sandbox', 'production'];

function readStoreConfig(): StoreConfig {
  const content = globalThis.document
    ?.querySelector('meta[name="store-config"]')
    ?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoreConfig) : {};
  } catch {
    return {};
  }
}

const storeConfig = readStoreConfig();
let storeTimeZone: string | undefined;

export const env = {
  // Empty when unknown: `https://wa.me/?text=…` then lets the visitor pick the chat.
  whatsappNumber: (
    storeConfig.whatsappNumber ??
    import.meta.env.VITE_WHATSAPP_NUMBER ??
    ''
  ).replace(/\D/g, ''),
  // Empty when Google sign-in is not configured: the button (and Google's script) stay away.
  googleClientId: (
    storeConfig.googleClientId ||
    import.meta.env.VITE_GOOGLE_CLIENT_ID ||
    ''
  ).trim(),
  // The server's payment provider; the Vite dev server (no meta tag) talks to a simulator.
  paymentMode: (PAYMENT_MODES.includes(storeConfig.paymentMode ?? '')
    ? storeConfig.paymentMode
    : 'simulator') as PaymentMode,
  // IMAGE_HOSTS: hosts whose https images a product may show besides uploads (none: uploads only).
  imageHosts: Array.isArray(storeConfig.imageHosts)
    ? storeConfig.imageHosts.filter((host): host is string => typeof host === 'string')
    : [],
  // S3_PUBLIC_URL: where uploads are linked when a bucket (or a CDN) serves them; '' for /uploads.
  uploadsUrl: typeof storeConfig.uploadsUrl === 'string' ? storeConfig.uploadsUrl : '',
  // STORE_TIMEZONE: the one clock every date on every page is shown in (lib/date-time).
  // Checked on first use: the first Intl.DateTimeFormat loads ICU's data (~100 ms on a
  // throttled phone), work a page that shows no date should not pay while it loads.
  get storeTimeZone(): string {
    storeTimeZone ??=
      knownTimeZone(storeConfig.storeTimeZone) ??
      knownTimeZone(import.meta.env.VITE_STORE_TIMEZONE) ??
      DEFAULT_TIME_ZONE;
    return storeTimeZone;
  },
} as const;

export function whatsappChatUrl(message: string = WHATSAPP_GREETING): string {
  // encodeURIComponent, not URLSearchParams: WhatsApp shows a '+' literally instead of a space.
  return `https://wa.me/${env.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
