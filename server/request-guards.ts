import type { RequestHandler } from "express";
import { sectionLocale } from "../src/route-table";
import { contactPageIn } from "./contact-pages";
import { refusalPage } from "./refusal-page";
import { CSP_HEADER } from "./security-headers";

/** The methods any URL of the site answers; everything else is 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

const BAD_REQUEST_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>This address is not valid. <a href="/">Return to Home</a></p></html>';

/** The one answer to a method the site does not serve, from Express or before it (connection-guards.ts). */
export const METHOD_NOT_ALLOWED_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Method not allowed</title><h1>Method not allowed</h1><p>This address only answers GET, HEAD and POST. <a href="/">Return to Home</a></p></html>';

/**
 * PUT, PATCH, DELETE, TRACE and the like: no route of the site takes them, and
 * a form handler must never read one as a submission.
 */
export const rejectOtherMethods: RequestHandler = (req, res, next) => {
  if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
  res.status(405).set("Allow", ALLOW_HEADER).type("html").send(METHOD_NOT_ALLOWED_PAGE);
};

/** A name or an IP literal, with an optional port: what a Host header may hold (RFC 9110 §7.2). */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;

/** Whether a Host header names a host (and a port in range) that a URL can be made of. */
export function isValidHost(host: string | undefined): boolean {
  const match = host ? HOST.exec(host) : null;
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every answer not sent from a file needs the request's URL, and so its Host. A
 * missing one (HTTP/1.0) or one that is not a host at all is the client's error.
 */
export const rejectMalformedHost: RequestHandler = (req, res, next) => {
  if (isValidHost(req.headers.host)) return next();
  res.status(400).type("html").send(BAD_REQUEST_PAGE);
};

/** A URL that cannot be decoded gets a plain 400, before anything tries to decode it. */
export const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("html").send(BAD_REQUEST_PAGE);
  }
};

/**
 * A POST whose Origin is not a URL ("null" from a sandboxed frame, or garbage)
 * never comes from one of our pages. Refused here with the form's own words,
 * rather than left to fail deeper down as a server error.
 */
export const rejectUnreadableOrigin: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (req.method !== "POST" || origin === undefined || URL.canParse(origin)) return next();
  res.status(403);
  if (req.accepts(["html", "json"]) === "json") res.json({ outcome: "forbidden" });
  else {
    const lang = sectionLocale(req.path);
    const refusal = refusalPage("forbidden", lang, contactPageIn(lang));
    res.set(CSP_HEADER, refusal.contentSecurityPolicy).type("html").send(refusal.html);
  }
};
