import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { listenerDrain } from "./listener-drain";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** One GET on a connection of its own: its status, or the error code that ended it. */
function getOnNewConnection(port: number): Promise<string> {
  return new Promise((resolve) => {
    get({ port, host: "127.0.0.1", path: "/", agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(String(response.statusCode)));
    }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

it("a stop waits for a client that sends its next request just after its answer, then the port refuses", async () => {
  server = createServer((_req, res) => {
    res.setHeader("Connection", "close");
    setTimeout(() => res.end("ok"), 150);
  });
  const drain = listenerDrain(server);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const first = getOnNewConnection(port);
  // The stop begins while the first answer is being prepared, as a SIGTERM would.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const closed = drain.drained().then(() => server?.close());

  expect(await first).toBe("200");
  // A burst client's next post, a moment after its answer.
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(await getOnNewConnection(port)).toBe("200");

  await closed;
  expect(await getOnNewConnection(port)).toBe("ECONNREFUSED");
});
