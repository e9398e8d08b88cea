/** POST /api/temp-upload, POST /api/rsvp/:id/upload-id, GET /files/id/:name and the temp sweep. Real app over in-memory SQLite. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ID_FILE_MAX_BYTES, SESSION_COOKIE } from "../../shared/constants";
import { createKysely, migrate, openSqlite } from "../../../db/connect";
import { buildApp } from "../app";
import { createAdminSession, credentialFor, makeTestApp, replyCredential, type TestApp } from "../app.test-helpers";
import { fileOfSize, JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from "./multipart.test-helpers";
import { UPLOAD_MESSAGES } from "./routes";
import { ensureDir, ID_DIR, sweepTempFiles, TEMP_DIR } from "./storage";
import { ID_UPLOAD_IP_BUDGET, idUploadBudget, inflightUploadBytes, UNCLAIMED_CAP_BYTES } from "./upload-limits";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

const listDir = (sub: string) => {
  const dir = path.join(t.config.filesDir, sub);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

function multipartRequest(data: Buffer) {
  const body = multipartBody({ data });
  return { payload: body.payload, headers: body.headers };
}

/** Posts one file with the guest's consent (`?consent=yes`, issue 17) unless the address already says otherwise. */
async function upload(file: Parameters<typeof multipartBody>[0], url = "/api/temp-upload", fields: Record<string, string> = {}) {
  const body = multipartBody(file, fields);
  const headers = { ...body.headers, ...(await credentialFor(t, url)) };
  return t.app.inject({ method: "POST", url: url.includes("?") ? url : `${url}?consent=yes`, payload: body.payload, headers });
}

const TOO_LARGE = { success: false, message: "File too large. Please upload a file smaller than 15MB." };
const INVALID_TYPE = { success: false, message: "Invalid file type. Please upload a PDF, JPG, or PNG file." };

