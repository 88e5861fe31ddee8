/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown in the footer's Contact column. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
