/**
 * The guest pages in Chromium through the DevTools protocol, at 390 x 844 (a phone), cache disabled, on a
 * weak signal: 1.6 Mbps down (200,000 B/s), 750 kbps up (93,750 B/s), 150 ms latency; or 2G (250 kbps down,
 * 50 kbps up, 300 ms latency).
 *
 * Transfer before interaction: a fresh page opens "/" and nobody touches it; every response's bytes on the
 * wire (headers and compressed body, CDP's encodedDataLength) are summed by type until the network has
 * been quiet for 2 s. LCP is the last largest-contentful-paint entry by then (nobody touched the page).
 *
 * Form accepts typing: a fresh page opens "/" and, with no tap on anything, tries every 25 ms to put the
 * caret in the reply form's Full Name and type "A" (focus from script, then a real key press through the
 * browser). The time is the typed key's input event, from the start of navigation; the "A" must still be
 * in Full Name once the app has hydrated the field and the network is quiet, else the time is that of a
 * second "A" typed after hydration (and the loss is reported). The bench counts the later of that and the
 * first contentful paint: a key can land in a field parsed but not yet painted, which no guest can see.
 *
 * INP of a tap on "Yes": with the CPU slowed 4x (Emulation.setCPUThrottlingRate), once the page is hydrated
 * and quiet, a touch tap on the "Joyfully accepts" card; the figure is the longest Event Timing duration
 * among that tap's events ('event' entries with durationThreshold 16, and the 'first-input' entry, which
 * is always recorded).
 */
import type { Browser, CDPSession, Page } from "playwright-core";

export const THROTTLE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
export const THROTTLE_2G = { offline: false, latency: 300, downloadThroughput: 31_250, uploadThroughput: 6_250 };
export type Throttle = typeof THROTTLE;
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

async function throttledPage(
  browser: Browser,
  throttle: Throttle | null = THROTTLE,
  cpuRate = 1,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle) await cdp.send("Network.emulateNetworkConditions", throttle);
  if (cpuRate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
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

/** Requests in flight on a page; `quiet()` resolves once none has started or ended for `ms`. */
function networkWatch(cdp: CDPSession) {
  let inFlight = 0;
  let last = Date.now();
  cdp.on("Network.requestWillBeSent", () => (inFlight++, (last = Date.now())));
  const end = () => (inFlight--, (last = Date.now()));
  cdp.on("Network.loadingFinished", end);
  cdp.on("Network.loadingFailed", end);
  return {
    quiet: async (page: Page, ms = 1000, timeoutMs = 90_000) => {
      for (const until = Date.now() + timeoutMs; inFlight > 0 || Date.now() - last < ms; await page.waitForTimeout(50))
        if (Date.now() > until) throw new Error(`the network was not quiet within ${timeoutMs} ms`);
    },
  };
}

/** The reply form's Full Name as the server draws it (the form that posts). */
const FULL_NAME = 'form[data-reply-form] input[name="primaryGuestName"]';
/** React has taken the element over (hydrated): it hangs its fiber on the DOM node. */
const hydratedIn = (selector: string) => (page: Page) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((k) => k.startsWith("__reactFiber")));
  }, selector);

export interface TypingResult {
  /** Navigation start to the typed "A" landing in Full Name, the one that stayed. */
  ms: number;
  /** The first "A" typed before hydration was gone afterwards (the time is then a second try's). */
  lostAtHydration: boolean;
  /** Navigation start to Full Name being in the page at all (the first poll that found it). */
  fieldSeenMs: number;
  /** The page's last byte arrived, and its first paint (both from navigation start). */
  htmlInMs: number;
  firstPaintMs: number;
}

