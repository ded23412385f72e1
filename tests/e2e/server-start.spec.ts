/**
 * Starting the production server as operators do: as an unprivileged user on a
 * fresh data folder (the Docker image's `USER node`), and on a database it must
 * not use. Each test runs its own server (node <BUILD_DIR>/app/index.js); no
 * browser is involved.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactSubmissions } from "../../server/db/schema";
import { freePort } from "../../server/test-support/smtp";
import { site } from "../../src/site.config";
import { contactBody, freshDataDir, withDatabase } from "./fault-support/faults";
import {
  killLeftoverServers,
  type LogLine,
  type ProductionServer,
  spawnProductionServer,
  startProductionServer,
  waitFor,
} from "./support/production-server";

test.describe.configure({ mode: "default" });
test.setTimeout(120_000);

const cleanups: (() => unknown)[] = [];
test.afterEach(async () => {
  killLeftoverServers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function submit(server: ProductionServer): Promise<string> {
  const marker = randomUUID();
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: contactBody(marker),
  });
  expect(response.status).toBe(200);
  return marker;
}

const storedMessages = (dataDir: string) =>
  withDatabase(dataDir, (database) =>
    database.db.select({ message: contactSubmissions.message }).from(contactSubmissions),
  );

/**
 * How to run the server as the unprivileged user `nobody`, as the image runs it
 * as `node`. The runner's node may live where only root can reach (~/.cache);
 * the build and its node_modules are readable by all, as in the image.
 */
function asNobody() {
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }));
  const bin = tempDir("node-bin-");
  chmodSync(bin, 0o755);
  const node = path.join(bin, "node");
  copyFileSync(realpathSync(process.execPath), node);
  chmodSync(node, 0o755);
  return { user: { uid: id("-u"), gid: id("-g") }, node };
}

test("a server running as an unprivileged user starts on an empty data folder and stores a message", async () => {
  test.skip(process.getuid?.() !== 0, "starting a process as another user needs root (CI is)");
  const nobody = asNobody();
  const dataDir = tempDir("data-nobody-");
  chownSync(dataDir, nobody.user.uid, nobody.user.gid);

  const server = await startProductionServer(dataDir, {}, nobody);
  const marker = await submit(server);
  expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
  expect(server.stderr()).toBe("");

  const stored = await storedMessages(dataDir);
  expect(stored.filter((row) => row.message.includes(marker))).toHaveLength(1);
});

test("a data folder that lost PG_VERSION stops the server with one line naming it, and its messages stay on disk", async () => {
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  const first = await startProductionServer(data.dir);
  const marker = await submit(first);
  expect(await first.stop("SIGTERM")).toEqual({ code: 0, signal: null });

  const versionFile = path.join(data.dir, "pgdata", "PG_VERSION");
  const version = readFileSync(versionFile);
  unlinkSync(versionFile);
  const refused = await spawnProductionServer(data.dir);
  expect(await refused.exited).toEqual({ code: 1, signal: null });
  expect(refused.stderr()).toBe("");
  const fatal = refused.logs.filter((line) => line.level >= 50);
  expect(fatal).toHaveLength(1);
  expect(fatal[0]).toMatchObject({ event: "database.refused", setting: "DATA_DIR" });
  expect(fatal[0]?.msg).toContain(path.join(data.dir, "pgdata"));
  expect(refused.logs.map((line) => line.msg)).not.toContain("server listening");

  // Nothing was started over: with the file back, the message is there.
  writeFileSync(versionFile, version);
  const stored = await storedMessages(data.dir);
  expect(stored.filter((row) => row.message.includes(marker))).toHaveLength(1);
});

test("a DATABASE_URL that cannot be reached stops the server with one line naming the setting and the host", async () => {
  const port = await freePort(); // nothing listens there
  const server = await spawnProductionServer(tempDir("data-unused-"), {
    DATABASE_URL: `postgres://site:s3cret-word@127.0.0.1:${port}/site`,
  });
  expect(await server.exited).toEqual({ code: 1, signal: null });
  expect(server.stderr()).toBe("");
  const errors = server.logs.filter((line) => line.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ event: "database.refused", setting: "DATABASE_URL" });
  expect(errors[0]?.msg).toContain(`127.0.0.1:${port}`);
  expect(JSON.stringify(server.logs)).not.toContain("s3cret-word");
});

