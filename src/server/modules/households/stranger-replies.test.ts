/**
 * What a stranger can do with what they can type or guess (a household's phone or name, a reply's id), and what a
 * revoked link still opens: through the real app, on both doors and the form without JavaScript.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { formBody, multipartBody, PDF_BYTES, PNG_BYTES } from "../../files/multipart.test-helpers";
import { UPLOAD_MESSAGES } from "../../files/routes";

const INDEX = '<!doctype html><html><head><title>x</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let clientDir: string;
let auth: Record<string, string>;
let haldi: number;
let sangeet: number;
beforeEach(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-stranger-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir });
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  haldi = await event("Haldi");
  sangeet = await event("Sangeet");
});
afterEach(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function event(eventName: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/timeline-events",
    headers: auth,
    payload: { day: 1, eventName, time: "6:00 PM", place: "Lawn", asksAttendance: true },
  });
  return (res.json() as { id: number }).id;
}
async function sharmaFamily() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/households",
    headers: auth,
    payload: { name: "Sharma family", phone: "99100 12345", seats: 2, guests: ["Ramesh Sharma", "Sunita Sharma"], events: [haldi] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const h = res.json() as { id: number; inviteUrl: string };
  return { id: h.id, inviteToken: h.inviteUrl.slice("/i/".length) };
}
type Saved = { rsvpId: string; editToken: string };
const familyReply = {
  primaryGuestName: "Ramesh Sharma",
  primaryGuestPhone: "9910012345",
  rsvpStatus: "yes",
  specialRequests: "Sunita is diabetic",
  familyMembers: [{ name: "Sunita Sharma" }],
};
/** A function: the event ids exist once beforeEach has made them. */
const strangerReply = () => ({
  primaryGuestName: "x",
  primaryGuestPhone: "99100 12345",
  rsvpStatus: "yes",
  familyMembers: Array.from({ length: 9 }, (_, i) => ({ name: `Extra ${i}`, events: [sangeet] })),
  events: [sangeet],
});
const household = (id: number) => t.db.selectFrom("households").select(["rsvpId", "seats"]).where("id", "=", id).executeTakeFirstOrThrow();
const statusOf = async (id: number) =>
  ((await t.app.inject({ method: "GET", url: "/api/admin/households", headers: auth })).json() as { data: { id: number; status: string }[] }).data.find(
    (h) => h.id === id,
  )!.status;

