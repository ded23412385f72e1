// The project's own `client:` directives (astro.config.mjs registers them).
declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates after the page has loaded, a screen before the island scrolls into view. */
    "client:near"?: boolean;
  }
}

export {};
