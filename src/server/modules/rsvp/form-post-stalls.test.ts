/**
 * 1,100 stalled no-JavaScript form posts (headers sent, then a body that trickles or stops) over real sockets:
 * the site keeps answering its other pages within a second while they hang and while they are answered, as it
 * does for the same count of stalled JSON posts. The probes run in a worker thread (form-flood.test-helpers.ts).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { REQUEST_TIMEOUTS } from "../../../../fastify.config";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { inflightUploadBytes } from "../../files/upload-limits";
import { probeFromWorker, stalledPosts } from "./form-flood.test-helpers";

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const RENDER_ENTRY = path.resolve(__dirname, "../../../client/entry-server.tsx");
const STALLED = 1100;
/** Short figures so the stalls end within seconds (the rules are the production ones). */
const T = { ...REQUEST_TIMEOUTS, bodyMs: 2000, uploadIdleMs: 2000 };

let t: TestApp;
let clientDir: string;
let port: number;
beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-nojs-stalls-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir, renderEntry: RENDER_ENTRY, timeouts: T });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const BOUNDARY = "----stalled0123456789";
const formHead = (length: number) =>
  `POST /rsvp/send HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`;
/** The start of a real form: its first fields, then a name cut off mid-value. */
const formStart = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="idempotencyKey"\r\n\r\nstalled-post-key-1\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="primaryGuestName"\r\n\r\nAsha R`,
);

it(`${STALLED} stalled form posts leave /healthz and / answering within a second, while they hang and as they are answered`, async () => {
  // Warm the page render first: its first call loads the render module.
  expect((await t.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
  const probe = probeFromWorker(port, ["/healthz", "/"], 100);
  // Half stay silent after their first bytes, half trickle a byte every 300 ms (never enough to count as an upload).
  const posts = await stalledPosts(port, STALLED, formHead, formStart, (i) => (i % 2 ? 300 : null));
  try {
    // Every one of them is answered or closed by the server, within the deadlines (2 s) and some room.
    const deadline = Date.now() + 20_000;
    while (posts.open() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    const probes = await probe.stop();
    const failed = probes.filter((p) => p.status !== 200);
    const slow = probes.filter((p) => p.ms >= 1000);
    const worst = Math.max(...probes.map((p) => p.ms));
    expect(posts.open()).toBe(0);
    expect(probes.length).toBeGreaterThan(40);
    expect(failed).toEqual([]);
    // Within a second: on a quiet host every probe (0 of 106 over, worst 502 ms). Run beside other test files on two
    // cores, a probe may wait on the scheduler, so one in fifty may pass a second, never two. Before the page queue,
    // 468 of 494 were over a second and the worst took 19 s.
    expect(slow.length, `slow probes: ${slow.map((p) => Math.round(p.ms)).join(", ")}`).toBeLessThanOrEqual(Math.floor(probes.length / 50));
    expect(worst).toBeLessThan(2000);
    expect(inflightUploadBytes(t.app.deps)).toBe(0);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
  } finally {
    posts.close();
    await probe.stop().catch(() => []);
  }
}, 90_000);