describe("a stranger who knows a household's phone number", () => {
  const doors = {
    REST: async (body: object) => {
      const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Saved;
    },
    tRPC: async (body: object) => {
      const res = await trpcMutation(t.app, "guest.submitRsvp", body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result!.data as Saved;
    },
  };
  for (const [door, submit] of Object.entries(doors)) {
    it(`gets a reply of their own through ${door}, suggested for the household, never the household's`, async () => {
      const sharma = await sharmaFamily();
      const stranger = await submit(strangerReply());
      expect(stranger.editToken).toMatch(/^[\w-]{43}$/);
      // Nothing of the household changed: no reply, no status, no seats.
      expect(await household(sharma.id)).toEqual({ rsvpId: null, seats: 2 });
      expect(await statusOf(sharma.id)).toBe("not-sent");
      expect(await t.db.selectFrom("rsvps").select("possibleHouseholdId").where("id", "=", stranger.rsvpId).executeTakeFirst()).toEqual({
        possibleHouseholdId: sharma.id,
      });

      // The family replies through its own link: a reply of its own, which the stranger's link never reads.
      const family = (
        await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, invitationToken: sharma.inviteToken } })
      ).json() as Saved;
      expect(family.rsvpId).not.toBe(stranger.rsvpId);
      expect((await household(sharma.id)).rsvpId).toBe(family.rsvpId);
      const read = await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${stranger.editToken}` });
      expect(read.json()).toMatchObject({ primaryGuestName: "x" });
      expect(read.body).not.toContain("Sunita");
      // Declining through the stranger's link changes only the stranger's reply.
      const decline = await t.app.inject({
        method: "PUT",
        url: `/api/rsvp/edit/${stranger.editToken}`,
        payload: { ...strangerReply(), rsvpStatus: "no", familyMembers: [], events: [] },
      });
      expect(decline.statusCode, decline.body).toBe(200);
      const rows = await t.db.selectFrom("rsvps").select(["id", "rsvpStatus", "specialRequests"]).orderBy("createdAt").execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.rsvpStatus, r.specialRequests]]))).toEqual({
        [stranger.rsvpId]: ["no", null],
        [family.rsvpId]: ["yes", "Sunita is diabetic"],
      });
      expect(await statusOf(sharma.id)).toBe("replied");
    });
  }

  it("gets a reply of their own through the form without JavaScript", async () => {
    const sharma = await sharmaFamily();
    const body = formBody([
      ["idempotencyKey", "0123456789abcdef0123456789abcdef"],
      ["primaryGuestName", "x"],
      ["primaryGuestPhone", "99100 12345"],
      ["rsvpStatus", "yes"],
      ["intent", "send"],
    ]);
    const res = await t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const [stranger] = await t.db.selectFrom("rsvps").select(["id", "possibleHouseholdId"]).execute();
    expect(stranger).toEqual({ id: expect.any(String), possibleHouseholdId: sharma.id });
    expect(await household(sharma.id)).toEqual({ rsvpId: null, seats: 2 });
  });

  it("cannot replace the family's reply once it is in: 409, and the family's reply is as it was", async () => {
    const sharma = await sharmaFamily();
    const family = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, invitationToken: sharma.inviteToken } })).json() as Saved;
    const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: strangerReply() });
    expect(res.statusCode).toBe(409);
    expect(await t.db.selectFrom("rsvps").select(["id", "primaryGuestName"]).execute()).toEqual([{ id: family.rsvpId, primaryGuestName: "Ramesh Sharma" }]);
  });
});

describe("the planner links a suggested reply", () => {
  it("applies the household's seats and functions, and chooses between two replies", async () => {
    const sharma = await sharmaFamily();
    const stranger = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: strangerReply() })).json() as Saved;
    const link = (id: string, extra: object = {}) =>
      t.app.inject({ method: "POST", url: `/api/admin/rsvps/${id}/household`, headers: auth, payload: { householdId: sharma.id, ...extra } });
    const over = await link(stranger.rsvpId);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: "This reply names 10 people, and Sharma family is invited for 2. Give the household more seats first, or choose another household.",
    });
    expect((await household(sharma.id)).rsvpId).toBeNull();

    // A walk-in reply that fits: its functions are cut to the household's.
    const cousin = (
      await t.app.inject({
        method: "POST",
        url: "/api/rsvp",
        payload: { primaryGuestName: "Sunita Sharma", primaryGuestPhone: "9000000001", rsvpStatus: "yes", events: [haldi, sangeet] },
      })
    ).json() as Saved;
    expect((await link(cousin.rsvpId)).statusCode).toBe(200);
    expect(await t.db.selectFrom("personEvents").select("eventId").where("rsvpId", "=", cousin.rsvpId).execute()).toEqual([{ eventId: haldi }]);
    expect(await t.db.selectFrom("rsvps").select("possibleHouseholdId").where("id", "=", cousin.rsvpId).executeTakeFirst()).toEqual({
      possibleHouseholdId: null,
    });

    // The family's own reply arrives later: the planner picks it, and the cousin's stays, suggested.
    const family = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, primaryGuestPhone: "9000000002" } })).json() as Saved;
    expect((await link(family.rsvpId)).statusCode).toBe(409);
    const chosen = await link(family.rsvpId, { replace: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await household(sharma.id)).rsvpId).toBe(family.rsvpId);
    expect(await t.db.selectFrom("rsvps").select("possibleHouseholdId").where("id", "=", cousin.rsvpId).executeTakeFirst()).toEqual({
      possibleHouseholdId: sharma.id,
    });
  });
});

describe("POST /api/rsvp/:id/upload-id needs the reply's own credential", () => {
  const upload = (rsvpId: string, data: Buffer, headers: Record<string, string> = {}) => {
    const body = multipartBody({ data, filename: "id.png", contentType: "image/png" });
    return t.app.inject({ method: "POST", url: `/api/rsvp/${rsvpId}/upload-id?consent=yes`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const idOf = (rsvpId: string) => t.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", rsvpId).executeTakeFirstOrThrow();
  const filesOnDisk = () => (fs.existsSync(path.join(t.config.filesDir, "id")) ? fs.readdirSync(path.join(t.config.filesDir, "id")).sort() : []);

  it("refuses no credential (401) and another reply's (403), stores nothing, and takes the reply's own", async () => {
    const mine = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: familyReply })).json() as Saved;
    const other = (
      await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...strangerReply(), primaryGuestPhone: "9000000003", familyMembers: [] } })
    ).json() as Saved;
    const first = await upload(mine.rsvpId, PDF_BYTES, { authorization: `Bearer ${mine.editToken}` });
    expect(first.statusCode, first.body).toBe(200);
    const before = { row: await idOf(mine.rsvpId), disk: filesOnDisk() };

    for (const [headers, status, message] of [
      [{}, 401, UPLOAD_MESSAGES.noCredential],
      [{ authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }, 401, UPLOAD_MESSAGES.noCredential],
      [{ authorization: mine.editToken }, 401, UPLOAD_MESSAGES.noCredential],
      [{ authorization: `Bearer ${other.editToken}` }, 403, UPLOAD_MESSAGES.otherReply],
    ] as const) {
      const res = await upload(mine.rsvpId, PNG_BYTES, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
      expect(res.json()).toMatchObject({ message });
    }
    expect({ row: await idOf(mine.rsvpId), disk: filesOnDisk() }).toEqual(before);

    const replaced = await upload(mine.rsvpId, PNG_BYTES, { authorization: `Bearer ${mine.editToken}` });
    expect(replaced.statusCode).toBe(200);
    expect((await idOf(mine.rsvpId)).idProofUrl).not.toBe(before.row.idProofUrl);
    expect(filesOnDisk()).toHaveLength(1);
  });
});

describe("revoking a link", () => {
  async function opens(inviteToken: string, editToken: string) {
    return {
      invitation: (await t.app.inject({ method: "GET", url: `/api/invitation/${inviteToken}` })).statusCode,
      invitationTrpc: (await trpcQuery(t.app, "guest.invitation", { token: inviteToken })).status,
      invitationPage: (await t.app.inject({ method: "GET", url: `/i/${inviteToken}` })).statusCode,
      reply: (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).statusCode,
      replyTrpc: (await trpcQuery(t.app, "guest.myRsvp", { token: editToken })).status,
      replyPage: (await t.app.inject({ method: "GET", url: `/rsvp/${editToken}` })).statusCode,
      change: (await t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${editToken}`, payload: { ...familyReply, rsvpStatus: "no" } })).statusCode,
    };
  }
  const closed = { invitation: 404, invitationTrpc: 404, invitationPage: 404, reply: 404, replyTrpc: 404, replyPage: 404, change: 404 };

  it("an invitation link takes the private link it handed out with it; the new invitation hands out a new one", async () => {
    const sharma = await sharmaFamily();
    const first = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, invitationToken: sharma.inviteToken } })).json() as Saved;
    const revoked = await t.app.inject({ method: "POST", url: `/api/admin/households/${sharma.id}/revoke-link`, headers: auth });
    expect(revoked.statusCode).toBe(200);
    expect(await opens(sharma.inviteToken, first.editToken)).toEqual(closed);
    expect(await t.db.selectFrom("rsvps").select("rsvpStatus").executeTakeFirst()).toEqual({ rsvpStatus: "yes" });

    const newToken = (revoked.json() as { inviteUrl: string }).inviteUrl.slice(3);
    const again = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, invitationToken: newToken } })).json() as Saved;
    expect(again.rsvpId).toBe(first.rsvpId);
    expect(again.editToken).not.toBe(first.editToken);
    expect((await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${again.editToken}` })).statusCode).toBe(200);
  });

  it("a household's reply link takes the invitation link with it (it opens the reply too)", async () => {
    const sharma = await sharmaFamily();
    const first = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { ...familyReply, invitationToken: sharma.inviteToken } })).json() as Saved;
    const revoked = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${first.rsvpId}/revoke-link`, headers: auth });
    expect(revoked.statusCode).toBe(200);
    expect(await opens(sharma.inviteToken, first.editToken)).toEqual(closed);
    const fresh = (revoked.json() as { editUrl: string }).editUrl.slice("/rsvp/".length);
    expect((await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${fresh}` })).statusCode).toBe(200);
  });
});
