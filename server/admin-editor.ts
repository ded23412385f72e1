/**
 * /admin, the content editor, when the build has it (CMS_ADMIN=true,
 * scripts/build-admin.ts): its page and files with their own Content-Security-
 * Policy, never indexed, and able to open the Git host's sign-in popup and hear
 * back from it (Cross-Origin-Opener-Policy same-origin-allow-popups). A build
 * without it answers /admin with the 404 page like any missing page.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type RequestHandler, Router } from "express";
import { adminCsp } from "../src/admin/admin-csp";
import { CSP_HEADER } from "./security-headers";
import type { staticFiles } from "./static-files";

/** The URL path of the editor; its sign-in (server/cms-oauth) lives under it too. */
export const ADMIN_PATH = "/admin";

const ADMIN_HEADERS = {
  [CSP_HEADER]: adminCsp,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The editor's routes, or none when the build has no /admin. */
export function adminEditor(
  clientDir: string,
  files: ReturnType<typeof staticFiles>,
): RequestHandler | undefined {
  const folder = path.join(clientDir, "admin");
  const page = path.join(folder, "index.html");
  if (!existsSync(page)) return undefined;
  const router = Router({ strict: false });
  router.use((_req, res, next) => {
    res.set(ADMIN_HEADERS);
    next();
  });
  router.get("/", (req, res, next) => {
    files.sendPage(req, res, page, { ...ADMIN_HEADERS, "Cache-Control": "no-cache" }, next);
  });
  // Not hashed: a new build's files are fetched anew once the old ones are a minute old.
  router.use(files.serve(folder, { maxAgeSeconds: 60 }));
  return router;
}
