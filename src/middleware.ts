import { defineMiddleware } from "astro:middleware";
import { withStylesheet } from "~/lib/page-stylesheet";

/**
 * A page rendered on request (the contact form's answer without JavaScript)
 * carries the stylesheet the server hands in: its prerendered contact page's,
 * pruned at build, under whose CSP it is sent. Astro would write the whole
 * site's stylesheet, whose hash that policy does not allow.
 */
export const onRequest = defineMiddleware(async ({ locals }, next) => {
  const response = await next();
  const css = locals.pageStylesheet;
  if (css === undefined) return response;
  return new Response(withStylesheet(await response.text(), css), response);
});
