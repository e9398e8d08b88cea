/**
 * Care for ID documents (issue 17, items 4 and 5): the guest's consent before an upload, the owner's purge and
 * the timed one (fake clock), and what becomes of backups. Real app over in-memory SQLite, files on a temp disk.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backup } from "../../../../scripts/backup";
import { createKysely, migrate, openSqlite } from "../../../../db/connect";
import { loadConfig } from "../../../../fastify.config";
import { ID_CONSENT_LABEL, MESSAGES } from "../../../shared/schemas/rsvp";
import { buildApp } from "../../app";
import { JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { CONSENT_MESSAGE } from "../../files/upload-consent";
import { createAdminSession, credentialFor, makeTestApp, type TestApp } from "../../app.test-helpers";
import { checkIdRetention, RETENTION_CHECK_INTERVAL_MS, startIdRetention } from "./retention";

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  owner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const idDir = () => path.join(t.config.filesDir, "id");
const filesOnDisk = () => (fs.existsSync(idDir()) ? fs.readdirSync(idDir()).sort() : []);

async function upload(data: Buffer, url = "/api/temp-upload?consent=yes") {
  const body = multipartBody({ data });
  return t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...(await credentialFor(t, url)) } });
}
async function uploaded(data: Buffer = PDF_BYTES): Promise<string> {
  const res = await upload(data);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { fileName: string }).fileName;
}

/** A reply with the primary guest's document and a member's front and back, as the guest form sends it. */
async function replyWithDocuments(phone = "9876543210") {
  const [primary, front, back] = [await uploaded(PDF_BYTES), await uploaded(PNG_BYTES), await uploaded(JPEG_BYTES)];
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: {
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: phone,
      rsvpStatus: "yes",
      uploadMode: "single",
      uploadedFileName: primary,
      idConsent: true,
      familyMembers: [{ name: "Ravi Rao", uploadMode: "separate", frontIdFileName: front, backIdFileName: back }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { rsvpId: (res.json() as { rsvpId: string }).rsvpId, names: [primary, front, back] };
}

/** The wedding on 7 Nov 2025 10:30 at the venue (IST), an itinerary of two days, documents kept 7 days. */
async function weddingOnNov7(days = 2, retention = 7) {
  await t.db
    .insertInto("wedding")
    .values({
      id: 1,
      brideName: "Asha",
      groomName: "Kabir",
      weddingDate: "2025-11-07T05:00:00.000Z",
      venue: "Resort",
      venueAddress: null,
      directionsLink: null,
      backgroundAudioUrl: null,
      backgroundAudioTitle: null,
      backgroundAudioEnabled: 0,
      updatedAt: "2025-10-01T00:00:00.000Z",
      timeZone: "Asia/Kolkata",
      idRetentionDays: retention,
    })
    .execute();
  for (let day = 1; day <= days; day++) {
    await t.db
      .insertInto("timelineEvents")
      .values({
        day,
        eventName: `Day ${day}`,
        time: "10:00 AM",
        toTime: null,
        place: "Lawn",
        dressCode: null,
        description: null,
        customIconUrl: null,
        displayOrder: day,
      })
      .execute();
  }
}

describe("consent before an ID upload", () => {
  it("refuses an upload without consent with 400 and the sentence, before any byte is stored", async () => {
    for (const url of ["/api/temp-upload", "/api/temp-upload?consent=no"]) {
      const res = await upload(PDF_BYTES, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, message: CONSENT_MESSAGE });
    }
    expect(CONSENT_MESSAGE).toContain(ID_CONSENT_LABEL);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
    expect(fs.existsSync(path.join(t.config.filesDir, "temp")) ? fs.readdirSync(path.join(t.config.filesDir, "temp")) : []).toEqual([]);
  });

  it("refuses the guest's upload onto an existing reply without consent too", async () => {
    const { rsvpId } = await replyWithDocuments();
    const res = await upload(PDF_BYTES, `/api/rsvp/${rsvpId}/upload-id`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CONSENT_MESSAGE });
    expect(filesOnDisk()).toHaveLength(3);
  });

  it("refuses a reply that sends documents without the consent flag, and keeps the consent time when given", async () => {
    const name = await uploaded();
    const base = { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes", uploadMode: "single", uploadedFileName: name };
    const refused = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: base });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MESSAGES.idConsent });
    expect(await t.db.selectFrom("rsvps").selectAll().execute()).toEqual([]);

    const accepted = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...base, idConsent: true } });
    expect(accepted.statusCode).toBe(200);
    const row = await t.db.selectFrom("rsvps").select(["idConsentAt", "idProofUrl"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ idConsentAt: t.clock.now.toISOString(), idProofUrl: `/files/id/${name}` });
  });

  it("needs no consent for a reply without documents (consent time stays empty)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Asha", primaryGuestPhone: "9876543210", rsvpStatus: "yes" },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.selectFrom("rsvps").select("idConsentAt").executeTakeFirstOrThrow()).idConsentAt).toBeNull();
  });
});