/** See the file's comment: how soon a guest who touches nothing else can type into Full Name. */
export async function formAcceptsTyping(browser: Browser, url: string, throttle: Throttle): Promise<TypingResult> {
  const { page, cdp, close } = await throttledPage(browser, throttle);
  try {
    const net = networkWatch(cdp);
    await page.addInitScript((sel) => {
      const w = window as unknown as { __typed: { t: number; v: string }[] };
      w.__typed = [];
      document.addEventListener(
        "input",
        (e) => {
          const t = e.target as HTMLInputElement;
          if (t.matches?.(sel)) w.__typed.push({ t: performance.now(), v: t.value });
        },
        true,
      );
    }, FULL_NAME);
    await page.goto(url, { waitUntil: "commit", timeout: 90_000 });
    // Each poll: is Full Name there and empty? Put the caret in it. Then a key through the browser, as a thumb would.
    const focusEmpty = () =>
      page
        .evaluate((sel) => {
          const f = document.querySelector<HTMLInputElement>(sel);
          if (!f || f.value !== "") return f ? "filled" : "absent";
          f.focus();
          return document.activeElement === f ? { seen: performance.now() } : "unfocused";
        }, FULL_NAME)
        .catch(() => "absent" as const); // the document is still being swapped in
    const typeOnce = async (): Promise<number> => {
      for (const until = Date.now() + 90_000; Date.now() < until; await page.waitForTimeout(25)) {
        const state = await focusEmpty();
        if (typeof state === "object") fieldSeen ??= state.seen;
        if (typeof state !== "object") continue;
        await page.keyboard.type("A");
        const landed = await page.evaluate(() => (window as unknown as { __typed: { t: number; v: string }[] }).__typed.find((e) => e.v === "A")?.t);
        if (landed !== undefined) return landed;
      }
      throw new Error("Full Name never took a key");
    };
    let fieldSeen: number | undefined;
    let ms = await typeOnce();
    // Stays: once the app has hydrated the field and everything has arrived, the "A" is still there.
    const hydrated = hydratedIn(FULL_NAME);
    for (const until = Date.now() + 90_000; !(await hydrated(page).catch(() => false)); await page.waitForTimeout(50))
      if (Date.now() > until) throw new Error("the form was never hydrated");
    await net.quiet(page);
    const kept = await page.evaluate((sel) => document.querySelector<HTMLInputElement>(sel)?.value, FULL_NAME);
    const lostAtHydration = kept !== "A";
    if (lostAtHydration) {
      await page.evaluate(() => ((window as unknown as { __typed: unknown[] }).__typed = []));
      if (kept) await page.locator(FULL_NAME).fill("");
      ms = await typeOnce();
    }
    // Where the time went: the HTML's last byte and the first paint, from the same navigation start.
    const timing = await page.evaluate(() => ({
      htmlInMs: Math.round((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd),
      firstPaintMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
    }));
    return { ms: Math.round(ms), lostAtHydration, fieldSeenMs: Math.round(fieldSeen ?? ms), ...timing };
  } finally {
    await close();
  }
}

export interface InpResult {
  /** The longest Event Timing duration of the tap's events (what web-vitals reports as INP for one tap). */
  ms: number;
  /** "Yes" was chosen by the tap (the attending questions follow). */
  checked: boolean;
  events: { name: string; duration: number }[];
}

/** See the file's comment: a tap on "Joyfully accepts" with the CPU slowed 4x. */
export async function inpOfYesTap(browser: Browser, url: string, cpuRate = 4): Promise<InpResult> {
  const { page, cdp, close } = await throttledPage(browser, null, cpuRate);
  try {
    const net = networkWatch(cdp);
    const yes = 'form[data-reply-form] input[name="rsvpStatus"][value="yes"]';
    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    for (const until = Date.now() + 90_000; !(await hydratedIn(yes)(page)); await page.waitForTimeout(50))
      if (Date.now() > until) throw new Error("the form was never hydrated");
    await net.quiet(page);
    const card = page.locator("form[data-reply-form] label", { has: page.locator('input[name="rsvpStatus"][value="yes"]') });
    await card.scrollIntoViewIfNeeded();
    // Two frames: the scroll is painted before the thumb comes down.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Observed from now on (the buffer holds at most what came before; nothing has been touched yet).
    // A string, not a function: the bench's compiler would wrap a named arrow in a helper the page lacks.
    await page.evaluate(`
      window.__events = [];
      for (const [type, first] of [["event", false], ["first-input", true]])
        new PerformanceObserver((list) => list.getEntries().forEach((e) =>
          window.__events.push({ name: e.name, duration: e.duration, id: e.interactionId ?? 0, first }),
        )).observe({ type, buffered: true, durationThreshold: 16 });
    `);
    const box = (await card.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Event Timing entries are queued after the next paint; 'first-input' always arrives for the first tap.
    type Seen = { name: string; duration: number; id: number; first: boolean }[];
    await page.waitForFunction(() => (window as unknown as { __events: Seen }).__events.some((e) => e.first), undefined, { timeout: 30_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const events = (await page.evaluate(() => (window as unknown as { __events: Seen }).__events)).filter((e) => e.first || e.id > 0);
    const checked = await page.locator(yes).isChecked();
    return {
      ms: Math.round(Math.max(...events.map((e) => e.duration))),
      checked,
      events: events.map((e) => ({ name: `${e.first ? "first-input " : ""}${e.name}`, duration: Math.round(e.duration) })),
    };
  } finally {
    await close();
  }
}
