/**
 * `npm run bench`: every performance figure of the project in one run, each beside its goal and a bare
 * baseline on the same machine (these machines are noisy, so the ratios are what count). Prints a table and
 * writes bench/results/bench.json. Needs the build (npm run bench builds first) and Chromium.
 * BENCH_SECONDS (default 5) sets the length of each load test; BENCH_ONLY=reads,rsvp,export,uploads,coldstart,
 * weight,typing,typing2g,inp,lighthouse runs a subset; BENCH_RUNS (default 3) fresh page loads per browser figure
 * (the median is shown). DIST_DIR picks the build measured (as it picks the build's folder).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/connect";
import { seedDemo } from "../scripts/seed-demo";
import { createSession } from "../src/server/modules/auth/service";
import { benchApi } from "./api";
import { formAcceptsTyping, inpOfYesTap, THROTTLE, THROTTLE_2G, type Throttle, transferBeforeInteraction, TYPES } from "./page-weight";
import { DIST, mb, rss, samplePeak, sleep, startApp, stop, tmpDir, waitHttp } from "./processes";
import { printAndSave, results, row, verdict } from "./report";
import { seedRsvps } from "./seed-rsvps";
import { benchUploads } from "./uploads";

const ONLY = process.env.BENCH_ONLY?.split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const wanted = (part: string) => !ONLY || ONLY.includes(part);
results.seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function benchExport(count = 5000) {
  const dataDir = tmpDir("export");
  await seedRsvps(dataDir, count);
  const { db, sqlite } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  // The export needs a planner or the owner: the session is the owner's.
  sqlite.prepare("INSERT INTO admins (phone, name, role, created_at) VALUES ('9000000001', 'Bench Owner', 'owner', ?)").run(new Date().toISOString());
  const { token } = await createSession(db, new Date(), 1);
  await db.destroy();
  try {
    // Bare: exceljs's streaming writer alone, in its own process.
    const bareChild = spawn(process.execPath, ["--import", "tsx", "bench/export-bare.ts", dataDir], { stdio: ["ignore", "pipe", "inherit"] });
    await sleep(300);
    const bareBefore = rss(bareChild.pid!);
    const barePeak = samplePeak(bareChild.pid!);
    let out = "";
    bareChild.stdout!.on("data", (d) => (out += d));
    await new Promise((r) => bareChild.once("exit", r));
    const bareMem = barePeak();
    const bare = JSON.parse(out.trim().split("\n").pop()!) as { ms: number; bytes: number };

    // The app: GET /api/admin/export on the built server, started fresh.
    const app = await startApp(dataDir, 3950);
    try {
      const before = rss(app.child.pid!);
      const peak = samplePeak(app.child.pid!);
      const started = performance.now();
      const res = await fetch(`${app.url}/api/admin/export`, { headers: { authorization: `Bearer ${token}` } });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const ms = Math.round(performance.now() - started);
      const peakRss = peak();
      const people = count * 4;
      const ratio = bare.ms / ms;
      const ok = res.status === 200 && ms <= 2000 && mb(peakRss) <= 250 && ratio >= 0.7;
      results.export = {
        rsvps: count,
        people,
        status: res.status,
        app: { ms, bytes, rssBeforeMb: mb(before), peakRssMb: mb(peakRss), growthMb: mb(peakRss - before) },
        bare: { ms: bare.ms, bytes: bare.bytes, rssBeforeMb: mb(bareBefore), peakRssMb: mb(bareMem) },
        speedRatio: ratio,
        goalMet: ok,
      };
      row({
        measure: `Excel export ${count} RSVPs (${people} people): bare`,
        "p50 / time": `${bare.ms} ms`,
        "ratio to bare": "1.00",
        goal: "the floor",
        notes: `peak RSS ${mb(bareMem)} MB, ${mb(bare.bytes)} MB file`,
      });
      row({
        measure: `Excel export ${count} RSVPs: app`,
        "p50 / time": `${ms} ms`,
        "ratio to bare": ratio.toFixed(2),
        goal: "<= 2 s, <= 250 MB, >= 0.7x bare",
        result: verdict(ok),
        notes: `peak RSS ${mb(peakRss)} MB (+${mb(peakRss - before)}), ${mb(bytes)} MB file, HTTP ${res.status}`,
      });
    } finally {
      await stop(app.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchUploadsRow() {
  const r = await benchUploads();
  results.uploads = r;
  const growth = mb(r.rssGrowthBytes);
  row({
    measure: "10 concurrent 15 MB ID uploads",
    "p50 / time": `${r.ms} ms`,
    goal: "<= 80 MB growth, 10/10 stored",
    result: verdict(growth <= 80 && r.stored === 10),
    notes: `RSS +${growth} MB (peak ${mb(r.rssPeakBytes)} MB), ${r.stored}/10 stored`,
  });
}

async function benchColdStart() {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = tmpDir("cold");
    const port = 3960 + i;
    const started = performance.now();
    const child = spawn(process.execPath, [`${DIST}/server/main.mjs`], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    await waitHttp(`http://127.0.0.1:${port}/healthz`);
    times.push(Math.round(performance.now() - started));
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  results.coldStart = { runsMs: times, medianMs: median };
  row({
    measure: "cold start to 200 /healthz (built server, new data folder)",
    "p50 / time": `${median} ms`,
    goal: "<= 1 s",
    result: verdict(median <= 1000),
    notes: `runs ${times.join(", ")} ms`,
  });
}

/** The built site on demo data, for the browser measurements. */
async function withDemoSite<T>(fn: (base: string) => Promise<T>): Promise<T> {
  const dataDir = tmpDir("site");
  const { db, sqlite } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  await seedDemo(db);
  // Set up, as a live site is: before the first-run setup puts someone on the team, guest pages say the
  // site is being prepared and hold no form.
  sqlite.prepare("INSERT INTO admins (phone, name, role, created_at) VALUES ('9000000001', 'Bench Owner', 'owner', ?)").run(new Date().toISOString());
  await db.destroy();
  const app = await startApp(dataDir, 3970);
  try {
    return await fn(app.url);
  } finally {
    await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** Runs a browser measurement `n` times on fresh pages (one load on a loaded machine says little). */
async function runs<T>(fn: () => Promise<T>, n = RUNS): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await fn());
  return out;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function withChromium<T>(fn: (browser: import("playwright-core").Browser) => Promise<T>): Promise<T> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== "--headless=new") });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** The home page left alone on 1.6 Mbps: its bytes until the network is quiet, and its LCP. */
