/**
 * ID uploads over a real TCP socket, where the behaviour depends on the connection: a client that stalls
 * mid-body, a body cut off before its closing boundary, a form without a boundary (issue 12).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REQUEST_TIMEOUTS } from "../../../fastify.config";
import { makeTestApp, type TestApp } from "../app.test-helpers";
import { fileOfSize, multipartBody, PDF_BYTES } from "./multipart.test-helpers";
import { UPLOAD_MESSAGES } from "./routes";
import { openFilesIn, rawRequest, sleep, until } from "./socket.test-helpers";
import { ID_DIR, TEMP_DIR } from "./storage";
import { inflightUploadBytes } from "./upload-limits";

const IDLE_MS = 400;

let t: TestApp;
let port: number;
beforeEach(async () => {
  t = await makeTestApp({}, { timeouts: { ...REQUEST_TIMEOUTS, uploadIdleMs: IDLE_MS } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  await t.close();
});

const listDir = (sub: string) => {
  const dir = path.join(t.config.filesDir, sub);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

function postHead(headers: Record<string, string | number>, url = "/api/temp-upload?consent=yes") {
  const lines = [`POST ${url} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return lines.join("\r\n") + "\r\n\r\n";
}

describe("a stalled upload", () => {
  it("is answered 408 within the idle timeout, its partial file deleted and its descriptor closed", async () => {
    const tempDir = path.join(t.config.filesDir, TEMP_DIR);
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 200_000) });
    // Headers and the first 100 KB of a 200 KB file, then silence (the socket stays open).
    const sent = payload.subarray(0, 100_000);
    const { answer, socket } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Content-Length": payload.length }), sent, { end: false });
    try {
      // While the client is silent, the upload is in progress: a .part file, open.
      expect(await until(() => listDir(TEMP_DIR).some((f) => f.endsWith(".part")))).toBe(true);
      expect(openFilesIn(tempDir).length).toBeGreaterThan(0);

      const res = await answer;
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: "The upload stalled: nothing arrived for 1 second. Please try again." });
      expect(res.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
      expect(res.ms).toBeLessThan(IDLE_MS + 1500);
      expect(res.headers.connection).toBe("close");
      expect(await until(() => socket.readableEnded || socket.destroyed)).toBe(true);

      expect(listDir(TEMP_DIR)).toEqual([]);
      expect(listDir(ID_DIR)).toEqual([]);
      expect(openFilesIn(tempDir)).toEqual([]);
      expect(inflightUploadBytes(t.app.deps)).toBe(0);
      expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    } finally {
      socket.destroy();
    }
  });

  it("is answered 408 when nothing of the body arrives at all", async () => {
    const { payload, headers } = multipartBody({ data: PDF_BYTES });
    const { answer, socket } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Content-Length": payload.length }), Buffer.alloc(0), {
      end: false,
    });
    try {
      const res = await answer;
      expect(res.status).toBe(408);
      expect(res.ms).toBeLessThan(IDLE_MS + 1500);
      expect(listDir(TEMP_DIR)).toEqual([]);
    } finally {
      socket.destroy();
    }
  });

  it("is not cut off while bytes keep arriving slowly, and a normal upload still passes", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 30_000) });
    const { answer, socket } = rawRequest(
      port,
      postHead({ "Content-Type": headers["content-type"], "Content-Length": payload.length }),
      payload.subarray(0, 10_000),
      { end: false },
    );
    try {
      // Three pauses of about half the idle time: never idle for the whole timeout.
      for (const [from, to] of [
        [10_000, 20_000],
        [20_000, payload.length],
      ] as const) {
        await sleep(IDLE_MS / 2);
        socket.write(payload.subarray(from, to));
      }
      const res = await answer;
      expect(res.status, res.body).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true, message: "File uploaded successfully" });
      expect(listDir(TEMP_DIR)).toEqual([]);
      expect(listDir(ID_DIR)).toHaveLength(1);
    } finally {
      socket.destroy();
    }
  });
});

describe("a broken multipart body", () => {
  it("cut off before its closing boundary, connection half-closed, is a 400 with a message and leaves no file", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 50_000) });
    const cut = payload.subarray(0, 30_000);
    // The declared length matches what is sent: the HTTP body is complete, the form is not.
    const { answer } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Content-Length": cut.length }), cut, { end: true });
    const res = await answer;
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: UPLOAD_MESSAGES.incomplete });
    expect(await until(() => listDir(TEMP_DIR).length === 0)).toBe(true);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(openFilesIn(path.join(t.config.filesDir, TEMP_DIR))).toEqual([]);
  });

  it("cut off mid-chunk (chunked, the client half-closes) is a 400 and leaves no file", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 50_000) });
    const cut = payload.subarray(0, 30_000);
    const chunk = Buffer.concat([Buffer.from(`${cut.length.toString(16)}\r\n`), cut, Buffer.from("\r\n")]);
    const { answer } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Transfer-Encoding": "chunked" }), chunk, { end: true });
    const res = await answer;
    // Node's HTTP parser refuses the cut-off chunked body itself (Fastify's client error answer).
    expect(res.status).toBe(400);
    expect(await until(() => listDir(TEMP_DIR).length === 0)).toBe(true);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(openFilesIn(path.join(t.config.filesDir, TEMP_DIR))).toEqual([]);
  });

  it("declaring more than it sends (the client half-closes) is a 400 and leaves no file", async () => {
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 50_000) });
    const { answer } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Content-Length": payload.length }), payload.subarray(0, 30_000), {
      end: true,
    });
    const res = await answer;
    expect(res.status).toBe(400);
    expect(await until(() => listDir(TEMP_DIR).length === 0)).toBe(true);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("from a client that disconnects mid-upload leaves no partial file and no open descriptor", async () => {
    const tempDir = path.join(t.config.filesDir, TEMP_DIR);
    const { payload, headers } = multipartBody({ data: fileOfSize(PDF_BYTES, 200_000) });
    const { socket } = rawRequest(port, postHead({ "Content-Type": headers["content-type"], "Content-Length": payload.length }), payload.subarray(0, 100_000), {
      end: false,
    });
    expect(await until(() => listDir(TEMP_DIR).some((f) => f.endsWith(".part")))).toBe(true);
    socket.destroy();
    expect(await until(() => listDir(TEMP_DIR).length === 0 && openFilesIn(tempDir).length === 0)).toBe(true);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(await until(() => inflightUploadBytes(t.app.deps) === 0)).toBe(true);
    // The server is still fine.
    const whole = multipartBody({ data: PDF_BYTES });
    const ok = rawRequest(port, postHead({ "Content-Type": whole.headers["content-type"], "Content-Length": whole.payload.length }), whole.payload, {
      end: true,
    });
    expect((await ok.answer).status).toBe(200);
  });

  it("multipart/form-data without a boundary is a 400 with a message", async () => {
    const { payload } = multipartBody({ data: PDF_BYTES });
    const { answer } = rawRequest(port, postHead({ "Content-Type": "multipart/form-data", "Content-Length": payload.length }), payload, { end: true });
    const res = await answer;
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: UPLOAD_MESSAGES.badForm });
    expect(listDir(TEMP_DIR)).toEqual([]);
  });
});
