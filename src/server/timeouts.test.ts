/**
 * Every request ends, over real sockets: stalled headers and bodies on every kind of route are answered
 * 408 or closed, uploads that keep flowing are not cut, idle keep-alive connections close. The app runs
 * with the production rules and short figures (config.timeouts) so the test takes seconds, not minutes.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type net from "node:net";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REQUEST_TIMEOUTS } from "../../fastify.config";
import { fileOfSize, multipartBody, PDF_BYTES } from "./files/multipart.test-helpers";
import { rawRequest, sleep, until } from "./files/socket.test-helpers";
import { TEMP_DIR } from "./files/storage";
import { uploadAddress } from "./files/upload-token";
import { TIMEOUT_MESSAGE } from "./request-deadlines";
import { makeTestApp, type TestApp } from "./app.test-helpers";

const T = { ...REQUEST_TIMEOUTS, headersMs: 400, checkIntervalMs: 100, bodyMs: 600, keepAliveMs: 400, uploadMinBytesPerSecond: 8 * 1024 };

let t: TestApp;
let port: number;
const open: net.Socket[] = [];
beforeEach(async () => {
  t = await makeTestApp({}, { timeouts: T });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  await t.close();
});

const head = (method: string, url: string, headers: Record<string, string | number>) =>
  [`${method} ${url} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join("\r\n") + "\r\n\r\n";

/** Sends `head` and `first`, then `chunk` every `everyMs` until the socket closes (a trickle). */
function trickle(headText: string, first: Buffer, chunk: Buffer | null, everyMs = 50) {
  const req = rawRequest(port, headText, first, { end: false });
  open.push(req.socket);
  if (chunk) {
    const timer = setInterval(() => (req.socket.writable ? req.socket.write(chunk) : clearInterval(timer)), everyMs);
    req.socket.once("close", () => clearInterval(timer));
  }
  return req;
}

const json = { "Content-Type": "application/json", "Content-Length": 1000 };

describe("a stalled JSON body", () => {
  it.each(["/api/rsvp", "/trpc/guest.submitRsvp", "/api/auth/request-otp", "/api/admin/rooms"])(
    "at %s is answered 408 with a sentence and closed once the body deadline passes, even while bytes trickle in",
    async (url) => {
      const { answer } = trickle(head("POST", url, json), Buffer.from("{"), Buffer.from(" "), 100);
      const res = await answer;
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ message: TIMEOUT_MESSAGE });
      expect(res.headers.connection).toBe("close");
      expect(res.closed).toBe(true);
      expect(res.ms).toBeGreaterThanOrEqual(T.bodyMs - 50);
      expect(res.ms).toBeLessThan(T.bodyMs + 1000);
    },
  );

  it("sent in chunks (no Content-Length) is answered 408 the same way", async () => {
    const { answer } = trickle(
      head("POST", "/api/rsvp", { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }),
      Buffer.from("1\r\n{\r\n"),
      Buffer.from("1\r\n \r\n"),
      100,
    );
    const res = await answer;
    expect(res.status).toBe(408);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(T.bodyMs + 1000);
  });

  it.each(["/api/rsvp", "/rsvp"])("of a form posted to %s ends with an answer and a closed connection by the deadline", async (url) => {
    const started = Date.now();
    const { answer, socket } = trickle(
      head("POST", url, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 1000 }),
      Buffer.from("primaryGuestName=A"),
      Buffer.from("a"),
      100,
    );
    const res = await answer;
    expect([408, 404, 415]).toContain(res.status);
    expect(res.status).not.toBeNull();
    expect(await until(() => socket.destroyed || socket.readableEnded, T.bodyMs + 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(T.bodyMs + 1000);
  });

  it("that was answered without being read closes its connection at the deadline", async () => {
    const { answer, socket } = trickle(head("GET", "/healthz", json), Buffer.from("{"), null);
    const res = await answer;
    expect(res.status).toBe(200);
    const started = Date.now();
    expect(await until(() => socket.destroyed || socket.readableEnded, T.bodyMs + 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(T.bodyMs + 1000);
  });

  it("on a malformed address is refused and closed at once", async () => {
    const { answer } = trickle(head("POST", "/api/%zz", json), Buffer.from("{"), null);
    const res = await answer;
    expect(res.status).toBe(400);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(T.bodyMs);
  });

  it("that completes in time is answered as usual and the connection stays open", async () => {
    const body = Buffer.from(JSON.stringify({ phoneNumber: "" }));
    const { answer } = trickle(head("POST", "/api/auth/request-otp", { "Content-Type": "application/json", "Content-Length": body.length }), body, null);
    const res = await answer;
    expect(res.status).not.toBe(408);
    expect(res.closed).toBe(false);
  });
});

describe("stalled headers", () => {
  it("are answered 408 with a sentence within the headers timeout and its check interval", async () => {
    const { answer } = trickle(`POST /api/rsvp HTTP/1.1\r\nHost: 127.0.0.1\r\n`, Buffer.alloc(0), Buffer.from("X-A: b\r\n"), 150);
    const res = await answer;
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ message: TIMEOUT_MESSAGE });
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(T.headersMs + T.checkIntervalMs + 500);
  });

  it("on a connection that never sends a byte close it the same way", async () => {
    const { answer } = trickle("", Buffer.alloc(0), null);
    const res = await answer;
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(T.headersMs + T.checkIntervalMs + 500);
  });
});

