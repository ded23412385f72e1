// Post-build step: a brotli (.br) and a gzip (.gz) copy beside every compressible
// file of the client build.
//
// The files never change after the build, yet compressing them on every request
// was most of the server's work under load. Compressed once here, at the highest
// levels, they are sent as they are (server/static-files.ts holds them in memory).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Text formats only: images, video and fonts are compressed formats already. */
export const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".map",
]);

/** Below this the few bytes saved are not worth a second file (the compression middleware's threshold too). */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const ENCODINGS = [
  {
    suffix: ".br",
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: ".gz", compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

async function* compressibleFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

/**
 * Writes each encoding of `file` that is smaller than the file; removes one left
 * from an earlier run that is not, so a sibling never holds other content.
 * Returns the bytes of the file and of each sibling written.
 */
async function precompressFile(file) {
  const data = await readFile(file);
  const sizes = { original: data.length };
  for (const { suffix, compress } of ENCODINGS) {
    const encoded = data.length >= MIN_BYTES ? await compress(data) : undefined;
    if (encoded && encoded.length < data.length) {
      await writeFile(file + suffix, encoded);
      sizes[suffix] = encoded.length;
    } else {
      await rm(file + suffix, { force: true });
    }
  }
  return sizes;
}

/** Precompresses every compressible file under `dir`, in parallel on zlib's thread pool. */
export async function precompress(dir) {
  const files = [];
  for await (const file of compressibleFiles(dir)) files.push(file);
  return Promise.all(files.map(precompressFile));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const results = await precompress(clientDir);
  const encoded = results.filter((sizes) => sizes[".br"] || sizes[".gz"]);
  const kb = (key) => Math.round(encoded.reduce((sum, sizes) => sum + (sizes[key] ?? 0), 0) / 1024);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `precompress: ${encoded.length} of ${results.length} text files, ${kb("original")} KB → .br ${kb(".br")} KB, .gz ${kb(".gz")} KB in ${seconds} s`,
  );
}
