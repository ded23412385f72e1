import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { makeCertificates } from "./certificates";
import { freePort } from "./smtp";

/**
 * A throwaway PostgreSQL server that takes TLS connections only (pg_hba.conf:
 * `hostssl`, plain `host` rejected), with a certificate for 127.0.0.1 and
 * localhost signed by a CA of its own. Made as .ci/run makes the suite's server:
 * initdb and pg_ctl, as the postgres user when run by root.
 */
export interface TlsPostgres {
  port: number;
  /** The CA that signed the server's certificate: what sslrootcert= names. */
  caFile: string;
  /** Another CA, which signed nothing the server has. */
  otherCaFile: string;
  /** Runs each statement as the superuser over the Unix socket (no TLS needed there). */
  admin(statements: string[], database?: string): Promise<void>;
  stop(): void;
}

const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder, if any. */
function postgresBin(): string | undefined {
  const versions = (() => {
    try {
      return readdirSync(POSTGRES_ROOT);
    } catch {
      return [];
    }
  })();
  const newest = versions.toSorted((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(POSTGRES_ROOT, newest, "bin");
}

/** Whether this machine can start a PostgreSQL for a test, or why not. */
export function tlsPostgresForTests(): { bin: string } | { skip: string } | { fail: string } {
  const bin = postgresBin();
  if (bin) return { bin };
  const reason = `no PostgreSQL server in ${POSTGRES_ROOT} (.ci/run installs Debian's postgresql)`;
  return process.env.CI
    ? { fail: `CI must run the PostgreSQL TLS tests: ${reason}` }
    : { skip: reason };
}

const asRoot = process.getuid?.() === 0;

/** initdb and postgres refuse to run as root: root runs them as the postgres user. */
function runPostgresTool(bin: string, tool: string, args: string[]) {
  const command = path.join(bin, tool);
  if (asRoot)
    execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "ignore" });
  else execFileSync(command, args, { stdio: "ignore" });
}

/** Starts the server; takes a few seconds (initdb). */
export async function startTlsPostgres(bin: string): Promise<TlsPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tls-pg-"));
  const data = path.join(dir, "data");
  const certs = path.join(dir, "certs");
  const socketDir = dir;
  mkdirSync(data);
  mkdirSync(certs);
  const certificates = makeCertificates(certs);
  // The server reads its key only if no one else may; every file is the postgres user's.
  chmodSync(certificates.keyFile, 0o600);
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    const [uid, gid] = [id("-u"), id("-g")];
    for (const file of [dir, data, certs, certificates.keyFile, certificates.certFile]) {
      chownSync(file, uid, gid);
    }
  }
  const port = await freePort();
  runPostgresTool(bin, "initdb", ["-D", data, "-U", "postgres", "-A", "trust"]);
  writeFileSync(
    path.join(data, "pg_hba.conf"),
    [
      "local all all trust",
      "hostssl all all 127.0.0.1/32 scram-sha-256",
      "host all all 127.0.0.1/32 reject",
      "",
    ].join("\n"),
  );
  runPostgresTool(bin, "pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
    "-o",
    [
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c ssl=on`,
      `-c ssl_cert_file=${certificates.certFile} -c ssl_key_file=${certificates.keyFile}`,
    ].join(" "),
  ]);
  return {
    port,
    caFile: certificates.caFile,
    otherCaFile: certificates.otherCaFile,
    async admin(statements, database = "postgres") {
      const client = new pg.Client({ host: socketDir, port, user: "postgres", database });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
    },
    stop() {
      try {
        runPostgresTool(bin, "pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
