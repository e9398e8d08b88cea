/**
 * The home page on a weak signal, in Chromium through the DevTools protocol: 1.6 Mbps down (200,000 B/s),
 * 750 kbps up (93,750 B/s), 150 ms latency, cache disabled, at 390 x 844 (a phone).
 *
 * Transfer before interaction: a fresh page opens "/" and nobody touches it; every response's bytes on the
 * wire (headers and compressed body, CDP's encodedDataLength) are summed by type until the network has
 * been quiet for 2 s. That includes what the page fetches on its own once idle (the RSVP form's chunk).
 *
 * RSVP form usable: another fresh page opens "/"; from the moment navigation starts, a guest waits for the
 * form's first field (Full Name) to be on the page and enabled, taps it and types "A" (Playwright scrolls it
 * into view first, as a thumb would); the time counted ends when the "A" is in the field.
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
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    const transfer = Object.fromEntries([...TYPES, "total"].map((t) => [t, 0])) as Transfer;
    for (const f of files) {
      transfer[f.type as (typeof TYPES)[number]] += f.bytes;
      transfer.total += f.bytes;
    }
    const count = Object.fromEntries(TYPES.map((t) => [t, files.filter((f) => f.type === t).length]));
    return { transfer, count, files: files.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await close();
  }
}

export async function rsvpFormUsable(browser: Browser, url: string) {
  const { page, close } = await throttledPage(browser);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const name = page.getByRole("form", { name: "RSVP form" }).getByLabel("Full Name").first();
    await name.pressSequentially("A", { timeout: 60_000 });
    await page.waitForFunction((el) => (el as HTMLInputElement).value === "A", await name.elementHandle(), { polling: 10, timeout: 60_000 });
    return { ms: Date.now() - started };
  } finally {
    await close();
  }
}
