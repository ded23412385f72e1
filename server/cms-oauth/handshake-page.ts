import type { Locale } from "../../src/locales";
import { plainPage } from "../refusal-page";
import { SIGN_IN_WORDS, type SignInOutcome } from "./words";

/**
 * Sveltia CMS's GitHub backend signs in through a popup as Decap CMS's does (decap-cms-lib-auth,
 * netlify-auth.js): the popup says "authorizing:github" to the window that opened
 * it, that window answers with the same words from the site's origin, and the popup
 * then hands over "authorization:github:success:{token, provider}" or
 * "authorization:github:error:{message}". Every message goes to, and is taken
 * from, the site's own origin only: a page of another site that opened the
 * popup hears nothing, and cannot ask for the token.
 *
 * The script is the same on every page (the token is in a data block, which no
 * browser runs), so the page's policy allows it by its hash, with no 'unsafe-inline'.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const { origin, message } = JSON.parse(document.getElementById("cms-sign-in").textContent);
  const opener = window.opener;
  if (!opener) return;
  const greeting = "authorizing:github";
  const answer = (event) => {
    if (event.origin !== origin || event.data !== greeting) return;
    window.removeEventListener("message", answer);
    opener.postMessage(message, origin);
  };
  window.addEventListener("message", answer);
  opener.postMessage(greeting, origin);
})();`;

export type HandshakeResult =
  | { outcome: "signedIn"; token: string }
  | { outcome: Exclude<SignInOutcome, "signedIn"> };

export interface HandshakePage {
  html: string;
  contentSecurityPolicy: string;
}

/** What the popup hands to the CMS. */
function cmsMessage(result: HandshakeResult, description: string): string {
  if (result.outcome === "signedIn") {
    return `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`;
  }
  return `authorization:github:error:${JSON.stringify({ message: description })}`;
}

/** JSON inside a <script> element: no "</script>" or "<!--" can end or bend it. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The sign-in window's last page: what happened, in the editor's language, and the handshake. */
export function handshakePage(
  result: HandshakeResult,
  lang: Locale,
  siteOrigin: string,
): HandshakePage {
  const words = SIGN_IN_WORDS[lang][result.outcome];
  return plainPage(lang, words, [
    "</main>",
    `<script type="application/json" id="cms-sign-in">${jsonInHtml({
      origin: siteOrigin,
      message: cmsMessage(result, words.description),
    })}</script>`,
    `<script>${HANDSHAKE_SCRIPT}</script>`,
  ]);
}
