import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export type ContentCoding = "br" | "gzip";

/** Ours first when a client accepts both equally: brotli is the smaller. */
const CODINGS: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

interface EncodedFile {
  file: string;
  /** Its own validator: a cache must never take one coding's bytes for another's. */
  etag: string;
}

type Siblings = Partial<Record<ContentCoding, EncodedFile>>;

/** The caching options of express.static and res.sendFile that we use. */
export interface SendOptions {
  maxAge?: number | string;
  immutable?: boolean;
  headers?: Record<string, string>;
}

/**
 * Maps each file under `clientDir` that has a .br or .gz beside it
 * (scripts/precompress.mjs writes them) to those siblings, found once at start-up.
 * Dot files are skipped, as express.static ignores them.
 */
export function findEncodedSiblings(clientDir: string): Map<string, Siblings> {
  const found = new Map<string, Siblings>();
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).filter(
      (entry) => !entry.name.startsWith("."),
    );
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const siblings: Siblings = {};
      for (const { coding, suffix } of CODINGS) {
        if (!names.has(entry.name + suffix)) continue;
        const stat = statSync(full + suffix);
        const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${coding}"`;
        siblings[coding] = { file: full + suffix, etag };
      }
      if (Object.keys(siblings).length > 0) found.set(full, siblings);
    }
  };
  walk(clientDir);
  return found;
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** One member of Accept-Encoding as [coding, weight]; undefined when its weight is malformed. */
function parseMember(member: string): [string, number] | undefined {
  const [name, ...params] = member.split(";").map((part) => part.trim());
  if (!name) return undefined;
  let weight = 1;
  for (const param of params) {
    const [key = "", value = ""] = param.split("=").map((part) => part.trim());
    if (key.toLowerCase() !== "q") continue;
    if (!QVALUE.test(value)) return undefined;
    weight = Number(value);
  }
  return [name.toLowerCase(), weight];
}

/**
 * The coding to send, of those `available`, by the request's Accept-Encoding
 * (RFC 9110 §12.5.3): the highest weight above 0, a tie going to our order
 * (br, then gzip). A coding the header does not name takes the weight of "*",
 * or is refused; a member with a malformed weight is ignored rather than guessed
 * at. No header, or nothing acceptable: undefined, for the plain file.
 */
export function negotiateCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map(
    acceptEncoding
      .split(",")
      .map(parseMember)
      .filter((member) => member !== undefined),
  );
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const { coding } of CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Sends the brotli or gzip sibling of a static file to a client that accepts it,
 * as the file itself with a Content-Encoding: the file's own Content-Type, the
 * caller's caching headers, and `Vary: Accept-Encoding` on every answer for a
 * file that has siblings, encoded or not. The compression middleware leaves an
 * encoded answer alone. An encoded answer ignores Range and is sent whole, which
 * HTTP allows; the plain file still serves ranges.
 */
export function precompressedFiles(clientDir: string) {
  const encodedSiblings = findEncodedSiblings(clientDir);

  /** The sibling to send for `file`, if the client accepts one; sets Vary for a file that has any. */
  function chooseSibling(req: Request, res: Response, file: string) {
    const siblings = encodedSiblings.get(file);
    if (!siblings) return undefined;
    res.vary("Accept-Encoding");
    const available = CODINGS.map(({ coding }) => coding).filter((coding) => siblings[coding]);
    const coding = negotiateCoding(req.get("Accept-Encoding"), available);
    const sibling = coding && siblings[coding];
    return coding && sibling ? { coding, ...sibling } : undefined;
  }

  function sendSibling(
    res: Response,
    file: string,
    sibling: EncodedFile & { coding: ContentCoding },
    options: SendOptions,
    next: NextFunction,
  ) {
    res.type(path.extname(file));
    const headers = { ...options.headers, "Content-Encoding": sibling.coding, ETag: sibling.etag };
    res.sendFile(sibling.file, { ...options, headers, acceptRanges: false }, passErrors(next));
  }

  /** res.sendFile for a file of the client build, encoded when the client accepts it. */
  function sendFile(
    req: Request,
    res: Response,
    file: string,
    options: SendOptions,
    next: NextFunction,
  ) {
    const sibling = chooseSibling(req, res, file);
    if (sibling) sendSibling(res, file, sibling, options, next);
    else res.sendFile(file, options, passErrors(next));
  }

  /**
   * Sends the encoded sibling of a file under `root` (GET and HEAD); the plain
   * file, and anything else, is left to the express.static after it.
   */
  function serveStatic(root: string, options: SendOptions): RequestHandler {
    const base = path.resolve(root) + path.sep;
    return (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const file = fileUnder(base, req.path);
      if (!file) return next();
      const sibling = chooseSibling(req, res, file);
      if (sibling) sendSibling(res, file, sibling, options, next);
      else next();
    };
  }

  return { sendFile, serveStatic };
}

/** The file a URL path names under `base`; undefined for one that leaves it or cannot be decoded. */
function fileUnder(base: string, urlPath: string): string | undefined {
  try {
    const file = path.join(base, decodeURIComponent(urlPath));
    return file.startsWith(base) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A client that goes away mid-answer is no server error (express.static stays quiet too). */
function passErrors(next: NextFunction) {
  return (error?: Error) => {
    if (error && (error as NodeJS.ErrnoException).code !== "ECONNABORTED") next(error);
  };
}