async function benchWeight(base: string) {
  await withChromium(async (browser) => {
    const loads = await runs(() => transferBeforeInteraction(browser, `${base}/`));
    const totals = loads.map((l) => l.transfer.total);
    const lcps = loads.map((l) => l.paint.largestContentfulPaintMs);
    // The load shown in detail is the median one by bytes.
    const weight = loads.find((l) => l.transfer.total === median(totals))!;
    const adminFiles = weight.files.filter((f) => /admin|login|dashboard/i.test(f.url)).map((f) => f.url);
    results.weakSignal = { throttle: THROTTLE, viewport: "390x844 @2x", ...weight, runsTotalBytes: totals, runsLcpMs: lcps, adminFiles };
    const byType = TYPES.map((t) => `${t} ${kb(weight.transfer[t])} (${weight.count[t]})`).join(", ");
    row({
      measure: "home page transfer before interaction (1.6 Mbps / 150 ms, no cache)",
      "p50 / time": kb(median(totals)),
      goal: "<= 150 KB, no admin code",
      result: verdict(median(totals) <= 150 * 1024 && adminFiles.length === 0),
      notes: `${byType}; runs ${totals.map(kb).join(", ")}${adminFiles.length ? `; admin files: ${adminFiles.join(" ")}` : ""}`,
    });
    row({
      measure: "home page LCP (same throttling)",
      "p50 / time": `${median(lcps)} ms`,
      goal: "<= 1.5 s",
      result: verdict(median(lcps) <= 1500),
      notes: `runs ${lcps.join(", ")} ms; FCP ${weight.paint.firstContentfulPaintMs} ms`,
    });
  });
}

