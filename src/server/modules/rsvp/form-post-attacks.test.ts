/**
 * POST /rsvp/send against broken and hostile bodies: a 4xx with a sentence (the page again where there is a page),
 * never a 500 or a hang, and no file left behind that the temp upload would not also leave. Through app.inject,
 * and over a real socket where the behaviour depends on the connection (a stalled body, an oversized one).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REQUEST_TIMEOUTS } from "../../../../fastify.config";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { FORM_FILE_PARTS, FORM_MAX_BODY_BYTES, FORM_MESSAGES } from "../../files/form-parts";
import { fileOfSize, formBody, type FormPart, PDF_BYTES } from "../../files/multipart.test-helpers";
import { UPLOAD_MESSAGES } from "../../files/routes";
import { openFilesIn, rawRequest, until } from "../../files/socket.test-helpers";
import { ID_DIR, TEMP_DIR } from "../../files/storage";
import { inflightUploadBytes } from "../../files/upload-limits";
import type { ReplyFormState } from "../../../shared/reply-form-state";
import { FORM_POST_MESSAGES } from "./form-post";

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const IDLE_MS = 400;

let t: TestApp;
let clientDir: string;
let port: number;
beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-nojs-attacks-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir, timeouts: { ...REQUEST_TIMEOUTS, uploadIdleMs: IDLE_MS } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function stateOf(html: string): ReplyFormState {
  const m = /<script id="reply-form-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error(`no #reply-form-state in: ${html.slice(0, 200)}`);
  return JSON.parse(m[1]!) as ReplyFormState;
}
const listDir = (sub: string) => {
  const dir = path.join(t.config.filesDir, sub);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const storedRows = () => t.db.selectFrom("storedFiles").select("name").execute();
const rsvps = () => t.db.selectFrom("rsvps").select("id").execute();
const guest: FormPart[] = [
  ["idempotencyKey", "attack-test-key-1"],
  ["primaryGuestName", "Asha Rao"],
  ["primaryGuestPhone", "9876543210"],
  ["rsvpStatus", "yes"],
  ["idConsent", "on"],
];
const inject = (payload: Buffer | string, contentType: string, method: "POST" | "GET" | "PUT" = "POST") =>
  t.app.inject({ method, url: "/rsvp/send", payload, headers: { "content-type": contentType } });
const head = (headers: Record<string, string | number>) =>
  [`POST /rsvp/send HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join("\r\n") + "\r\n\r\n";

describe("bodies the form never sends", () => {
  it("a multipart type without a boundary, or another type: 4xx with a sentence", async () => {
    const noBoundary = await inject("x", "multipart/form-data");
    expect(noBoundary.statusCode).toBe(400);
    expect(stateOf(noBoundary.body).notice).toBe(FORM_MESSAGES.badForm);
    const urlencoded = await inject("primaryGuestName=Asha", "application/x-www-form-urlencoded");
    expect(urlencoded.statusCode).toBe(415);
    expect(urlencoded.json()).toEqual({ message: "Unsupported content type." });
    expect(await rsvps()).toEqual([]);
  });

  it("GET and other methods on /rsvp/send: 405 with a sentence, never the private-link page", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/rsvp/send" });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expect(res.body).toBe(FORM_POST_MESSAGES.onlyPost);
    }
  });

  it("a form cut off before its closing boundary, after a stored file: 400, the file deleted again", async () => {
    const { payload, headers } = formBody([...guest, { name: "uploadedFileName", data: PDF_BYTES }, ["familyMembers.0.name", "Ravi"]]);
    const cut = payload.subarray(0, payload.length - 30);
    const res = await inject(cut, headers["content-type"]);
    expect(res.statusCode).toBe(400);
    const state = stateOf(res.body);
    expect(state.notice).toBe(UPLOAD_MESSAGES.incomplete);
    expect(state.values.uploadedFileName).toBe("");
    expect(await storedRows()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(await rsvps()).toEqual([]);
  });

  it("a form of fields cut off exactly between two parts (the parser then ends as if whole): 400, nothing saved", async () => {
    const { payload, headers } = formBody([...guest, ["familyMembers.0.name", "Ravi"]]);
    const boundary = headers["content-type"].split("boundary=")[1]!;
    const res = await inject(payload.subarray(0, payload.length - `--${boundary}--\r\n`.length), headers["content-type"]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).notice).toBe(UPLOAD_MESSAGES.incomplete);
    expect(await rsvps()).toEqual([]);
  });

  it("a form cut off in the middle of a file: 400, nothing on disk", async () => {
    const { payload, headers } = formBody([...guest, { name: "uploadedFileName", data: fileOfSize(PDF_BYTES, 50_000) }]);
    const res = await inject(payload.subarray(0, 20_000), headers["content-type"]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).notice).toBe(UPLOAD_MESSAGES.incomplete);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(listDir(TEMP_DIR)).toEqual([]);
  });

  it("more file inputs than any form has: 400, files stored before it deleted", async () => {
    const many: FormPart[] = Array.from({ length: FORM_FILE_PARTS + 1 }, () => ({ name: "uploadedFileName", data: PDF_BYTES }));
    const { payload, headers } = formBody([...guest, ...many]);
    const res = await inject(payload, headers["content-type"]);
    expect(res.statusCode).toBe(400);
    expect(stateOf(res.body).notice).toBe(FORM_MESSAGES.badForm);
    expect(await storedRows()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("a file over 15 MB is refused at its field and the rest of the form still read", async () => {
    const { payload, headers } = formBody([
      ...guest,
      { name: "uploadedFileName", data: fileOfSize(PDF_BYTES, 15 * 1024 * 1024 + 10) },
      ["children.0.name", "Anu"],
    ]);
    const res = await inject(payload, headers["content-type"]);
    expect(res.statusCode).toBe(400);
    const state = stateOf(res.body);
    expect(state.errors).toEqual({ uploadedFileName: UPLOAD_MESSAGES.tooLarge });
    expect(state.values.children).toEqual([{ name: "Anu", age: "" }]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(await rsvps()).toEqual([]);
  });
});

describe("over a real socket", () => {
  it("a body declared larger than any form: 413 with the page before it is read, the connection closed", async () => {
    const { payload, headers } = formBody(guest);
    const { answer, socket } = rawRequest(port, head({ "Content-Type": headers["content-type"], "Content-Length": FORM_MAX_BODY_BYTES + 1 }), payload, {
      end: false,
    });
    try {
      const res = await answer;
      expect(res.status).toBe(413);
      expect(stateOf(res.body).notice).toBe(FORM_MESSAGES.tooLarge);
      expect(res.headers.connection).toBe("close");
      expect(res.ms).toBeLessThan(5000);
    } finally {
      socket.destroy();
    }
  });

  it("a stalled body after a stored file: 408 within the idle timeout, the file deleted, the socket closed", async () => {
    const { payload, headers } = formBody([
      ...guest,
      { name: "uploadedFileName", data: PDF_BYTES },
      { name: "frontIdFileName", data: fileOfSize(PDF_BYTES, 200_000) },
    ]);
    const sent = payload.subarray(0, payload.length - 100_000);
    const { answer, socket } = rawRequest(port, head({ "Content-Type": headers["content-type"], "Content-Length": payload.length }), sent, { end: false });
    try {
      expect(await until(() => listDir(ID_DIR).length === 1)).toBe(true);
      const res = await answer;
      expect(res.status).toBe(408);
      expect(res.ms).toBeLessThan(IDLE_MS + 1500);
      expect(res.headers.connection).toBe("close");
      expect(await until(() => socket.readableEnded || socket.destroyed)).toBe(true);
      expect(stateOf(res.body).notice).toBe("The upload stalled: nothing arrived for 1 second. Please try again.");
      expect(await until(() => listDir(ID_DIR).length === 0 && listDir(TEMP_DIR).length === 0)).toBe(true);
      expect(await storedRows()).toEqual([]);
      expect(openFilesIn(t.config.filesDir)).toEqual([]);
      expect(inflightUploadBytes(t.app.deps)).toBe(0);
      expect(await rsvps()).toEqual([]);
    } finally {
      socket.destroy();
    }
  });
});