describe("POST /api/admin/id-documents/purge", () => {
  it("deletes every ID document (claimed and unclaimed) from disk and rows, and leaves 'deleted on' in place of the paths", async () => {
    const { rsvpId, names } = await replyWithDocuments();
    const unclaimed = await uploaded();
    expect(filesOnDisk()).toHaveLength(4);

    const res = await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 4, backupsScrubbed: 0, backupsNotScrubbed: 0 });

    expect(filesOnDisk()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    const at = t.clock.now.toISOString();
    expect(await t.db.selectFrom("rsvps").select(["idProofUrl", "idDeletedAt", "uploadMode"]).where("id", "=", rsvpId).executeTakeFirstOrThrow()).toEqual({
      idProofUrl: null,
      idDeletedAt: at,
      uploadMode: null,
    });
    expect(await t.db.selectFrom("familyMembers").select(["name", "idProofUrl", "idDeletedAt"]).execute()).toEqual([
      { name: "Ravi Rao", idProofUrl: null, idDeletedAt: at },
    ]);
    // The couple's list says so, and the old paths answer 404.
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: owner })).json() as {
      data: { idProofUrl: string | null; idDeletedAt: string | null; familyMembers: { idDeletedAt: string | null }[] }[];
    };
    expect(list.data[0]).toMatchObject({ idProofUrl: null, idDeletedAt: at, familyMembers: [{ idDeletedAt: at }] });
    for (const name of [...names, unclaimed]) expect((await t.app.inject({ method: "GET", url: `/files/id/${name}`, headers: owner })).statusCode).toBe(404);
  });

  it("is the owner's alone: a planner and a desk get 403, a stranger 401, and nothing is deleted", async () => {
    await replyWithDocuments();
    for (const role of ["planner", "desk"] as const) {
      const token = await createAdminSession(t.db, t.clock.now, 24, role);
      const res = await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge" })).statusCode).toBe(401);
    expect(filesOnDisk()).toHaveLength(3);
  });

  it("answers 0 when there is nothing left, and a guest may send a new document afterwards", async () => {
    const { rsvpId } = await replyWithDocuments();
    await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: owner });
    const again = await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: owner });
    expect(again.json()).toMatchObject({ deleted: 0 });
    const res = await upload(PDF_BYTES, `/api/rsvp/${rsvpId}/upload-id?consent=yes`);
    expect(res.statusCode).toBe(200);
    expect(filesOnDisk()).toHaveLength(1);
  });

  it("takes the documents out of backups under DATA_DIR/backups, and a backup made afterwards holds none", async () => {
    await replyWithDocuments();
    const backupsDir = path.join(t.config.dataDir, "backups");
    // The server's database is in memory here: the backup copies a file written from it.
    const dbFile = path.join(t.config.dataDir, "wedding.sqlite");
    const writeDbFile = async () => {
      const { sql } = await import("kysely");
      fs.rmSync(dbFile, { force: true });
      await sql`vacuum into ${sql.lit(dbFile)}`.execute(t.db);
    };
    await writeDbFile();
    const before = await backup({ dataDir: t.config.dataDir, backupsDir, now: new Date("2025-11-01T00:00:00Z") });
    expect(fs.readdirSync(path.join(before.dir, "files", "id"))).toHaveLength(3);

    const res = await t.app.inject({ method: "POST", url: "/api/admin/id-documents/purge", headers: owner });
    expect(res.json()).toEqual({ deleted: 3, backupsScrubbed: 1, backupsNotScrubbed: 0 });
    expect(fs.readdirSync(path.join(before.dir, "files", "id"))).toEqual([]);
    const old = new SQLite(path.join(before.dir, "wedding.sqlite"), { readonly: true });
    expect(old.prepare("select id_proof_url, id_deleted_at from rsvps").all()).toEqual([{ id_proof_url: null, id_deleted_at: t.clock.now.toISOString() }]);
    expect(old.prepare("select count(*) as n from stored_files where kind = 'id'").get()).toEqual({ n: 0 });
    old.close();

    await writeDbFile();
    const after = await backup({ dataDir: t.config.dataDir, backupsDir, now: new Date("2025-11-02T00:00:00Z") });
    const idCopy = path.join(after.dir, "files", "id");
    expect(fs.existsSync(idCopy) ? fs.readdirSync(idCopy) : []).toEqual([]);
  });
});