test("behind a proxy on the same machine (TRUST_PROXY=loopback), a client reaching the port directly cannot rotate its way past the rate limit", async () => {
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  test.skip(!external, "the machine has no address but loopback to reach the server from");
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  const server = await startProductionServer(data.dir, {
    HOST: "0.0.0.0",
    TRUST_PROXY: "loopback",
    RATE_LIMIT_MAX: "3",
    // Windows are aligned to the clock: one that does not end during the test.
    RATE_LIMIT_WINDOW_MS: String(3650 * 24 * 3600 * 1000),
  });
  const post = (origin: string, forwardedFor: string) =>
    fetch(`${origin}/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "x-forwarded-for": forwardedFor,
      },
      body: contactBody(randomUUID()),
    }).then((response) => response.status);

  // Straight to the port from the machine's own network address, a new
  // X-Forwarded-For each time: counted as one client.
  const direct: number[] = [];
  for (let i = 1; i <= 5; i++) {
    direct.push(await post(`http://${external}:${server.port}`, `198.51.100.${i}`));
  }
  expect(direct).toEqual([200, 200, 200, 429, 429]);

  // The proxy (loopback) still speaks for its visitors: each is counted on its own.
  const proxied: number[] = [];
  for (let i = 1; i <= 5; i++) proxied.push(await post(server.url, `203.0.113.${i}`));
  expect(proxied).toEqual([200, 200, 200, 200, 200]);
  expect(server.logs.map((line) => line.event)).not.toContain("config.trust_proxy_open");
});

test("TRUST_PROXY=true on a public interface starts with a warning naming the risk", async () => {
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  const server = await startProductionServer(data.dir, { HOST: "0.0.0.0", TRUST_PROXY: "true" });
  expect(server.logs.filter((line) => line.event === "config.trust_proxy_open")).toHaveLength(1);
});

test("started as `node build/app/index.js`, the server is one process with its memory flags, and stops cleanly on SIGTERM", async () => {
  const dataDir = tempDir("plain-start-");
  const server = await startProductionServer(dataDir, {}, { withoutFlags: true });
  // The process the supervisor started is the server itself: no second Node beside it.
  const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0");
  expect(commandLine).toEqual(
    expect.arrayContaining([
      "--liftoff-only",
      "--max-semi-space-size=8",
      "--initial-heap-size=16",
      "--expose-gc",
    ]),
  );
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim();
  expect(children, "child processes of the server").toBe("");
  await submit(server);
  expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
  expect(server.logs.map((line) => line.msg)).toContain("backend stopped");
  expect(server.stderr()).toBe("");
});

test("on a port other than 3000, a build for this machine takes the form from its own pages by either name, and a refusal's log line names the page's origin and the setting", async () => {
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  // As a newcomer starts it: no ALLOWED_ORIGINS, a port of its own.
  const server = await startProductionServer(data.dir, { ALLOWED_ORIGINS: "" });
  expect(server.port).not.toBe(3000);
  const builtFor = server.logs.find((line) => line.event === "contact.origins")?.builtFor;
  expect(builtFor).toBe("http://localhost:3000");
  const post = (origin: string, accept = "application/json") =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept, origin },
      body: contactBody(randomUUID()),
    });

  for (const origin of [`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`]) {
    expect((await post(origin)).status, origin).toBe(200);
  }

  const rebound = `http://rebound.example:${server.port}`;
  const refused = await post(rebound, "text/html");
  expect(refused.status).toBe(403);
  const page = await refused.text();
  expect(page, "the visitor is told another way to reach us").toContain(site.email);
  expect(page, "no reload that cannot help").not.toMatch(/reload/i);
  // The log line travels through a pipe: it may arrive after the response.
  const logged = (entry: LogLine) => entry.reason === "cross-origin";
  expect(await waitFor(() => server.logs.some(logged), 5_000), "the refusal is logged").toBe(true);
  const line = server.logs.find(logged);
  expect(line).toMatchObject({ origin: rebound, builtFor });
  expect(line?.msg).toContain("ALLOWED_ORIGINS");
});

