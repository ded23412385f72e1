import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import type { Logger } from "./logger";

export type ContentCoding = "br" | "gzip";

/** Ours first when a client accepts both equally: brotli is the smaller. */
const CODINGS: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

/**
 * No file of the build comes near this (the largest script is under 200 KB); one
 * that does is left on disk rather than let a stray file take the process's memory.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** One coding of a file as it is sent: its bytes and its own validators. */
interface Variant {
  bytes: Buffer;
  /** From the bytes: a cache never takes one coding's bytes for another's, and a restart keeps it. */
  etag: string;
  lastModified: string;
}

interface LoadedFile {
  plain: Variant;
  encoded: Partial<Record<ContentCoding, Variant>>;
  codings: readonly ContentCoding[];
}

/** How long a public file may be cached; express.static's maxAge and immutable, in seconds. */
export interface Caching {
  maxAgeSeconds: number;
  immutable?: boolean;
}

function readVariant(file: string): Variant {
  const bytes = readFileSync(file);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { bytes, etag: `"${hash}"`, lastModified: statSync(file).mtime.toUTCString() };
}

/**
 * Reads into memory each file under `clientDir` that has a .br or .gz beside it
 * (scripts/precompress.mjs writes them for the prerendered pages and every text
 * file over 1 KB), with those siblings. Dot files are skipped, as express.static
 * ignores them; a file over MAX_FILE_BYTES is skipped with a warning.
 */
function loadEncodedFiles(clientDir: string, logger: Pick<Logger, "warn">) {
  const loaded = new Map<string, LoadedFile>();
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
      const present = CODINGS.filter(({ suffix }) => names.has(entry.name + suffix));
      if (present.length === 0) continue;
      const bytes = statSync(full).size;
      if (bytes > MAX_FILE_BYTES) {
        logger.warn({ file: path.relative(clientDir, full), bytes }, "too large to hold in memory");
        continue;
      }
      const encoded: LoadedFile["encoded"] = {};
      for (const { coding, suffix } of present) encoded[coding] = readVariant(full + suffix);
      const codings = present.map(({ coding }) => coding);
      loaded.set(full, { plain: readVariant(full), encoded, codings });
    }
  };
  walk(clientDir);
  return loaded;
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

/** The header send (express.static) writes for the same options. */
function cacheControl({ maxAgeSeconds, immutable }: Caching) {
  return `public, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`;
}

/**
 * The files of the client build. Those the build precompressed (prerendered pages,
 * text files over 1 KB) are read once at start-up and answered from memory, by
 * Accept-Encoding: the brotli or gzip copy as the file itself with a
 * Content-Encoding, or the plain file, each with its own ETag and
 * `Vary: Accept-Encoding`: reading the disk anew for each request took about a
 * third of the server's time. An answer from memory ignores Range and is sent whole, which
 * HTTP allows: these are small text files. Everything else (images, video,
 * fonts, small files) is sent from disk by express.static.
 */
export function staticFiles(clientDir: string, logger: Pick<Logger, "info" | "warn">) {
  const loaded = loadEncodedFiles(clientDir, logger);
  const answered = new WeakSet<ServerResponse>();
  const bytes = [...loaded.values()]
    .flatMap(({ plain, encoded }) => [plain, ...Object.values(encoded)])
    .reduce((sum, variant) => sum + variant.bytes.length, 0);
  logger.info({ files: loaded.size, bytes }, "static files held in memory");

  /** Answers GET or HEAD for a file held in memory; false for one that is not. */
  function sendLoaded(req: Request, res: Response, file: string, headers: Record<string, string>) {
    const loadedFile = loaded.get(file);
    if (!loadedFile) return false;
    const coding = negotiateCoding(req.get("Accept-Encoding"), loadedFile.codings);
    const variant = (coding && loadedFile.encoded[coding]) || loadedFile.plain;
    answered.add(res);
    res.vary("Accept-Encoding");
    res.set(headers);
    res.setHeader("ETag", variant.etag);
    res.setHeader("Last-Modified", variant.lastModified);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.type(path.extname(file));
    if (coding) res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", variant.bytes.length);
    res.end(req.method === "HEAD" ? undefined : variant.bytes);
    return true;
  }

  /**
   * A prerendered page with its own headers (Cache-Control, Content-Security-Policy):
   * from memory, or from disk for one the build did not precompress.
   */
  function sendPage(
    req: Request,
    res: Response,
    file: string,
    headers: Record<string, string>,
    next: NextFunction,
  ) {
    if (!sendLoaded(req, res, file, headers)) res.sendFile(file, { headers }, passErrors(next));
  }

  /** The files under `root` (GET and HEAD), from memory or by express.static. */
  function serve(root: string, caching: Caching): RequestHandler[] {
    const base = path.resolve(root) + path.sep;
    const headers = { "Cache-Control": cacheControl(caching) };
    const fromMemory: RequestHandler = (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const file = fileUnder(base, req.path);
      if (!file || !sendLoaded(req, res, file, headers)) next();
    };
    const fromDisk = express.static(root, {
      maxAge: caching.maxAgeSeconds * 1000,
      immutable: caching.immutable ?? false,
      index: false,
      redirect: false,
    });
    return [fromMemory, fromDisk];
  }

  /**
   * For the compression middleware's filter: an answer from memory is sent as it
   * is, as the client accepted it; compressing it again would also give other
   * bytes under the same ETag.
   */
  function sentFromMemory(res: ServerResponse) {
    return answered.has(res);
  }

  return { sendPage, serve, sentFromMemory };
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
