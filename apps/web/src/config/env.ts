/**
 * Build-time settings of the web app (Vite exposes only `VITE_*` variables to the browser).
 * The server's WHATSAPP_NUMBER (DESIGN §6) can replace this once an endpoint serves it.
 */

/**
 * Used when VITE_WHATSAPP_NUMBER is not set. Empty on purpose: `https://wa.me/?text=…` opens
 * WhatsApp with the greeting and lets the visitor pick the chat, instead of a made-up number.
 */
const DEFAULT_WHATSAPP_NUMBER = '';

/** Preset greeting of the WhatsApp button (SPEC §2 Contact Us uses the same sentence). */
export const WHATSAPP_GREETING = 'Hello, I would like to know more about your services.';

export const env = {
  whatsappNumber: (import.meta.env.VITE_WHATSAPP_NUMBER ?? DEFAULT_WHATSAPP_NUMBER).replace(
    /\D/g,
    '',
  ),
} as const;

export function whatsappChatUrl(message: string = WHATSAPP_GREETING): string {
  // encodeURIComponent, not URLSearchParams: WhatsApp shows a '+' literally instead of a space.
  return `https://wa.me/${env.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
