/**
 * `npm run bench`: every performance figure of the project, each measured in one run side by side with a
 * bare baseline on the same machine (these machines are noisy, so the ratios are what count). Prints a
 * table and writes bench/results/bench.json. Needs the build (npm run bench builds first) and Chromium.
 * BENCH_SECONDS (default 5) sets the length of each load test; BENCH_ONLY=reads,rsvp,... runs a subset.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "../db/connect";
import { seedDemo } from "../db/seed-demo";
import { createSession } from "../src/server/modules/auth/service";
import { seedRsvps } from "./seed-rsvps";
import { benchUploads } from "./uploads";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY?.split(",");
const DIST = process.env.DIST_DIR ?? "dist";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const wanted = (part: string) => !ONLY || ONLY.includes(part);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tmpDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `wedding-bench-${name}-`));
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

function rss(pid: number, key: "VmRSS" | "VmHWM" = "VmRSS") {
  const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) * 1024 : 0;
}
/** Samples a process's resident memory every 10 ms until stopped; returns the peak. */
function samplePeak(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      /* the process has ended */
    }
  }, 10);
  return () => (clearInterval(timer), peak);
}

async function waitHttp(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await sleep(10);
  }
  throw new Error(`${url} did not answer`);
}

function tsx(script: string, args: string[], opts: { ipc?: boolean } = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "pipe", "inherit", ...(opts.ipc ? ["ipc" as const] : [])] });
}
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
async function benchServer(dataDir: string, port: number) {
  const child = tsx("bench/bench-server.ts", [dataDir, String(port)], { ipc: true });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return child;
}

interface LoadResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
let ipCounter = 0;
/** Every request from its own address (the server trusts X-Forwarded-For here), as real guests would be. */
const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function load(name: string, url: string, opts: { method?: "GET" | "POST"; body?: string; duration?: number } = {}): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 50,
      duration,
      method: opts.method ?? "GET",
      headers: { "content-type": "application/json", "accept-encoding": "identity" },
      ...(opts.body
        ? { requests: [{ method: "POST", body: opts.body, setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextIp() } }) }] }
        : {}),
    });
  await run(1); // warm-up: JIT, caches
  const r = await run(opts.duration ?? SECONDS);
  return { name, reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, memoryGb: Math.round(os.totalmem() / 1024 ** 3) },
  seconds: SECONDS,
};
const table: string[][] = [];
const row = (...cells: (string | number)[]) => table.push(cells.map(String));