describe("POST /api/temp-upload", () => {
  it.each([
    ["PDF", PDF_BYTES, "application/pdf", ".pdf"],
    ["JPEG", JPEG_BYTES, "image/jpeg", ".jpg"],
    ["PNG", PNG_BYTES, "image/png", ".png"],
  ] as const)("stores a %s under a random name with a temp row", async (_label, data, mimeType, ext) => {
    // The client's name and type are ignored: the stored type comes from the bytes.
    const res = await upload({ data, filename: "../../etc/passwd.txt", contentType: "text/plain" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; fileName: string; message: string };
    expect(body).toEqual({ success: true, fileName: expect.any(String), message: "File uploaded successfully" });
    expect(body.fileName).toMatch(new RegExp(`^[A-Za-z0-9_-]{22}\\${ext}$`));
    const row = await t.db.selectFrom("storedFiles").selectAll().where("name", "=", body.fileName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "id", mimeType, sizeBytes: data.length, rsvpId: null, claimedAt: null });
    expect(fs.readFileSync(path.join(t.config.filesDir, ID_DIR, body.fileName))).toEqual(data);
    expect(listDir(TEMP_DIR)).toEqual([]);
  });

  it("accepts exactly 15 MB", async () => {
    const res = await upload({ data: fileOfSize(PDF_BYTES, ID_FILE_MAX_BYTES) });
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json() as { fileName: string };
    expect(fs.statSync(path.join(t.config.filesDir, ID_DIR, fileName)).size).toBe(ID_FILE_MAX_BYTES);
    expect((await t.db.selectFrom("storedFiles").select("sizeBytes").executeTakeFirstOrThrow()).sizeBytes).toBe(ID_FILE_MAX_BYTES);
  });

  it("refuses 15 MB + 1 byte with 413 and leaves no file or row", async () => {
    const res = await upload({ data: fileOfSize(PDF_BYTES, ID_FILE_MAX_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });

  it("refuses HTML bytes named .png with Content-Type image/png", async () => {
    const res = await upload({ data: Buffer.from("<html><script>alert(1)</script></html>"), filename: "photo.png", contentType: "image/png" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(INVALID_TYPE);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });

  it("answers 400 without a file, with an empty file, with another field, or without multipart", async () => {
    for (const res of [
      await upload(null, "/api/temp-upload", { note: "hello" }),
      await upload({ data: Buffer.alloc(0) }),
      await upload({ data: PDF_BYTES, field: "other" }),
      await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: { idProof: "x" } }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { success: boolean }).success).toBe(false);
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("lets ten normal uploads from one IP through (no per-request count)", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await upload({ data: fileOfSize(JPEG_BYTES, 2 * 1024 * 1024) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toHaveLength(10);
  });

  it("answers unknown methods on the upload path with 404, never 500", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"] as const) {
      const res = await t.app.inject({ method, url: "/api/temp-upload" });
      expect(res.statusCode, method).toBe(404);
      expect((res.json() as { message: string }).message).toBeTruthy();
    }
  });

  it("answers 400 with a message for a form without a boundary or one cut off before its closing boundary", async () => {
    const whole = multipartBody({ data: fileOfSize(PDF_BYTES, 50_000) });
    for (const [headers, payload, message] of [
      [{ "content-type": "multipart/form-data" }, whole.payload, UPLOAD_MESSAGES.badForm],
      [whole.headers, whole.payload.subarray(0, 30_000), UPLOAD_MESSAGES.incomplete],
      // Small enough to arrive in one piece: the parser gives up on the part before the route reads it.
      [whole.headers, whole.payload.subarray(0, 400), UPLOAD_MESSAGES.incomplete],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload, headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });
});

/** A multipart body sent as a stream: no Content-Length, so only the counting while streaming can stop it. */
function chunkedUpload(data: Buffer, remoteAddress = "127.0.0.1") {
  const body = multipartBody({ data });
  const chunks: Buffer[] = [];
  for (let i = 0; i < body.payload.length; i += 64 * 1024) chunks.push(body.payload.subarray(i, i + 64 * 1024));
  return t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: Readable.from(chunks), headers: body.headers, remoteAddress });
}

describe("ID upload limits", () => {
  const budget = () => idUploadBudget(t.app.deps.limits);
  const nowMs = () => t.clock.now.getTime();
  const nothingStored = async () => {
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  };

  it("sizes the per-IP budget for a resort behind one IP and the unclaimed cap at 1 GB", () => {
    expect(ID_UPLOAD_IP_BUDGET).toEqual({ max: 2 * 1024 ** 3, windowMs: 3600_000 });
    expect(UNCLAIMED_CAP_BYTES).toBe(1024 ** 3);
  });

  it("refuses an upload past the IP's byte budget with 429, Retry-After and a sentence, before reading it", async () => {
    budget().take("127.0.0.1", nowMs(), ID_UPLOAD_IP_BUDGET.max - 10_000);
    expect((await upload({ data: PDF_BYTES })).statusCode).toBe(200);
    const res = await upload({ data: fileOfSize(PDF_BYTES, 20_000) });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("3600");
    expect(res.json()).toEqual({ success: false, message: "Too many uploads from your network right now. Please wait 1 hour and try again." });
    await expect(t.db.selectFrom("storedFiles").selectAll().execute()).resolves.toHaveLength(1);
    // Another IP has its own budget; the window ends and the same IP may upload again.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/temp-upload?consent=yes",
          ...multipartRequest(fileOfSize(PDF_BYTES, 20_000)),
          remoteAddress: "10.0.0.2",
        })
      ).statusCode,
    ).toBe(200);
    t.clock.now = new Date(nowMs() + 3600_000);
    expect((await upload({ data: fileOfSize(PDF_BYTES, 20_000) })).statusCode).toBe(200);
  });

  it("stops a chunked upload (no Content-Length) when the budget runs out while streaming", async () => {
    budget().take("127.0.0.1", nowMs(), ID_UPLOAD_IP_BUDGET.max - 300_000);
    const res = await chunkedUpload(fileOfSize(PDF_BYTES, 1024 * 1024));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((res.json() as { message: string }).message).toMatch(/^Too many uploads from your network right now\. Please wait .+ and try again\.$/);
    await nothingStored();
  });

  it("charges exactly the bytes received; a refused file stays charged", async () => {
    const res = await upload({ data: fileOfSize(PDF_BYTES, 100_000) });
    expect(res.statusCode).toBe(200);
    const sent = multipartBody({ data: fileOfSize(PDF_BYTES, 100_000) }).payload.length;
    // Exactly the body was charged: what is left fits, one byte more does not.
    const left = ID_UPLOAD_IP_BUDGET.max - sent;
    expect(budget().wait("127.0.0.1", nowMs(), left)).toBe(0);
    expect(budget().wait("127.0.0.1", nowMs(), left + 1)).toBeGreaterThan(0);
    // A refused file (wrong type) stays charged: its bytes were really sent.
    await upload({ data: Buffer.alloc(50_000, 0x41) });
    expect(budget().wait("127.0.0.1", nowMs(), left)).toBeGreaterThan(0);
  });

  it("answers 507 with the exact sentence once unclaimed bytes would pass the global cap", async () => {
    await t.db
      .insertInto("storedFiles")
      .values({
        name: "BigUnclaimedUpload0000.pdf",
        kind: "id",
        mimeType: "application/pdf",
        sizeBytes: UNCLAIMED_CAP_BYTES - 200_000,
        rsvpId: null,
        createdAt: t.clock.now.toISOString(),
      })
      .execute();
    const OUT_OF_SPACE = { success: false, message: "The server is out of space for uploads right now. Please try again later." };
    // Declared length: refused before reading.
    const declared = await upload({ data: fileOfSize(PDF_BYTES, 1024 * 1024) });
    expect(declared.statusCode).toBe(507);
    expect(declared.json()).toEqual(OUT_OF_SPACE);
    // No Content-Length: refused while streaming, the partial file deleted.
    const streamed = await chunkedUpload(fileOfSize(PDF_BYTES, 1024 * 1024));
    expect(streamed.statusCode).toBe(507);
    expect(streamed.json()).toEqual(OUT_OF_SPACE);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    // The server's own trouble costs the guest no budget: both refusals were refunded.
    expect(budget().wait("127.0.0.1", nowMs(), ID_UPLOAD_IP_BUDGET.max)).toBe(0);
    // A small file still fits; claimed files do not count toward the cap.
    expect((await upload({ data: fileOfSize(PDF_BYTES, 50_000) })).statusCode).toBe(200);
    const rsvpId = await insertRsvp();
    await t.db.updateTable("storedFiles").set({ rsvpId }).where("name", "=", "BigUnclaimedUpload0000.pdf").execute();
    expect((await upload({ data: fileOfSize(PDF_BYTES, 1024 * 1024) })).statusCode).toBe(200);
  });

  it("counts bytes being received toward the cap: parallel uploads cannot overshoot it", async () => {
    await t.db
      .insertInto("storedFiles")
      .values({
        name: "BigUnclaimedUpload0000.pdf",
        kind: "id",
        mimeType: "application/pdf",
        sizeBytes: UNCLAIMED_CAP_BYTES - 5 * 1024 * 1024,
        rsvpId: null,
        createdAt: t.clock.now.toISOString(),
      })
      .execute();
    const results = await Promise.all(Array.from({ length: 8 }, () => chunkedUpload(fileOfSize(PDF_BYTES, 1024 * 1024))));
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 200 || c === 507),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 507).length).toBeGreaterThan(0);
    expect(codes).toContain(200);
    const unclaimed = await t.db.selectFrom("storedFiles").select("sizeBytes").where("rsvpId", "is", null).execute();
    expect(unclaimed.reduce((sum, r) => sum + r.sizeBytes, 0)).toBeLessThanOrEqual(UNCLAIMED_CAP_BYTES);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(inflightUploadBytes(t.app.deps)).toBe(0);
  });
});

