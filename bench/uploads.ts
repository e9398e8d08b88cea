/**
 * Ten concurrent 15 MB ID uploads against the built server (a child process on a fresh data folder):
 * wall time, and the server's resident memory before, at peak (sampled every 10 ms, and the kernel's
 * VmHWM high-water mark) and after. Run `npm run build` first. Usage: npx tsx bench/uploads.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ID_FILE_MAX_BYTES } from "../src/shared/constants";

const PORT = Number(process.env.BENCH_PORT ?? 3700);
const CONCURRENCY = 10;
const dist = process.env.DIST_DIR ?? "dist";
const base = `http://127.0.0.1:${PORT}`;

const procStatus = (pid: number, key: "VmRSS" | "VmHWM") => {
  const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) * 1024 : NaN;
};
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

export async function benchUploads() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-bench-"));
  const server = spawn(process.execPath, [`${dist}/server/main.mjs`], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 100) throw new Error("server did not start");
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pid = server.pid!;
    // Warm up once (JIT, multipart plugin), then measure from a settled baseline.
    const pdf = Buffer.alloc(ID_FILE_MAX_BYTES, 0x20);
    Buffer.from("%PDF-1.7\n").copy(pdf);
    const send = async () => {
      const form = new FormData();
      form.append("idProof", new Blob([pdf], { type: "application/pdf" }), "passport.pdf");
      const res = await fetch(`${base}/api/temp-upload?consent=yes`, { method: "POST", body: form });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { fileName: string };
    };
    await send();
    await new Promise((r) => setTimeout(r, 500));
    const before = procStatus(pid, "VmRSS");
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, procStatus(pid, "VmRSS"))), 10);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: CONCURRENCY }, send));
    const ms = performance.now() - started;
    clearInterval(sampler);
    const after = procStatus(pid, "VmRSS");
    const stored = results.filter((r) => fs.statSync(path.join(dataDir, "files", "id", r.fileName)).size === ID_FILE_MAX_BYTES).length;
    return {
      uploads: CONCURRENCY,
      bytesEach: ID_FILE_MAX_BYTES,
      stored,
      ms: Math.round(ms),
      rssBeforeBytes: before,
      rssPeakBytes: peak,
      rssGrowthBytes: peak - before,
      vmHwmBytes: procStatus(pid, "VmHWM"),
      rssAfterBytes: after,
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchUploads();
  console.log(
    `${r.uploads} concurrent uploads of ${mb(r.bytesEach)}: ${r.ms} ms, ${r.stored}/${r.uploads} stored whole; ` +
      `server RSS ${mb(r.rssBeforeBytes)} -> peak ${mb(r.rssPeakBytes)} (growth ${mb(r.rssGrowthBytes)}), after ${mb(r.rssAfterBytes)}`,
  );
}