describe("the timed purge", () => {
  it("exposes the retention and the deletion day to guests: the itinerary's last day plus idRetentionDays", async () => {
    await weddingOnNov7(2, 7);
    const details = (await t.app.inject({ method: "GET", url: "/api/wedding-details" })).json() as { idRetentionDays: number; idDeletionDate: string };
    expect(details).toMatchObject({ idRetentionDays: 7, idDeletionDate: "2025-11-15" });
  });

  it("keeps documents until the end of the deletion day at the venue, then deletes them (fake clock), as the server", async () => {
    await weddingOnNov7(2, 7);
    const { rsvpId } = await replyWithDocuments();
    const deps = { db: t.db, config: t.config, now: () => t.clock.now };

    // 15 Nov 2025 23:59 IST is 18:29 UTC: still the deletion day at the venue.
    t.clock.now = new Date("2025-11-15T18:29:00.000Z");
    expect(await checkIdRetention(deps)).toBeNull();
    expect(filesOnDisk()).toHaveLength(3);

    t.clock.now = new Date("2025-11-15T18:30:00.000Z");
    const result = await checkIdRetention(deps);
    expect(result).toMatchObject({ deleted: 3 });
    expect(filesOnDisk()).toEqual([]);
    expect(await t.db.selectFrom("rsvps").select(["idProofUrl", "idDeletedAt"]).where("id", "=", rsvpId).executeTakeFirstOrThrow()).toEqual({
      idProofUrl: null,
      idDeletedAt: "2025-11-15T18:30:00.000Z",
    });
    const log = await t.db.selectFrom("activityLog").select(["adminId", "adminName", "action", "detail"]).execute();
    expect(log).toEqual([{ adminId: null, adminName: null, action: "id.purge", detail: "Deleted 3 ID documents (7 days after the last wedding day)" }]);

    // Later runs find nothing and log nothing.
    t.clock.now = new Date("2025-11-16T18:30:00.000Z");
    expect(await checkIdRetention(deps)).toMatchObject({ deleted: 0 });
    expect(await t.db.selectFrom("activityLog").selectAll().execute()).toHaveLength(1);
  });

  it("counts from the wedding day when the itinerary is empty, and follows the couple's retention", async () => {
    await weddingOnNov7(0, 1);
    await replyWithDocuments();
    const deps = { db: t.db, config: t.config, now: () => t.clock.now };
    t.clock.now = new Date("2025-11-08T18:29:00.000Z");
    expect(await checkIdRetention(deps)).toBeNull();
    t.clock.now = new Date("2025-11-08T18:30:00.000Z");
    expect(await checkIdRetention(deps)).toMatchObject({ deleted: 3 });
  });

  it("does nothing before a wedding date is saved", async () => {
    await replyWithDocuments();
    t.clock.now = new Date("2030-01-01T00:00:00.000Z");
    expect(await checkIdRetention({ db: t.db, config: t.config, now: () => t.clock.now })).toBeNull();
    expect(filesOnDisk()).toHaveLength(3);
  });

  it("checks every hour", async () => {
    await weddingOnNov7(2, 7);
    await replyWithDocuments();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    t.clock.now = new Date("2025-11-15T18:00:00.000Z");
    const log = { info: vi.fn(), error: vi.fn() };
    const timer = startIdRetention({ db: t.db, config: t.config, now: () => t.clock.now }, log);
    await timer.first;
    expect(filesOnDisk()).toHaveLength(3);
    t.clock.now = new Date("2025-11-15T19:00:00.000Z");
    vi.advanceTimersByTime(RETENTION_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(filesOnDisk()).toEqual([]));
    await timer.stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("runs when the app starts", async () => {
    // A second app over a database whose deletion day has passed: its documents are gone once it is ready.
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    await db
      .insertInto("wedding")
      .values({
        id: 1,
        brideName: "A",
        groomName: "K",
        weddingDate: "2025-11-07T05:00:00.000Z",
        venue: "R",
        venueAddress: null,
        directionsLink: null,
        backgroundAudioUrl: null,
        backgroundAudioTitle: null,
        backgroundAudioEnabled: 0,
        updatedAt: "2025-10-01T00:00:00.000Z",
      })
      .execute();
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, "second-"));
    const config = loadConfig({ APP_SECRET: "t".repeat(64), DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    fs.mkdirSync(path.join(config.filesDir, "id"), { recursive: true });
    fs.writeFileSync(path.join(config.filesDir, "id", "AAAAAAAAAAAAAAAA.pdf"), PDF_BYTES);
    await db
      .insertInto("storedFiles")
      .values({
        name: "AAAAAAAAAAAAAAAA.pdf",
        kind: "id",
        mimeType: "application/pdf",
        sizeBytes: PDF_BYTES.length,
        rsvpId: null,
        createdAt: "2025-11-01T00:00:00.000Z",
      })
      .execute();
    const app = await buildApp({ config, database: { db, sqlite, watch }, now: () => new Date("2025-12-01T00:00:00.000Z"), logger: false });
    await app.ready();
    expect(fs.readdirSync(path.join(config.filesDir, "id"))).toEqual([]);
    await app.close();
  });
});

describe("idRetentionDays in the wedding details", () => {
  const details = { brideName: "Asha", groomName: "Kabir", weddingDate: "2025-11-07T05:00:00.000Z", venue: "Resort" };
  it("is saved from the Wedding tab's call (1 to 365), kept when omitted, and refused outside the range", async () => {
    const put = (body: object) => t.app.inject({ method: "PUT", url: "/api/wedding-details", headers: owner, payload: body });
    expect((await put({ ...details, idRetentionDays: 30 })).json()).toMatchObject({ idRetentionDays: 30, idDeletionDate: "2025-12-07" });
    expect((await put(details)).json()).toMatchObject({ idRetentionDays: 30 });
    for (const bad of [0, 366, 2.5, "x"]) {
      const res = await put({ ...details, idRetentionDays: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ message: "Keep ID documents between 1 and 365 days after the wedding" });
    }
  });
});
