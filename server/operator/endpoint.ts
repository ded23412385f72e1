import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { OUTBOX_KINDS } from "../mail/outbox-admin";
import {
  EXPORT_COUNT_HEADER,
  type ExportQuery,
  localCommands,
  OPERATOR_HOST,
  OPERATOR_ROUTES,
  type OperatorCommands,
} from "./commands";

/**
 * Equal-length digests, compared in constant time: how long a refusal takes
 * tells a caller nothing about how much of its guess was right.
 */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

class BadQuery extends Error {}

/** ?since=<ISO time>, as the commands send --since. */
function sinceOf(req: Request): Date | undefined {
  const { since } = req.query;
  if (since === undefined) return undefined;
  const date = new Date(String(since));
  if (Number.isNaN(date.getTime())) throw new BadQuery("since must be an ISO date or time");
  return date;
}

/** The export's filters as the command line has them: --format csv|json, --since <ISO time>. */
function exportQuery(req: Request): ExportQuery {
  const { format = "csv" } = req.query;
  if (format !== "csv" && format !== "json") throw new BadQuery("format must be csv or json");
  const since = sinceOf(req);
  return since ? { format, since } : { format };
}

const sendText = (res: Response, text: string) => res.type("text/plain").send(text);

/** The operators' endpoint: GET reads (export, outbox, stats), one POST (retry), all behind the token. */
export function operatorApp(commands: OperatorCommands, token: string, logger: Logger) {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (bearerMatches(req.get("authorization"), token)) return next();
    logger.warn(
      { event: "operator.refused", method: req.method, path: req.path },
      "admin endpoint: a request without the right ADMIN_TOKEN was refused",
    );
    res.status(401).set("WWW-Authenticate", "Bearer");
    sendText(res, "Unauthorized: send Authorization: Bearer <ADMIN_TOKEN>");
  });
  app.get(OPERATOR_ROUTES.export, async (req, res) => {
    const query = exportQuery(req);
    const { text, count } = await commands.exportSubmissions(query);
    // Personal data left the database: who asked is the machine's business, how much is ours.
    logger.info(
      { event: "operator.export", format: query.format, count },
      "submissions exported through the admin endpoint",
    );
    res.set(EXPORT_COUNT_HEADER, String(count)).type(query.format).send(text);
  });
  app.get(OPERATOR_ROUTES.outbox, async (_req, res) => {
    sendText(res, await commands.outboxStatus());
  });
  // The report itself, in JSON: the command formats it, as it does a report it read itself.
  app.get(OPERATOR_ROUTES.stats, async (req, res) => {
    const since = sinceOf(req);
    if (!since) throw new BadQuery("since is needed: an ISO date or time");
    res.json(await commands.visitStats(since));
  });
  app.post(OPERATOR_ROUTES.retry, async (req, res) => {
    const asked = new URL(req.originalUrl, "http://operator").searchParams.getAll("kind");
    const kinds = OUTBOX_KINDS.filter((kind) => asked.includes(kind));
    if (kinds.length !== asked.length) {
      res.status(400);
      sendText(res, `Unknown kind: use ${OUTBOX_KINDS.join(" or ")}`);
      return;
    }
    const report = await commands.outboxRetry(asked.length > 0 ? kinds : undefined);
    logger.info({ event: "operator.retry" }, report);
    sendText(res, report);
  });
  app.use((_req, res) => {
    res.status(404);
    sendText(res, "Not Found");
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (error instanceof BadQuery) {
      res.status(400);
      sendText(res, error.message);
      return;
    }
    logger.error({ err: error, path: req.path }, "admin endpoint: request failed");
    res.status(500);
    sendText(res, `The server could not answer: ${String(error).split("\n")[0]}`);
  };
  app.use(onError);
  return app;
}

export interface OperatorEndpoint {
  port: number;
  /**
   * Stops taking commands: closes at once every connection without an answer
   * under way, and resolves once the answers under way have been sent, so the
   * database closes after them.
   */
  close(): Promise<void>;
  /** Cuts off the answers still under way (a shutdown past its time). */
  closeAllConnections(): void;
}

/**
 * Listens on 127.0.0.1:port for the operator commands, when the operator set a
 * token. A port it cannot take costs the commands their way in, not the site
 * its start: one error line naming ADMIN_PORT, and the site serves on.
 */
export async function startOperatorEndpoint(options: {
  token: string | undefined;
  port: number;
  db: Db;
  logger: Logger;
}): Promise<OperatorEndpoint | undefined> {
  const { token, port, db, logger } = options;
  if (token === undefined) return undefined;
  const server = createServer(operatorApp(localCommands(db), token, logger));
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      logger.error(
        { event: "operator.listen_refused", setting: "ADMIN_PORT", port, error: error.code },
        `the admin endpoint cannot listen on ${OPERATOR_HOST}:${port} (${error.code}): the commands cannot ask this server for its data; set ADMIN_PORT to a free port, the same for the server and the commands`,
      );
      resolve(false);
    });
    server.listen(port, OPERATOR_HOST, () => resolve(true));
  });
  if (!listening) return undefined;
  logger.info(
    { event: "operator.listening", host: OPERATOR_HOST, port },
    `admin endpoint for the operator commands on ${OPERATOR_HOST}:${port}`,
  );
  return {
    port,
    close: closeBetweenAnswers(server),
    closeAllConnections: () => server.closeAllConnections(),
  };
}

/**
 * Node's server.close() ends the connections idle between requests, but not
 * one that has sent nothing yet or half a request: such a connection held a
 * shutdown open until it was killed. The commands send their request in one
 * write, so a connection without a whole request is no command on its way:
 * the close ends it at once, and each connection still being answered right
 * after its answer.
 */
function closeBetweenAnswers(server: Server): () => Promise<void> {
  const connections = new Set<Socket>();
  const answering = new Set<Socket>();
  let closing = false;
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req, res) => {
    answering.add(req.socket);
    res.once("close", () => {
      answering.delete(req.socket);
      if (closing) req.socket.end();
    });
  });
  return () =>
    new Promise((resolve) => {
      closing = true;
      server.close(() => resolve());
      for (const socket of connections) if (!answering.has(socket)) socket.destroy();
    });
}
