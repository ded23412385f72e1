// For tests/e2e/server-faults.spec.ts: data directories, the embedded database's state,
// and requests held open mid-way.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../../../server/db/client";
import { silentLogger } from "../../../server/test-support/databases";
import { waitFor } from "../support/production-server";

const newDir = () => mkdtempSync(path.join(os.tmpdir(), "fault-data-"));
let template: Promise<string> | undefined;

/**
 * A data directory as a server leaves it after its first run: migrated and closed
 * cleanly. Creating a database takes seconds, so one is made per worker and copied.
 */
export async function freshDataDir(): Promise<{ dir: string; remove(): void }> {
  template ??= (async () => {
    const dir = newDir();
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    await withDatabase(dir, (database) => database.migrate());
    return dir;
  })();
  const dir = newDir();
  cpSync(await template, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Whether PostgreSQL (PGlite) was shut down cleanly, read from the control file as
 * pg_controldata would: a state other than "shut down" makes the next start run
 * crash recovery. The state is the int32 after the system identifier (8 bytes) and
 * the control and catalog versions (4 each).
 */
export function databaseState(dataDir: string): "shut down" | "in production" | number {
  const state = readFileSync(path.join(dataDir, "pgdata", "global", "pg_control")).readInt32LE(16);
  return state === 1 ? "shut down" : state === 6 ? "in production" : state;
}

/** Leftovers of an embedded database that was not closed: PostgreSQL's and ours. */
export function leftoverLocks(dataDir: string): string[] {
  return [path.join("pgdata", "postmaster.pid"), "pglite.lock"].filter((file) =>
    existsSync(path.join(dataDir, file)),
  );
}

/** Opens the server's stopped data directory in this process, as the operator CLIs do. */
export async function withDatabase<T>(
  dataDir: string,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir, logger: silentLogger });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A contact form post as the page sends it without JavaScript. */
export function contactBody(marker: string): string {
  return new URLSearchParams({
    firstName: "Fault",
    email: "fault@example.com",
    subject: "Fault test",
    message: `Fault test message ${marker}`,
  }).toString();
}

export interface RawResponse {
  status: number;
  headers: Map<string, string>;
}

/**
 * A form POST held open mid-request: the headers ask "Expect: 100-continue", so
 * once the server answers "100 Continue" it has taken the request in and is
 * waiting for the body. finish() sends the body and reads the answer until the
 * server closes the connection.
 */
export async function holdOpenPost(
  port: number,
  target: string,
  body: string,
  accept = "text/html",
) {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const connection = connect(port, "127.0.0.1", () => resolve(connection));
    connection.once("error", reject);
  });
  let received = "";
  const ended = new Promise<void>((resolve, reject) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.once("error", reject);
    socket.once("close", () => resolve());
  });
  ended.catch(() => {}); // reported by finish(), not as an unhandled rejection before it
  socket.write(
    [
      `POST ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Accept: ${accept}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  const accepted = await waitFor(
    () => received.startsWith("HTTP/1.1 100 Continue\r\n\r\n"),
    30_000,
  );
  if (!accepted) throw new Error(`the server did not take the request in: ${received}`);
  return {
    async finish(): Promise<RawResponse> {
      socket.write(body);
      await ended;
      const [head = ""] = received
        .replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "")
        .split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return { status: Number(statusLine.split(" ")[1]), headers };
    },
  };
}
