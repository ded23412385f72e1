// Records the site's clips (videos.yaml, customer-voices.yaml) as walkthroughs of
// the product's screens, in every language: each frame drawn on the stage page
// (src/walkthroughs/WalkthroughStage.astro) by Chromium and encoded by ffmpeg
// (H.264 main, yuv420p BT.709, 25 fps, silent, faststart), with a WebP poster of
// the poster step's end. Files go where each clip's copy names them (src, poster),
// so a language's clips carry its screens' words; the captions are copy, served
// as WebVTT by the site. Needs Debian's ffmpeg and chromium.
//   node --import tsx scripts/media/record-walkthroughs.mjs [--clip welcome] [--locale de]
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { locales } from "../../src/locales.ts";
import { walkthroughs } from "../../src/walkthroughs/walkthroughs.ts";
import { chromeFlags, chromePath } from "../../tests/e2e/support/chrome.ts";

const FPS = 25;
const WIDTH = 1280;
const HEIGHT = 720;
/** The poster as the player shows it before playing: the size it is laid out at. */
const POSTER_WIDTH = 960;
const PORT = 4399;

const { values } = parseArgs({
  options: { clip: { type: "string" }, locale: { type: "string" } },
});

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["pipe", "inherit", "inherit"], ...options });
  const done = new Promise((resolve, reject) => {
    child.on("error", (error) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} is not installed: apt-get install -y ${command}`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
  return { child, done };
}

async function stageServer() {
  const child = spawn("npx", ["astro", "dev", "--port", String(PORT), "--host", "127.0.0.1"], {
    env: { ...process.env, WALKTHROUGH_STAGE: "true", CMS_ADMIN: "false" },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group: npx starts Astro as a child, and both must stop with the recording.
    detached: true,
  });
  for (let waited = 0; waited < 60_000; waited += 500) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).status < 500) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-child.pid);
  throw new Error(`the dev server did not answer on port ${PORT} within 60 s`);
}

function write(stream, chunk) {
  return new Promise((resolve, reject) =>
    stream.write(chunk, (error) => (error ? reject(error) : resolve())),
  );
}

async function record(page, clip, locale) {
  // The stage names what it cannot find (a screen's words the walkthrough points at).
  const failed = page.waitForEvent("pageerror", { timeout: 60_000 }).then((error) => {
    throw new Error(`${clip} (${locale}): ${error.message}`);
  });
  failed.catch(() => {});
  const response = await page.goto(`http://127.0.0.1:${PORT}/_walkthrough/${locale}/${clip}`);
  if (!response?.ok())
    throw new Error(
      `${clip} (${locale}): the stage answered ${response?.status()}: ${await response?.text()}`,
    );
  await Promise.race([
    page.waitForFunction(() => "walkthrough" in window, undefined, { timeout: 30_000 }),
    failed,
  ]);
  await page.evaluate(() => document.fonts.ready);
  const { duration, posterAt, src, poster } = await page.evaluate(() => {
    const { duration, posterAt, src, poster } = window.walkthrough;
    return { duration, posterAt, src, poster };
  });
  const video = `public${src}`;
  const ffmpeg = run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "image2pipe",
    "-framerate",
    String(FPS),
    "-c:v",
    "png",
    "-i",
    "-",
    "-vf",
    "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "31",
    "-profile:v",
    "main",
    "-tune",
    "stillimage",
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-movflags",
    "+faststart",
    "-an",
    video,
  ]);
  const frames = Math.round(duration * FPS);
  // The DevTools protocol's own capture: Playwright's screenshot waits for fonts and
  // animations on every call, which a stage drawn by seek() never has pending.
  const devtools = await page.context().newCDPSession(page);
  const capture = async () =>
    Buffer.from(
      (await devtools.send("Page.captureScreenshot", { format: "png", optimizeForSpeed: true }))
        .data,
      "base64",
    );
  let last = "";
  let shot;
  let taken = 0;
  for (let frame = 0; frame < frames; frame++) {
    const key = await page.evaluate((t) => window.walkthrough.seek(t), frame / FPS);
    if (key !== last || !shot) {
      shot = await capture();
      last = key;
      taken++;
    }
    await write(ffmpeg.child.stdin, shot);
  }
  ffmpeg.child.stdin.end();
  await ffmpeg.done;
  // A poster is the screen as it stands, without the pointer that moves over it.
  await page.evaluate((t) => {
    window.walkthrough.seek(t);
    for (const part of document.querySelectorAll(".stage-pointer, .stage-press, .stage-ring")) {
      part.style.opacity = "0";
    }
  }, posterAt);
  await sharp(await capture())
    .resize({ width: POSTER_WIDTH })
    .webp({ quality: 78, effort: 6 })
    .toFile(`public${poster}`);
  const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;
  console.log(
    `${clip} (${locale}): ${duration} s, ${taken} of ${frames} frames drawn; ${src} ${kb(video)}, ${poster} ${kb(`public${poster}`)}`,
  );
}

const clips = Object.keys(walkthroughs).filter((clip) => !values.clip || clip === values.clip);
const codes = locales
  .map(({ code }) => code)
  .filter((code) => !values.locale || code === values.locale);
if (clips.length === 0 || codes.length === 0) {
  console.error(
    `nothing to record: --clip is one of ${Object.keys(walkthroughs).join(", ")}; --locale one of ${locales.map(({ code }) => code).join(", ")}`,
  );
  process.exit(2);
}

const server = await stageServer();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const locale of codes) {
    for (const clip of clips) await record(page, clip, locale);
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
