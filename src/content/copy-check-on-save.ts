/**
 * `npm run dev` checks the copy as the build does each time an editor saves a copy
 * file, a legal text or a post: the same lines (scripts/copy-check.ts), in the dev
 * server's terminal, instead of a stack from the page that breaks or, for a picture
 * lower on a page, nothing at all. It says a list once, and says when it is clear.
 */
import type { AstroIntegration } from "astro";

type CopyCheck = typeof import("../../scripts/copy-check");

/** What the integration needs of Vite's dev server: its root, its file watcher and its module loader. */
export interface CheckedServer {
  config: { root: string };
  watcher: { on(event: "all", listener: (event: string, file: string) => void): unknown };
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}

export interface CheckLogger {
  info(message: string): void;
  error(message: string): void;
}

const watched = /[/\\]src[/\\]content[/\\](?:copy|legal|posts)[/\\]/;

/** Checks the copy a moment after each save under src/content (several saves at once: one check). */
export function checkOnSave(server: CheckedServer, logger: CheckLogger, delayMs = 300): void {
  let said = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    try {
      const { allProblems } = (await server.ssrLoadModule("/scripts/copy-check.ts")) as CopyCheck;
      const { problems } = await allProblems(server.config.root);
      const now = problems.join("\n");
      if (now === said) return;
      said = now;
      if (problems.length === 0) return logger.info("copy: no problems left");
      for (const problem of problems) logger.error(problem);
      logger.error(`copy: ${problems.length} problem(s); the build stops until they are fixed.`);
    } catch (error) {
      logger.error(`copy check: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  server.watcher.on("all", (_event, file) => {
    if (!watched.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(check, delayMs);
  });
}

export function copyCheckOnSave(): AstroIntegration {
  return {
    name: "copy-check-on-save",
    hooks: {
      "astro:server:setup": ({ server, logger }) => {
        checkOnSave(server, logger);
      },
    },
  };
}
