/** The processes a bench measures: the built app as `npm run serve` runs it, and the bare baseline. */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const DIST = process.env.DIST_DIR ?? "dist";
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const tmpDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `wedding-bench-${name}-`));
export const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
/** A fixed secret shared by the app and the bare baseline, so both derive the same edit-link hash. */
export const BENCH_SECRET = "bench-secret-0123456789abcdef0123456789abcdef";

export function rss(pid: number, key: "VmRSS" | "VmHWM" = "VmRSS") {
  const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Samples a process's resident memory every 10 ms until stopped; returns the peak. */
export function samplePeak(pid: number) {
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

export async function waitHttp(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(20);
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

export interface RunningApp {
  child: ChildProcess;
  url: string;
  /** The file the app's log went to (JSON lines, one pair per request at LOG_LEVEL=info). */
  logFile: string;
}

/**
 * The built server exactly as `npm run serve` starts it (node dist/server/main.mjs), with the operator's
 * default LOG_LEVEL=info unless told otherwise, its log written to a file: request logging is measured too.
 */
export async function startApp(dataDir: string, port: number, env: Record<string, string> = {}): Promise<RunningApp> {
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [`${DIST}/server/main.mjs`], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", TRUST_PROXY: "true", APP_SECRET: BENCH_SECRET, ...env },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitHttp(`${url}/healthz`),
    new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`the app exited ${code}; see ${logFile}`)))),
  ]);
  return { child, url, logFile };
}

/** The bare baseline (bench/bare-server.ts) in its own process on the same database file. */
export async function startBare(dbFile: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", dbFile, String(port), BENCH_SECRET], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
