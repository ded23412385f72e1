// Grades the production build with the MDN HTTP Observatory's own scanner, the
// code behind developer.mozilla.org/observatory, and fails below A+.
//
// The scanner wants what production has in front of the server: HTTPS with a
// certificate it trusts, and plain HTTP that redirects there (docs/deploy.md:
// a TLS-terminating reverse proxy). So the server is started as an operator
// runs it, and a stand-in for that proxy answers on one loopback port: TLS
// connections are forwarded to the server, plain HTTP gets a 301 to HTTPS. Its
// certificate is made for this run and trusted only by the scanner's process.
// Everything graded but the redirect (CSP, HSTS, Referrer-Policy, nosniff,
// framing, CORS, CORP, cookies, SRI) comes from our server's own responses.
//
// The scanner is not a dependency: it brings ~130 MB, a Node 22 engine warning
// and install scripts that download lists from outside the npm registry. It is
// installed on first use into node_modules/.cache with its install scripts off.
// Run: BUILD_DIR=build npm run observatory
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, withServer } from "../budgets/lib/server.mjs";
import { printTable } from "../budgets/lib/table.mjs";

const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const scannerHome = path.resolve(
  process.env.OBSERVATORY_DIR ?? "node_modules/.cache/mdn-http-observatory-1.4.8",
);
const scannerPackage = path.join(scannerHome, "node_modules/@mdn/mdn-http-observatory");
const REQUIRED_GRADE = "A+";

function installScanner() {
  if (existsSync(path.join(scannerPackage, "src/scan.js"))) return;
  console.log(`Installing ${SCANNER} into ${scannerHome} (once)…`);
  execFileSync(
    "npm",
    ["install", "--prefix", scannerHome, "--ignore-scripts", "--no-audit", "--no-fund", SCANNER],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

/**
 * The skipped install script would download Chromium's HSTS preload list,
 * which the scanner reads on every scan. A loopback address is on no preload
 * list, so an empty one grades it exactly as the real one would.
 */
function ensurePreloadList() {
  const list = path.join(scannerPackage, "conf/hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}

/** A self-signed certificate for 127.0.0.1, valid for a day. */
function makeCertificate(dir) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  return { key, cert };
}

/**
 * The reverse proxy of production, on one port: a connection that opens with a
 * TLS handshake is forwarded to the server, any other is plain HTTP and is
 * redirected to the same URL over HTTPS.
 */
async function startFrontProxy(backendOrigin, { key, cert }) {
  const backend = new URL(backendOrigin);
  const tlsServer = https.createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      const upstream = http.request(
        {
          host: backend.hostname,
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "x-forwarded-proto": "https" },
        },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  const redirectServer = http.createServer((req, res) => {
    res.writeHead(301, { Location: `https://${req.headers.host}${req.url}` }).end();
  });
  const TLS_HANDSHAKE = 0x16;
  const front = net.createServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? tlsServer : redirectServer).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
    socket.on("error", () => socket.destroy());
  });
  const port = await freePort();
  await new Promise((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => front.close(resolve)),
  };
}

/** Runs the scanner's command (src/scan.js, the CLI without its CA wrapper) and returns its JSON. */
function scan(host, caFile) {
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the proxy answering the scanner lives in this process.
    const child = spawn(process.execPath, [path.join(scannerPackage, "src/scan.js"), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", () => {
      try {
        const result = JSON.parse(output);
        if (result.error) reject(new Error(`The scanner failed: ${result.error}`));
        else resolve(result);
      } catch {
        reject(new Error(`The scanner printed no result:\n${output}`));
      }
    });
  });
}

installScanner();
ensurePreloadList();
const certDir = mkdtempSync(path.join(os.tmpdir(), "observatory-"));
try {
  const certificate = makeCertificate(certDir);
  const result = await withServer(async (origin) => {
    const front = await startFrontProxy(origin, certificate);
    try {
      return await scan(front.host, certificate.cert);
    } finally {
      await front.close();
    }
  });

  const tests = Object.entries(result.tests).sort(([a], [b]) => a.localeCompare(b));
  printTable(
    ["test", "pass", "modifier", "result"],
    tests.map(([name, test]) => [
      name,
      test.pass ? "yes" : "NO",
      test.scoreModifier > 0 ? `+${test.scoreModifier}` : test.scoreModifier,
      test.result,
    ]),
  );
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  console.log(
    `\nMDN HTTP Observatory (${SCANNER}): grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`,
  );
  if (grade !== REQUIRED_GRADE) {
    console.error(`The bar is ${REQUIRED_GRADE}.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(certDir, { recursive: true, force: true });
}
