import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP server received it, headers and decoded parts. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  /** A reply given to every recipient instead of accepting it, e.g. 550 or 451. */
  refusal?: { code: number; message: string };
  /**
   * How long the server waits, once it has a mail's data (and has kept it), before
   * it acknowledges it: a server that scans mail before it says so.
   */
  ackDelayMs?: number;
  /** Whether the server says it takes internationalised mail (SMTPUTF8, RFC 6531); it does by default. */
  smtputf8?: boolean;
}

/** A real SMTP server on loopback that keeps every mail it accepts. */
export async function startSmtpServer(
  port = 0,
  { refusal, ackDelayMs = 0, smtputf8 = true }: SmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    hideSMTPUTF8: !smtputf8,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          ...parseMail(raw),
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        setTimeout(callback, ackDelayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening: SMTP "down". */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

// Just enough MIME for our own mails: one multipart/alternative with text and HTML.
export function parseMail(raw: string): Omit<ReceivedMail, "envelopeTo" | "raw"> {
  const [head = "", body = ""] = splitOnce(raw, /\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const boundary = headers.get("content-type")?.match(/boundary="?([^";]+)"?/)?.[1];
  let text = "";
  let html = "";
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const [partHead = "", partBody = ""] = splitOnce(part.replace(/^\r?\n/, ""), /\r?\n\r?\n/);
      const partHeaders = parseHeaders(partHead);
      const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding"));
      const type = partHeaders.get("content-type") ?? "";
      if (type.startsWith("text/plain")) text = decoded;
      if (type.startsWith("text/html")) html = decoded;
    }
  }
  return { headers, text, html };
}

function splitOnce(value: string, separator: RegExp): [string, string] {
  const match = separator.exec(value);
  if (!match) return [value, ""];
  return [value.slice(0, match.index), value.slice(match.index + match[0].length)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding = "7bit"): string {
  const trimmed = body.replace(/\r?\n$/, "");
  if (encoding.toLowerCase() === "base64") return Buffer.from(trimmed, "base64").toString("utf8");
  if (encoding.toLowerCase() === "quoted-printable") {
    return decodeQuotedPrintable(trimmed.replace(/=\r?\n/g, "")).replace(/\r\n/g, "\n");
  }
  return trimmed.replace(/\r\n/g, "\n");
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A mail server that accepts connections and never answers: a send hangs mid-way. */
export async function startSilentMailServer(port: number) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  let connections = 0;
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