test("PUBLIC_SITE_URL set for the server alone starts with a warning naming the origin the pages were built for", async () => {
  const data = await freshDataDir();
  cleanups.push(() => data.remove());
  const server = await startProductionServer(data.dir, {
    PUBLIC_SITE_URL: "https://www.example.com",
  });
  const warning = server.logs.find((line) => line.event === "config.site_url_not_built");
  expect(warning?.level).toBe(40);
  expect(warning?.msg).toContain("http://localhost:3000");
  expect(warning?.msg).toContain("npm run build");
});

test("a port in use, a HOST that is no address and a data folder in use by another process each stop the server with one line saying what to do, and no stack", async () => {
  const busy = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => busy.once("listening", resolve));
  cleanups.push(() => busy.close());
  const busyPort = String((busy.address() as { port: number }).port);
  const inUse = tempDir("data-in-use-");
  // A live process holds the folder: this test runner.
  writeFileSync(path.join(inUse, "pglite.lock"), String(process.pid));

  const portTaken = await spawnProductionServer(tempDir("data-port-"), { PORT: busyPort });
  const noAddress = await spawnProductionServer(tempDir("data-host-"), { HOST: "not-an-ip" });
  const folderInUse = await spawnProductionServer(inUse);
  for (const server of [portTaken, noAddress, folderInUse]) {
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr() + JSON.stringify(server.logs)).not.toMatch(/\n\s+at | {4}at /);
  }
  const fatal = (server: typeof portTaken) => server.logs.filter((line) => line.level >= 60);
  expect(fatal(portTaken)).toEqual([
    expect.objectContaining({ event: "server.listen_refused", setting: "PORT" }),
  ]);
  expect(fatal(portTaken)[0]?.msg).toContain(`127.0.0.1:${busyPort}`);
  // A setting the server refuses before it starts: one line on stderr.
  expect(noAddress.stderr().trim().split("\n")).toHaveLength(1);
  expect(noAddress.stderr()).toMatch(/HOST: not an IP address/);
  expect(fatal(folderInUse)).toEqual([
    expect.objectContaining({ event: "database.refused", setting: "DATA_DIR" }),
  ]);
  expect(fatal(folderInUse)[0]?.msg).toContain(`in use by process ${process.pid}`);
});

test("a data folder the server's user cannot write stops it with one line naming the folder's owner and the server's user", async () => {
  test.skip(process.getuid?.() !== 0, "starting a process as another user needs root (CI is)");
  const nobody = asNobody();
  // Root's folder, as a volume mounted without the chown the image's user needs.
  const dataDir = tempDir("data-root-");
  chmodSync(dataDir, 0o755);

  const server = await spawnProductionServer(dataDir, {}, nobody);
  expect(await server.exited).toEqual({ code: 1, signal: null });
  expect(server.stderr()).toBe("");
  const fatal = server.logs.filter((line) => line.level >= 60);
  expect(fatal).toEqual([
    expect.objectContaining({ event: "database.refused", setting: "DATA_DIR" }),
  ]);
  expect(fatal[0]?.msg).toContain("user nobody");
  expect(fatal[0]?.msg).toContain("user root");
  expect(fatal[0]?.msg).toContain(`chown -R ${nobody.user.uid} ${dataDir}`);
});

test("with DATABASE_MUST_EXIST=true, a data folder with no database stops the server with one line, and nothing is created", async () => {
  const dataDir = tempDir("data-unmounted-");
  const server = await spawnProductionServer(dataDir, { DATABASE_MUST_EXIST: "true" });
  expect(await server.exited).toEqual({ code: 1, signal: null });
  expect(server.stderr()).toBe("");
  const fatal = server.logs.filter((line) => line.level >= 60);
  expect(fatal).toEqual([
    expect.objectContaining({ event: "database.refused", setting: "DATA_DIR" }),
  ]);
  expect(fatal[0]?.msg).toContain(dataDir);
  expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false);
});
