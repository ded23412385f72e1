import { execFile } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { release, rollback, type Target } from "./release/deploy";
import { listReleases } from "./release/folders";
import { localServer, restartCommand } from "./release/server-control";
import { readServerEnv, readyzUrl } from "./release/server-env";

// Each "build" is a stand-in for build/app/index.js: a real server process that
// says which build it is, keeps a lead in DATA_DIR when it starts, and answers
// /readyz with 200, or with 503 for a build that must be refused.
function stubBuild(dir: string, version: string, ready = true): string {
  const from = path.join(dir, `build-${version}`);
  mkdirSync(path.join(from, "build", "app"), { recursive: true });
  mkdirSync(path.join(from, "drizzle"));
  writeFileSync(path.join(from, "package.json"), '{"private":true}\n');
  writeFileSync(path.join(from, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}\n');
  writeFileSync(
    path.join(from, "build", "app", "index.js"),
    `import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
mkdirSync(process.env.DATA_DIR, { recursive: true });
const leads = process.env.DATA_DIR + "/leads.txt";
appendFileSync(leads, "lead kept by ${version}\\n");
createServer((req, res) => {
  if (req.url === "/readyz") return res.writeHead(${ready ? 200 : 503}).end();
  res.end("${version}; " + readFileSync(leads, "utf8").trim().split("\\n").join(", "));
}).listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
`,
  );
  return from;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dir: string;
let root: string;
let site: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "release-test-"));
  root = path.join(dir, "site");
  mkdirSync(root);
  const port = await freePort();
  writeFileSync(path.join(root, ".env"), `PORT=${port}\nDATA_DIR=${path.join(root, "data")}\n`);
  site = `http://127.0.0.1:${port}/`;
});

afterEach(() => {
  for (const pidFile of ["server.pid", "supervised.pid"]) {
    try {
      process.kill(Number(readFileSync(path.join(root, pidFile), "utf8")), "SIGKILL");
    } catch {
      // No server left running.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

function target(readyTimeoutMs = 10_000): Target {
  const env = readServerEnv(root);
  return {
    root,
    server: localServer(root, env),
    readyzUrl: readyzUrl(env),
    readyTimeoutMs,
    log: () => {},
  };
}

async function served(): Promise<string> {
  return (await fetch(site)).text();
}

const releaseOf = (version: string, ready = true, t = target()) =>
  release(t, { from: stubBuild(dir, version, ready), commit: version, keep: 5 });

describe("a release", () => {
  it("is served once made, and the next one replaces it with the leads kept", async () => {
    await releaseOf("v1");
    expect(await served()).toBe("v1; lead kept by v1");

    const v2 = await releaseOf("v2");
    expect(await served()).toBe("v2; lead kept by v1, lead kept by v2");
    expect(readlinkSync(path.join(root, "current"))).toBe(path.join("releases", v2));
  });

  it("whose /readyz fails is switched back, and the one before keeps serving", async () => {
    const v1 = await releaseOf("v1");

    await expect(releaseOf("broken", false, target(1_500))).rejects.toThrow(
      /broken was not ready \(.*\/readyz did not answer 200.*switched back to .*v1, which serves again/,
    );
    expect(await served()).toMatch(/^v1; /);
    expect(listReleases(root)).toEqual([v1]);
  });

  it("whose restart fails in a way no check foresaw is switched back, and current never names a deleted folder", async () => {
    const v1 = await releaseOf("v1");
    const local = target();
    let restarts = 0;
    const failingOnce = {
      ...local,
      server: {
        ...local.server,
        // The new release's restart throws as a refused signal (EPERM) would; the switch back works.
        restart: () =>
          restarts++ === 0 ? Promise.reject(new Error("kill EPERM")) : local.server.restart(),
      },
    };

    await expect(releaseOf("v2", true, failingOnce)).rejects.toThrow(
      /v2 was not ready \(kill EPERM.*switched back to .*v1, which serves again/,
    );
    expect(readlinkSync(path.join(root, "current"))).toBe(path.join("releases", v1));
    expect(await served()).toMatch(/^v1; /);
    expect(listReleases(root)).toEqual([v1]);
  });
});

describe("a release through a restart command, as with systemd", () => {
  it("is served once the command has restarted the server in current", async () => {
    // What `systemctl restart` does for the unit in docs/deploy.md: stop the
    // server, then start it again in <root>/current with <root>/.env.
    const supervisor = `cd '${root}'
      if [ -f supervised.pid ]; then kill "$(cat supervised.pid)"; while kill -0 "$(cat supervised.pid)" 2>/dev/null; do sleep 0.05; done; fi
      (cd current && set -a && . '${root}/.env' && exec '${process.execPath}' build/app/index.js) >/dev/null 2>&1 &
      echo $! > supervised.pid`;
    const supervised = { ...target(), server: restartCommand(supervisor) };

    await release(supervised, { from: stubBuild(dir, "v1"), commit: "v1", keep: 5 });
    await release(supervised, { from: stubBuild(dir, "v2"), commit: "v2", keep: 5 });
    expect(await served()).toBe("v2; lead kept by v1, lead kept by v2");
  });
});

describe("one release or rollback at a time", () => {
  it("refuses a rollback while a release is under way, and takes over a lock a killed one left", async () => {
    await releaseOf("v1");
    await releaseOf("v2");
    const lock = path.join(root, "release.lock");

    writeFileSync(lock, `${process.pid}\n`);
    await expect(rollback(target())).rejects.toThrow(
      `${lock}: process ${process.pid} is releasing or rolling back`,
    );
    expect(await served()).toMatch(/^v2; /);

    // The id of a process that has ended, as a release killed halfway leaves it.
    const { stdout: gone } = await promisify(execFile)(process.execPath, ["-p", "process.pid"]);
    writeFileSync(lock, gone);
    await rollback(target());
    expect(await served()).toMatch(/^v1; /);
  });

  it("never lists a release that was killed halfway, and the next release clears it away", async () => {
    await releaseOf("v1");
    const leftover = path.join(root, "releases", ".unfinished-29991231T000000.000Z-killed");
    mkdirSync(path.join(leftover, "build"), { recursive: true });

    expect(listReleases(root)).toHaveLength(1);
    await releaseOf("v2");
    expect(readdirSync(path.join(root, "releases"))).toHaveLength(2);
  });
});

describe("npm run release", () => {
  it("refuses to release while DATA_DIR would keep the leads inside a release", async () => {
    writeFileSync(path.join(root, ".env"), "PORT=3000\nDATA_DIR=./data\n");
    const from = stubBuild(dir, "v1");
    const cli = promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/release.ts", "--root", root, "--from", from, "--commit", "v1"],
      { timeout: 20_000 },
    );

    await expect(cli).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /\.env: set DATA_DIR to an absolute folder outside the releases/,
      ),
    });
    expect(listReleases(root)).toEqual([]);
  });
});

describe("npm run release:rollback", () => {
  it("serves the release before the current one again, in one command", async () => {
    // Named against the alphabet: "before" means made earlier, whatever the commit.
    const older = await releaseOf("z-older");
    await releaseOf("a-newer");

    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/release.ts", "rollback", "--root", root],
      { timeout: 20_000 },
    );
    expect(await served()).toMatch(/^z-older; /);
    expect(readlinkSync(path.join(root, "current"))).toBe(path.join("releases", older));
  });
});
