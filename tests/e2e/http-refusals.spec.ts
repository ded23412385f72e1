/**
 * What the production server answers requests it cannot or must not serve, as a
 * probe would send them: each gets a clear 4xx (never a 500 or a reset), changes
 * nothing, and leaves one structured log line, not a stack trace on stderr.
 * Raw sockets where a client library would refuse to send the request at all.
 */
import http from "node:http";
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { contactSubmissions } from "../../server/db/schema";
import { contactBody, freshDataDir, withDatabase } from "./fault-support/faults";
import {
  killLeftoverServers,
  type ProductionServer,
  startProductionServer,
} from "./support/production-server";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** Shorter than the default 30 s, so that a test can wait it out; the head gets a third. */
const REQUEST_TIMEOUT_MS = 6_000;

let server: ProductionServer;
let data: Awaited<ReturnType<typeof freshDataDir>>;

test.beforeAll(async () => {
  data = await freshDataDir();
  server = await startProductionServer(data.dir, {
    LOG_LEVEL: "info",
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
});
test.afterAll(async () => {
  await server?.stop();
  killLeftoverServers();
  data?.remove();
});

interface RawAnswer {
  statusLine: string;
  /** Header names in lower case. */
  headers: Map<string, string>;
  body: string;
}

/** Sends `head` (and `body`) as written on one connection; resolves with the answer's head. */
function rawRequest(port: number, head: string, body = ""): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(`${head}\r\n\r\n${body}`));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("end", () => {
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ statusLine, headers, body: rest.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

/**
 * Writes `bytes` on one connection (without closing our side) and resolves with
 * everything the server sent until it closed the connection, or until 5 s passed.
 */
function rawExchange(port: number, bytes: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, 5_000);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on("error", reject);
  });
}

/** The status lines in what a connection received, in order (a body may end without a line break). */
const statusLines = (text: string) => text.match(/HTTP\/1\.[01] \d{3} [^\r\n]*/g) ?? [];

const rawStatusLine = async (port: number, head: string) =>
  (await rawRequest(port, head)).statusLine;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through node:http, the body streamed in 1 KB chunks (Transfer-Encoding: chunked). */
function chunkedPost(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on("error", reject);
    for (let start = 0; start < body.length; start += 1024) {
      request.write(body.slice(start, start + 1024));
    }
    request.end();
  });
}

test("a Range it cannot satisfy gets 416, a failed If-Match 412", async ({ request }) => {
  const image = `${server.url}/share/home.png`;
  expect((await request.get(image)).status()).toBe(200);
  const beyond = await request.get(image, { headers: { Range: "bytes=999999999-" } });
  expect(beyond.status()).toBe(416);
  expect(beyond.headers()["content-range"]).toMatch(/^bytes \*\/\d+$/);
  expect((await request.get(image, { headers: { Range: "bytes=-0" } })).status()).toBe(416);
  expect((await request.get(image, { headers: { "If-Match": '"nope"' } })).status()).toBe(412);
});

test("a Host that is no host, or none at all, gets 400", async () => {
  for (const host of ["[", "a b", "%", "x:99999"]) {
    for (const target of ["/no-such-page", "/contact"]) {
      const method = target === "/contact" ? "POST" : "GET";
      const head = `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0`;
      expect(await rawStatusLine(server.port, head), `Host: ${host}, ${method} ${target}`).toBe(
        "HTTP/1.1 400 Bad Request",
      );
    }
  }
  expect(await rawStatusLine(server.port, "GET /no-such-page HTTP/1.0")).toBe(
    "HTTP/1.1 400 Bad Request",
  );
});

