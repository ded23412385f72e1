// html-validate's rules for the HTML we send (tests/html/validate-pages.mjs runs them).
// A module rather than .htmlvalidate.json so each relaxed rule carries its reason.
// Every change below is about how React and Astro serialise markup, which the HTML
// standard allows either way, or says what browsers already do; no rule about
// structure, content or accessibility is relaxed.
import { defineConfig } from "html-validate";

export default defineConfig({
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attribute names in camelCase (charSet, maxLength,
    // autoComplete, playsInline); HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: "camelcase" }],
    // React writes void elements self-closed (<img/>), Astro's layout without (<meta>).
    "void-style": "off",
    // React writes a true boolean attribute as name="".
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes hidden both ways: hidden="" from JSX, bare in its streamed markup.
    "attribute-empty-style": "off",
    // React's useId makes ids like "_R_4n5_"; HTML allows any id without spaces
    // (the "relaxed" check, as in html-validate:standard).
    "valid-id": ["error", { relaxed: true }],
  },
});