describe("Node's own refusals", () => {
  it("are sentences too: headers too large (431), unreadable HTTP (400)", async () => {
    const big = await trickle(head("GET", "/healthz", { "X-Big": "a".repeat(20_000) }), Buffer.alloc(0), null).answer;
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({ message: "The request headers are too large." });
    const junk = await trickle("NOT HTTP AT ALL\r\n\r\n", Buffer.alloc(0), null).answer;
    expect(junk.status).toBe(400);
    expect(JSON.parse(junk.body)).toEqual({ message: "The request could not be read." });
  });
});

describe("an idle keep-alive connection", () => {
  it("is closed by the server after the keep-alive timeout", async () => {
    const { answer, socket } = trickle(head("GET", "/healthz", {}), Buffer.alloc(0), null);
    expect((await answer).status).toBe(200);
    const started = Date.now();
    expect(await until(() => socket.destroyed || socket.readableEnded, T.keepAliveMs + 1500)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(T.keepAliveMs - 100);
  });
});

describe("file uploads", () => {
  const tempFiles = () => {
    const dir = path.join(t.config.filesDir, TEMP_DIR);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it("that keep flowing go on past the body deadline and are stored", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 60_000) });
    const hText = head("POST", "/api/temp-upload?consent=yes", { "Content-Type": headers["content-type"], "Content-Length": payload.length });
    // 3 KB every 50 ms (60 KB/s): about 1 s in all, longer than the body deadline, well above the floor.
    const { answer, socket } = trickle(hText, payload.subarray(0, 3000), null);
    for (let at = 3000; at < payload.length; at += 3000) {
      await sleep(50);
      socket.write(payload.subarray(at, at + 3000));
    }
    const res = await answer;
    expect(res.ms).toBeGreaterThan(T.bodyMs);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
  });

  it("that trickle below the floor are closed at the end of their window and leave no file", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 60_000) });
    const hText = head("POST", "/api/temp-upload?consent=yes", { "Content-Type": headers["content-type"], "Content-Length": payload.length });
    const started = Date.now();
    const { answer, socket } = trickle(hText, payload.subarray(0, 1000), Buffer.from(" "), 100);
    // Closed without an answer (a reset, as the server drops what the client still sends).
    const res = await answer.catch(() => null);
    expect(res?.status ?? null).toBeNull();
    expect(await until(() => socket.destroyed, T.bodyMs + 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(T.bodyMs + 1000);
    expect(await until(() => tempFiles().length === 0)).toBe(true);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });

  it("through a signed PUT that trickles are closed the same way", async () => {
    const { uploadURL } = uploadAddress(t.config.appSecret, "venue", t.clock.now);
    const hText = head("PUT", uploadURL, { "Content-Type": "image/png", "Content-Length": 500_000 });
    const started = Date.now();
    const { answer, socket } = trickle(hText, PDF_BYTES, Buffer.from(" "), 100);
    const res = await answer.catch(() => null);
    expect(res?.status ?? null).toBeNull();
    expect(await until(() => socket.destroyed, T.bodyMs + 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(T.bodyMs + 1000);
  });
});
