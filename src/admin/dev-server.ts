/**
 * /admin on `npm run dev` and `npm run edit`: the content editor, served from
 * memory and regenerated on each request, so a schema change shows at once. On
 * localhost Sveltia CMS offers "Work with Local Repository": the browser reads and
 * writes this checkout's files itself (Chrome or Edge), no server of ours between.
 * CMS_ADMIN=false leaves /admin out of the dev server too; builds add it only
 * with CMS_ADMIN=true (scripts/build-admin.ts).
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { AstroIntegration } from "astro";
import { adminCsp } from "./admin-csp";

type AdminFiles = typeof import("./admin-files");

export function contentEditor(): AstroIntegration {
  return {
    name: "content-editor",
    hooks: {
      "astro:server:setup": ({ server, logger }) => {
        if (/^(false|0)$/.test(process.env.CMS_ADMIN ?? "")) return;
        const root = server.config.root;
        server.middlewares.use("/admin", async (request, response, next) => {
          const path = (request.url ?? "/").replace(/\?.*$/, "");
          try {
            if (request.method !== "GET") return next();
            const admin = (await server.ssrLoadModule("/src/admin/admin-files.ts")) as AdminFiles;
            const send = (type: string, body: string | Buffer) => {
              response.setHeader("Content-Type", type);
              response.setHeader("Cache-Control", "no-store");
              response.setHeader("Content-Security-Policy", adminCsp);
              response.end(body);
            };
            if (path === "/" || path === "")
              return send("text/html; charset=utf-8", admin.adminPage());
            if (path === "/config.yml")
              return send(
                "text/yaml; charset=utf-8",
                admin.adminConfig({ checkoutName: basename(root) }),
              );
            if (path === "/admin.js")
              return send("text/javascript; charset=utf-8", await admin.adminScript(root));
            if (path === "/sveltia-cms.js")
              return send("text/javascript; charset=utf-8", admin.cmsScript());
            const asset = admin
              .cmsAssets()
              .find((candidate) => `/${candidate.path}` === decodeURIComponent(path));
            if (asset) return send(asset.type, await readFile(asset.source));
            return next();
          } catch (error) {
            logger.error(
              `/admin${path}: ${error instanceof Error ? error.message : String(error)}`,
            );
            return next(error);
          }
        });
        logger.info("content editor at /admin");
      },
    },
  };
}
