/**
 * Declined means no documents, and consent can be taken back: a reply changed to no (by the guest's link or by
 * the couple) loses its ID documents at once, rows and files, names kept; "Withdraw and delete" on the private
 * link deletes one person's documents, marks them "withdrawn by the guest" and writes the activity log.
 * Real app over in-memory SQLite, files on a temp disk.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MyRsvp, Rsvp } from "../../../shared/schemas/rsvp";
import { JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";
import { WITHDRAW_MESSAGES } from "./withdraw";

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  owner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const idDir = () => path.join(t.config.filesDir, "id");
const filesOnDisk = () => (fs.existsSync(idDir()) ? fs.readdirSync(idDir()).sort() : []);

async function uploaded(data: Buffer): Promise<string> {
  const body = multipartBody({ data });
  const res = await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { fileName: string }).fileName;
}

const SUBMISSION = { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes", idConsent: true };

/** A reply with the primary guest's document and a member's front and back; its private link's token. */
async function replyWithDocuments() {
  const [primary, front, back] = [await uploaded(PDF_BYTES), await uploaded(PNG_BYTES), await uploaded(JPEG_BYTES)];
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: {
      ...SUBMISSION,
      uploadMode: "single",
      uploadedFileName: primary,
      familyMembers: [{ name: "Ravi Rao", uploadMode: "separate", frontIdFileName: front, backIdFileName: back }],
      children: [{ name: "Mini", age: 5 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { rsvpId, editToken } = res.json() as { rsvpId: string; editToken: string };
  const memberId = (await t.db.selectFrom("familyMembers").select("id").where("rsvpId", "=", rsvpId).executeTakeFirstOrThrow()).id;
  return { rsvpId, token: editToken, memberId, names: { primary, front, back } };
}

async function adminReply(rsvpId: string): Promise<Rsvp> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Rsvp[] }).data.find((r) => r.id === rsvpId)!;
}
const activity = () => t.db.selectFrom("activityLog").select(["action", "detail", "rsvpId", "adminName"]).where("action", "=", "id.withdraw").execute();

