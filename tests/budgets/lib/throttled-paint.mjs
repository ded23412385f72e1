// A page's first and largest paint as Lighthouse's DevTools throttling shows them
// (ADR 0041): Lighthouse's phone, user agent and slow-4G settings, applied by
// Chromium itself, in a fresh browser context (its own cache and connections).
// Lighthouse's runner would read the same figures, but a run of it costs 6–7 s
// here (a new browser, a CPU benchmark, a wait for a quiet network that the logo
// marquee never gives); a context in a running browser costs the load.
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from "lighthouse/core/config/constants.js";

const SLOW_4G = throttling.mobileSlow4G;
const PHONE = screenEmulationMetrics.mobile;
/** After the load event: a paint the load did not wait for (a lazy picture near the top) still counts. */
const SETTLE_MS = 300;

/**
 * Reads the page's paints: FCP, and the last LCP candidate with what it
 * painted (tag, and the start of its text or alt), for a reader who has to act on it.
 */
function readPaints() {
  const entries = (type) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries());
      });
      observer.observe({ type, buffered: true });
      // A page that painted nothing of that kind answers with no entries.
      setTimeout(() => resolve([]), 1_000);
    });
  return Promise.all([entries("paint"), entries("largest-contentful-paint")]).then(
    ([paints, largest]) => {
      const fcp = paints.find((entry) => entry.name === "first-contentful-paint");
      const lcp = largest.at(-1);
      const element = lcp?.element;
      const label = element
        ? `<${element.tagName.toLowerCase()}> "${(element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? element.getAttribute("title") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`
        : "an element no longer in the page";
      return { fcpMs: fcp?.startTime ?? Number.NaN, lcpMs: lcp?.startTime ?? Number.NaN, label };
    },
  );
}

/** FCP and LCP of `url` in ms from navigation start, and what the largest paint was. */
export async function throttledPaints(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.enable");
    // DevTools takes throughput in bytes a second (Lighthouse's emulation.js does the same).
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
    });
    await session.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdownMultiplier });
    const response = await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(SETTLE_MS);
    const paints = await page.evaluate(readPaints);
    if (!Number.isFinite(paints.lcpMs)) throw new Error(`${url} reported no largest paint`);
    return {
      fcpMs: Math.round(paints.fcpMs),
      lcpMs: Math.round(paints.lcpMs),
      label: paints.label,
    };
  } finally {
    await context.close();
  }
}
