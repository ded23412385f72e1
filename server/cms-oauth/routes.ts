import express, { type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { defaultLocale, type Locale, locales } from "../../src/locales";
import type { Logger } from "../logger";
import { CSP_HEADER } from "../security-headers";
import { type HandshakeResult, handshakePage } from "./handshake-page";
import type { SignInStates } from "./sign-in-states";
import { issueState, takeState } from "./state-cookie";
import { exchangeCode, type OAuthApp } from "./token-exchange";

/** Where the CMS's GitHub backend opens its popup (auth_endpoint: admin/oauth/authorize), and where GitHub sends it back. */
export const CMS_OAUTH_PATHS = {
  authorize: "/admin/oauth/authorize",
  callback: "/admin/oauth/callback",
} as const;

/** What the CMS's GitHub backend needs to read and commit the repository's content. */
const SCOPE = "repo";

/** What GitHub sends the popup back with: a code and our state, or an error and our state. */
const callbackQuery = z.object({
  code: z.string().min(1).max(512).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().min(1).max(100).optional(),
});

export interface CmsOAuthOptions extends OAuthApp {
  /** The site's own origin: GitHub sends the popup back to it, and only it hears the outcome. */
  siteOrigin: string;
  /** The sign-ins under way, shared by every instance: each state is taken once. */
  states: SignInStates;
  logger: Logger;
}

/**
 * The sign-in for the CMS at /admin: the OAuth endpoint its GitHub backend
 * needs, GET only, and nothing else of the server.
 */
export function cmsOAuthRoutes({
  siteOrigin,
  states,
  logger,
  ...app
}: CmsOAuthOptions): express.Router {
  const redirectUri = `${siteOrigin}${CMS_OAUTH_PATHS.callback}`;
  const router = express.Router();

  const answer = (req: Request, res: Response, status: number, result: HandshakeResult) => {
    const lang = editorLanguage(req);
    const page = handshakePage(result, lang, siteOrigin);
    res
      .status(status)
      .set(CSP_HEADER, page.contentSecurityPolicy)
      .set("Content-Language", lang)
      .vary("Accept-Language")
      .type("html")
      .send(page.html);
  };

  router
    .route(CMS_OAUTH_PATHS.authorize)
    .all(signInHeaders)
    .get(async (_req, res, next) => {
      const { state, expiresAt } = issueState(res);
      try {
        await states.remember(state, expiresAt);
      } catch (error) {
        return next(error);
      }
      const query = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
      });
      res.redirect(302, `${app.githubUrl}/login/oauth/authorize?${query}`);
    })
    .all(getOnly);

  router
    .route(CMS_OAUTH_PATHS.callback)
    .all(signInHeaders)
    .get(async (req, res, next) => {
      try {
        const query = callbackQuery.safeParse(req.query);
        const { code, state, error } = query.success ? query.data : {};
        if (!takeState(req, res, state)) {
          logger.warn(
            { event: "cms.sign_in.refused", reason: state ? "state_mismatch" : "state_missing" },
            "a CMS sign-in came back without the state this browser was given",
          );
          return answer(req, res, 400, { outcome: "refused" });
        }
        if (!(state && (await states.take(state)))) {
          logger.warn(
            { event: "cms.sign_in.refused", reason: "state_used_or_expired" },
            "a CMS sign-in came back with a state used already, or issued more than 10 minutes ago",
          );
          return answer(req, res, 400, { outcome: "refused" });
        }
        if (error || !code) {
          // access_denied (the editor said no), redirect_uri_mismatch (the OAuth App's callback URL).
          logger.warn(
            { event: "cms.sign_in.denied", error: error ?? "no_code" },
            "GitHub sent the CMS sign-in back without a code",
          );
          return answer(req, res, 403, { outcome: "providerFailed" });
        }
        const exchange = await exchangeCode(app, code, redirectUri);
        if ("failure" in exchange) {
          logger.error(
            { event: "cms.sign_in.failed", ...exchange.failure },
            "GitHub did not trade the CMS sign-in's code for a token",
          );
          return answer(req, res, 502, { outcome: "providerFailed" });
        }
        logger.info({ event: "cms.sign_in" }, "an editor signed in to the CMS");
        answer(req, res, 200, { outcome: "signedIn", token: exchange.token });
      } catch (error) {
        next(error);
      }
    })
    .all(getOnly);

  return router;
}

/**
 * Neither answer may be kept by a cache or named to another site. Both go
 * without Cross-Origin-Opener-Policy: the popup passes through GitHub, and a
 * policy here would cut it from the /admin window that waits for its message.
 */
const signInHeaders: RequestHandler = (_req, res, next) => {
  res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  res.removeHeader("Cross-Origin-Opener-Policy");
  next();
};

const getOnly: RequestHandler = (_req, _res, next) => {
  next(
    Object.assign(new Error("the CMS sign-in takes GET only"), {
      status: 405,
      headers: { Allow: "GET, HEAD" },
    }),
  );
};

/** The locale the editor's browser asks for first, among the site's. */
function editorLanguage(req: Request): Locale {
  const asked = req.acceptsLanguages(...locales.map(({ lang }) => lang));
  return locales.find(({ lang }) => lang === asked)?.code ?? defaultLocale;
}
