/**
 * A guest's reply they can come back to (issue 13): the private link, viewing and changing the reply on
 * both doors, no conflicting duplicates, the reply-by date, and the couple's entries, revokes and edits.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { MESSAGES, type MyRsvp } from "../../../shared/schemas/rsvp";
import { editTokenOf } from "./edit-link";

let t: TestApp;
let admin: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  admin = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

async function uploadId(data: Buffer = PDF_BYTES): Promise<string> {
  const body = multipartBody({ data });
  const res = await t.app.inject({ method: "POST", url: "/api/temp-upload?consent=yes", payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { fileName: string }).fileName;
}
const idFileOnDisk = (name: string) => fs.existsSync(path.join(t.config.filesDir, "id", name));

const yes = {
  idConsent: true,
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9876543210",
  rsvpStatus: "yes",
  dietaryPreference: "veg",
  beveragePreference: "non-alcoholic",
  specialRequests: "Ground floor please",
  familyMembers: [
    { name: "Ravi Rao", gender: "male", dietaryPreference: "non-veg" },
    { name: "Meena Rao", dietaryPreference: "vegan" },
  ],
  children: [{ name: "Mini", age: 6 }],
};

async function submit(body: object = yes) {
  const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rsvpId: string; editToken: string; editUrl: string };
}
const view = (token: string) => t.app.inject({ method: "GET", url: `/api/rsvp/edit/${token}` });
const change = (token: string, body: object) => t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${token}`, payload: body });

describe("the private link", () => {
  it("is an unguessable token, not derivable from the rsvpId, stored only as a hash", async () => {
    const { rsvpId, editToken, editUrl } = await submit();
    expect(editToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(editUrl).toBe(`/rsvp/${editToken}`);
    expect(editToken).not.toContain(rsvpId);
    // The same id under another secret gives another token: the secret is needed to make one.
    expect(editTokenOf("another-secret".repeat(4), rsvpId, 1)).not.toBe(editToken);
    const row = await t.db.selectFrom("rsvps").selectAll().where("id", "=", rsvpId).executeTakeFirstOrThrow();
    expect(Object.values(row)).not.toContain(editToken);
    expect(row.editTokenHash).toBe(crypto.createHash("sha256").update(editToken).digest("hex"));
  });

  it("opens the reply as the guest gave it, with ID documents only as on file", async () => {
    const front = await uploadId(PNG_BYTES);
    const back = await uploadId();
    const { rsvpId, editToken, editUrl } = await submit({ ...yes, uploadMode: "separate", frontIdFileName: front, backIdFileName: back });
    const res = await view(editToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("/files/id");
    expect(res.json()).toEqual({
      rsvpId,
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "+919876543210",
      primaryGuestGender: null,
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      beveragePreference: "non-alcoholic",
      needsMakeupArtist: false,
      makeupCount: 0,
      specialRequests: "Ground floor please",
      uploadMode: "separate",
      hasIdDocument: true,
      // The consent given with the ID upload, shown ticked on the edit page.
      idConsentAt: expect.any(String),
      events: [],
      familyMembers: [
        {
          id: expect.any(Number),
          name: "Ravi Rao",
          events: [],
          gender: "male",
          dietaryPreference: "non-veg",
          beveragePreference: null,
          needsMakeupArtist: false,
          makeupCount: 0,
          uploadMode: null,
          hasIdDocument: false,
        },
        {
          id: expect.any(Number),
          name: "Meena Rao",
          events: [],
          gender: null,
          dietaryPreference: "vegan",
          beveragePreference: null,
          needsMakeupArtist: false,
          makeupCount: 0,
          uploadMode: null,
          hasIdDocument: false,
        },
      ],
      children: [{ id: expect.any(Number), name: "Mini", age: 6, events: [] }],
      createdAt: t.clock.now.toISOString(),
      updatedAt: null,
      editUrl,
      travel: null,
    });
    const viaTrpc = await trpcQuery(t.app, "guest.myRsvp", { token: editToken });
    expect(viaTrpc.body.result?.data).toEqual(res.json());
  });

  it("never opens another reply, and answers an unknown or malformed token with 404 and a sentence", async () => {
    const a = await submit();
    const b = await submit({ ...yes, primaryGuestName: "Bina", primaryGuestPhone: "9123456789" });
    expect(((await view(a.editToken)).json() as MyRsvp).rsvpId).toBe(a.rsvpId);
    expect(((await view(b.editToken)).json() as MyRsvp).rsvpId).toBe(b.rsvpId);
    for (const token of [a.editToken.slice(0, -1) + (a.editToken.endsWith("A") ? "B" : "A"), a.rsvpId, "x", "%00", "A".repeat(43)]) {
      const res = await view(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.unknownLink });
      expect((await change(token, yes)).statusCode).toBe(404);
    }
    expect((await trpcQuery(t.app, "guest.myRsvp", { token: "nope" })).status).toBe(404);
  });
});

describe("changing a reply", () => {
  it("replaces it in one transaction, keeps people's ids and ID documents, and records when", async () => {
    const file = await uploadId();
    const memberFile = await uploadId(PNG_BYTES);
    const { editToken } = await submit({
      ...yes,
      uploadMode: "single",
      uploadedFileName: file,
      familyMembers: [{ ...yes.familyMembers[0], uploadMode: "single", uploadedFileName: memberFile }, yes.familyMembers[1]],
    });
    const before = (await view(editToken)).json() as MyRsvp;
    t.clock.now = new Date(t.clock.now.getTime() + 3600_000);
    const [ravi, meena] = before.familyMembers;
    const res = await change(editToken, {
      ...yes,
      dietaryPreference: "vegan",
      // Meena removed, Ravi kept (with his document), a new member added, the child renamed.
      familyMembers: [{ id: ravi!.id, name: "Ravi R.", dietaryPreference: "veg" }, { name: "Dev" }],
      children: [{ id: before.children[0]!.id, name: "Minnie", age: 7 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as MyRsvp;
    expect(after).toMatchObject({ dietaryPreference: "vegan", hasIdDocument: true, updatedAt: t.clock.now.toISOString(), createdAt: before.createdAt });
    expect(after.familyMembers.map((m) => [m.id === ravi!.id, m.name, m.hasIdDocument])).toEqual([
      [true, "Ravi R.", true],
      [false, "Dev", false],
    ]);
    expect(after.familyMembers.some((m) => m.id === meena!.id)).toBe(false);
    expect(after.children).toEqual([{ id: before.children[0]!.id, name: "Minnie", age: 7, events: [] }]);
    expect(idFileOnDisk(file) && idFileOnDisk(memberFile)).toBe(true);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toHaveLength(1);
  });

  it("deletes a replaced ID document from disk and from the stored files", async () => {
    const old = await uploadId();
    const { rsvpId, editToken } = await submit({ ...yes, uploadMode: "single", uploadedFileName: old });
    const replacement = await uploadId(PNG_BYTES);
    const res = await change(editToken, { ...yes, uploadMode: "single", uploadedFileName: replacement });
    expect(res.statusCode, res.body).toBe(200);
    expect(idFileOnDisk(old)).toBe(false);
    expect(idFileOnDisk(replacement)).toBe(true);
    const files = await t.db.selectFrom("storedFiles").select(["name", "rsvpId"]).execute();
    expect(files).toEqual([{ name: replacement, rsvpId }]);
    const row = await t.db.selectFrom("rsvps").select("idProofUrl").executeTakeFirstOrThrow();
    expect(row.idProofUrl).toBe(`/files/id/${replacement}`);
  });

  it("yes to no and back keeps the people; a no stores no dining and no ID documents", async () => {
    const file = await uploadId();
    const { editToken } = await submit({ ...yes, uploadMode: "single", uploadedFileName: file });
    const given = (await view(editToken)).json() as MyRsvp;
    const people = { familyMembers: given.familyMembers.map(({ id, name, gender }) => ({ id, name, gender })), children: given.children };
    const declined = await change(editToken, { ...yes, ...people, rsvpStatus: "no" });
    expect(declined.statusCode, declined.body).toBe(200);
    // A no ends the documents' purpose: they are deleted with the change (files too).
    expect(declined.json()).toMatchObject({ rsvpStatus: "no", dietaryPreference: null, beveragePreference: null, hasIdDocument: false });
    expect(idFileOnDisk(file)).toBe(false);
    expect((declined.json() as MyRsvp).familyMembers.map((m) => [m.name, m.dietaryPreference])).toEqual([
      ["Ravi Rao", null],
      ["Meena Rao", null],
    ]);
    const back = await change(editToken, { ...yes, ...people, rsvpStatus: "yes" });
    expect(back.json()).toMatchObject({ rsvpStatus: "yes", dietaryPreference: "veg", hasIdDocument: false });
    expect((back.json() as MyRsvp).familyMembers.map((m) => m.id)).toEqual(given.familyMembers.map((m) => m.id));
  });

  it("is the same operation on the tRPC door", async () => {
    const { editToken } = await submit();
    const res = await trpcMutation(t.app, "guest.updateMyRsvp", { token: editToken, reply: { ...yes, rsvpStatus: "no" } });
    expect(res.status).toBe(200);
    expect((res.body.result?.data as MyRsvp).rsvpStatus).toBe("no");
    const invalid = await change(editToken, { ...yes, primaryGuestPhone: "12" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: MESSAGES.phone });
  });
});

describe("no conflicting duplicates", () => {
  it("refuses a second reply for a phone number with 409 and the sentence; the couple may add one on purpose", async () => {
    await submit();
    for (const send of [
      () => t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...yes, primaryGuestName: "Someone" } }),
      () => t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", payload: yes }),
    ]) {
      const res = await send();
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain(MESSAGES.duplicatePhone);
    }
    const byCouple = await t.app.inject({ method: "POST", url: "/api/admin/rsvps", payload: yes, headers: admin });
    expect(byCouple.statusCode, byCouple.body).toBe(200);
    expect(await t.db.selectFrom("rsvps").select("id").where("primaryGuestPhone", "=", "+919876543210").execute()).toHaveLength(2);
  });

  it("answers a retried submission (same key) with the first reply, not a 409", async () => {
    const first = await submit({ ...yes, idempotencyKey: "form-key-0001" });
    expect(await submit({ ...yes, idempotencyKey: "form-key-0001" })).toEqual(first);
  });
});

describe("the reply-by date", () => {
  const setDeadline = (date: string | null) =>
    t.db
      .insertInto("wedding")
      .values({ id: 1, brideName: "A", groomName: "B", weddingDate: "2025-11-07T00:00:00.000Z", venue: "V", updatedAt: "x", rsvpDeadline: date })
      .onConflict((oc) => oc.column("id").doUpdateSet({ rsvpDeadline: date }))
      .execute();

  it("is saved in the Wedding tab's call and read back by guests", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/wedding-details",
      headers: admin,
      payload: { brideName: "A", groomName: "B", weddingDate: "2025-11-07", venue: "V", rsvpDeadline: "2025-10-20" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(((await t.app.inject({ method: "GET", url: "/api/wedding-details" })).json() as { rsvpDeadline: string }).rsvpDeadline).toBe("2025-10-20");
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/wedding-details",
      headers: admin,
      payload: { brideName: "A", groomName: "B", weddingDate: "2025-11-07", venue: "V", rsvpDeadline: "soon" },
    });
    expect(bad.statusCode).toBe(400);
    // A client that does not know the field keeps the date; null clears it.
    const deadline = async (payload: object) => {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/wedding-details",
        headers: admin,
        payload: { brideName: "A", groomName: "B", weddingDate: "2025-11-07", venue: "V", ...payload },
      });
      return (res.json() as { rsvpDeadline: string | null }).rsvpDeadline;
    };
    expect(await deadline({})).toBe("2025-10-20");
    expect(await deadline({ rsvpDeadline: null })).toBeNull();
  });

  it("takes replies until the day ends at the venue (IST), then refuses new replies and changes with 403", async () => {
    await setDeadline("2025-10-20");
    const { editToken } = await (async () => {
      t.clock.now = new Date("2025-10-20T18:29:00.000Z"); // 23:59 in India
      return submit();
    })();
    t.clock.now = new Date("2025-10-20T18:30:00.000Z"); // midnight in India
    const closed = { message: "Replies closed on 20 October 2025. Please contact the couple." };
    const late = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...yes, primaryGuestPhone: "9123456789" } });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual(closed);
    const lateChange = await change(editToken, { ...yes, rsvpStatus: "no" });
    expect(lateChange.statusCode).toBe(403);
    expect(lateChange.json()).toEqual(closed);
    expect((await view(editToken)).statusCode).toBe(200);
    // The couple can still enter and change replies.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/rsvps", payload: { ...yes, primaryGuestPhone: "9123456789" }, headers: admin })).statusCode,
    ).toBe(200);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toHaveLength(2);
  });
});

describe("the couple's side", () => {
  it("lists editUrl and updatedAt, edits a reply, and revokes a link (the old one then answers 404)", async () => {
    const { rsvpId, editToken, editUrl } = await submit();
    const list = await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: admin });
    expect((list.json() as { data: { editUrl: string; updatedAt: string | null }[] }).data[0]).toMatchObject({ editUrl, updatedAt: null });

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const edit = await t.app.inject({ method: "PUT", url: `/api/admin/rsvps/${rsvpId}`, headers: admin, payload: { ...yes, rsvpStatus: "no" } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ rsvpStatus: "no", updatedAt: t.clock.now.toISOString() });

    const revoked = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${rsvpId}/revoke-link`, headers: admin });
    expect(revoked.statusCode).toBe(200);
    const fresh = (revoked.json() as { editUrl: string }).editUrl;
    expect(fresh).not.toBe(editUrl);
    expect((await view(editToken)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${fresh.slice("/rsvp/".length)}` })).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: admin })).json() as { data: { editUrl: string }[] };
    expect(listed.data[0]!.editUrl).toBe(fresh);
    // The same calls on the tRPC door, and the reply in the form's shape for the Edit dialog.
    expect((await trpcQuery(t.app, "admin.rsvpReply", { id: rsvpId }, admin)).body.result?.data).toMatchObject({ rsvpId, editUrl: fresh });
    expect((await trpcMutation(t.app, "admin.revokeRsvpLink", { id: rsvpId }, admin)).status).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${crypto.randomUUID()}/revoke-link`, headers: admin })).statusCode).toBe(404);
  });

  it("refuses the couple's calls without a session", async () => {
    const { rsvpId } = await submit();
    for (const [method, url] of [
      ["POST", "/api/admin/rsvps"],
      ["PUT", `/api/admin/rsvps/${rsvpId}`],
      ["POST", `/api/admin/rsvps/${rsvpId}/revoke-link`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: yes })).statusCode).toBe(401);
    }
  });
});