async function insertRsvp(idProofUrl: string | null = null) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("rsvps")
    .values({
      id,
      primaryGuestName: "Asha",
      primaryGuestPhone: "9876543210",
      primaryGuestGender: null,
      rsvpStatus: "yes",
      dietaryPreference: null,
      beveragePreference: null,
      needsMakeupArtist: 0,
      makeupCount: 0,
      idProofUrl,
      uploadMode: null,
      specialRequests: null,
      idempotencyKey: null,
    })
    .execute();
  return id;
}

describe("POST /api/rsvp/:id/upload-id", () => {
  it("draws on the same per-IP byte budget", async () => {
    const id = await insertRsvp();
    idUploadBudget(t.app.deps.limits).take("127.0.0.1", t.clock.now.getTime(), ID_UPLOAD_IP_BUDGET.max - 1000);
    const res = await upload({ data: fileOfSize(PNG_BYTES, 5000) }, `/api/rsvp/${id}/upload-id`);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("answers 403 for an unknown or malformed RSVP id with another reply's credential, and stores nothing", async () => {
    const credential = await replyCredential(t, await insertRsvp());
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const body = multipartBody({ data: PDF_BYTES });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/rsvp/${id}/upload-id?consent=yes`,
        payload: body.payload,
        headers: { ...body.headers, ...credential },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.otherReply });
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("stores a claimed file and points the reply at it", async () => {
    const id = await insertRsvp();
    const first = await upload({ data: PNG_BYTES }, `/api/rsvp/${id}/upload-id`);
    expect(first.statusCode, first.body).toBe(200);
    const { fileName } = first.json() as { fileName: string };
    expect(first.json()).toEqual({ success: true, fileName, message: "File uploaded successfully" });
    expect(await t.db.selectFrom("storedFiles").selectAll().where("name", "=", fileName).executeTakeFirstOrThrow()).toMatchObject({
      rsvpId: id,
      claimedAt: expect.any(String),
      mimeType: "image/png",
    });
    expect((await t.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", id).executeTakeFirstOrThrow()).idProofUrl).toBe(`/files/id/${fileName}`);
  });

  it("applies the same size and type checks", async () => {
    const id = await insertRsvp();
    const big = await upload({ data: fileOfSize(JPEG_BYTES, ID_FILE_MAX_BYTES + 1) }, `/api/rsvp/${id}/upload-id`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(TOO_LARGE);
    const html = await upload({ data: Buffer.from("<html></html>"), contentType: "image/png" }, `/api/rsvp/${id}/upload-id`);
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual(INVALID_TYPE);
    expect(listDir(TEMP_DIR)).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
    expect((await t.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", id).executeTakeFirstOrThrow()).idProofUrl).toBeNull();
  });
});

describe("GET /files/id/:name", () => {
  it("answers 401 JSON without a valid session and streams the file to the admin with private headers", async () => {
    const { fileName } = (await upload({ data: PNG_BYTES })).json() as { fileName: string };
    const url = `/files/id/${fileName}`;
    for (const headers of [{}, { authorization: "Bearer forged-token" }, { cookie: `${SESSION_COOKIE}=forged` }]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(401);
      expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
      expect(res.body).not.toContain("PNG");
    }
    const token = await createAdminSession(t.db, t.clock.now);
    for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `${SESSION_COOKIE}=${token}` }]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-disposition"]).toBe("inline");
      expect(res.rawPayload).toEqual(PNG_BYTES);
    }
  });

  it("answers 404 to the admin for unknown or malformed names", async () => {
    const token = await createAdminSession(t.db, t.clock.now);
    for (const name of ["AAAAAAAAAAAAAAAAAAAAAA.pdf", "..%2F..%2Fapp-secret", "x"]) {
      const res = await t.app.inject({ method: "GET", url: `/files/id/${name}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, name).toBe(404);
      expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
    }
  });
});

