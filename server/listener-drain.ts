import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * How long after the last answer (or connection) the listener stays open: a
 * client that has just had its answer may send its next post at once (the
 * probe's bursts do), and on a busy machine "at once" is tens of milliseconds.
 */
const QUIET_MS = 100;
/** The longest a stop waits for the listener to drain: then it closes regardless. */
const MAX_DRAIN_MS = 1_000;
const POLL_MS = 5;

/**
 * Lets a graceful stop close the listening socket without resetting anyone.
 * Closing it resets every connection still in the kernel's accept queue, and
 * closing the server closes each accepted connection that has sent no request
 * yet: under load, both are clients whose posts were on their way (behind a
 * proxy, each a 502). So the stop first lets the queue empty and the accepted
 * connections' requests arrive, each answered with "Connection: close": it
 * waits until no request is awaited or being answered and nothing has happened
 * for QUIET_MS, at most MAX_DRAIN_MS. A connection the kernel takes in the very instant of the close
 * is still reset: with one listening socket, no server can close that window,
 * only keep traffic out of it.
 */
export function listenerDrain(server: Server) {
  let lastActivityAt = 0;
  let answering = 0;
  const awaitingRequest = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    lastActivityAt = Date.now();
    awaitingRequest.add(socket);
    socket.once("close", () => awaitingRequest.delete(socket));
  });
  server.on("request", (req, res) => {
    awaitingRequest.delete(req.socket);
    answering += 1;
    res.once("close", () => {
      answering -= 1;
      lastActivityAt = Date.now();
    });
  });

  return {
    /** Resolves once the listener can close without cutting off a client. */
    drained(): Promise<void> {
      const started = Date.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          const settled =
            awaitingRequest.size === 0 && answering === 0 && now - lastActivityAt >= QUIET_MS;
          // In the check phase, straight after a poll that took in what the kernel had queued.
          if (settled || now - started >= MAX_DRAIN_MS) setImmediate(resolve);
          else setTimeout(check, POLL_MS);
        };
        check();
      });
    },
  };
}
