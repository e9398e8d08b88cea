/** POST /api/temp-upload, POST /api/rsvp/:id/upload-id, GET /files/id/:name and the temp sweep. Real app over in-memory SQLite. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ID_FILE_MAX_BYTES, SESSION_COOKIE } from "../../shared/constants";
import { createKysely, migrate, openSqlite } from "../../../db/connect";
import { buildApp } from "../app";
import { createAdminSession, makeTestApp, type TestApp } from "../test-helpers";
import { fileOfSize, JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from "./multipart-test-helper";
import { ensureDir, ID_DIR, sweepTempFiles, TEMP_DIR } from "./storage";

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

async function upload(file: Parameters<typeof multipartBody>[0], url = "/api/temp-upload", fields: Record<string, string> = {}) {
  const body = multipartBody(file, fields);
  return t.app.inject({ method: "POST", url, payload: body.payload, headers: body.headers });
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
      await t.app.inject({ method: "POST", url: "/api/temp-upload", payload: { idProof: "x" } }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { success: boolean }).success).toBe(false);
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("is rate-limited per IP", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await upload({ data: PDF_BYTES })).statusCode;
    expect(last).toBe(429);
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
  it("answers 404 for an unknown or malformed RSVP id and stores nothing", async () => {
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const res = await upload({ data: PDF_BYTES }, `/api/rsvp/${id}/upload-id`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "RSVP not found" });
    }
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    expect(listDir(ID_DIR)).toEqual([]);
  });

  it("stores a claimed file and sets idProofUrl only when the RSVP had none", async () => {
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

    const second = await upload({ data: PDF_BYTES }, `/api/rsvp/${id}/upload-id`);
    expect(second.statusCode).toBe(200);
    expect((await t.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", id).executeTakeFirstOrThrow()).idProofUrl).toBe(`/files/id/${fileName}`);
    expect(await t.db.selectFrom("storedFiles").selectAll().where("rsvpId", "=", id).execute()).toHaveLength(2);
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
  it("removes unclaimed uploads older than 24 h only, rows and files", async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push(((await upload({ data: PDF_BYTES })).json() as { fileName: string }).fileName);
    const [oldUnclaimed, oldClaimed, fresh] = names as [string, string, string];
    const rsvpId = await insertRsvp();
    const old = new Date(t.clock.now.getTime() - 25 * 3600_000).toISOString();
    await t.db.updateTable("storedFiles").set({ createdAt: old } as never).where("name", "in", [oldUnclaimed, oldClaimed]).execute();
    await t.db.updateTable("storedFiles").set({ rsvpId, claimedAt: old }).where("name", "=", oldClaimed).execute();

    const removed = await sweepTempFiles(t.db, t.config.filesDir, t.clock.now);
    expect(removed).toEqual([oldUnclaimed]);
    expect((await t.db.selectFrom("storedFiles").select("name").orderBy("name").execute()).map((r) => r.name)).toEqual([oldClaimed, fresh].sort());
    expect(listDir(ID_DIR).sort()).toEqual([oldClaimed, fresh].sort());
  });

  it("runs when the app starts", async () => {
    const sqlite = openSqlite(":memory:");
    const db = createKysely(sqlite);
    await migrate(db);
    const oldName = "OldUnclaimedUpload1234.pdf";
    await ensureDir(t.config.filesDir, ID_DIR);
    fs.writeFileSync(path.join(t.config.filesDir, ID_DIR, oldName), PDF_BYTES);
    await db
      .insertInto("storedFiles")
      .values({ name: oldName, kind: "id", mimeType: "application/pdf", sizeBytes: PDF_BYTES.length, rsvpId: null, createdAt: "2000-01-01T00:00:00.000Z" })
      .execute();
    const app = await buildApp({ config: t.config, database: { db, sqlite }, now: () => t.clock.now, logger: false });
    try {
      expect(await db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
      expect(listDir(ID_DIR)).not.toContain(oldName);
    } finally {
      await app.close();
    }
  });
});
