/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API host (the spec keeps admin and API hosts apart). Empty or unset: the admin's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** QA mode: what the kept shops depend on (the migrations', seed's and PGlite's versions), set by vite.config.ts */
  readonly VITE_QA_SHOP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
