/**
 * Guards on the HTTP connection itself, before Express sees a request: what
 * Node's parser refuses (its "clientError"), answered with the site's security
 * headers instead of Node's bare 400, and requests refused before any work is
 * done for their path.
 *
 * A method the site does not serve gets one answer wherever it is caught: 405
 * with Allow and the same page, whether Express sees it (PUT, TRACE, PROPFIND:
 * rejectOtherMethods), Node's parser rejects it (TRACK, lower-case "get": any
 * method token Node does not know) or Node hands it over as a tunnel (CONNECT).
 * What is not a method token at all (a TLS handshake on the plain port) is 400.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "./logger";
import { ALLOW_HEADER, METHOD_NOT_ALLOWED_PAGE } from "./request-guards";
import { plainSecurityHeaders, type SecurityHeaderOptions } from "./security-headers";

/** The logger, and the app's security header options (its refusals carry the same headers). */
interface ConnectionGuardOptions extends SecurityHeaderOptions {
  logger: Logger;
}

/** Why Node's parser gave up on a request, as its error codes say, and the answer for each. */
const PARSER_REFUSALS: Readonly<Record<string, { status: number; reason: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "the request's headers are too large." },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: "the chunk extensions are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "the request took too long to arrive." },
};
const UNREADABLE = { status: 400, reason: "the request could not be read as HTTP/1.1." };

/** A method as RFC 9110 §9.1 spells one: a token (tchar+), of a sane length. */
const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}$/;

/**
 * The method of the request line Node's parser stopped in: from the start of
 * that line up to its first space (the rejected bytes are in the error).
 */
function rejectedMethod(error: Error): string | undefined {
  const { rawPacket, bytesParsed } = error as { rawPacket?: unknown; bytesParsed?: unknown };
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const stop = typeof bytesParsed === "number" ? bytesParsed : 0;
  const lineStart = rawPacket.lastIndexOf(0x0a, stop) + 1;
  const space = rawPacket.indexOf(0x20, lineStart);
  if (space < 0 || space - lineStart > 32) return undefined;
  const method = rawPacket.toString("latin1", lineStart, space);
  return METHOD_TOKEN.test(method) ? method : undefined;
}

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

export function connectionGuards({ logger, ...headerOptions }: ConnectionGuardOptions) {
  const securityHeaders = plainSecurityHeaders(headerOptions);
  /**
   * Answers still to be sent on each connection, and what to send once they
   * are: a parser error is answered after the answers to the requests before
   * it (pipelined on the same connection), never in their place.
   */
  const inFlight = new WeakMap<
    Duplex,
    {
      answers: number;
      afterLast?: () => void;
      /** The connection's latest request: the one whose body may still be arriving. */
      latest?: { req: IncomingMessage; res: ServerResponse };
    }
  >();

  /** A whole answer for a raw socket: status line, headers, a short plain-text body. */
  const rawAnswer = (status: number, reason: string) =>
    rawHead(status, "text/plain; charset=utf-8", `${STATUS_CODES[status]}: ${reason}\n`);

  /** The 405 Express sends for a method the site does not serve, for a raw socket. */
  const methodNotAllowed = () =>
    rawHead(405, "text/html; charset=utf-8", METHOD_NOT_ALLOWED_PAGE, { Allow: ALLOW_HEADER });

  const rawHead = (
    status: number,
    type: string,
    body: string,
    extra: Record<string, string> = {},
  ) => {
    const headers = {
      ...securityHeaders,
      "Cache-Control": "no-store",
      "Content-Type": type,
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
      const state = inFlight.get(socket) ?? { answers: 0 };
      inFlight.set(socket, state);
      state.answers++;
      state.latest = { req, res };
      let sent = false;
      const done = () => {
        if (sent) return;
        sent = true;
        if (--state.answers === 0) state.afterLast?.();
      };
      res.once("finish", done).once("close", done);
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
      const state = inFlight.get(socket);
      const latest = state?.latest;
      const bodyUnderWay = latest !== undefined && !latest.req.complete;
      if (
        code === "ECONNRESET" ||
        !socket.writable ||
        (code === "HPE_INVALID_EOF_STATE" && bodyUnderWay)
      ) {
        // The client hung up: nothing to answer. A body it was still sending
        // ends with the connection, and its handler logs that once.
        socket.destroy();
        return;
      }
      if (code === "ERR_HTTP_REQUEST_TIMEOUT" && latest && bodyUnderWay) {
        // The head arrived but the body is still trickling in: the app is
        // waiting for it, so the answer goes out through its response, in turn
        // after any answer before it, and the connection closes behind it.
        if (latest.res.headersSent) {
          socket.destroy();
          return;
        }
        latest.res.once("finish", () => socket.destroy());
        refuse(latest.req, latest.res, {
          status: 408,
          reason: "the request's body took too long to arrive.",
          problem: "body too slow",
          close: true,
        });
        return;
      }
      const method = code === "HPE_INVALID_METHOD" ? rejectedMethod(error) : undefined;
      const { status, reason } = method
        ? { status: 405, reason: "" }
        : (PARSER_REFUSALS[code] ?? UNREADABLE);
      logger.warn(
        { event: "request.refused", status, code, ...(method ? { method } : {}) },
        "request refused by the parser",
      );
      const answer = method ? methodNotAllowed() : rawAnswer(status, reason);
      const send = () => {
        if (socket.writable) socket.end(answer, () => socket.destroy());
        else socket.destroy();
      };
      if (state && state.answers > 0) state.afterLast = send;
      else send();
    },

    /**
     * CONNECT: Node hands the socket over as a tunnel, and without this closes
     * it unanswered. The site opens no tunnels: the 405 of any other method.
     */
    onConnect(req: IncomingMessage, socket: Duplex) {
      logger.warn({ event: "request.refused", status: 405, method: req.method }, "request refused");
      socket.on("error", () => socket.destroy());
      socket.end(methodNotAllowed(), () => socket.destroy());
    },
  };
}
