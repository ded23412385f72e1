// usage: node shoot.mjs url width out [maxHeight]
import { chromium } from "@playwright/test";
import sharp from "sharp";
const [url, width, out, max = "2400", full = "1"] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto(url, { waitUntil: "networkidle" });
await p.evaluate(() => { document.documentElement.dataset.fullLayout = ""; });
await p.evaluate(() => document.fonts.ready);
await p.waitForTimeout(300);
const buf = await p.screenshot({ fullPage: full === "1" });
const meta = await sharp(buf).metadata();
const pieces = Math.ceil(meta.height / Number(max));
for (let i = 0; i < pieces; i++) {
  const top = i * Number(max);
  const h = Math.min(Number(max), meta.height - top);
  await sharp(buf).extract({ left: 0, top, width: meta.width, height: h }).toFile(out.replace(".png", `-${i}.png`));
}
console.log(out, meta.width, meta.height, pieces);
await b.close();
