import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

export interface TestCertificates {
  /** The CA that signed the server's certificate. */
  caFile: string;
  /** Another CA, which signed nothing here: a server's certificate seen by a client that trusts only this. */
  otherCaFile: string;
  /** The server's key and certificate, for 127.0.0.1 and localhost. */
  keyFile: string;
  certFile: string;
}

function openssl(args: string[], cwd: string) {
  execFileSync("openssl", args, { cwd, stdio: "ignore" });
}

// biome-ignore format: openssl's options read best as they are typed
const EC_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/** A CA of its own and a server certificate it signed, in `dir` (EC keys: made in milliseconds). */
export function makeCertificates(dir: string): TestCertificates {
  for (const name of ["ca", "other-ca"]) {
    openssl(
      [
        "req",
        "-x509",
        ...EC_KEY,
        "-keyout",
        `${name}.key`,
        "-out",
        `${name}.pem`,
        "-days",
        "2",
        "-subj",
        `/CN=${name}`,
      ],
      dir,
    );
  }
  openssl(
    ["req", ...EC_KEY, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"],
    dir,
  );
  writeFileSync(path.join(dir, "san.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n");
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      "server.pem",
      "-days",
      "2",
      "-extfile",
      "san.ext",
    ],
    dir,
  );
  return {
    caFile: path.join(dir, "ca.pem"),
    otherCaFile: path.join(dir, "other-ca.pem"),
    keyFile: path.join(dir, "server.key"),
    certFile: path.join(dir, "server.pem"),
  };
}
