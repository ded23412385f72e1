// @vitest-environment node
// The copy check reads files and pictures with Node's own modules and sharp.
import { EventEmitter } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { checkOnSave } from "./copy-check-on-save";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "copy-on-save-"));
  for (const folder of ["copy", "legal", "posts"]) {
    cpSync(`src/content/${folder}`, path.join(root, "src/content", folder), { recursive: true });
  }
  symlinkSync(path.resolve("public"), path.join(root, "public"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function devServer() {
  const watcher = new EventEmitter();
  const logger = { info: vi.fn<(line: string) => void>(), error: vi.fn<(line: string) => void>() };
  const server = {
    config: { root },
    watcher,
    ssrLoadModule: () => import("../../scripts/copy-check"),
  };
  checkOnSave(server, logger, 5);
  const save = (name: string, change: (source: string) => string) => {
    const file = path.join(root, "src/content/copy", name);
    writeFileSync(file, change(readFileSync(file, "utf8")));
    watcher.emit("all", "change", file);
  };
  return { logger, save };
}

// Two whole checks of the copy: seconds on a busy machine.
it("says on save, in the build's words and one line each, what the build would stop on, and then that it is clear", {
  timeout: 30_000,
}, async () => {
  const { logger, save } = devServer();
  save("de/why-ai-important.yaml", (source) =>
    source.replace("/media/insights/why-ai-important.svg", "/media/insights/warum.svg"),
  );
  await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2), { timeout: 10_000 });
  expect(logger.error.mock.calls.map(([line]) => line)).toEqual([
    "src/content/copy/de/why-ai-important.yaml → hero.picture.src: /media/insights/warum.svg is not in public/; add the file there or name one that is",
    "copy: 1 problem(s); the build stops until they are fixed.",
  ]);

  save("de/why-ai-important.yaml", (source) =>
    source.replace("/media/insights/warum.svg", "/media/insights/why-ai-important.svg"),
  );
  await vi.waitFor(() => expect(logger.info).toHaveBeenCalledWith("copy: no problems left"), {
    timeout: 10_000,
  });
});
