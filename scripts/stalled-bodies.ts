/**
 * Stalled bodies: opens many JSON requests whose bodies never finish (full headers, then one byte every
 * 20 s) against a server this script starts on 127.0.0.1, checks that `/healthz` and `/` keep answering
 * within 1 s meanwhile, and counts how many stalled sockets are still open 70 s after the stall began.
 *
 * Usage: npx tsx scripts/stalled-bodies.ts [--connections 1100] [--server-nofile 1024] [--watch 70]
 *   --server-nofile N  starts the server under `ulimit -n N` (1024 is what a systemd unit without
 *                      LimitNOFILE gives a process); without it the server inherits this shell's limit.
 * Exits 1 when a probe failed or a stalled socket outlived the watch.
 */
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, waitHealthy } from "./server-process";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 1100);
const SERVER_NOFILE = arg("server-nofile", 0);
const WATCH_MS = arg("watch", 70) * 1000;
const DRIP_MS = 20_000;
const PROBE_BUDGET_MS = 1000;

/** This process needs one descriptor per stalled socket and some for probes; Node raises its soft limit to the hard one. */
function checkOwnLimit() {
  const hard = Number(execFileSync("sh", ["-c", "ulimit -Hn"]).toString().trim());
  if (Number.isFinite(hard) && hard < CONNECTIONS + 200) {
    console.error(`This shell allows ${hard} open files; run \`ulimit -n ${CONNECTIONS + 500}\` first (or fewer --connections).`);
    process.exit(2);
  }
}

interface Stalled {
  socket: net.Socket;
  openedAt: number;
  closedAt: number | null;
  status: number | null;
}

/** Full headers and the first body byte at once, then one more byte every 20 s (half of them to tRPC). */
function openStalled(port: number, i: number): Stalled {
  const target = i % 2 === 0 ? "/api/rsvp" : "/trpc/guest.submitRsvp";
  const socket = net.connect(port, "127.0.0.1");
  const s: Stalled = { socket, openedAt: Date.now(), closedAt: null, status: null };
  let drip: NodeJS.Timeout | null = null;
  socket.on("connect", () => {
    socket.write(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
    drip = setInterval(() => socket.writable && socket.write(" "), DRIP_MS);
  });
  socket.on("data", (chunk: Buffer) => {
    const m = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"));
    if (m && s.status === null) s.status = Number(m[1]);
  });
  const closed = () => {
    if (drip) clearInterval(drip);
    s.closedAt ??= Date.now();
  };
  socket.on("close", closed);
  socket.on("error", closed);
  return s;
}

/** One GET with its own connection; the time to a complete answer, or null past the budget. */
async function probe(base: string, p: string): Promise<number | null> {
  const started = Date.now();
  try {
    const res = await fetch(base + p, { signal: AbortSignal.timeout(PROBE_BUDGET_MS), headers: { connection: "close" } });
    await res.arrayBuffer();
    return res.ok ? Date.now() - started : null;
  } catch {
    return null;
  }
}

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]! : NaN);

async function main() {
  checkOwnLimit();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-stalled-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const node = `${JSON.stringify(process.execPath)} --import tsx src/server/main.ts`;
  const command = SERVER_NOFILE ? `ulimit -n ${SERVER_NOFILE} && exec ${node}` : `exec ${node}`;
  const server = spawn("sh", ["-c", command], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", ADMIN_PHONE: "9876543210" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitHealthy(base);
    const limit = fs
      .readFileSync(`/proc/${server.pid}/limits`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    console.log(`server pid ${server.pid}, ${limit?.replace(/\s+/g, " ").trim()}`);

    const stalled: Stalled[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      stalled.push(openStalled(port, i));
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
    }
    const stallBegan = Date.now();
    console.log(`${CONNECTIONS} stalled JSON bodies opened in ${stallBegan - stalled[0]!.openedAt} ms`);

    const probes: { at: number; path: string; ms: number | null }[] = [];
    while (Date.now() - stallBegan < WATCH_MS) {
      const at = Date.now() - stallBegan;
      const [h, r] = await Promise.all([probe(base, "/healthz"), probe(base, "/")]);
      probes.push({ at, path: "/healthz", ms: h }, { at, path: "/", ms: r });
      const open = stalled.filter((s) => s.closedAt === null).length;
      if (probes.length % 20 === 0)
        console.log(`  t=${Math.round(at / 1000)} s: ${open} stalled sockets open; /healthz ${h ?? "no answer"} ms, / ${r ?? "no answer"} ms`);
      await new Promise((r) => setTimeout(r, 500));
    }

    const stillOpen = stalled.filter((s) => s.closedAt === null).length;
    const lifetimes = stalled.filter((s) => s.closedAt !== null).map((s) => (s.closedAt! - s.openedAt) / 1000);
    const statuses = new Map<string, number>();
    for (const s of stalled) statuses.set(String(s.status ?? "none"), (statuses.get(String(s.status ?? "none")) ?? 0) + 1);
    const answered = probes.filter((p) => p.ms !== null).map((p) => p.ms!);
    const failed = probes.filter((p) => p.ms === null);
    console.log(`\n${WATCH_MS / 1000} s after the stall began: ${stillOpen} of ${CONNECTIONS} stalled sockets still open`);
    if (lifetimes.length)
      console.log(
        `closed sockets lived ${Math.min(...lifetimes).toFixed(1)}-${Math.max(...lifetimes).toFixed(1)} s (median ${pct(lifetimes, 50).toFixed(1)} s)`,
      );
    console.log(`answers the stalled requests got: ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(", ")}`);
    console.log(
      `probes: ${probes.length}, answered within ${PROBE_BUDGET_MS} ms: ${answered.length}, not: ${failed.length}; median ${pct(answered, 50)} ms, max ${answered.length ? Math.max(...answered) : NaN} ms`,
    );
    if (failed.length)
      console.log(
        `not answered in time: ${failed
          .slice(0, 10)
          .map((p) => `${p.path} at t=${(p.at / 1000).toFixed(1)} s`)
          .join(", ")}`,
      );
    for (const s of stalled) s.socket.destroy();
    process.exitCode = failed.length === 0 && stillOpen === 0 ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
