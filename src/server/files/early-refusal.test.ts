/**
 * Refusals can be read: an upload refused before its body is read (no consent, too large by Content-Length,
 * wrong type, the address's budget, a full disk, a declined reply, a bad upload link) is answered only after
 * the rest of the body has been read and thrown away (drain.ts), so a client still sending its 15 MB reads
 * the status and the sentence instead of a reset. Real sockets: Node's fetch (undici) 100 times, and curl
 * 100 times when the machine has it.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../../../fastify.config";
import { makeTestApp, replyCredential, type TestApp } from "../app.test-helpers";
import { fileOfSize, multipartBody, PDF_BYTES } from "./multipart.test-helpers";
import { ID_UPLOAD_IP_BUDGET, idUploadBudget } from "./upload-limits";

const MB = 1024 * 1024;
const run = promisify(execFile);

/** One refusal: where to send what, and the answer expected. */
interface Case {
  name: string;
  method: "POST" | "PUT";
  url: string;
  contentType: string;
  body: Buffer;
  status: number;
  message: RegExp;
  headers?: Record<string, string>;
}

const apps: TestApp[] = [];
const started = async (overrides: Partial<AppConfig> = {}) => {
  const t = await makeTestApp({}, overrides);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  apps.push(t);
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
};

async function insertReply(t: TestApp, rsvpStatus: string) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("rsvps")
    .values({
      id,
      primaryGuestName: "Asha",
      primaryGuestPhone: "9876543210",
      primaryGuestGender: null,
      rsvpStatus,
      dietaryPreference: null,
      beveragePreference: null,
      needsMakeupArtist: 0,
      makeupCount: 0,
      idProofUrl: null,
      uploadMode: null,
      specialRequests: null,
      idempotencyKey: null,
    })
    .execute();
  return id;
}

let cases: Case[] = [];
beforeAll(async () => {
  const form = (data: Buffer) => multipartBody({ data });
  const pdf = form(fileOfSize(PDF_BYTES, 15 * MB - 100 * 1024));
  const html = form(fileOfSize(Buffer.from("<html>"), 15 * MB - 100 * 1024));
  const tooBig = form(fileOfSize(PDF_BYTES, 16 * MB - 1024));
  const ct = pdf.headers["content-type"];

  const plain = await started();
  const declined = await insertReply(plain.t, "no");
  const declinedCredential = await replyCredential(plain.t, declined);
  const full = await started({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
  const spent = await started();
  idUploadBudget(spent.t.app.deps.limits).take("127.0.0.1", spent.t.clock.now.getTime(), ID_UPLOAD_IP_BUDGET.max);

  cases = [
    { name: "400 no consent", method: "POST", url: `${plain.base}/api/temp-upload`, contentType: ct, body: pdf.payload, status: 400, message: /Please tick/ },
    {
      name: "413 by Content-Length",
      method: "POST",
      url: `${plain.base}/api/temp-upload?consent=yes`,
      contentType: tooBig.headers["content-type"],
      body: tooBig.payload,
      status: 413,
      message: /File too large/,
    },
    {
      name: "415 wrong type",
      method: "POST",
      url: `${plain.base}/api/temp-upload?consent=yes`,
      contentType: html.headers["content-type"],
      body: html.payload,
      status: 415,
      message: /Invalid file type/,
    },
    {
      name: "409 declined reply",
      method: "POST",
      url: `${plain.base}/api/rsvp/${declined}/upload-id?consent=yes`,
      contentType: ct,
      headers: declinedCredential,
      body: pdf.payload,
      status: 409,
      message: /not coming/,
    },
    {
      name: "403 bad upload link",
      method: "PUT",
      url: `${plain.base}/files/upload/icon/${"a".repeat(24)}?token=nope`,
      contentType: "image/png",
      body: pdf.payload,
      status: 403,
      message: /not valid/,
    },
    {
      name: "507 low disk",
      method: "POST",
      url: `${full.base}/api/temp-upload?consent=yes`,
      contentType: ct,
      body: pdf.payload,
      status: 507,
      message: /disk is almost full/,
    },
    {
      name: "429 budget",
      method: "POST",
      url: `${spent.base}/api/temp-upload?consent=yes`,
      contentType: ct,
      body: pdf.payload,
      status: 429,
      message: /Too many uploads/,
    },
  ];
}, 60_000);
afterAll(async () => {
  for (const t of apps) await t.close();
});

const TRIES = 100;

/** `data` as a stream of 64 KB pieces, each after a turn of the event loop. */
function streamOf(data: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    async pull(controller) {
      await new Promise((r) => setImmediate(r));
      if (at >= data.length) return controller.close();
      controller.enqueue(data.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}
const caseOf = (i: number) => cases[i % cases.length]!;

describe("early refusals of uploads", () => {
  it(`are read by Node's fetch at least 99 times in ${TRIES}`, async () => {
    const failures: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      const c = caseOf(i);
      try {
        // Every other try streams the body in 64 KB pieces (no Content-Length), as a slow phone's upload arrives.
        const body = i % 2 === 0 ? c.body : streamOf(c.body);
        const res = await fetch(c.url, { method: c.method, headers: { "content-type": c.contentType, ...c.headers }, body, duplex: "half" } as RequestInit);
        const answer = (await res.json()) as { message?: string };
        if (res.status !== c.status || !c.message.test(answer.message ?? "")) failures.push(`${c.name}: ${res.status} ${answer.message}`);
      } catch (error) {
        failures.push(`${c.name}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? "")}`);
      }
    }
    console.info(`fetch read ${TRIES - failures.length} of ${TRIES} early refusals`);
    expect(TRIES - failures.length, failures.slice(0, 5).join("\n")).toBeGreaterThanOrEqual(99);
  }, 180_000);

  const curl = fs.existsSync("/usr/bin/curl") ? "/usr/bin/curl" : null;
  it.runIf(curl)(
    `are read by curl at least 99 times in ${TRIES}`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "early-refusal-"));
      const failures: string[] = [];
      try {
        const files = cases.map((c, i) => {
          const file = path.join(dir, `body-${i}`);
          fs.writeFileSync(file, c.body);
          return file;
        });
        for (let i = 0; i < TRIES; i++) {
          const c = caseOf(i);
          const args = [
            "-sS",
            "-X",
            c.method,
            "-H",
            `Content-Type: ${c.contentType}`,
            ...Object.entries(c.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
            "--data-binary",
            `@${files[i % cases.length]}`,
            "-w",
            "\n%{http_code}",
            c.url,
          ];
          const out = await run(curl!, args, { maxBuffer: 1024 * 1024 }).then(
            (r) => r.stdout,
            (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ""}\nerror ${e.stderr ?? ""}`,
          );
          const [text = "", code = ""] = [out.slice(0, out.lastIndexOf("\n")), out.slice(out.lastIndexOf("\n") + 1)];
          if (Number(code) !== c.status || !c.message.test(text)) failures.push(`${c.name}: ${code} ${text.slice(0, 200)}`);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      console.info(`curl read ${TRIES - failures.length} of ${TRIES} early refusals`);
      expect(TRIES - failures.length, failures.slice(0, 5).join("\n")).toBeGreaterThanOrEqual(99);
    },
    300_000,
  );
});
