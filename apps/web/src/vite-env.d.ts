/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** WhatsApp support number, digits only with the country code (e.g. 919876543210). */
  readonly VITE_WHATSAPP_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
