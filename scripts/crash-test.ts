/**
 * Crash test: while 200 RSVPs (each with three family members, a child and, for a quarter of them,
 * an ID file) are being submitted concurrently, the server is killed with SIGKILL, then restarted on
 * the same data folder. Every RSVP whose submission was answered with success must be there whole,
 * none may be half-written, and PRAGMA integrity_check must say ok.
 * Usage: npx tsx scripts/crash-test.ts (also run by scripts/crash-test.test.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { freePort, startServer, waitHealthy } from "./server-process";

/** Each request from its own address, as 200 guests would be (the per-IP rate limits stay in force). */
const fromGuest = (i: number) => ({ "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

export interface CrashReport {
  submitted: number;
  answeredSuccess: number;
  failedByCrash: number;
  inDatabase: number;
  missing: string[];
  incomplete: string[];
  missingFiles: string[];
  integrity: string;
  healthyAfterRestart: boolean;
}

export async function runCrashTest({ total = 200, killAfter = 40 } = {}): Promise<CrashReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-crash-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(dataDir, port);
  try {
    await waitHealthy(base);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64 * 1024, 0x20)]);
    const fileNames: string[] = [];
    for (let i = 0; i < total / 4; i++) {
      const form = new FormData();
      form.append("idProof", new Blob([pdf], { type: "application/pdf" }), "id.pdf");
      const res = await fetch(`${base}/api/temp-upload?consent=yes`, { method: "POST", body: form, headers: fromGuest(100_000 + i) });
      if (!res.ok) throw new Error(`upload ${res.status}: ${await res.text()}`);
      fileNames.push(((await res.json()) as { fileName: string }).fileName);
    }

    const successes = new Set<string>();
    let failed = 0;
    let killed = false;
    const exited = new Promise((r) => server.once("exit", r));
    const send = async (i: number) => {
      const body = {
        primaryGuestName: `Guest ${i}`,
        primaryGuestPhone: String(9_000_000_000 + i),
        rsvpStatus: "yes",
        dietaryPreference: "veg",
        familyMembers: [1, 2, 3].map((n) => ({ name: `Guest ${i} family ${n}`, dietaryPreference: "non-veg" })),
        children: [{ name: `Child of ${i}`, age: 5 }],
        ...(i % 4 === 0 ? { uploadedFileName: fileNames[i / 4], uploadMode: "single", idConsent: true } : {}),
        idempotencyKey: `crash-${i}-key`,
      };
      try {
        const res = await fetch(`${base}/api/rsvp`, {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", ...fromGuest(i) },
        });
        const json = (await res.json()) as { success?: boolean; rsvpId?: string };
        if (res.status === 200 && json.success && json.rsvpId) {
          successes.add(json.rsvpId);
          if (!killed && successes.size >= killAfter) {
            killed = true;
            server.kill("SIGKILL");
          }
        } else failed++;
      } catch {
        failed++;
      }
    };
    await Promise.all(Array.from({ length: total }, (_, i) => send(i)));
    if (!killed) server.kill("SIGKILL");
    await exited;

    // Restart on the same folder: the server must come back and find every acknowledged RSVP.
    server = startServer(dataDir, port);
    await waitHealthy(base);
    const healthyAfterRestart = (await fetch(`${base}/healthz`)).ok;
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));

    const db = new SQLite(path.join(dataDir, "wedding.sqlite"), { readonly: true });
    try {
      const integrity = String(db.pragma("integrity_check", { simple: true }));
      const rows = db
        .prepare(
          `SELECT r.id, r.id_proof_url AS idProofUrl,
             (SELECT COUNT(*) FROM family_members f WHERE f.rsvp_id = r.id) AS family,
             (SELECT COUNT(*) FROM children c WHERE c.rsvp_id = r.id) AS kids
           FROM rsvps r`,
        )
        .all() as { id: string; idProofUrl: string | null; family: number; kids: number }[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const missingFiles = rows
        .filter((r) => r.idProofUrl)
        .map((r) => path.join(dataDir, "files", "id", path.basename(r.idProofUrl!)))
        .filter((f) => !fs.existsSync(f));
      return {
        submitted: total,
        answeredSuccess: successes.size,
        failedByCrash: failed,
        inDatabase: rows.length,
        missing: [...successes].filter((id) => !byId.has(id)),
        incomplete: rows.filter((r) => r.family !== 3 || r.kids !== 1).map((r) => r.id),
        missingFiles,
        integrity,
        healthyAfterRestart,
      };
    } finally {
      db.close();
    }
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runCrashTest();
  console.log(
    JSON.stringify({ ...report, missing: report.missing.length, incomplete: report.incomplete.length, missingFiles: report.missingFiles.length }, null, 2),
  );
  const ok = report.missing.length === 0 && report.incomplete.length === 0 && report.missingFiles.length === 0 && report.integrity === "ok";
  process.exit(ok ? 0 : 1);
}
