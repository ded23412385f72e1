/**
 * The content editor as an editor meets it (issue 39), in a throwaway copy of the
 * project: `npm run dev`'s /admin in Chromium, "Work with Local Repository",
 * then:
 * - /admin loads with nothing in the browser's console;
 * - the German hero title of /platform changed and saved: that one line of
 *   src/content/copy/de/platform.yaml changes, no other file; while it holds a
 *   word the German glossary refuses, the preview names it as the build would,
 *   and a save is refused with the build's line and writes nothing;
 * - an empty required field refused on save, with the message at the field;
 * - a picture path public/ does not have refused on save with the build's line;
 * - a cover smaller than the build takes refused when it is chosen;
 * - a new English post with a cover published;
 * - a build of the copy shows the new title on /de/platform, the English page as
 *   it was, and the new post on /news;
 * - /admin asked nothing of any other site.
 *
 * One thing is not the editor's own: Chromium's folder picker cannot be driven by
 * a test, so the picker hands Sveltia CMS a folder in the browser's private file
 * system holding the copy's src/content (and a .git, which it looks for), and the
 * test writes what the editor saved there back into the copy before it checks
 * and builds. Everything from the CMS's forms to its YAML is the editor's.
 *
 * Run: node tests/cms/editor.mjs   (part of `npm test`; CMS_EDITOR_KEEP=1 keeps the copy)
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { buildPages, copyProject, removeCopy, runIn } from "../support/project-copy.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const GERMAN_TITLE = "AI im Alltag von allen, ab heute";
const POST_TITLE = "Editors now publish from the browser";
const POST_SLUG = "editors-now-publish-from-the-browser";
/** Sveltia wraps names it writes into labels in invisible isolates (U+2068, U+2069). */
const named = (before, name, after = "") =>
  new RegExp(`^${before}[\\s\u2068\u2069]*${name}[\\s\u2068\u2069]*${after}$`);

const problems = [];
const check = (ok, problem) => {
  if (!ok) problems.push(problem);
};

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every file under `folder` of the copy, by its path from the copy's root, as base64. */
function filesUnder(root, folder) {
  return Object.fromEntries(
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(root, full), readFileSync(full).toString("base64")];
      }),
  );
}

async function startDevServer(root, port) {
  // Another server there (a run cut short) would serve its own copy's editor.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`something already answers on port ${port}: stop it, or set CMS_EDITOR_PORT`);
  }
  const server = spawn(
    process.execPath,
    ["node_modules/astro/bin/astro.mjs", "dev", "--port", String(port), "--host", "127.0.0.1"],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  server.stdout.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/admin`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the dev server did not serve /admin within 120 s:\n${output.slice(-3000)}`);
}

/** The browser's private folder the picker hands out, as the test fills and reads it. */
const privateFolder = {
  async fill(page, files) {
    await page.evaluate(async (entries) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("checkout", {
        create: true,
      });
      for (const [file, base64] of Object.entries(entries)) {
        const parts = file.split("/");
        let folder = root;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const handle = await folder.getFileHandle(parts.at(-1), { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    }, files);
  },
  async read(page) {
    return page.evaluate(async () => {
      const files = {};
      async function walk(folder, prefix) {
        for await (const [name, handle] of folder.entries()) {
          if (handle.kind === "directory") await walk(handle, `${prefix}${name}/`);
          // Chromium writes through a swap file beside the file, renamed when done.
          else if (!name.endsWith(".crswap")) {
            const file = await handle.getFile().catch(() => undefined);
            if (!file) continue;
            const bytes = new Uint8Array(await file.arrayBuffer());
            let binary = "";
            for (const byte of bytes) binary += String.fromCharCode(byte);
            files[`${prefix}${name}`] = btoa(binary);
          }
        }
      }
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("checkout"), "");
      return files;
    });
  },
};

/** The private folder once the CMS has written `file` anew (a save), within 20 s. */
async function savedOver(page, before, file) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const now = await privateFolder.read(page);
    if (now[file] !== undefined && now[file] !== before[file]) return now;
    await page.waitForTimeout(250);
  }
  throw new Error(`the save did not write ${file} within 20 s`);
}