async function benchReadsAndRsvp() {
  const dataDir = tmpDir("api");
  const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  await seedDemo(db);
  await db.destroy();
  const port = 3900;
  const server = await benchServer(dataDir, port);
  const app = `http://127.0.0.1:${port}`;
  const bare = `http://127.0.0.1:${port + 1}`;
  try {
    if (wanted("reads")) {
      const reads = [];
      for (const [label, rest, trpc, baseline] of [
        ["wedding details", "/api/wedding-details", "/trpc/guest.weddingDetails", "/wedding-details"],
        ["timeline events", "/api/timeline-events", "/trpc/guest.timelineEvents", "/timeline-events"],
        ["published menus", "/api/day-menus/all-published", "/trpc/guest.publishedDayMenus", "/published-menus"],
      ] as const) {
        const b = await load(`${label}: bare`, bare + baseline);
        const r = await load(`${label}: REST`, app + rest);
        const t = await load(`${label}: tRPC`, app + trpc);
        reads.push({ label, bare: b, rest: r, trpc: t, restRatio: r.reqPerSec / b.reqPerSec, trpcRatio: t.reqPerSec / b.reqPerSec });
        for (const x of [b, r, t]) row(x.name, x.reqPerSec, `${x.p50} ms`, `${x.p99} ms`, x === b ? "1.00" : (x.reqPerSec / b.reqPerSec).toFixed(2), x === r ? "REST >= 0.7x bare" : "", x.non2xx + x.errors ? `${x.non2xx} non-2xx, ${x.errors} errors` : "");
      }
      results.reads = reads;
    }
    if (wanted("rsvp")) {
      const body = JSON.stringify({
        primaryGuestName: "Bench Guest",
        primaryGuestPhone: "9876543210",
        primaryGuestGender: "female",
        rsvpStatus: "yes",
        dietaryPreference: "veg",
        beveragePreference: "non-alcoholic",
        needsMakeupArtist: true,
        makeupCount: 2,
        specialRequests: "Ground floor, please.",
        familyMembers: [1, 2, 3].map((n) => ({ name: `Family ${n}`, gender: "male", dietaryPreference: "non-veg", beveragePreference: "alcoholic", needsMakeupArtist: false, makeupCount: 0 })),
        children: [{ name: "Little one", age: 6 }],
      });
      const b = await load("RSVP submit: bare", `${bare}/rsvp`, { method: "POST", body });
      const r = await load("RSVP submit: REST", `${app}/api/rsvp`, { method: "POST", body });
      const t = await load("RSVP submit: tRPC", `${app}/trpc/guest.submitRsvp`, { method: "POST", body });
      results.rsvp = { bare: b, rest: r, trpc: t, restRatio: r.reqPerSec / b.reqPerSec, trpcRatio: t.reqPerSec / b.reqPerSec };
      for (const x of [b, r, t]) row(x.name, x.reqPerSec, `${x.p50} ms`, `${x.p99} ms`, x === b ? "1.00" : (x.reqPerSec / b.reqPerSec).toFixed(2), x === b ? "" : ">= 0.5x bare, p99 < 100 ms", x.non2xx + x.errors ? `${x.non2xx} non-2xx, ${x.errors} errors` : "");
    }
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchExport(count = 5000) {
  const dataDir = tmpDir("export");
  await seedRsvps(dataDir, count);
  const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  const { token } = await createSession(db, new Date(), 1);
  await db.destroy();
  try {
    // Bare: exceljs's streaming writer alone, in its own process.
    const bareChild = tsx("bench/export-bare.ts", [dataDir]);
    await sleep(300);
    const bareBefore = rss(bareChild.pid!);
    const barePeak = samplePeak(bareChild.pid!);
    let out = "";
    bareChild.stdout!.on("data", (d) => (out += d));
    await new Promise((r) => bareChild.once("exit", r));
    const bareMem = barePeak();
    const bare = JSON.parse(out.trim().split("\n").pop()!) as { ms: number; bytes: number };

    // The app: GET /api/admin/export on a fresh server process.
    const port = 3950;
    const server = await benchServer(dataDir, port);
    try {
      const before = rss(server.pid!);
      const peak = samplePeak(server.pid!);
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/admin/export`, { headers: { authorization: `Bearer ${token}` } });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const ms = Math.round(performance.now() - started);
      const peakRss = peak();
      const people = count * 4;
      results.export = {
        rsvps: count,
        people,
        status: res.status,
        app: { ms, bytes, rssBeforeMb: mb(before), peakRssMb: mb(peakRss), growthMb: mb(peakRss - before) },
        bare: { ms: bare.ms, bytes: bare.bytes, rssBeforeMb: mb(bareBefore), peakRssMb: mb(bareMem) },
        speedRatio: bare.ms / ms,
      };
      row(`Excel export ${count} RSVPs (${people} people): bare`, "", `${bare.ms} ms`, "", "1.00", "", `peak RSS ${mb(bareMem)} MB, ${mb(bare.bytes)} MB file`);
      row(`Excel export ${count} RSVPs: app`, "", `${ms} ms`, "", (bare.ms / ms).toFixed(2), "<= 2 s, <= 250 MB, >= 0.7x bare", `peak RSS ${mb(peakRss)} MB (+${mb(peakRss - before)}), ${mb(bytes)} MB file, HTTP ${res.status}`);
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchUploadsRow() {
  const r = await benchUploads();
  results.uploads = r;
  row("10 concurrent 15 MB ID uploads", "", `${r.ms} ms`, "", "", "<= 80 MB growth", `RSS +${mb(r.rssGrowthBytes)} MB (peak ${mb(r.rssPeakBytes)} MB), ${r.stored}/10 stored`);
}

async function benchColdStart() {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = tmpDir("cold");
    const port = 3960 + i;
    const started = performance.now();
    const child = spawn(process.execPath, [`${DIST}/server/main.mjs`], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" }, stdio: "ignore" });
    await waitHttp(`http://127.0.0.1:${port}/healthz`);
    times.push(Math.round(performance.now() - started));
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  results.coldStart = { runsMs: times, medianMs: median };
  row("cold start to 200 /healthz (built server, new data folder)", "", `${median} ms`, "", "", "<= 1 s", `runs ${times.join(", ")} ms`);
}

/** The built site on demo data, for the browser measurements. */
async function withDemoSite<T>(fn: (base: string) => Promise<T>): Promise<T> {
  const dataDir = tmpDir("site");
  const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
  await seedDemo(db);
  await db.destroy();
  const port = 3970;
  const child = spawn(process.execPath, [`${DIST}/server/main.mjs`], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" }, stdio: "ignore" });
  try {
    await waitHttp(`http://127.0.0.1:${port}/healthz`);
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchWeight(base: string) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== "--headless=new") });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets: { url: string; bytes: number }[] = [];
    page.on("response", (res) => {
      const p = new URL(res.url()).pathname;
      if (p.startsWith("/assets/") && /\.(js|css)$/.test(p)) assets.push({ url: p, bytes: gzipSync(fs.readFileSync(`${DIST}/client${p}`)).length });
    });
    // Before interaction: what is requested until the app first renders into #root (the server painted the hero before it).
    await page.addInitScript(() =>
      new MutationObserver((_, observer) => {
        if (!document.getElementById("root")?.childElementCount) return;
        performance.mark("app-rendered");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true }),
    );
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const neededFirst = new Set(
      await page.evaluate(() => {
        const at = performance.getEntriesByName("app-rendered")[0]?.startTime ?? Infinity;
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.fetchStart <= at).map((e) => new URL(e.name).pathname);
      }),
    );
    const initial = assets.filter((a) => neededFirst.has(a.url));
    const sum = (list: typeof assets, ext: string) => list.filter((a) => a.url.endsWith(ext)).reduce((n, a) => n + a.bytes, 0);
    const adminChunks = assets.filter((a) => /admin|login|dashboard/i.test(a.url)).map((a) => a.url);
    results.weight = { jsGzip: sum(initial, ".js"), cssGzip: sum(initial, ".css"), afterIdleJsGzip: sum(assets, ".js"), adminChunks, files: initial };
    row("guest route / before interaction (gzip)", "", "", "", "", "<= 140 KB JS, <= 20 KB CSS", `${(sum(initial, ".js") / 1024).toFixed(1)} KB JS, ${(sum(initial, ".css") / 1024).toFixed(1)} KB CSS; ${(sum(assets, ".js") / 1024).toFixed(1)} KB JS once idle (RSVP form); admin chunks: ${adminChunks.length ? adminChunks.join(" ") : "none"}`);
  } finally {
    await browser.close();
  }
}

async function benchLighthouse(base: string) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const scores = [];
  try {
    for (const route of ["/", "/timeline", "/menu/view"]) {
      const r = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
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
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
          .map((a) => a.id),
      };
      scores.push(s);
      row(`Lighthouse mobile ${route}`, "", "", "", "", "perf >= 95, a11y 100, BP 100, SEO >= 95, LCP <= 2 s, CLS <= 0.05", `perf ${s.performance}, a11y ${s.accessibility}, BP ${s.bestPractices}, SEO ${s.seo}, LCP ${s.lcpMs} ms, CLS ${s.cls}`);
    }
  } finally {
    await chrome.kill();
  }
  results.lighthouse = scores;
}

if (wanted("reads") || wanted("rsvp")) await benchReadsAndRsvp();
if (wanted("export")) await benchExport();
if (wanted("uploads")) await benchUploadsRow();
if (wanted("coldstart")) await benchColdStart();
if (wanted("weight") || wanted("lighthouse")) {
  await withDemoSite(async (base) => {
    if (wanted("weight")) await benchWeight(base);
    if (wanted("lighthouse")) await benchLighthouse(base);
  });
}

const header = ["measure", "req/s", "p50 / time", "p99", "ratio to bare", "goal", "notes"];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log([line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...table.map(line)].join("\n"));
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/bench.json", JSON.stringify({ ...results, table: [header, ...table] }, null, 2));
console.log("\nwritten to bench/results/bench.json");
