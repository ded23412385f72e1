import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { isRouteErrorResponse, type ServerBuild } from "react-router";
import type { ContactFormHandler } from "./contact/form-handler";
import type { Env } from "./env";
import { toFetchRequest } from "./fetch-request";
import "./load-context";
import { DISALLOW_ALL_ROBOTS_TXT } from "../app/lib/crawlers";
import type { Logger } from "./logger";
import { findPrerenderedPages, normalisePath } from "./prerendered";
import {
  ALLOW_HEADER,
  rejectMalformedHost,
  rejectMalformedUrls,
  rejectOtherMethods,
  rejectUnreadableOrigin,
} from "./request-guards";
import { CSP_HEADER, securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

export interface AppDeps {
  env: Env;
  logger: Logger;
  build: ServerBuild;
  contactForm: ContactFormHandler;
  /** Whether the database answers: what /readyz reports. */
  databaseReady: () => Promise<boolean>;
}

export function createApp({ env, logger, build, contactForm, databaseReady }: AppDeps) {
  const clientDir = path.resolve(env.BUILD_DIR, "client");
  const prerendered = findPrerenderedPages(clientDir);
  const files = staticFiles(clientDir, logger);
  const app = express();

  app.disable("x-powered-by");
  // One hop: req.ip is the address our own proxy saw, which a client cannot forge
  // (trusting every hop would take the leftmost X-Forwarded-For, which it can).
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);
  app.use(securityHeaders({ allowIndexing: env.ALLOW_INDEXING }));
  app.use(rejectOtherMethods, rejectMalformedHost, rejectMalformedUrls, rejectUnreadableOrigin);
  app.use(
    compression({
      filter: (req, res) => !files.sentFromMemory(res) && compression.filter(req, res),
    }),
  );

  if (!env.ALLOW_INDEXING) {
    app.get("/robots.txt", (_req, res) => {
      res.type("text/plain").send(DISALLOW_ALL_ROBOTS_TXT);
    });
  }

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  app.get("/readyz", async (_req, res) => {
    const ready = await databaseReady();
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "not ready", database: ready ? "up" : "down" });
  });

  // Hashed file names never change content: cache them for a year.
  app.use(
    "/assets",
    files.serve(path.join(clientDir, "assets"), { maxAgeSeconds: 31_536_000, immutable: true }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(normalisePath(decodeURIComponent(req.path)));
    if (!page) return next();
    const headers = { "Cache-Control": "no-cache", [CSP_HEADER]: page.contentSecurityPolicy };
    files.sendPage(req, res, page.file, headers, next);
  });

  app.use(files.serve(clientDir, { maxAgeSeconds: 3600 }));

  // No route takes OPTIONS (there is no cross-origin API): answer it here rather
  // than let React Router treat it as an application error.
  app.options("/{*path}", (_req, res) => {
    res.set("Allow", ALLOW_HEADER).sendStatus(204);
  });

  // With JavaScript the form posts in the background and asks for JSON, so the page
  // (and everything typed into it) stays whatever the answer is. Without it, the
  // browser posts the document and React Router's action renders the answer.
  app.post("/contact", async (req, res, next) => {
    if (req.accepts(["html", "json"]) !== "json") return next();
    const reply = await contactForm(toFetchRequest(req), req.ip);
    res.status(reply.status).set("Cache-Control", "no-store").json(reply.data);
  });

  app.all(
    "/{*path}",
    createRequestHandler({
      // React Router's own origin check answers a cross-site POST with a bare 400, and
      // compares schemes too, so behind a TLS-terminating proxy it refuses our own
      // form. The contact handler checks the origin itself (host only) and tells the
      // visitor why (403). The contact form is the only action: a new one must check too.
      build: { ...build, allowedActionOrigins: ["**"] },
      mode: env.NODE_ENV,
      getLoadContext: (req) => ({
        submitContact: (request: Request) => contactForm(request, req.ip),
        reportError: (error: unknown, request: Request) => {
          const where = { method: request.method, path: new URL(request.url).pathname };
          if (isRouteErrorResponse(error) && error.status < 500) {
            logger.warn(
              { event: "request.refused", status: error.status, ...where },
              "request refused",
            );
          } else {
            logger.error({ err: error, ...where }, "request failed");
          }
        },
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status) {
      // The client's mistake (an unsatisfiable Range, a failed If-Match): an answer, not a fault.
      logger.warn(
        { event: "request.refused", status, method: req.method, path: req.path },
        "request refused",
      );
      if (!res.headersSent) {
        // express.static's 416 names the file's length in the Content-Range it carries.
        const headers = (error as { headers?: Record<string, string> }).headers;
        res
          .status(status)
          .set(headers ?? {})
          .type("text")
          .send(STATUS_CODES[status]);
      }
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) return;
    res.status(500).type("text").send("Internal Server Error");
  };
  app.use(onError);

  return app;
}

/** The 4xx status an error carries (express.static's 416 and 412, body parsers' 413), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}