describe("sweepTempFiles", () => {
  it("removes unclaimed uploads older than 6 h only, rows and files, and leftover .part files", async () => {
    const start = t.clock.now.getTime();
    const at = (hours: number) => (t.clock.now = new Date(start + hours * 3600_000));
    const fileName = async () => ((await upload({ data: PDF_BYTES })).json() as { fileName: string }).fileName;
    const oldUnclaimed = await fileName();
    const oldClaimed = await fileName();
    const rsvpId = await insertRsvp();
    await t.db.updateTable("storedFiles").set({ rsvpId, claimedAt: t.clock.now.toISOString() }).where("name", "=", oldClaimed).execute();
    at(1);
    const younger = await fileName();
    // A partial file left behind by a crash mid-upload.
    const leftover = path.join(await ensureDir(t.config.filesDir, TEMP_DIR), "LeftoverFromACrash0000.part");
    fs.writeFileSync(leftover, "partial");

    at(5.9);
    expect(await sweepTempFiles(t.db, t.config.filesDir, t.clock.now)).toEqual([]);
    at(6 + 1 / 60);
    expect(await sweepTempFiles(t.db, t.config.filesDir, t.clock.now)).toEqual([oldUnclaimed]);
    expect((await t.db.selectFrom("storedFiles").select("name").orderBy("name").execute()).map((r) => r.name)).toEqual([oldClaimed, younger].sort());
    expect(listDir(ID_DIR).sort()).toEqual([oldClaimed, younger].sort());
    expect(listDir(TEMP_DIR)).toEqual([]);
    at(7 + 2 / 60);
    expect(await sweepTempFiles(t.db, t.config.filesDir, t.clock.now)).toEqual([younger]);
    expect(listDir(ID_DIR)).toEqual([oldClaimed]);
  });

  it("keeps a .part file that is still being written (touched within the hour)", async () => {
    const part = path.join(await ensureDir(t.config.filesDir, TEMP_DIR), "StillReceiving00000000.part");
    fs.writeFileSync(part, "partial");
    expect(await sweepTempFiles(t.db, t.config.filesDir, new Date(Date.now() + 30 * 60_000))).toEqual([]);
    expect(listDir(TEMP_DIR)).toEqual(["StillReceiving00000000.part"]);
  });

  it("runs when the app starts", async () => {
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const oldName = "OldUnclaimedUpload1234.pdf";
    await ensureDir(t.config.filesDir, ID_DIR);
    fs.writeFileSync(path.join(t.config.filesDir, ID_DIR, oldName), PDF_BYTES);
    await db
      .insertInto("storedFiles")
      .values({ name: oldName, kind: "id", mimeType: "application/pdf", sizeBytes: PDF_BYTES.length, rsvpId: null, createdAt: "2000-01-01T00:00:00.000Z" })
      .execute();
    const app = await buildApp({ config: t.config, database: { db, sqlite, watch }, now: () => t.clock.now, logger: false });
    try {
      expect(await db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
      expect(listDir(ID_DIR)).not.toContain(oldName);
    } finally {
      await app.close();
    }
  });
});