test("TRACE, PUT, PATCH and DELETE get 405 with Allow", async () => {
  const body = contactBody("not-a-post");
  for (const method of ["TRACE", "PUT", "PATCH", "DELETE"]) {
    for (const target of ["/", "/contact"]) {
      const answer = await rawRequest(
        server.port,
        [
          `${method} ${target} HTTP/1.1`,
          "Host: 127.0.0.1",
          "Connection: close",
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${body.length}`,
        ].join("\r\n"),
        body,
      );
      expect(answer.statusLine, `${method} ${target}`).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    }
  }
});

test("an oversized chunked body gets the 413 answer, as a declared one does", async () => {
  const body = `email=big%40example.com&message=${"x".repeat(70_000)}`;
  const form = { "content-type": "application/x-www-form-urlencoded", origin: server.url };
  const page = await chunkedPost(`${server.url}/contact`, body, form);
  expect(page.status).toBe(413);
  expect(page.body).toContain("Your message is too long to send.");

  const json = await chunkedPost(`${server.url}/contact`, body, {
    ...form,
    accept: "application/json",
  });
  expect(json.status).toBe(413);
  expect(JSON.parse(json.body)).toEqual({ outcome: "tooLarge" });
});

test("every refusal is one JSON log line without a stack, and nothing reaches stderr", async ({
  request,
}) => {
  const before = server.logs.length;
  await request.get(`${server.url}/share/home.png`, { headers: { Range: "bytes=-0" } });
  await request.fetch(`${server.url}/contact`, { method: "PUT", data: "email=a%40b.ch" });
  for (const origin of ["%%%", "null", "ht!tp://x y"]) {
    const refused = await request.post(`${server.url}/contact`, {
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      data: contactBody("garbage-origin"),
    });
    expect(refused.status(), `Origin: ${origin}`).toBe(403);
  }
  expect((await request.post(`${server.url}/platform`, { data: "a=b" })).status()).toBe(405);
  await rawStatusLine(server.port, "GET / HTTP/1.0");
  await rawStatusLine(server.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nA header without a colon");

  await expect.poll(() => server.logs.length).toBeGreaterThan(before);
  expect(server.stderr()).toBe("");
  const lines = server.logs.slice(before);
  expect(
    lines.every((line) => line.level >= 30),
    "every line is pino's JSON",
  ).toBe(true);
  expect(lines.filter((line) => line.level >= 50 || "err" in line)).toEqual([]);
});

/** The headers every answer carries (server/security-headers.ts), compared with a normal answer's. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
];

function expectSameSecurityHeaders(answer: RawAnswer, reference: RawAnswer, what: string) {
  for (const name of SECURITY_HEADERS) {
    expect(reference.headers.get(name), `${name} on the reference answer`).toBeTruthy();
    expect(answer.headers.get(name), `${what}: ${name}`).toBe(reference.headers.get(name));
  }
}

test("what Node's parser refuses gets the security headers, a short answer and a closed connection", async () => {
  const reference = await rawRequest(
    server.port,
    "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close",
  );
  const refusals = {
    "HTTP/1.1 431 Request Header Fields Too Large": `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(20_000)}`,
    "HTTP/1.1 400 Bad Request": "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nA header without a colon",
  };
  for (const [statusLine, head] of Object.entries(refusals)) {
    // rawRequest resolves when the server closes the connection.
    const answer = await rawRequest(server.port, head);
    expect(answer.statusLine).toBe(statusLine);
    expectSameSecurityHeaders(answer, reference, statusLine);
    expect(answer.headers.get("connection")).toBe("close");
    expect(answer.body).toContain(statusLine.slice("HTTP/1.1 123 ".length));
    expect(answer.body.length).toBeLessThan(200);
  }
});

test("an absurdly long address gets 414 before any work for its path; a long real one is served", async () => {
  const reference = await rawRequest(
    server.port,
    "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close",
  );
  // 15,000 slashes and an "x" cost the path normalisation 300 ms of CPU.
  for (const target of [`/${"/".repeat(15_000)}x`, `/${"a".repeat(15_000)}`]) {
    const answer = await rawRequest(
      server.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`,
    );
    expect(answer.statusLine, `${target.slice(0, 3)}… (${target.length})`).toBe(
      "HTTP/1.1 414 URI Too Long",
    );
    expectSameSecurityHeaders(answer, reference, "414");
  }
  const tracked = `/platform?utm_source=newsletter&utm_medium=email&gclid=${"a".repeat(1000)}`;
  expect(
    await rawStatusLine(
      server.port,
      `GET ${tracked} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`,
    ),
  ).toBe("HTTP/1.1 200 OK");
});

test("a request framed two ways gets 400 and a closed connection; the request hidden behind it is never read", async () => {
  const hiddenBody = contactBody("smuggled");
  const hidden = [
    "POST /contact HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/x-www-form-urlencoded",
    "Accept: application/json",
    `Content-Length: ${hiddenBody.length}`,
    "Connection: close",
    "",
    hiddenBody,
  ].join("\r\n");
  const form = "Content-Type: application/x-www-form-urlencoded";
  const carriers = {
    "Transfer-Encoding identity, then chunked": `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n${form}\r\nTransfer-Encoding: identity\r\nTransfer-Encoding: chunked`,
    "Transfer-Encoding on HTTP/1.0": `POST /contact HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n${form}\r\nTransfer-Encoding: chunked`,
    "Transfer-Encoding gzip, chunked": `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n${form}\r\nTransfer-Encoding: gzip, chunked`,
    "Transfer-Encoding and Content-Length": `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n${form}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked`,
  };
  for (const [what, head] of Object.entries(carriers)) {
    const { text, closed } = await rawExchange(server.port, `${head}\r\n\r\n0\r\n\r\n${hidden}`);
    expect(statusLines(text), what).toEqual(["HTTP/1.1 400 Bad Request"]);
    expect(text, what).toMatch(/\r\nConnection: close\r\n/i);
    expect(closed, `${what}: the server closed the connection`).toBe(true);
  }
  // The hidden posts would be stored by now: their answers came before the close.
  expect(server.logs.filter((line) => line.event === "contact.stored")).toEqual([]);
});

test("a request with two Host headers gets 400 and is not stored", async () => {
  const body = contactBody("two-hosts");
  for (const second of ["127.0.0.1", "elsewhere.example"]) {
    const post = await rawRequest(
      server.port,
      [
        "POST /contact HTTP/1.1",
        "Host: 127.0.0.1",
        `Host: ${second}`,
        "Connection: close",
        "Content-Type: application/x-www-form-urlencoded",
        "Accept: application/json",
        `Content-Length: ${body.length}`,
      ].join("\r\n"),
      body,
    );
    expect(post.statusLine, `POST, second Host: ${second}`).toBe("HTTP/1.1 400 Bad Request");
    const page = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: ${second}\r\nConnection: close`;
    expect(await rawStatusLine(server.port, page), `GET, second Host: ${second}`).toBe(
      "HTTP/1.1 400 Bad Request",
    );
  }
  expect(server.logs.filter((line) => line.event === "contact.stored")).toEqual([]);
});

/** The head of a contact post from the site's own page, its body `length` bytes long. */
const contactPostHead = (length: number) =>
  [
    "POST /contact HTTP/1.1",
    "Host: 127.0.0.1",
    `Origin: ${server.url}`,
    "Content-Type: application/x-www-form-urlencoded",
    "Accept: application/json",
    `Content-Length: ${length}`,
  ].join("\r\n");

test("a body sent a byte at a time gets 408 and a closed connection once the request's time is up, and is not stored", async () => {
  const body = contactBody("trickled");
  const before = server.logs.length;
  const started = Date.now();
  const answer = await new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1", () => {
      socket.write(`${contactPostHead(body.length)}\r\n\r\n`);
    });
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && socket.writable) socket.write(body[sent++] ?? "");
    }, 250);
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      // The answer has come: a client stops sending then.
      clearInterval(trickle);
      text += chunk;
    });
    socket.on("close", () => {
      clearInterval(trickle);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearInterval(trickle);
      // A byte already on its way when the server closed draws a reset from it;
      // the answer read before the reset is what counts.
      if (error.code === "ECONNRESET" && text !== "") {
        resolve({ text, closedAfterMs: Date.now() - started });
      } else {
        reject(error);
      }
    });
  });
  expect(statusLines(answer.text)).toEqual(["HTTP/1.1 408 Request Timeout"]);
  expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
  expect(answer.text).toMatch(/\r\ncontent-security-policy: /i);
  // Node looks for late requests once a second; a busy machine may add a little.
  expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 500);
  expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 10_000);
  await expect
    .poll(() => server.logs.slice(before).filter((line) => line.status === 408).length)
    .toBe(1);
  expect(server.logs.slice(before).filter((line) => line.level >= 50 || "err" in line)).toEqual([]);
  expect(server.logs.filter((line) => line.event === "contact.stored")).toEqual([]);
});

test("a client that hangs up halfway through its post is one info line, without a stack", async () => {
  const body = contactBody("hung-up");
  // A closed tab ends the connection (FIN); a lost network or a killed client may reset it (RST).
  const hangUps = {
    "closes the connection": (socket: Socket) => socket.end(),
    "resets the connection": (socket: Socket) => socket.resetAndDestroy(),
  };
  for (const [how, hangUp] of Object.entries(hangUps)) {
    const before = server.logs.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(`${contactPostHead(body.length)}\r\n\r\n${body.slice(0, 20)}`);
        setTimeout(() => hangUp(socket), 300);
      });
      socket.on("close", () => resolve());
      socket.on("error", reject);
    });
    // Well before the request's time is up: the server lets go of the connection at once.
    await expect
      .poll(() => server.logs.slice(before), { timeout: REQUEST_TIMEOUT_MS / 2 })
      .toEqual([
        expect.objectContaining({
          level: 30,
          event: "request.abandoned",
          method: "POST",
          path: "/contact",
        }),
      ]);
    expect(server.stderr(), how).toBe("");
  }
});

test("every method the site does not serve gets the same 405 with Allow, wherever it is caught", async () => {
  const head = (method: string, target = "/") =>
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`;
  // TRACE reaches Express; TRACK and "get" stop in Node's parser; CONNECT is a tunnel.
  const reference = await rawRequest(server.port, head("TRACE"));
  expect(reference.statusLine).toBe("HTTP/1.1 405 Method Not Allowed");
  const others = {
    PROPFIND: head("PROPFIND"),
    SEARCH: head("SEARCH"),
    TRACK: head("TRACK"),
    BREW: head("BREW", "/contact"),
    get: head("get"),
    CONNECT: head("CONNECT", "127.0.0.1:443"),
  };
  for (const [method, request] of Object.entries(others)) {
    const answer = await rawRequest(server.port, request);
    expect(answer.statusLine, method).toBe(reference.statusLine);
    expect(answer.headers.get("allow"), method).toBe("GET, HEAD, POST, OPTIONS");
    expect(answer.body, method).toBe(reference.body);
    expectSameSecurityHeaders(answer, reference, method);
  }
  // Behind a request still being answered (readiness asks the database), on one connection.
  const { text } = await rawExchange(
    server.port,
    `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n${head("TRACK")}\r\n\r\n`,
  );
  expect(statusLines(text)).toEqual(["HTTP/1.1 200 OK", reference.statusLine]);
  // Not a method at all: a TLS handshake sent to the plain port.
  const handshake = await rawRequest(server.port, "\u0016\u0003\u0001\u0002\u0000\u0001 x");
  expect(handshake.statusLine).toBe("HTTP/1.1 400 Bad Request");
  expectSameSecurityHeaders(handshake, reference, "TLS handshake");
});

// Last: the embedded database opens in one process at a time, so the server stops first.
test("none of these requests stored a submission", async () => {
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  const rows = await withDatabase(data.dir, (database) =>
    database.db.select().from(contactSubmissions),
  );
  expect(rows).toEqual([]);
});