/** Typing into Full Name with no tap first, on the given line. */
async function benchTyping(base: string, key: "typing" | "typing2g", line: string, throttle: Throttle, goalMs: number) {
  await withChromium(async (browser) => {
    const all = await runs(() => formAcceptsTyping(browser, `${base}/`, throttle));
    // A guest cannot type into a page not yet painted: the figure is the later of the key landing and the first paint.
    const usable = all.map((r) => Math.max(r.ms, r.firstPaintMs));
    const ms = median(usable);
    const lost = all.filter((r) => r.lostAtHydration).length;
    results[key] = { throttle, runs: all, medianMs: ms };
    row({
      measure: `RSVP form accepts typing, no tap, painted (${line})`,
      "p50 / time": `${ms} ms`,
      goal: `<= ${goalMs / 1000} s, kept through hydration`,
      result: verdict(ms <= goalMs && lost === 0),
      notes: `runs ${usable.join(", ")} ms (key landed ${all.map((r) => r.ms).join(", ")} ms); HTML in at ${all.map((r) => r.htmlInMs).join(", ")} ms, Full Name found at ${all.map((r) => r.fieldSeenMs).join(", ")} ms, first paint ${all.map((r) => r.firstPaintMs).join(", ")} ms${lost ? `; the key typed before hydration was lost in ${lost} of ${all.length}` : "; kept in every run"}`,
    });
  });
}

async function benchInp(base: string) {
  await withChromium(async (browser) => {
    const all = await runs(() => inpOfYesTap(browser, `${base}/`));
    const ms = median(all.map((r) => r.ms));
    const unchecked = all.filter((r) => !r.checked).length;
    results.inpYes = { cpuSlowdown: 4, runs: all, medianMs: ms };
    const worst = all
      .find((r) => r.ms === ms)!
      .events.map((e) => `${e.name} ${e.duration}`)
      .join(", ");
    row({
      measure: 'INP of a tap on "Joyfully accepts" (4x CPU slowdown)',
      "p50 / time": `${ms} ms`,
      goal: "< 200 ms, Yes chosen",
      result: verdict(ms < 200 && unchecked === 0),
      notes: `runs ${all.map((r) => r.ms).join(", ")} ms; median run's events (ms): ${worst}${unchecked ? `; Yes not chosen in ${unchecked} runs` : ""}`,
    });
  });
}

async function benchLighthouse(base: string) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const scores = [];
  try {
    for (const route of ["/", "/timeline", "/menu/view"]) {
      const r = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = r!.lhr;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const s = {
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "notApplicable" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id),
      };
      scores.push(s);
      const ok = s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100 && s.seo >= 95 && s.lcpMs <= 2000 && s.cls <= 0.05;
      row({
        measure: `Lighthouse mobile ${route}`,
        goal: "perf >= 95, a11y 100, BP 100, SEO >= 95, LCP <= 2 s, CLS <= 0.05",
        result: verdict(ok),
        notes: `perf ${s.performance}, a11y ${s.accessibility}, BP ${s.bestPractices}, SEO ${s.seo}, LCP ${s.lcpMs} ms, CLS ${s.cls}`,
      });
    }
  } finally {
    await chrome.kill();
  }
  results.lighthouse = scores;
}

/** Runs one part; a part that fails is a row saying so (the others still run) and a failing exit code. */
async function part(name: string, fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (error) {
    console.error(error);
    row({ measure: name, result: "not met", notes: `failed: ${(error as Error).message.split("\n")[0]}` });
    process.exitCode = 1;
  }
}

if (wanted("reads") || wanted("rsvp")) await part("reads and RSVP submit", () => benchApi({ reads: wanted("reads"), rsvp: wanted("rsvp") }));
if (wanted("export")) await part("Excel export", () => benchExport());
if (wanted("uploads")) await part("ID uploads", benchUploadsRow);
if (wanted("coldstart")) await part("cold start", benchColdStart);
if (["weight", "typing", "typing2g", "inp", "lighthouse"].some(wanted)) {
  await part("home page in Chromium", () =>
    withDemoSite(async (base) => {
      if (wanted("weight")) await part("home page on a weak signal", () => benchWeight(base));
      if (wanted("typing")) await part("typing at 1.6 Mbps", () => benchTyping(base, "typing", "1.6 Mbps / 150 ms", THROTTLE, 1200));
      if (wanted("typing2g")) await part("typing at 2G", () => benchTyping(base, "typing2g", "2G: 250 kbps / 300 ms", THROTTLE_2G, 3500));
      if (wanted("inp")) await part("INP of Yes", () => benchInp(base));
      if (wanted("lighthouse")) await part("Lighthouse", () => benchLighthouse(base));
    }),
  );
}
printAndSave();
