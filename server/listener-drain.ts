import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How long no new connection must arrive before the listener may close. */
const QUIET_MS = 20;
/** The longest a stop waits for the listener to drain: then it closes regardless. */
const MAX_DRAIN_MS = 1_000;
const POLL_MS = 5;

/**
 * Lets a graceful stop close the listening socket without resetting anyone.
 * Closing it resets every connection still in the kernel's accept queue, and
 * closing the server closes each accepted connection that has sent no request
 * yet: under load, both are clients whose posts were on their way (behind a
 * proxy, each a 502). So the stop first lets the queue empty (no connection for
 * QUIET_MS) and the accepted connections' requests arrive, each answered with
 * "Connection: close", within MAX_DRAIN_MS.
 */
export function listenerDrain(server: Server) {
  let lastConnectionAt = 0;
  const awaitingRequest = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now();
    awaitingRequest.add(socket);
    socket.once("close", () => awaitingRequest.delete(socket));
  });
  server.on("request", (req) => awaitingRequest.delete(req.socket));

  return {
    /** Resolves once the listener can close without cutting off a client. */
    drained(): Promise<void> {
      const started = Date.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          const settled = now - lastConnectionAt >= QUIET_MS && awaitingRequest.size === 0;
          if (settled || now - started >= MAX_DRAIN_MS) resolve();
          else setTimeout(check, POLL_MS);
        };
        check();
      });
    },
  };
}
