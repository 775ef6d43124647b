/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API host (the spec keeps admin and API hosts apart). Empty or unset: the admin's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
