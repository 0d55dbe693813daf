/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ASSISTED_COMPARISON_BOOKING_URL?: string;
  readonly VITE_EXPERT_SUPPORT_CONTACT_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
