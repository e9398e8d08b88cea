/**
 * Runs a guest-list import in a worker thread (import-worker.ts) with a bounded heap and a time limit: the main
 * thread sends the file and what the plan needs from the database, and receives the plan. One import at a time;
 * the worker is terminated once it answers, refuses, runs out of heap or time.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { IMPORT_MESSAGES, type ImportError, type ImportMapping } from "../../../shared/schemas/household-import";
import type { HouseholdValues } from "../../../shared/schemas/households";
import type { Plan } from "./import-plan";

export interface ImportJob {
  bytes: Uint8Array;
  fileName: string;
  mapping: ImportMapping;
  context: { events: { id: number; eventName: string }[]; existing: { id: number; name: string; phone: string | null }[] };
  /** The planner's merge choices when the import is to be stored; null for a preview. */
  duplicates: { key: string; merge: boolean }[] | null;
}
/** A preview's plan whole; for an import only what is stored and answered (each row crosses the thread once). */
export type ImportAnswer =
  | { ok: true; preview: Plan }
  | { ok: true; errors: ImportError[]; create: { households: HouseholdValues[]; merged: number; skipped: number } }
  | { ok: false; status: number; message: string };

/** A legitimate 5,000-row list is read in about a second; a file still being read after this is refused. */
const TIME_LIMIT_MS = 30_000;
/** The worker's own heap: the caps keep a file's rows far below it, and a file that still fills it is refused. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

let devScript: Promise<URL> | undefined;

/** The worker's script: in the built server beside the bundle (scripts/build-server.mjs makes import-worker.mjs). */
function workerScript(): Promise<URL> {
  if (!import.meta.url.endsWith(".ts")) return Promise.resolve(new URL("./import-worker.mjs", import.meta.url));
  return (devScript ??= bundleForDev());
}

/**
 * Under tsx or Vitest, the worker bundled from its source once per process as the build does it, into
 * node_modules/.cache (its packages resolve from there): a thread loading TypeScript through tsx took 3 s to start.
 * Written aside and renamed, as several test processes may write it at once.
 */
async function bundleForDev(): Promise<URL> {
  const { build } = await import("esbuild");
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const out = path.join(root, "node_modules/.cache/wedding-site/import-worker.mjs");
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./import-worker.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(`${out}.${process.pid}`, result.outputFiles[0]!.contents);
  fs.renameSync(`${out}.${process.pid}`, out);
  return pathToFileURL(out);
}

async function runWorker(job: ImportJob): Promise<ImportAnswer> {
  const script = await workerScript();
  return new Promise((resolve, reject) => {
    // No inherited loaders (tsx under the dev server): the script is plain JavaScript.
    const worker = new Worker(script, { workerData: job, resourceLimits: RESOURCE_LIMITS, execArgv: [] });
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      then();
    };
    const timer = setTimeout(() => settle(() => resolve({ ok: false, status: 422, message: IMPORT_MESSAGES.tooSlow })), TIME_LIMIT_MS);
    worker.once("message", (answer: ImportAnswer) => settle(() => resolve(answer)));
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() => (error.code === "ERR_WORKER_OUT_OF_MEMORY" ? resolve({ ok: false, status: 413, message: IMPORT_MESSAGES.tooHeavy }) : reject(error))),
    );
    worker.once("exit", (code) => settle(() => reject(new Error(`The import worker stopped (exit code ${code}) without an answer.`))));
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** Reads and plans the import in a worker, after any import already running. */
export function importInWorker(job: ImportJob): Promise<ImportAnswer> {
  const run = queue.then(() => runWorker(job));
  queue = run.catch(() => undefined);
  return run;
}
