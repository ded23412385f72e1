/**
 * /admin's Content-Security-Policy, on the dev server and in production (server/
 * admin-editor.ts): what Sveltia CMS needs and no more. Its styles are inline; it
 * reads pictures from blob: and data: URLs; in production it talks to GitHub's
 * API and shows avatars and files from GitHub; it offers itself as an app with a
 * manifest it writes to a blob: URL. Public pages keep their own.
 */
export const adminCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "worker-src 'self' blob:",
  "manifest-src blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