/**
 * Save pressed on an entry the build would refuse: the CMS shows `line`, the
 * build's own, and writes nothing. The dialog is closed again.
 */
async function refusedSave(page, line, what) {
  const before = await privateFolder.read(page);
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page
    .getByRole("alertdialog")
    .or(page.getByRole("dialog"))
    .filter({ hasText: "Not saved" });
  const said = await dialog
    .textContent({ timeout: 10_000 })
    .catch((error) => `(no refusal shown: ${error.message.split("\n")[0]})`);
  check(said.includes(line), `${what} was not refused with the build's line "${line}": "${said}"`);
  await page.waitForTimeout(1000);
  const after = await privateFolder.read(page);
  check(JSON.stringify(after) === JSON.stringify(before), `${what}: the refused save wrote files`);
  await dialog.getByRole("button", { name: "OK" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Writes what the editor saved into the copy: new and changed files, and deletions. */
function writeBack(root, before, after) {
  for (const [file, base64] of Object.entries(after)) {
    if (before[file] === base64 || file.startsWith(".git/")) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), Buffer.from(base64, "base64"));
  }
  for (const file of Object.keys(before)) {
    if (!(file in after)) rmSync(path.join(root, file));
  }
}

/** Commits every change in the copy, as the editor would hand it over. */
const commitAll = (root, message) => {
  runIn(root, "git", ["add", "-A"]);
  runIn(root, "git", [
    "-c",
    "user.name=Test",
    "-c",
    "user.email=test@example.com",
    "commit",
    "--quiet",
    "-m",
    message,
  ]);
};

const changedFiles = (root) =>
  runIn(root, "git", ["status", "--porcelain", "--untracked-files=all"])
    .split("\n")
    .filter(Boolean);

const scriptErrors = [];
const consoleErrors = [];
const root = copyProject("cms-editor-");
let devServer;
let browser;
let page;
try {
  writeFileSync(path.join(root, ".gitignore"), "node_modules\nbuild\n.astro\n");
  runIn(root, "git", ["init", "--quiet", "--initial-branch=main"]);
  commitAll(root, "before the editor");

  const coverFolder = path.join(root, "..", `${path.basename(root)}-covers`);
  mkdirSync(coverFolder, { recursive: true });
  const picture = (width, height, file) =>
    sharp({ create: { width, height, channels: 3, background: "#3730a3" } })
      .png()
      .toFile(path.join(coverFolder, file))
      .then(() => path.join(coverFolder, file));
  const smallCover = await picture(800, 450, "too-small.png");
  const cover = await picture(1600, 900, "editors-in-the-browser.png");

  const port = Number(process.env.CMS_EDITOR_PORT) || (await freePort());
  devServer = await startDevServer(root, port);
  const base = `http://127.0.0.1:${port}`;

  browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--headless=new", "--no-sandbox"],
  });
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const elsewhere = [];
  page.on("pageerror", (error) => scriptErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const line = `${message.text()} (${message.location().url})`;
    consoleErrors.push(line);
    if (process.env.CMS_EDITOR_DEBUG) console.log(line);
  });
  page.on("request", (request) => {
    if (!/^(blob:|data:)/.test(request.url()) && new URL(request.url()).origin !== base) {
      elsewhere.push(request.url());
    }
  });
  // The folder picker, which no test can drive, hands out the browser's private folder.
  await page.addInitScript(() => {
    window.showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle("checkout", { create: true });
  });

  await page.goto(`${base}/admin`);
  const content = filesUnder(root, "src/content");
  await privateFolder.fill(page, { ...content, ".git/HEAD": btoa("ref: refs/heads/main\n") });
  const before = await privateFolder.read(page);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  // Loaded, signed in, and past the status check it makes at start.
  await page.waitForURL(/#\/collections\//);
  await page.waitForTimeout(1000);
  check(
    consoleErrors.length === 0,
    `/admin logged errors while it loaded: ${JSON.stringify(consoleErrors)}`,
  );

  // 1. The German hero title of /platform, changed beside the English.
  await page.goto(`${base}/admin#/collections/pages/entries/platform`);
  const preview = page.getByRole("group", { name: named("Preview", "English", "Content") });
  await preview.getByRole("radio", { name: "German" }).click();
  const german = page.getByRole("group", { name: named("Edit", "German", "Content") });
  const germanTitle = german
    .getByRole("group", { name: named("“", "Hero", "” Field") })
    .getByRole("textbox", { name: "Title", exact: true });
  // The preview checks the copy as the build does, as the editor types: a word the glossary
  // refuses. The left pane shows the preview (in its frame) of the language written on the right.
  await germanTitle.fill("Fragen Sie unser Verkaufsteam");
  const glossaryLine =
    'src/content/copy/de/platform.yaml → hero.title: "Verkaufsteam" is not this language\'s word for "sales team": write "Vertrieb" (src/content/copy/de/glossary.yaml)';
  await refusedSave(page, glossaryLine, "a German title with a word the glossary refuses");
  await page
    .getByRole("group", { name: named("Edit", "English", "Content") })
    .getByRole("radio", { name: "Preview" })
    .click();
  const copyCheck = page.frameLocator("iframe").getByRole("region", { name: "Copy check" });
  const checkText = await copyCheck
    .textContent({ timeout: 15_000 })
    .catch((error) => `(no copy check shown: ${error.message.split("\n")[0]})`);
  check(
    checkText.includes(
      'hero.title: "Verkaufsteam" is not this language\'s word for "sales team": write "Vertrieb" (src/content/copy/de/glossary.yaml)',
    ),
    `the preview did not name the ruled-out "Verkaufsteam" in the hero's title: "${checkText}"`,
  );
  await germanTitle.fill(GERMAN_TITLE);
  await copyCheck.waitFor({ state: "detached", timeout: 15_000 }).catch(() => {
    problems.push("the preview's copy check stayed after the title was fixed");
  });
  // Back to the English form on the left, as the editor had it.
  await page
    .getByRole("group", { name: /^Preview/ })
    .getByRole("radio", { name: "English" })
    .click();
  await page.getByRole("button", { name: "Save" }).click();
  const afterTitle = await savedOver(page, before, "src/content/copy/de/platform.yaml");
  writeBack(root, before, afterTitle);
  const titleChange = changedFiles(root);
  check(
    JSON.stringify(titleChange) === JSON.stringify([" M src/content/copy/de/platform.yaml"]),
    `changing the German hero title changed ${JSON.stringify(titleChange)}, not just src/content/copy/de/platform.yaml`,
  );
  const numstat = runIn(root, "git", ["diff", "--numstat"]).trim();
  check(
    numstat === "1\t1\tsrc/content/copy/de/platform.yaml",
    `the save's diff is not one line: ${numstat}`,
  );
  commitAll(root, "German title");

  // 2. An empty required field: refused at the field, nothing written.
  await page.goto(`${base}/admin#/collections/pages/entries/platform`);
  const english = page.getByRole("group", { name: named("Edit", "English", "Content") });
  const englishTitle = english
    .getByRole("group", { name: named("“", "Hero", "” Field") })
    .getByRole("textbox", { name: "Title", exact: true });
  await englishTitle.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  const titleField = english
    .getByRole("group", { name: named("“", "Hero", "” Field") })
    .getByRole("group", { name: named("“", "Title", "” Field") });
  const message = await titleField.textContent();
  check(
    /required/i.test(message),
    `an empty English hero title was not refused at the field: "${message}"`,
  );
  const afterRefusal = await privateFolder.read(page);
  check(
    JSON.stringify(afterRefusal) === JSON.stringify(afterTitle),
    "a save with an empty required field wrote files",
  );

  // 3. A new English post, its cover refused when too small, then published.
  await page.goto(`${base}/admin#/collections/news-en/new`);
  const post = page.getByRole("group", { name: named("Edit", "_default", "Content") });
  const coverField = post.getByRole("group", { name: named("“", "Cover", "” Field") });
  await coverField.locator('input[type="file"][accept]').setInputFiles(smallCover);
  const refusal = await coverField.getByRole("alert").textContent();
  check(
    refusal.includes("800×450"),
    `a too small cover was not refused with its size: "${refusal}"`,
  );
  await coverField.locator('input[type="file"][accept]').setInputFiles(cover);
  await coverField.getByRole("alert").waitFor({ state: "detached" });
  await post.getByRole("textbox", { name: "Title", exact: true }).fill(POST_TITLE);
  await post
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(
      "The marketing team now changes the site's words and publishes news from a browser, with the build's own rules.",
    );
  await post.getByRole("textbox", { name: "Published on" }).fill("2026-11-27");
  await post.getByRole("combobox", { name: "Author" }).click();
  await page.getByRole("option", { name: /Lena Brunner/ }).click();
  await post.getByRole("checkbox", { name: "product" }).check();
  await post
    .getByRole("textbox", { name: "Cover's alt text" })
    .fill("A deep blue field, a placeholder for the post's picture");
  await post
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("From today, an edit is a save in the browser.");
  await page.getByRole("button", { name: "Save" }).click();
  const afterPost = await savedOver(page, afterTitle, `src/content/posts/en/${POST_SLUG}.md`);
  writeBack(root, afterTitle, afterPost);
  const postFiles = changedFiles(root);
  check(
    postFiles.length === 2 &&
      postFiles.includes(`?? src/content/posts/en/${POST_SLUG}.md`) &&
      postFiles.some((line) => /^\?\? src\/content\/posts\/covers\/[\w-]+\.png$/.test(line)),
    `publishing a post wrote ${JSON.stringify(postFiles)}, not the post and its cover`,
  );

  // A picture path public/ does not have: refused with the build's line, nothing written.
  await page.goto(`${base}/admin#/collections/pages/entries/ai-adoption-gap`);
  const gapHero = page
    .getByRole("group", { name: named("Edit", "English", "Content") })
    .getByRole("group", { name: named("“", "Hero", "” Field") });
  const gapPicture = gapHero.getByRole("group", { name: named("“", "Picture", "” Field") });
  await gapPicture.getByRole("button", { name: "Expand" }).click();
  const gapSrc = gapPicture.getByRole("textbox", { name: "Src", exact: true });
  // The form draws a field once it scrolls near the view.
  await gapPicture.hover();
  for (let turn = 0; turn < 20 && (await gapSrc.count()) === 0; turn += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(250);
  }
  await gapSrc.fill("/media/insights/not-there.svg");
  await refusedSave(
    page,
    "src/content/copy/en/ai-adoption-gap.yaml → hero.picture.src: /media/insights/not-there.svg is not in public/; add the file there or name one that is",
    "a picture path public/ does not have",
  );

  check(elsewhere.length === 0, `/admin asked other sites for ${JSON.stringify(elsewhere)}`);
  check(scriptErrors.length === 0, `/admin's scripts failed: ${JSON.stringify(scriptErrors)}`);
  await browser.close();
  browser = undefined;
  devServer.kill();
  devServer = undefined;

  // 4. What the site shows after a build.
  buildPages(root);
  const built = (file) => readFileSync(path.join(root, "build/client", file), "utf8");
  const heading = (html) =>
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
  check(
    heading(built("de/platform/index.html")) === GERMAN_TITLE,
    `/de/platform's h1 is "${heading(built("de/platform/index.html"))}"`,
  );
  const englishHeading = heading(built("platform/index.html"));
  check(
    englishHeading === "Make AI Part of Everyone's Daily Work",
    `/platform's h1 changed: "${englishHeading}"`,
  );
  check(built("news/index.html").includes(POST_TITLE), "/news does not list the new post");
  check(
    heading(built(`news/${POST_SLUG}/index.html`)) === POST_TITLE,
    `/news/${POST_SLUG} has not the post's title`,
  );
  rmSync(coverFolder, { recursive: true, force: true });
} catch (error) {
  for (const problem of [...problems, ...scriptErrors]) console.error(problem);
  // What the editor saw when a step failed.
  await page
    ?.screenshot({
      path: path.join(process.env.CMS_EDITOR_SHOTS ?? "test-results", "cms-editor-failure.png"),
    })
    .catch(() => {});
  throw error;
} finally {
  await browser?.close();
  devServer?.kill();
  removeCopy(root, "CMS_EDITOR_KEEP");
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`content editor: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log("content editor: console, title, refused saves, cover, post and build checked");
