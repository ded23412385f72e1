import { chromium } from "playwright";
const [path, width, out, action] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto("http://127.0.0.1:3005" + path);
await page.waitForTimeout(500);
if (action === "menu") { await page.getByRole("button", { name: /Menü|Toggle/ }).click(); await page.waitForTimeout(400); }
await page.screenshot({ path: out });
await browser.close();