describe("Withdraw and delete through the private link", () => {
  it("deletes a family member's front and back, rows and files, marks them withdrawn by the guest, and logs it", async () => {
    const { rsvpId, token, memberId, names } = await replyWithDocuments();
    t.clock.now = new Date("2025-11-03T20:00:00.000Z"); // 4 Nov at the venue (IST)
    const res = await t.app.inject({ method: "POST", url: `/api/rsvp/edit/${token}/withdraw-id`, payload: { person: { kind: "member", id: memberId } } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json() as MyRsvp;
    expect(mine.familyMembers[0]).toMatchObject({ id: memberId, name: "Ravi Rao", hasIdDocument: false });
    expect(mine.hasIdDocument).toBe(true);

    expect(filesOnDisk()).toEqual([names.primary]);
    expect(await t.db.selectFrom("storedFiles").select("name").execute()).toEqual([{ name: names.primary }]);
    const member = (await adminReply(rsvpId)).familyMembers[0]!;
    expect(member).toMatchObject({ name: "Ravi Rao", idProofUrl: null, idDeletedAt: "2025-11-03T20:00:00.000Z", idDeletedBy: "guest" });
    expect(await activity()).toEqual([
      { action: "id.withdraw", detail: "Ravi Rao (reply of Asha Rao): ID document deleted at the guest's request", rsvpId, adminName: null },
    ]);
  });

  it("deletes the primary guest's document through tRPC too; a second withdrawal changes nothing", async () => {
    const { rsvpId, token, names } = await replyWithDocuments();
    const first = await trpcMutation(t.app, "guest.withdrawMyIdDocument", { token, person: { kind: "primary" } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.result!.data as MyRsvp).hasIdDocument).toBe(false);
    expect(filesOnDisk()).toEqual([names.front, names.back].sort());
    const again = await trpcMutation(t.app, "guest.withdrawMyIdDocument", { token, person: { kind: "primary" } });
    expect(again.status).toBe(200);
    expect(await activity()).toHaveLength(1);
    expect(await adminReply(rsvpId)).toMatchObject({ primaryGuestName: "Asha Rao", idProofUrl: null, idDeletedBy: "guest" });
  });

  it("answers 404 with a sentence for an unknown link or a person not in the reply, deleting nothing", async () => {
    const { token } = await replyWithDocuments();
    const other = await t.app.inject({ method: "POST", url: `/api/rsvp/edit/${token}/withdraw-id`, payload: { person: { kind: "member", id: 9999 } } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: WITHDRAW_MESSAGES.unknownPerson });
    const unknown = await t.app.inject({ method: "POST", url: `/api/rsvp/edit/${"x".repeat(43)}/withdraw-id`, payload: { person: { kind: "primary" } } });
    expect(unknown.statusCode).toBe(404);
    expect(filesOnDisk()).toHaveLength(3);
    expect(await activity()).toEqual([]);
  });

  it("a new upload after a withdrawal clears the mark", async () => {
    const { rsvpId, token } = await replyWithDocuments();
    await trpcMutation(t.app, "guest.withdrawMyIdDocument", { token, person: { kind: "primary" } });
    const body = multipartBody({ data: PDF_BYTES });
    const headers = { ...body.headers, authorization: `Bearer ${token}` };
    const res = await t.app.inject({ method: "POST", url: `/api/rsvp/${rsvpId}/upload-id?consent=yes`, payload: body.payload, headers });
    expect(res.statusCode).toBe(200);
    expect(await adminReply(rsvpId)).toMatchObject({ idDeletedAt: null, idDeletedBy: null, idProofUrl: expect.stringMatching(/^\/files\/id\//) });
  });
});

describe("a reply that changes to no", () => {
  const declined = (memberId: number) => ({
    ...SUBMISSION,
    rsvpStatus: "no",
    familyMembers: [{ id: memberId, name: "Ravi Rao" }],
    children: [],
  });

  it("through the guest's link: every document deleted with the change, rows and files; names stay", async () => {
    const { rsvpId, token, memberId } = await replyWithDocuments();
    const res = await t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${token}`, payload: declined(memberId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOnDisk()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    const reply = await adminReply(rsvpId);
    expect(reply).toMatchObject({ rsvpStatus: "no", idProofUrl: null, idDeletedAt: expect.any(String), idDeletedBy: "declined" });
    expect(reply.familyMembers).toEqual([expect.objectContaining({ id: memberId, name: "Ravi Rao", idProofUrl: null, idDeletedBy: "declined" })]);
  });

  it("by the couple: the same, and a change back to yes keeps the people", async () => {
    const { rsvpId, memberId } = await replyWithDocuments();
    const res = await t.app.inject({ method: "PUT", url: `/api/admin/rsvps/${rsvpId}`, headers: owner, payload: declined(memberId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOnDisk()).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").selectAll().execute()).toEqual([]);
    const back = await t.app.inject({
      method: "PUT",
      url: `/api/admin/rsvps/${rsvpId}`,
      headers: owner,
      payload: { ...declined(memberId), rsvpStatus: "yes" },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await adminReply(rsvpId)).familyMembers.map((m) => m.name)).toEqual(["Ravi Rao"]);
  });

  it("ignores uploads a declined change names: nothing is claimed", async () => {
    const { rsvpId, token, memberId } = await replyWithDocuments();
    const fresh = await uploaded(PDF_BYTES);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/rsvp/edit/${token}`,
      payload: { ...declined(memberId), uploadMode: "single", uploadedFileName: fresh },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom("storedFiles").select(["name", "rsvpId"]).execute()).toEqual([{ name: fresh, rsvpId: null }]);
    expect((await adminReply(rsvpId)).idProofUrl).toBeNull();
  });
});
