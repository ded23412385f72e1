/**
 * Debian's Chromium, shared by Playwright and the budget scripts. Browser
 * downloads are impossible here, so the binary is named, not fetched.
 */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Quiet, deterministic headless Chromium: no GPU, no QUIC, no background traffic. */
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
