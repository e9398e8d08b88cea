/** Signed upload addresses, the signed PUT and public media reads. Real app over in-memory SQLite. */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUDIO_MAX_BYTES, VENUE_MEDIA_MAX_BYTES } from "../../shared/constants";
import { acceptedMimeType, UPLOAD_RULES } from "../../shared/upload-kinds";
import { createAdminSession, makeTestApp, type TestApp } from "../app.test-helpers";
import {
  AAC_BYTES,
  JS_LINK_SVG,
  M4A_BYTES,
  M4A_ISOM_BYTES,
  M4A_MP42_BYTES,
  MP3_BYTES,
  MP4_BYTES,
  OGG_OPUS_BYTES,
  OGG_OTHER_BYTES,
  ONLOAD_SVG,
  pngImage,
  SAFE_SVG,
  SCRIPT_SVG,
  wavAudio,
} from "./media.test-helpers";
import { MEDIA_MESSAGES, parseRange, sweepUploadTokens } from "./media-routes";
import { redactTokens, signUploadToken, UPLOAD_TOKEN_TTL_MS } from "./upload-token";
import { openFilesIn, rawRequest, until } from "./socket.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

async function uploadUrl(kind: "icon" | "audio" | "venue") {
  const res =
    kind === "venue"
      ? await t.app.inject({ method: "POST", url: "/api/venue-media/upload-url", headers: auth })
      : await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: auth, payload: { kind } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { uploadURL: string; path: string };
}
const put = (url: string, body: Buffer, type = "application/octet-stream") =>
  t.app.inject({ method: "PUT", url, payload: body, headers: { "content-type": type } });
const filesIn = (kind: string) => (fs.existsSync(path.join(t.config.filesDir, kind)) ? fs.readdirSync(path.join(t.config.filesDir, kind)) : []);
const tempFiles = () => filesIn("temp");

describe("upload addresses", () => {
  it("issues a same-origin signed address whose public path drops upload/ and the query", async () => {
    for (const kind of ["icon", "audio", "venue"] as const) {
      const { uploadURL, path: publicPath } = await uploadUrl(kind);
      expect(uploadURL).toMatch(new RegExp(`^/files/upload/${kind}/[A-Za-z0-9_-]{24}\\?token=[^&]+$`));
      expect(publicPath).toBe(uploadURL.split("?")[0]!.replace("/files/upload/", "/files/"));
    }
  });

  it("refuses an unknown kind with a sentence", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: auth, payload: { kind: "pdf" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Unknown upload kind" });
  });
});

