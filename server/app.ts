import { STATUS_CODES } from "node:http";
import path from "node:path";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
} from "express";
import { DISALLOW_ALL_ROBOTS_TXT } from "../src/lib/crawlers";
import { sectionLocale } from "../src/route-table";
import { site } from "../src/site.config";
import { ADMIN_PATH, adminEditor } from "./admin-editor";
import { readPageView } from "./analytics/page-view";
import type { ViewCounter } from "./analytics/view-counter";
import { cmsOAuthRoutes } from "./cms-oauth/routes";
import type { SignInStates } from "./cms-oauth/sign-in-states";
import type { ContactFormHandler } from "./contact/form-handler";
import { formOrigins } from "./contact/form-origins";
import {
  CONTACT_PURPOSE_PATHS,
  contactPageFor,
  contactReplyRoute,
  loadContactPages,
} from "./contact-pages";
import type { Env } from "./env";
import { ERROR_PAGE_PATHS, loadErrorPages } from "./error-pages";
import { toFetchRequest } from "./fetch-request";
import type { Logger } from "./logger";
import { findPrerenderedPages, normalisePath, type PrerenderedPage } from "./prerendered";
import { type DeliveryHealth, readiness } from "./readiness";
import { isRefusedOutcome, refusalPage } from "./refusal-page";
import {
  ALLOW_HEADER,
  rejectMalformedHost,
  rejectMalformedUrls,
  rejectOtherMethods,
  rejectUnreadableOrigin,
} from "./request-guards";
import { CSP_HEADER, securityHeaderOptions, securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

/** Astro's Node adapter in middleware mode: renders the routes that are not prerendered. */
export type RenderOnRequest = (
  req: Request,
  res: Response,
  next: NextFunction,
  locals: App.Locals,
) => Promise<void>;

/** A file the build writes for a page (index.html, 404.html) or beside it (.br, .gz). */
const BUILD_HTML_FILE = /\.html(\.br|\.gz)?$/i;

export interface AppDeps {
  env: Env;
  logger: Logger;
  renderOnRequest: RenderOnRequest;
  contactForm: ContactFormHandler;
  /** Counts each page view once its answer is sent (server/analytics); none with ANALYTICS=off. */
  pageViews?: Pick<ViewCounter, "record">;
  /** Whether the database answers: what /readyz reports. */
  databaseReady: () => Promise<boolean>;
  /** How far the deliveries are behind: /readyz says "degraded" when they are in trouble. */
  deliveryHealth?: () => Promise<DeliveryHealth>;
  /** The CMS sign-ins under way, in the shared database: needed with CMS_GITHUB_CLIENT_ID set. */
  cmsSignInStates?: SignInStates;
}

export function createApp({
  env,
  logger,
  renderOnRequest,
  contactForm,
  pageViews,
  databaseReady,
  deliveryHealth,
  cmsSignInStates,
}: AppDeps) {
  const clientDir = path.resolve(env.BUILD_DIR, "client");
  // /admin/index.html is the editor's page, no page of the site (server/admin-editor.ts).
  // The contact page's versions for each purpose are sent for /contact?intent=…, at no path of their own.
  const prerendered = findPrerenderedPages(
    clientDir,
    new Set([...ERROR_PAGE_PATHS, ADMIN_PATH, ...CONTACT_PURPOSE_PATHS]),
  );
  const contactPages = loadContactPages(clientDir, prerendered);
  const errorPages = loadErrorPages(clientDir);
  const files = staticFiles(clientDir, logger);
  const ours = formOrigins(site.url, env.ALLOWED_ORIGINS);
  /** Counted after the answer has gone out: counting never delays or fails a page. */
  const countView = (req: Request, res: Response, pagePath: string) => {
    if (!pageViews) return;
    res.once("finish", () => {
      try {
        const view = readPageView(req, res.statusCode, pagePath, ours.accepts);
        if (view) pageViews.record(view);
      } catch (error) {
        logger.error(
          { event: "analytics.view_failed", err: error, path: pagePath },
          "page view not counted",
        );
      }
    });
  };
  const app = express();
  const sendNotFound = (req: Request, res: Response, next: NextFunction) => {
    const notFoundPage = errorPages.notFound(req.path);
    res.status(404);
    files.sendPage(req, res, notFoundPage.file, pageHeaders(notFoundPage), next);
  };

  app.disable("x-powered-by");
  // One hop, or only the named proxies: req.ip is the address our own proxy saw,
  // which a client cannot forge (trusting every hop would take the leftmost
  // X-Forwarded-For, which it can).
  app.set("trust proxy", env.TRUST_PROXY === true ? 1 : env.TRUST_PROXY);
  app.use(securityHeaders(securityHeaderOptions(env)));
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
    const state = await readiness(databaseReady, deliveryHealth);
    res
      .status(state.database === "up" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(state);
  });

  // Without an OAuth App, the CMS's sign-in addresses are missing pages like any other.
  if (env.CMS_GITHUB_CLIENT_ID && env.CMS_GITHUB_CLIENT_SECRET) {
    if (!cmsSignInStates)
      throw new Error("the CMS sign-in needs its states' store (cmsSignInStates)");
    app.use(
      cmsOAuthRoutes({
        githubUrl: env.CMS_GITHUB_URL,
        clientId: env.CMS_GITHUB_CLIENT_ID,
        clientSecret: env.CMS_GITHUB_CLIENT_SECRET,
        siteOrigin: new URL(site.url).origin,
        states: cmsSignInStates,
        logger,
      }),
    );
  }

  const editor = adminEditor(clientDir, files);
  if (editor) app.use(ADMIN_PATH, editor);

  // Hashed file names never change content: cache them for a year.
  app.use(
    "/_astro",
    files.serve(path.join(clientDir, "_astro"), { maxAgeSeconds: 31_536_000, immutable: true }),
  );

  // The build's HTML files are how pages are stored, not addresses: /platform/index.html
  // is /platform (a link that names the file keeps working, with one canonical URL),
  // and any other .html file (404.html, de/404/index.html) is no page.
  app.use((req, res, next) => {
    const pathname = decodeURIComponent(req.path);
    if (!BUILD_HTML_FILE.test(pathname)) return next();
    const pagePath = pathname.endsWith("/index.html")
      ? normalisePath(pathname.slice(0, -"index.html".length))
      : undefined;
    if (pagePath !== undefined && prerendered.has(pagePath)) {
      const query = req.originalUrl.indexOf("?");
      return res.redirect(301, pagePath + (query < 0 ? "" : req.originalUrl.slice(query)));
    }
    sendNotFound(req, res, next);
  });

  app.use((req, res, next) => {
    const pagePath = normalisePath(decodeURIComponent(req.path));
    const page = prerendered.get(pagePath);
    if (!page) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A page is only read; the contact pages take a post, and they and OPTIONS are answered below.
      const contactPost = req.method === "POST" && contactPages.has(pagePath);
      if (req.method === "OPTIONS" || contactPost) {
        return next();
      }
      return next(
        Object.assign(new Error("a page takes no post"), {
          status: 405,
          headers: { Allow: "GET, HEAD" },
        }),
      );
    }
    const contact = contactPages.get(pagePath);
    const shown = contact ? contactPageFor(contact, req.query.intent, req.query.plan) : page;
    countView(req, res, pagePath);
    files.sendPage(req, res, shown.file, pageHeaders(shown), next);
  });

  app.use(files.serve(clientDir, { maxAgeSeconds: 3600 }));

  // No route takes OPTIONS (there is no cross-origin API).
  app.options("/{*path}", (_req, res) => {
    res.set("Allow", ALLOW_HEADER).sendStatus(204);
  });

  // With JavaScript the form posts in the background and asks for JSON, so the page
  // (and everything typed into it) stays whatever the answer is. Without it, the
  // browser posts the document, and the answer is the contact page rendered with
  // the outcome written in and the values kept: the one page rendered on request.
  // The contact page of every locale takes the same post, and answers in its language.
  for (const [contactPath, { page: contactPage, stylesheet }] of contactPages) {
    const form = { path: contactPath, lang: sectionLocale(contactPath) };
    app.post(contactPath, async (req, res, next) => {
      try {
        const reply = await contactForm(toFetchRequest(req), req.ip, form);
        res.set("Cache-Control", "no-store");
        if (reply.retryAfterSeconds !== undefined) {
          res.set("Retry-After", String(reply.retryAfterSeconds));
        }
        if (req.accepts(["html", "json"]) === "json") {
          res.status(reply.status).json(reply.data);
          return;
        }
        if (isRefusedOutcome(reply.data.outcome)) {
          const refusal = refusalPage(reply.data.outcome, form.lang, contactPath);
          res
            .status(reply.status)
            .set(CSP_HEADER, refusal.contentSecurityPolicy)
            .type("html")
            .send(refusal.html);
          return;
        }
        // The same page as the one posted from, with the same inline scripts and styles.
        res.set(CSP_HEADER, contactPage.contentSecurityPolicy);
        req.url = contactReplyRoute(contactPath);
        // The body is read; Astro renders the page from the reply alone.
        req.method = "GET";
        await renderOnRequest(req, res, next, { contactReply: reply, pageStylesheet: stylesheet });
      } catch (error) {
        next(error);
      }
    });
  }

  // Anything else is not here: the prerendered 404 page in the path's language, a
  // file read, never a render.
  app.use(sendNotFound);

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
    if (clientWentAway(error, req)) {
      // An ordinary event (a closed tab, a lost signal, a body refused as too
      // slow), not a fault: one line, unless the refusal was logged already.
      if (!res.writableEnded) {
        logger.info(
          { event: "request.abandoned", method: req.method, path: req.path },
          "the client closed the connection before the answer",
        );
      }
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) return;
    const serverErrorPage = errorPages.serverError(req.path);
    res.status(500);
    files.sendPage(req, res, serverErrorPage.file, pageHeaders(serverErrorPage), () => {
      res.type("text").send("Internal Server Error");
    });
  };
  app.use(onError);

  return app;
}

/** A prerendered page's own headers: revalidated on each visit, with its own policy. */
function pageHeaders(page: PrerenderedPage): Record<string, string> {
  return { "Cache-Control": "no-cache", [CSP_HEADER]: page.contentSecurityPolicy };
}

/** Whether an error is the request's connection closing under it (Node's "aborted"). */
function clientWentAway(error: unknown, req: Request): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ECONNRESET" || (req.destroyed && !req.complete);
}

/** The 4xx status an error carries (express.static's 416 and 412, body parsers' 413), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}
