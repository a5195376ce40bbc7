/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** WhatsApp support number, digits only with the country code (e.g. 919876543210). */
  readonly VITE_WHATSAPP_NUMBER?: string;
  /** Google sign-in's OAuth client id; unset hides the Google button. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** The store's time zone for the dev server (the built app gets STORE_TIMEZONE from the server). */
  readonly VITE_STORE_TIMEZONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
