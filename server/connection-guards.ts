/**
 * Guards on the HTTP connection itself, before Express sees a request: what
 * Node's parser refuses (its "clientError"), answered with the site's security
 * headers instead of Node's bare 400, and requests refused before any work is
 * done for their path.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { Logger } from "./logger";
import { plainSecurityHeaders } from "./security-headers";

interface ConnectionGuardOptions {
  logger: Logger;
  /** As the app's security headers: false on staging. */
  allowIndexing: boolean;
}

/** Why Node's parser gave up on a request, as its error codes say, and the answer for each. */
const PARSER_REFUSALS: Readonly<Record<string, { status: number; reason: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "the request's headers are too large." },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: "the chunk extensions are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "the request took too long to arrive." },
};
const UNREADABLE = { status: 400, reason: "the request could not be read as HTTP/1.1." };

/** How many lines of the request's head name this header (`name` in lower case). */
function headerLines(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]?.toLowerCase() === name) count++;
  }
  return count;
}

/**
 * Why a request's body cannot be framed one way only, if it cannot: a proxy in
 * front may have read its end elsewhere than Node did, so that what Node takes
 * for the next request on the connection was part of this one (or the reverse).
 * Node frames a body by the last Transfer-Encoding, and by Transfer-Encoding on
 * HTTP/1.0 too; an HTTP/1.0 proxy, or one that reads the first of two
 * Transfer-Encoding lines, frames it by Content-Length or the connection's end.
 */
export function framingProblem(req: IncomingMessage): string | undefined {
  if (headerLines(req, "content-length") > 1) return "more than one Content-Length";
  const transferEncoding = req.headers["transfer-encoding"];
  if (transferEncoding === undefined) return undefined;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 0) {
    return "Transfer-Encoding on HTTP/1.0";
  }
  // Repeated lines arrive joined ("identity, chunked"): only one plain "chunked" is read.
  if (transferEncoding.trim().toLowerCase() !== "chunked") {
    return "Transfer-Encoding other than chunked";
  }
  if (req.headers["content-length"] !== undefined) {
    return "both Content-Length and Transfer-Encoding";
  }
  return undefined;
}

/**
 * The longest request target (path and query) the site reads: 4 KB. Its longest
 * path is 51 characters (/media/logos/partners/…), and the query strings that
 * reach it are tracking parameters (utm_*, gclid, fbclid) of a few hundred; a
 * longer target is no link of ours, and is refused before any per-path work.
 * Node's own limit, 16 KB for the whole head, would answer 431 far later.
 */
export const MAX_TARGET_LENGTH = 4096;

export function connectionGuards({ logger, allowIndexing }: ConnectionGuardOptions) {
  const securityHeaders = plainSecurityHeaders({ allowIndexing });
  /**
   * How many bytes of each connection were whole answers when its last answer
   * finished: a parser error may be answered only between answers, never in the
   * middle of one (a pipelined request fails while the one before is being sent).
   */
  const answeredBytes = new WeakMap<Duplex, number>();

  /** A whole answer for a raw socket: status line, headers, a short plain-text body. */
  const rawAnswer = (status: number, reason: string, extra: Record<string, string> = {}) => {
    const body = `${STATUS_CODES[status]}: ${reason}\n`;
    const headers = {
      ...securityHeaders,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      ...extra,
      Connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
  };

  /**
   * Connections whose framing is in doubt: nothing more is read from them as a
   * request. Node may already have parsed (and announced) the next request
   * pipelined behind the refused one, before the refusal is sent.
   */
  const untrusted = new WeakSet<Duplex>();

  /** Refuses a request Express never sees: the same headers as a raw answer, logged once. */
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    refusal: { status: number; reason: string; problem: string; close?: boolean },
  ) => {
    const { status, reason, problem, close = false } = refusal;
    logger.warn(
      { event: "request.refused", status, method: req.method, problem },
      "request refused",
    );
    const body = `${STATUS_CODES[status]}: ${reason}\n`;
    res.writeHead(status, {
      ...securityHeaders,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      // Node ends the connection once this answer is sent.
      ...(close ? { Connection: "close" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return {
    /**
     * Called first for every request: notes where each answer on its connection
     * ends, and answers (returning false) a request the app must not see.
     */
    admit(req: IncomingMessage, res: ServerResponse): boolean {
      const socket = req.socket;
      // Never answered: the connection closes after the refusal before it.
      if (untrusted.has(socket)) return false;
      res.once("finish", () => answeredBytes.set(socket, socket.bytesWritten));
      const framing = framingProblem(req);
      if (framing) {
        untrusted.add(socket);
        refuse(req, res, {
          status: 400,
          reason: "the request's length is ambiguous (Transfer-Encoding, Content-Length).",
          problem: framing,
          close: true,
        });
        return false;
      }
      // Node keeps the first Host and drops the others; a proxy may have routed by another.
      if (headerLines(req, "host") > 1) {
        untrusted.add(socket);
        refuse(req, res, {
          status: 400,
          reason: "the request names more than one host.",
          problem: "more than one Host",
          close: true,
        });
        return false;
      }
      const target = req.url ?? "";
      if (target.length > MAX_TARGET_LENGTH) {
        refuse(req, res, {
          status: 414,
          reason: `the address is longer than ${MAX_TARGET_LENGTH} characters.`,
          problem: "target too long",
        });
        return false;
      }
      return true;
    },

    /**
     * Node's parser refused what arrived (a malformed or oversized head, a
     * timeout): the same security headers as any answer, a short body, and the
     * connection closed, since nothing after the error can be framed.
     */
    onClientError(error: Error, socket: Duplex) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (code === "ECONNRESET" || !socket.writable) {
        socket.destroy();
        return;
      }
      const { status, reason } = PARSER_REFUSALS[code] ?? UNREADABLE;
      logger.warn({ event: "request.refused", status, code }, "request refused by the parser");
      const written = (socket as Partial<Socket>).bytesWritten ?? 0;
      const betweenAnswers = written === (answeredBytes.get(socket) ?? 0);
      if (!betweenAnswers) {
        socket.destroy();
        return;
      }
      socket.end(rawAnswer(status, reason), () => socket.destroy());
    },
  };
}
