import { Readable } from "node:stream";
import type { Request as ExpressRequest } from "express";

/**
 * The Fetch API's view of an Express request, for handlers written against the
 * platform's Request (the contact form handler). The body is streamed, not read,
 * so the handler's own size limit still applies.
 */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host")}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  });
}
