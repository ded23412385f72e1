// What every placeholder clip shares (brand-clips.mjs, customer-clips.mjs): the
// frame grid, the loop's motion helpers and the encoding. Frames are SVG drawn in
// design units (640×360) and rendered by resvg; ffmpeg sets the words in Inter
// (the site's font, from @fontsource's woff2 files) and encodes a silent, seamless
// 8 s loop (H.264 main, yuv420p BT.709, faststart) and a WebP poster of frame 0.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

/** Design units: every layout is drawn on 640×360 and scaled to the output size. */
export const UNIT_W = 640;
export const UNIT_H = 360;
export const W = 960;
export const H = 540;
const S = W / UNIT_W;
export const FPS = 24;
const SECONDS = 8;
export const FRAMES = FPS * SECONDS;

const fontDir = "node_modules/@fontsource/inter/files";
const font = (weight) => path.join(fontDir, `inter-latin-${weight}-normal.woff2`);

/** A sine wave that completes `cycles` whole periods per loop, shifted by `phase` (0…1): frame N == frame 0. */
export const wave = (t, cycles = 1, phase = 0) => Math.sin(2 * Math.PI * (cycles * t + phase));

export const r1 = (n) => Math.round(n * 10) / 10;

export const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;

/** An SVG frame of the output's size around a body drawn in design units. */
export const svgFrame = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${UNIT_W} ${UNIT_H}">${body}</svg>`;

/**
 * Inter's latin files have no narrow no-break space (U+202F), which French sets before
 * ? and ! and inside « »: a thin space (U+2009), which they have, is as wide, and a
 * drawtext line never breaks.
 */
const drawable = (words) => words.replaceAll("\u202F", "\u2009");

/** One line of words as an ffmpeg drawtext filter (design units; `center` centres it on x, y). */
function text(dir, n, words, { x, y, size, weight, color, center = false }) {
  const file = path.join(dir, `text-${n}.txt`);
  writeFileSync(file, drawable(words));
  const fx = center ? `${r1(x * S)}-text_w/2` : `${r1(x * S)}`;
  const fy = center ? `${r1(y * S)}-text_h/2` : `${r1(y * S)}-ascent`;
  return `drawtext=fontfile=${font(weight)}:textfile=${file}:fontsize=${r1(size * S)}:fontcolor=${color}:x=${fx}:y=${fy}`;
}

function run(cmd, args) {
  const child = spawn(cmd, args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`)),
    );
  });
  return { stdin: child.stdin, done };
}

const write = (stream, chunk) =>
  new Promise((resolve, reject) => {
    stream.write(chunk, (error) => (error ? reject(error) : resolve()));
  });

/**
 * Encodes one clip and its poster. `frame(t)` draws the SVG at t in [0, 1); frames
 * are opaque, so resvg's RGBA goes to ffmpeg as is. `words` are the drawtext lines.
 */
export async function encodeClip({ video, poster, frame, words, crf = 33 }) {
  const dir = mkdtempSync(path.join(tmpdir(), "clip-"));
  try {
    const filters = words.map((w, n) => text(dir, n, w.words, w)).join(",");
    const graph = `[0:v]${filters},split[v][p];[v]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[out]`;
    const ffmpeg = run("ffmpeg", [
      ...["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba"],
      ...["-s", `${W}x${H}`, "-r", String(FPS), "-i", "pipe:0", "-filter_complex", graph],
      ...["-map", "[out]", "-c:v", "libx264", "-profile:v", "main", "-preset", "veryslow"],
      ...["-tune", "animation", "-crf", String(crf), "-g", String(FRAMES)],
      ...["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"],
      ...["-movflags", "+faststart", "-an", video],
      ...["-map", "[p]", "-frames:v", "1", "-c:v", "libwebp", "-quality", "72"],
      ...["-compression_level", "6", poster],
    ]);
    // Render a few frames at a time; hand them to ffmpeg in order.
    const batch = 8;
    for (let i = 0; i < FRAMES; i += batch) {
      const frames = Array.from(
        { length: Math.min(batch, FRAMES - i) },
        (_, k) => new Resvg(frame((i + k) / FRAMES)).render().pixels,
      );
      for (const pixels of frames) await write(ffmpeg.stdin, pixels);
    }
    ffmpeg.stdin.end();
    await ffmpeg.done;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const file of [video, poster]) {
    console.log(`${path.relative(".", file)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
}
