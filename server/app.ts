import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { findPrerenderedPages, normalisePath } from "./prerendered";

export interface AppDeps {
  env: Env;
  logger: Logger;
  build: ServerBuild;
}

const BAD_REQUEST_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>This address is not valid. <a href="/">Return to Home</a></p></html>';

/** A URL that cannot be decoded gets a plain 400, before anything tries to decode it. */
const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("html").send(BAD_REQUEST_PAGE);
  }
};

export function createApp({ env, logger, build }: AppDeps) {
  const clientDir = path.resolve(env.BUILD_DIR, "client");
  const prerendered = findPrerenderedPages(clientDir);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(rejectMalformedUrls);
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  // Hashed file names never change content: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = prerendered.get(normalisePath(decodeURIComponent(req.path)));
    if (!file) return next();
    res.sendFile(file, { headers: { "Cache-Control": "no-cache" } }, (error) => {
      if (error) next(error);
    });
  });

  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.all("/{*path}", createRequestHandler({ build, mode: env.NODE_ENV }));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) return;
    res.status(500).type("text").send("Internal Server Error");
  };
  app.use(onError);

  return app;
}
