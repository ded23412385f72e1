import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type ActionFunctionArgs,
  type EntryContext,
  type LoaderFunctionArgs,
  ServerRouter,
} from "react-router";
import { contentSecurityPolicy, inlineHashes } from "~/lib/csp.server";

export const streamTimeout = 5_000;

/**
 * Errors React Router catches go to the server's structured log, not to stderr
 * (its default); a request the client gave up on is nobody's error.
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return;
  context.reportError(error, request);
}

/**
 * Renders the whole document before sending it. Every page is prerendered, so
 * this runs only for the few server-rendered answers (404, the contact result
 * without JavaScript) and for prerendering itself: waiting for all of it costs
 * nothing, and lets the Content-Security-Policy carry the hash of every inline
 * script the document holds.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("error", reject);
    body.on("end", () => {
      clearTimeout(timeout);
      const html = Buffer.concat(chunks).toString("utf8");
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(html)));
      resolve(new Response(html, { status, headers: responseHeaders }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // React Router logs errors in the shell itself; these came after it.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Give up on boundaries still pending, so the document still ends.
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
