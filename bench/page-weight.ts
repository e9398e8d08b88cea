/**
 * The home page on a weak signal, in Chromium through the DevTools protocol: 1.6 Mbps down (200,000 B/s),
 * 750 kbps up (93,750 B/s), 150 ms latency, cache disabled, at 390 x 844 (a phone).
 *
 * Transfer before interaction: a fresh page opens "/" and nobody touches it; every response's bytes on the
 * wire (headers and compressed body, CDP's encodedDataLength) are summed by type until the network has
 * been quiet for 2 s. That includes what the page fetches on its own once idle (the RSVP form's chunk).
 *
 * RSVP form usable: another fresh page opens "/", and a guest in a hurry taps "RSVP Now" as soon as it is
 * painted, and again every 300 ms until the page has moved to the RSVP section (the button the server paints
 * answers once the app has started); then, as soon as the form's first field (Full Name) is on the page and
 * enabled, taps it and types "A". The time counted runs from the start of navigation until the "A" is in
 * the field.
 */
import type { Browser, CDPSession, Page } from "playwright-core";

export const THROTTLE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const QUIET_MS = 2000;
export const TYPES = ["document", "css", "script", "font", "image", "other"] as const;
export type Transfer = Record<(typeof TYPES)[number] | "total", number>;

const typeOf = (cdpType: string | undefined): (typeof TYPES)[number] => {
  switch (cdpType) {
    case "Document":
      return "document";
    case "Stylesheet":
      return "css";
    case "Script":
      return "script";
    case "Font":
      return "font";
    case "Image":
      return "image";
    default:
      return "other";
  }
};

async function throttledPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", THROTTLE);
  return { page, cdp, close: () => context.close() };
}

export async function transferBeforeInteraction(browser: Browser, url: string) {
  const { page, cdp, close } = await throttledPage(browser);
  try {
    const types = new Map<string, (typeof TYPES)[number]>();
    const files: { url: string; type: string; bytes: number }[] = [];
    const urls = new Map<string, string>();
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (e) => {
      inFlight++;
      lastActivity = Date.now();
      urls.set(e.requestId, e.request.url);
      if (e.type) types.set(e.requestId, typeOf(e.type));
    });
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, typeOf(e.type)));
    const done = (requestId: string, bytes: number) => {
      inFlight--;
      lastActivity = Date.now();
      files.push({ url: new URL(urls.get(requestId) ?? "about:blank").pathname, type: types.get(requestId) ?? "other", bytes });
    };
    cdp.on("Network.loadingFinished", (e) => done(e.requestId, e.encodedDataLength));
    cdp.on("Network.loadingFailed", (e) => done(e.requestId, 0));
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    // How soon the page shows itself on this line (the price of anything loaded early).
    const paint = await page.evaluate(() => ({
      firstContentfulPaintMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
      largestContentfulPaintMs: Math.round((window as unknown as { __lcp: number }).__lcp),
    }));
    const transfer = Object.fromEntries([...TYPES, "total"].map((t) => [t, 0])) as Transfer;
    for (const f of files) {
      transfer[f.type as (typeof TYPES)[number]] += f.bytes;
      transfer.total += f.bytes;
    }
    const count = Object.fromEntries(TYPES.map((t) => [t, files.filter((f) => f.type === t).length]));
    return { transfer, count, paint, files: files.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await close();
  }
}

export async function rsvpFormUsable(browser: Browser, url: string) {
  const { page, close } = await throttledPage(browser);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const rsvpNow = page.getByRole("button", { name: "RSVP Now" });
    await rsvpNow.waitFor({ timeout: 60_000 });
    // Read without waiting: the section is the app's, and the guest does not wait for the app before tapping again.
    const inView = () =>
      page
        .evaluate(() => {
          const top = document.getElementById("rsvp-section")?.getBoundingClientRect().top;
          return top !== undefined && top < window.innerHeight / 2;
        })
        .catch(() => false);
    // A thumb on the button where it is painted (no waiting for the page to settle, as Playwright's click would),
    // again every 300 ms; the eyes see the page move at once.
    const movedWithin = async (ms: number) => {
      for (const until = Date.now() + ms; Date.now() < until; await page.waitForTimeout(20)) if (await inView()) return true;
      return false;
    };
    while (!(await inView())) {
      const box = await rsvpNow.boundingBox();
      if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      if (await movedWithin(300)) break;
    }
    const name = page.getByRole("form", { name: "RSVP form" }).getByLabel("Full Name").first();
    await name.pressSequentially("A", { timeout: 60_000 });
    await page.waitForFunction((el) => (el as HTMLInputElement).value === "A", await name.elementHandle(), { polling: 10, timeout: 60_000 });
    return { ms: Date.now() - started };
  } finally {
    await close();
  }
}
