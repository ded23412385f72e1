import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connectionGuards } from "./connection-guards";
import { createLogger } from "./logger";
import { plainSecurityHeaders } from "./security-headers";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A bare server with the guards and the given timeouts; every admitted request gets "ok". */
async function serve(options: { headersTimeout: number; requestTimeout: number }) {
  const guards = connectionGuards({
    logger: createLogger("silent"),
    allowIndexing: true,
    hstsIncludeSubdomains: false,
  });
  server = createServer({ ...options, connectionsCheckingInterval: 50 }, (req, res) => {
    if (guards.admit(req, res)) res.end("ok");
  });
  server.on("clientError", guards.onClientError);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `bytes` and never more; resolves with all the server sent once it closes. */
function sendAndWait(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
  });
}

describe("connectionGuards", () => {
  it("answers a request whose head never ends with 408, the security headers and a close", async () => {
    const port = await serve({ headersTimeout: 200, requestTimeout: 300 });
    const answer = await sendAndWait(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1");
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    for (const [name, value] of Object.entries(
      plainSecurityHeaders({ allowIndexing: true, hstsIncludeSubdomains: false }),
    )) {
      expect(head).toContain(`\r\n${name}: ${value}\r\n`);
    }
    expect(head).toContain("\r\nConnection: close");
    expect(body).toBe("Request Timeout: the request took too long to arrive.\n");
  });
});
