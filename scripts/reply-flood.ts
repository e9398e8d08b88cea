/**
 * Junk-reply flood on one address: while a script posts 1,000 replies with made-up numbers from the
 * resort's one address (solving each quick check with Node's native SHA-256, as fast as a script can),
 * 50 real guests on the same address reply too, each solving its check with Web Crypto as the form does
 * in their browser. Every guest must be answered 200 within 5 s; none may meet a 429.
 * A real server from the sources on 127.0.0.1; every request comes from 127.0.0.1 (no forwarded address).
 * Usage: npx tsx scripts/reply-flood.ts [junk=1000] [guests=50]   (prints a JSON report; exit 1 on a miss)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as nativeSha } from "altcha-lib/algorithms/sha";
import { deriveKey as webSha } from "altcha-lib/algorithms/web/sha";
import { freePort, startServer, waitHealthy } from "./server-process";

const GUEST_LIMIT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

type Solver = typeof nativeSha;
interface Sent {
  status: number;
  ms: number;
  checks: number;
  statuses: number[];
}

/** One new reply as a client that answers a 428 by solving the check (at most three times). */
async function reply(base: string, phone: string, name: string, solver: Solver): Promise<Sent> {
  const started = performance.now();
  const statuses: number[] = [];
  const body: Record<string, unknown> = { primaryGuestName: name, primaryGuestPhone: phone, rsvpStatus: "no", idempotencyKey: `flood-${phone}` };
  let checks = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(`${base}/api/rsvp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    statuses.push(res.status);
    await res.arrayBuffer();
    if (res.status !== 428 || attempt === 3) return { status: res.status, ms: performance.now() - started, checks, statuses };
    const got = await fetch(`${base}/api/rsvp/challenge`, { method: "POST", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const challenge = (await got.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey: solver, timeout: REQUEST_TIMEOUT_MS });
    checks++;
    body.proof = { challenge, solution };
  }
  throw new Error("unreachable");
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const tally = (list: number[]) => Object.fromEntries([...new Set(list)].sort().map((s) => [s, list.filter((x) => x === s).length]));

export async function runReplyFlood({ junk = 1000, guests = 50, attackers = 8 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-flood-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  try {
    await waitHealthy(base);
    // The flood runs in a process of its own (as the attacker's machine would), so its hashing does not
    // slow the guests' solving here; it says "started" once a tenth of it has been sent.
    const floodStart = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", SELF, "flood", base, String(junk), String(attackers)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    let sentSoFar = 0;
    const started = new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        for (const m of out.matchAll(/^sent (\d+)$/gm)) sentSoFar = Number(m[1]);
        if (sentSoFar >= junk / 10) resolve();
      }),
    );
    const flood = new Promise<Sent[]>((resolve, reject) =>
      child.once("exit", (code) =>
        code === 0 ? resolve(JSON.parse(out.slice(out.indexOf("RESULTS ") + 8)) as Sent[]) : reject(new Error(`flood exited ${code}`)),
      ),
    );
    // The guests arrive while the flood runs: one every 200 ms once a tenth of it has been sent.
    await Promise.race([started, flood]);
    const guestResults = await Promise.all(
      Array.from({ length: guests }, async (_, g) => {
        await new Promise((r) => setTimeout(r, g * 200));
        return { ...(await reply(base, `9${String(g).padStart(9, "0")}`, `Guest ${g}`, webSha)), floodSentBefore: sentSoFar };
      }),
    );
    const junkResults = await flood;
    const floodMs = performance.now() - floodStart;
    const times = guestResults.map((r) => Math.round(r.ms)).sort((a, b) => a - b);
    const report = {
      junk: {
        sent: junkResults.length,
        statuses: tally(junkResults.map((r) => r.status)),
        seconds: +(floodMs / 1000).toFixed(1),
        perSecond: +(junk / (floodMs / 1000)).toFixed(1),
      },
      guests: {
        sent: guestResults.length,
        statuses: tally(guestResults.map((r) => r.status)),
        solvedChecks: guestResults.reduce((n, r) => n + r.checks, 0),
        ms: { min: times[0], median: pct(times, 50), p90: pct(times, 90), max: times.at(-1) },
        within5s: guestResults.filter((r) => r.status === 200 && r.ms <= GUEST_LIMIT_MS).length,
        duringFlood: guestResults.filter((r) => r.floodSentBefore < junk).length,
        anyTooMany: guestResults.some((r) => r.statuses.includes(429)),
      },
    };
    return { ...report, ok: report.guests.within5s === guests && !report.guests.anyTooMany };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The attacker: `attackers` loops posting distinct made-up numbers until `junk` replies were sent. */
async function floodMode(base: string, junk: number, attackers: number) {
  let next = 0;
  const results: Sent[] = [];
  await Promise.all(
    Array.from({ length: attackers }, async () => {
      for (let i = next++; i < junk; i = next++) {
        results.push(await reply(base, `7${String(i).padStart(9, "0")}`, "Junk Bot", nativeSha));
        if (results.length % 20 === 0) process.stdout.write(`sent ${results.length}\n`);
      }
    }),
  );
  process.stdout.write(`RESULTS ${JSON.stringify(results)}`);
}

const SELF = new URL(import.meta.url).pathname;
if (process.argv[2] === "flood") {
  await floodMode(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5]));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const [junk, guests] = process.argv.slice(2).map(Number);
  const report = await runReplyFlood({ junk: junk || 1000, guests: guests || 50 });
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.ok ? 0 : 1);
}
