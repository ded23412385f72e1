/// <reference types="astro/client" />

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

declare namespace App {
  interface Locals {
    /** The contact form's outcome, when the server renders the page that answers a post. */
    contactReply?: import("../server/contact/form-handler").ContactReply;
    /** The stylesheet of the prerendered page a page rendered on request answers for (src/middleware.ts). */
    pageStylesheet?: string;
  }
}
