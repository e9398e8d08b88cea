/** Disk stays bounded and fair: upload-id replaces instead of leaving orphans, one address holds only its share, a low disk stops uploads. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../../../fastify.config";
import { credentialFor, makeTestApp, type TestApp } from "../app.test-helpers";
import { fileOfSize, JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from "./multipart.test-helpers";
import { ID_DIR } from "./storage";
import { ADDRESS_SHARE_DIVISOR, inflightUploadBytes, LIMIT_MESSAGES } from "./upload-limits";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const start = async (overrides: Partial<AppConfig> = {}) => {
  t = await makeTestApp({}, overrides);
};
const idFiles = () => (fs.existsSync(path.join(t.config.filesDir, ID_DIR)) ? fs.readdirSync(path.join(t.config.filesDir, ID_DIR)).sort() : []);

async function upload(data: Buffer, url = "/api/temp-upload", remoteAddress = "127.0.0.1") {
  const body = multipartBody({ data });
  const headers = { ...body.headers, ...(await credentialFor(t, url)) };
  return t.app.inject({ method: "POST", url: `${url}?consent=yes`, payload: body.payload, headers, remoteAddress });
}

async function insertReply(fields: { idProofUrl?: string | null; rsvpStatus?: string } = {}) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("rsvps")
    .values({
      id,
      primaryGuestName: "Asha",
      primaryGuestPhone: "9876543210",
      primaryGuestGender: null,
      rsvpStatus: fields.rsvpStatus ?? "yes",
      dietaryPreference: null,
      beveragePreference: null,
      needsMakeupArtist: 0,
      makeupCount: 0,
      idProofUrl: fields.idProofUrl ?? null,
      uploadMode: null,
      specialRequests: null,
      idempotencyKey: null,
    })
    .execute();
  return id;
}

describe("POST /api/rsvp/:id/upload-id replaces the person's document", () => {
  it("uploaded twice: one file on disk, one row, the old file gone", async () => {
    await start();
    const id = await insertReply();
    const first = await upload(PNG_BYTES, `/api/rsvp/${id}/upload-id`);
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(PDF_BYTES, `/api/rsvp/${id}/upload-id`);
    expect(second.statusCode, second.body).toBe(200);
    const { fileName } = second.json() as { fileName: string };
    expect(idFiles()).toEqual([fileName]);
    expect(fs.readFileSync(path.join(t.config.filesDir, ID_DIR, fileName))).toEqual(PDF_BYTES);
    expect(await t.db.selectFrom("storedFiles").select(["name", "rsvpId"]).execute()).toEqual([{ name: fileName, rsvpId: id }]);
    expect(await t.db.selectFrom("rsvps").select(["idProofUrl", "uploadMode"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      idProofUrl: `/files/id/${fileName}`,
      uploadMode: "single",
    });
  });

  it("replaces a front and back pair by the new file, deleting both", async () => {
    await start();
    const id = await insertReply();
    const names: string[] = [];
    for (const data of [PNG_BYTES, JPEG_BYTES]) {
      const res = await upload(data);
      names.push((res.json() as { fileName: string }).fileName);
    }
    await t.db.updateTable("storedFiles").set({ rsvpId: id, claimedAt: t.clock.now.toISOString() }).execute();
    await t.db
      .updateTable("rsvps")
      .set({ idProofUrl: `/files/id/${names[0]}|/files/id/${names[1]}`, uploadMode: "separate" })
      .execute();
    const res = await upload(PDF_BYTES, `/api/rsvp/${id}/upload-id`);
    const { fileName } = res.json() as { fileName: string };
    expect(idFiles()).toEqual([fileName]);
    expect(await t.db.selectFrom("storedFiles").select("name").execute()).toEqual([{ name: fileName }]);
  });

  it("seventy-five uploads to one reply leave one file: the disk holds what the reply points at", async () => {
    await start();
    const id = await insertReply();
    for (let i = 0; i < 75; i++) expect((await upload(fileOfSize(PDF_BYTES, 20_000), `/api/rsvp/${id}/upload-id`)).statusCode).toBe(200);
    expect(idFiles()).toHaveLength(1);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toHaveLength(1);
  });

  it("is refused with 409 and a sentence for a reply that says no, storing nothing", async () => {
    await start();
    const id = await insertReply({ rsvpStatus: "no" });
    const res = await upload(PDF_BYTES, `/api/rsvp/${id}/upload-id`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: "This reply says the guest is not coming, so no ID document is needed. Change the reply to yes first.",
    });
    expect(idFiles()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });
});

describe("one address holds at most a fifth of the unclaimed cap", () => {
  const CAP = 1_000_000;
  const SHARE = CAP / ADDRESS_SHARE_DIVISOR;
  const FILE = 60_000;

  it("past its share an address gets 507 with Retry-After and a sentence; another address still uploads", async () => {
    await start({ idUnclaimedCapBytes: CAP });
    const fits = Math.floor(SHARE / FILE);
    for (let i = 0; i < fits; i++) expect((await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1")).statusCode).toBe(200);

    const refused = await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1");
    expect(refused.statusCode).toBe(507);
    // The oldest waiting upload is swept six hours after it came.
    expect(Number(refused.headers["retry-after"])).toBe(6 * 3600);
    expect(refused.json()).toEqual({ success: false, message: LIMIT_MESSAGES.addressShareFull("6 hours") });
    expect(refused.json().message).toBe(
      "Many uploads from your network are still waiting to be sent with a reply. Please send your reply first, or try again in 6 hours.",
    );

    const other = await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.2");
    expect(other.statusCode, other.body).toBe(200);
    // The database keeps a keyed hash of the address, never the address.
    const keys = await t.db.selectFrom("storedFiles").select("uploaderKey").execute();
    expect(keys.every((k) => k.uploaderKey && !k.uploaderKey.includes("10.0.0"))).toBe(true);
    expect(new Set(keys.map((k) => k.uploaderKey)).size).toBe(2);
    expect(inflightUploadBytes(t.app.deps)).toBe(0);
  });

  it("frees the address's share once a reply claims its uploads", async () => {
    await start({ idUnclaimedCapBytes: CAP });
    const names: string[] = [];
    for (let i = 0; i < Math.floor(SHARE / FILE); i++) names.push((await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1")).json().fileName);
    expect((await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1")).statusCode).toBe(507);
    const rsvp = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      remoteAddress: "10.0.0.1",
      payload: {
        primaryGuestName: "Asha",
        primaryGuestPhone: "9876543210",
        rsvpStatus: "yes",
        uploadMode: "single",
        uploadedFileName: names[0],
        idConsent: true,
        familyMembers: names.slice(1).map((n, i) => ({ name: `Member ${i}`, uploadMode: "single", uploadedFileName: n })),
        children: [],
      },
    });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    expect(await t.db.selectFrom("storedFiles").select("uploaderKey").where("rsvpId", "is not", null).execute()).toEqual(
      names.map(() => ({ uploaderKey: null })),
    );
    expect((await upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1")).statusCode).toBe(200);
  });

  it("counts parallel uploads of one address before they are stored", async () => {
    await start({ idUnclaimedCapBytes: CAP });
    const codes = (await Promise.all(Array.from({ length: 6 }, () => upload(fileOfSize(PDF_BYTES, FILE), "/api/temp-upload", "10.0.0.1")))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(Math.floor(SHARE / FILE));
    expect(codes.filter((c) => c === 507)).toHaveLength(6 - Math.floor(SHARE / FILE));
  });
});

describe("a data disk with less than the free floor", () => {
  it("refuses every upload with 507, Retry-After and a sentence, storing nothing", async () => {
    // The floor is injectable: a floor larger than any disk stands in for a full one.
    await start({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const id = await insertReply();
    for (const url of ["/api/temp-upload", `/api/rsvp/${id}/upload-id`]) {
      const res = await upload(PDF_BYTES, url);
      expect(res.statusCode).toBe(507);
      expect(res.headers["retry-after"]).toBe("600");
      expect(res.json()).toEqual({ success: false, message: "Uploads are paused because the server's disk is almost full. Please try again later." });
    }
    expect(idFiles()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
  });

  it("lets uploads through above the floor", async () => {
    await start({ minFreeDiskBytes: 1 });
    expect((await upload(PDF_BYTES)).statusCode).toBe(200);
  });
});