describe("PUT /files/upload/<kind>/<key>", () => {
  it("stores a PNG icon by its magic bytes, serves it publicly with long cache headers", async () => {
    const { uploadURL, path: publicPath } = await uploadUrl("icon");
    const png = pngImage();
    const res = await put(uploadURL, png, "text/plain");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ path: publicPath, mimeType: "image/png", sizeBytes: png.length });
    const key = publicPath.split("/").pop()!;
    expect(filesIn("icon")).toEqual([key]);
    expect(tempFiles()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().where("name", "=", key).executeTakeFirst()).toMatchObject({
      kind: "icon",
      mimeType: "image/png",
      sizeBytes: png.length,
    });
    expect(await t.db.selectFrom("uploadTokens").selectAll().execute()).toEqual([expect.objectContaining({ jti: key, kind: "icon" })]);

    const got = await t.app.inject({ method: "GET", url: publicPath });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.rawPayload.equals(png)).toBe(true);
  });

  it("refuses a reused token (409) and keeps the first file", async () => {
    const { uploadURL } = await uploadUrl("icon");
    expect((await put(uploadURL, pngImage())).statusCode).toBe(200);
    const again = await put(uploadURL, pngImage(4, 4));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MEDIA_MESSAGES.usedToken });
    expect(filesIn("icon")).toHaveLength(1);
  });

  it("forgets used token ids only once their tokens have expired anyway", async () => {
    const { uploadURL } = await uploadUrl("icon");
    expect((await put(uploadURL, pngImage())).statusCode).toBe(200);
    expect(await sweepUploadTokens(t.db, t.clock.now)).toBe(0);
    expect((await put(uploadURL, pngImage())).statusCode).toBe(409);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * UPLOAD_TOKEN_TTL_MS + 1000);
    expect(await sweepUploadTokens(t.db, t.clock.now)).toBe(1);
    const res = await put(uploadURL, pngImage());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MEDIA_MESSAGES.expiredToken });
  });

  it("refuses an expired token (403)", async () => {
    const { uploadURL } = await uploadUrl("icon");
    t.clock.now = new Date(t.clock.now.getTime() + UPLOAD_TOKEN_TTL_MS + 1000);
    const res = await put(uploadURL, pngImage());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MEDIA_MESSAGES.expiredToken });
    expect(filesIn("icon")).toEqual([]);
  });

  it("refuses a token used for another kind or key, a forged one and none at all", async () => {
    const { uploadURL } = await uploadUrl("icon");
    const [pathname, query] = uploadURL.split("?");
    const key = pathname!.split("/").pop()!;
    for (const url of [
      `/files/upload/audio/${key}?${query}`,
      `/files/upload/icon/${"B".repeat(24)}?${query}`,
      `/files/upload/icon/${key}?token=${signUploadToken("another secret", "icon", key, t.clock.now)}`,
      `/files/upload/icon/${key}?token=${query!.slice(6, -3)}abc`,
      `/files/upload/icon/${key}`,
    ]) {
      const res = await put(url, pngImage());
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MEDIA_MESSAGES.invalidToken });
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });

  it("refuses a file over the kind's size limit with 413 and leaves no partial file", async () => {
    const { uploadURL } = await uploadUrl("icon");
    const big = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_RULES.icon.maxBytes)]);
    const res = await put(uploadURL, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: UPLOAD_RULES.icon.sizeMessage });
    expect(filesIn("icon")).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it("counts bytes while streaming even without a trustworthy Content-Length", async () => {
    const { uploadURL } = await uploadUrl("icon");
    const big = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_RULES.icon.maxBytes)]);
    const res = await t.app.inject({ method: "PUT", url: uploadURL, payload: big, headers: { "content-type": "image/png", "transfer-encoding": "chunked" } });
    expect(res.statusCode).toBe(413);
    expect(tempFiles()).toEqual([]);
  });

  it("decides the type by magic bytes, not the declared Content-Type", async () => {
    const { uploadURL } = await uploadUrl("icon");
    const res = await put(uploadURL, Buffer.from("GIF89a" + "x".repeat(100)), "image/png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: UPLOAD_RULES.icon.typeMessage });
    const audio = await uploadUrl("audio");
    expect((await put(audio.uploadURL, pngImage(), "audio/mpeg")).statusCode).toBe(415);
    expect(filesIn("icon")).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it.each([
    ["a <script> element", SCRIPT_SVG],
    ["an onload handler", ONLOAD_SVG],
    ["a javascript: link", JS_LINK_SVG],
  ])("refuses an SVG icon carrying %s", async (_label, svg) => {
    const { uploadURL } = await uploadUrl("icon");
    const res = await put(uploadURL, svg, "image/svg+xml");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MEDIA_MESSAGES.unsafeSvg });
    expect(filesIn("icon")).toEqual([]);
  });

  it("serves a clean SVG icon under a sandboxing CSP", async () => {
    const { uploadURL, path: publicPath } = await uploadUrl("icon");
    expect((await put(uploadURL, SAFE_SVG, "image/svg+xml")).statusCode).toBe(200);
    const got = await t.app.inject({ method: "GET", url: publicPath });
    expect(got.headers["content-type"]).toBe("image/svg+xml");
    expect(got.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("accepts WAV and MP3 audio and MP4 video, refusing an SVG outside icons", async () => {
    for (const [kind, bytes, mime] of [
      ["audio", wavAudio(), "audio/wav"],
      ["audio", MP3_BYTES, "audio/mpeg"],
      ["venue", MP4_BYTES, "video/mp4"],
      ["venue", pngImage(), "image/png"],
    ] as const) {
      const { uploadURL } = await uploadUrl(kind);
      const res = await put(uploadURL, bytes);
      expect(res.statusCode, `${kind} ${mime}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ mimeType: mime });
    }
    const venue = await uploadUrl("venue");
    expect((await put(venue.uploadURL, SAFE_SVG, "image/svg+xml")).statusCode).toBe(415);
  });

  it.each([
    ["Ogg/Opus (audio/ogg; codecs=opus)", OGG_OPUS_BYTES, "audio/ogg"],
    ["Ogg of another codec (application/ogg)", OGG_OTHER_BYTES, "audio/ogg"],
    ["M4A with the M4A brand (audio/x-m4a)", M4A_BYTES, "audio/mp4"],
    ["M4A with the isom brand (video/mp4)", M4A_ISOM_BYTES, "audio/mp4"],
    ["M4A with the mp42 brand (video/mp4)", M4A_MP42_BYTES, "audio/mp4"],
    ["AAC in ADTS frames", AAC_BYTES, "audio/aac"],
  ])("accepts %s as audio, stored and served as %s", async (_label, bytes, mime) => {
    const { uploadURL, path: publicPath } = await uploadUrl("audio");
    const res = await put(uploadURL, bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mimeType: mime, sizeBytes: bytes.length });
    expect((await t.app.inject({ method: "GET", url: publicPath })).headers["content-type"]).toBe(mime);
  });

  it("still refuses HTML, text and images as audio, and keeps MP4 a video for venue media", async () => {
    for (const bytes of [
      Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      Buffer.from("just some text\n".repeat(20)),
      pngImage(),
      SAFE_SVG,
    ]) {
      const { uploadURL } = await uploadUrl("audio");
      const res = await put(uploadURL, bytes, "audio/mpeg");
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: UPLOAD_RULES.audio.typeMessage });
    }
    expect(filesIn("audio")).toEqual([]);
    const venue = await uploadUrl("venue");
    expect((await put(venue.uploadURL, M4A_ISOM_BYTES)).json()).toMatchObject({ mimeType: "video/mp4" });
    expect(acceptedMimeType("venue", "application/ogg")).toBeNull();
    expect(acceptedMimeType("icon", "video/mp4")).toBeNull();
  });

  /** A body of exactly `total` bytes starting with `head`, generated 1 MB at a time (never held whole). */
  function streamOf(head: Buffer, total: number): Readable {
    const zeros = Buffer.alloc(1 << 20);
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= total) return void this.push(null);
        const chunk = sent === 0 ? head : zeros.subarray(0, Math.min(zeros.length, total - sent));
        sent += chunk.length;
        this.push(chunk);
      },
    });
  }
  const putStream = (url: string, body: Readable) =>
    t.app.inject({ method: "PUT", url, payload: body, headers: { "content-type": "application/octet-stream" } });

  it.each([
    ["audio", wavAudio(), AUDIO_MAX_BYTES],
    ["venue", MP4_BYTES, VENUE_MEDIA_MAX_BYTES],
  ] as const)(
    "%s: accepts a streamed file of exactly the limit and refuses one byte more with 413",
    async (kind, head, limit) => {
      expect(limit).toBe(kind === "audio" ? 50485760 : 50 * 1024 * 1024);
      const ok = await uploadUrl(kind);
      const res = await putStream(ok.uploadURL, streamOf(head, limit));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ sizeBytes: limit });
      expect(fs.statSync(path.join(t.config.filesDir, kind, ok.path.split("/").pop()!)).size).toBe(limit);

      const over = await uploadUrl(kind);
      const refused = await putStream(over.uploadURL, streamOf(head, limit + 1));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: UPLOAD_RULES[kind].sizeMessage });
      expect(filesIn(kind)).toEqual([ok.path.split("/").pop()]);
      expect(tempFiles()).toEqual([]);
    },
    30_000,
  );

  it("refuses an empty body", async () => {
    const { uploadURL } = await uploadUrl("audio");
    const res = await put(uploadURL, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MEDIA_MESSAGES.empty });
  });
});

describe("GET /files/<kind>/<key>", () => {
  it("answers Range requests with 206, suffix ranges, and 416 past the end", async () => {
    const { uploadURL, path: publicPath } = await uploadUrl("audio");
    const wav = wavAudio();
    await put(uploadURL, wav);
    const part = await t.app.inject({ method: "GET", url: publicPath, headers: { range: "bytes=10-19" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${wav.length}`);
    expect(part.headers["content-length"]).toBe("10");
    expect(part.headers["accept-ranges"]).toBe("bytes");
    expect(part.rawPayload.equals(wav.subarray(10, 20))).toBe(true);
    const tail = await t.app.inject({ method: "GET", url: publicPath, headers: { range: "bytes=-4" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(wav.subarray(-4))).toBe(true);
    const open = await t.app.inject({ method: "GET", url: publicPath, headers: { range: `bytes=${wav.length - 2}-` } });
    expect(open.rawPayload.equals(wav.subarray(-2))).toBe(true);
    const past = await t.app.inject({ method: "GET", url: publicPath, headers: { range: `bytes=${wav.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${wav.length}`);
    expect(past.json()).toEqual({ message: MEDIA_MESSAGES.badRange });
  });

  it("answers 404 JSON for unknown keys, wrong kinds and malformed names", async () => {
    const { uploadURL, path: publicPath } = await uploadUrl("icon");
    await put(uploadURL, pngImage());
    for (const url of [`/files/icon/${"C".repeat(24)}`, publicPath.replace("/icon/", "/audio/"), "/files/icon/..%2f..%2fetc"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "File not found" });
    }
  });

  it("parses ranges", () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange("bytes=-0", 10)).toBe("invalid");
    expect(parseRange("bytes=7-3", 10)).toBe("invalid");
    expect(parseRange("items=0-1", 10)).toBe("invalid");
  });
});

describe("a stalled signed PUT", () => {
  it("is answered 408 within the idle timeout over a real socket, its partial file deleted and its descriptor closed", async () => {
    const idleMs = 400;
    t.config.timeouts.uploadIdleMs = idleMs; // read by each upload
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as import("node:net").AddressInfo;
    const { uploadURL } = await uploadUrl("venue");
    const body = Buffer.concat([pngImage(), Buffer.alloc(200_000)]);
    const head =
      [`PUT ${uploadURL} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Content-Type: image/png", `Content-Length: ${body.length}`].join("\r\n") + "\r\n\r\n";
    // Half the body, then silence with the socket open.
    const { answer, socket } = rawRequest(port, head, body.subarray(0, 100_000), { end: false });
    const tempDir = path.join(t.config.filesDir, "temp");
    try {
      expect(await until(() => tempFiles().some((f) => f.endsWith(".part")))).toBe(true);
      const res = await answer;
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body)).toEqual({ message: "The upload stalled: nothing arrived for 1 second. Please try again." });
      expect(res.ms).toBeLessThan(idleMs + 1500);
      expect(await until(() => socket.readableEnded || socket.destroyed)).toBe(true);
      expect(tempFiles()).toEqual([]);
      expect(filesIn("venue")).toEqual([]);
      expect(openFilesIn(tempDir)).toEqual([]);
    } finally {
      socket.destroy();
    }
  });
});

describe("logs", () => {
  it("never log the upload token", async () => {
    const lines: string[] = [];
    expect(redactTokens("/files/upload/icon/abc?token=secret.sig&x=1")).toBe("/files/upload/icon/abc?token=[redacted]&x=1");
    const { buildApp } = await import("../app");
    const { createKysely, migrate, openSqlite } = await import("../../../db/connect");
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const app = await buildApp({
      config: { ...t.config, logLevel: "info" },
      database: { db, sqlite, watch },
      loggerStream: { write: (l) => void lines.push(l) },
    });
    const res = await app.inject({
      method: "PUT",
      url: "/files/upload/icon/AAAAAAAAAAAAAAAAAAAAAAAA?token=very-secret-token",
      payload: pngImage(),
      headers: { "content-type": "image/png" },
    });
    expect(res.statusCode).toBe(403);
    await app.close();
    const text = lines.join("");
    expect(text).toContain("/files/upload/icon/AAAAAAAAAAAAAAAAAAAAAAAA?token=[redacted]");
    expect(text).not.toContain("very-secret-token");
  });
});
