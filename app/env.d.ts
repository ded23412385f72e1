/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_ASSET_HOST?: string;
  readonly PUBLIC_PLATFORM_URL?: string;
  readonly PUBLIC_REGISTER_URL?: string;
  readonly PUBLIC_INITIATIVE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
