/** The guest list through both doors (REST and tRPC), real app over in-memory SQLite: calls, roles, links, status. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { sha256 } from "../../trpc/context";

let t: TestApp;
let auth: Record<string, string>;
let desk: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
});
afterEach(async () => {
  await t.close();
});

const rest = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const inDb = () =>
  t.db
    .selectFrom("households")
    .select(["name", "side", "tags", "phone", "language", "seats", "guests", "events", "notes", "sentAt", "openedAt", "rsvpId"])
    .orderBy("id")
    .execute();
type Body = { id: number; inviteUrl: string; status: string; [k: string]: unknown };

async function event(eventName: string, asksAttendance: boolean) {
  const res = await rest("POST", "/api/timeline-events", { day: 1, eventName, time: "6:00 PM", place: "Lawn", asksAttendance });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
const sharma = {
  name: " Sharma family (Delhi) ",
  side: "bride",
  tags: ["outstation", "NRI", "nri"],
  phone: "+91-98765-43210",
  language: "hi",
  seats: "3",
  guests: ["Ramesh", "Sunita"],
  notes: "",
};

describe("POST/GET /api/admin/households, PUT/DELETE /api/admin/households/:id", () => {
  it("creates a household (phone as E.164, tags once each, events null = all) and lists it not-sent with its link", async () => {
    const res = await rest("POST", "/api/admin/households", { ...sharma, side: "bride" });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Sharma family (Delhi)",
      side: "bride",
      tags: ["outstation", "NRI"],
      phone: "+919876543210",
      language: "hi",
      seats: 3,
      guests: ["Ramesh", "Sunita"],
      events: null,
      notes: null,
      status: "not-sent",
      sentAt: null,
      openedAt: null,
      rsvpId: null,
      inviteUrl: expect.stringMatching(/^\/i\/[A-Za-z0-9_-]{43}$/),
    });
    const list = await rest("GET", "/api/admin/households");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json()).toEqual({ data: [created] });
    // The desk reads the list without the links (each is also the reply's private link).
    expect((await rest("GET", "/api/admin/households", undefined, desk)).json()).toEqual({ data: [{ ...created, inviteUrl: "" }] });
    expect(await inDb()).toEqual([
      {
        name: "Sharma family (Delhi)",
        side: "bride",
        tags: '["outstation","NRI"]',
        phone: "+919876543210",
        language: "hi",
        seats: 3,
        guests: '["Ramesh","Sunita"]',
        events: null,
        notes: null,
        sentAt: null,
        openedAt: null,
        rsvpId: null,
      },
    ]);
    // Only the token's hash is stored, never the token.
    const token = created.inviteUrl.slice(3);
    const stored = await t.db.selectFrom("households").select("inviteTokenHash").executeTakeFirstOrThrow();
    expect(stored.inviteTokenHash).toBe(sha256(token));
    expect(JSON.stringify(await t.db.selectFrom("households").selectAll().execute())).not.toContain(token);
  });

  it("reads every way of writing an Indian number as the same E.164 number", async () => {
    for (const phone of ["98765 43210", "+91-98765-43210", "09876543210", "0091 98765 43210"]) {
      const res = await rest("POST", "/api/admin/households", { name: "Verma", phone });
      expect((res.json() as { phone: string }).phone, phone).toBe("+919876543210");
    }
    const blank = await rest("POST", "/api/admin/households", { name: "No phone yet", phone: " " });
    expect((blank.json() as { phone: null }).phone).toBeNull();
  });

  it("refuses bad input with human messages and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ name: " " }, "Please enter the household's name, such as Sharma family (Delhi)"],
      [{ name: "A", seats: 0 }, "Seats must be a whole number, at least 1"],
      [{ name: "A", seats: 1.5 }, "Seats must be a whole number, at least 1"],
      [{ name: "A", seats: 2, guests: ["X", "Y", "Z"] }, "The household is invited for 2 people: list at most 2 names."],
      [
        { name: "A", phone: "12345" },
        "Please enter a phone number we can send the invitation to, such as 98765 43210, with the country code for a number abroad",
      ],
      [{ name: "A", side: "aunt" }, "Side must be bride, groom or both"],
      [{ name: "A", tags: ["x".repeat(41)] }, "Each tag must be a word or two, at most 40 characters"],
      [{ name: "A", language: "fr" }, "Language must be English or Hindi"],
      [{ name: "A", events: [999] }, "Choose functions from the itinerary that ask guests whether they come"],
    ];
    for (const [payload, message] of cases) {
      const res = await rest("POST", "/api/admin/households", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await inDb()).toEqual([]);
  });

  it("takes only functions that ask who comes", async () => {
    const haldi = await event("Haldi", true);
    const reception = await event("Reception", true);
    const baraat = await event("Baraat", false);
    const bad = await rest("POST", "/api/admin/households", { name: "Kapoor", events: [haldi, baraat] });
    expect(bad.statusCode).toBe(400);
    const ok = await rest("POST", "/api/admin/households", { name: "Kapoor", events: [reception, haldi, haldi] });
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as { events: number[] }).events).toEqual([reception, haldi]);
    expect((await inDb())[0]!.events).toBe(JSON.stringify([reception, haldi]));
  });

  it("updates a household and answers it; unknown ids are 404, and the reply of a deleted household stays, unlinked", async () => {
    const { id } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const upd = await rest("PUT", `/api/admin/households/${id}`, { name: "Sharma family", seats: 4, phone: "98111 22233", tags: ["college"] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ id, name: "Sharma family", seats: 4, phone: "+919811122233", tags: ["college"], guests: [], side: null });
    expect((await rest("PUT", "/api/admin/households/999", { name: "X" })).statusCode).toBe(404);
    expect((await rest("PUT", "/api/admin/households/999", { name: "X" })).json()).toEqual({ message: "Household not found" });

    const reply = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Ramesh", primaryGuestPhone: "9811122233", rsvpStatus: "no" },
    });
    const { rsvpId } = reply.json() as { rsvpId: string };
    await t.db.updateTable("households").set({ rsvpId }).where("id", "=", id).execute();
    const del = await rest("DELETE", `/api/admin/households/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect(await inDb()).toEqual([]);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([{ id: rsvpId }]);
    expect((await rest("DELETE", `/api/admin/households/${id}`)).statusCode).toBe(404);
  });

  it("shows a linked reply as replied or declined, and a deleted reply leaves the household unlinked", async () => {
    const { id } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Ramesh", primaryGuestPhone: "9876543210", rsvpStatus: "no" },
    });
    const { rsvpId } = reply.json() as { rsvpId: string };
    await t.db.updateTable("households").set({ rsvpId }).where("id", "=", id).execute();
    const statusNow = async () => ((await rest("GET", "/api/admin/households")).json() as { data: Body[] }).data[0]!;
    expect(await statusNow()).toMatchObject({ status: "declined", rsvpId });
    await t.db.updateTable("rsvps").set({ rsvpStatus: "yes" }).where("id", "=", rsvpId).execute();
    expect((await statusNow()).status).toBe("replied");
    expect((await rest("DELETE", `/api/admin/rsvps/${rsvpId}`)).statusCode).toBe(200);
    expect(await statusNow()).toMatchObject({ status: "not-sent", rsvpId: null });
  });
});

describe("sending and the invitation link", () => {
  it("marks a household sent, then opened at its first opening only", async () => {
    const { id, inviteUrl } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const sentAt = t.clock.now.toISOString();
    const sent = await rest("POST", `/api/admin/households/${id}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ id, status: "sent", sentAt, openedAt: null });
    expect((await rest("POST", "/api/admin/households/999/sent")).statusCode).toBe(404);

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const openedAt = t.clock.now.toISOString();
    const token = inviteUrl.slice(3);
    expect((await t.app.inject({ method: "GET", url: `/api/invitation/${token}` })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await trpcQuery(t.app, "guest.invitation", { token })).status).toBe(200);
    expect(await inDb()).toMatchObject([{ sentAt, openedAt }]);
    expect(((await rest("GET", "/api/admin/households")).json() as { data: Body[] }).data[0]).toMatchObject({ status: "opened", sentAt, openedAt });
  });

  it("answers the invitation's shape: name, guests, seats, only its functions in itinerary order, language, no reply yet", async () => {
    const haldi = await event("Haldi", true);
    await event("Sangeet", true);
    const reception = await event("Reception", true);
    const { inviteUrl } = (await rest("POST", "/api/admin/households", { ...sharma, events: [reception, haldi] })).json() as Body;
    const res = await t.app.inject({ method: "GET", url: `/api/${inviteUrl.replace("/i/", "invitation/")}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const expected = {
      householdName: "Sharma family (Delhi)",
      guests: ["Ramesh", "Sunita"],
      seats: 3,
      events: [
        { id: haldi, eventName: "Haldi", day: 1, time: "6:00 PM", toTime: null, place: "Lawn", dressCode: null },
        { id: reception, eventName: "Reception", day: 1, time: "6:00 PM", toTime: null, place: "Lawn", dressCode: null },
      ],
      language: "hi",
      reply: null,
    };
    expect(res.json()).toEqual(expected);
    expect((await trpcQuery(t.app, "guest.invitation", { token: inviteUrl.slice(3) })).body.result?.data).toEqual(expected);
  });

  it("invites a household with events null to every function that asks who comes", async () => {
    const haldi = await event("Haldi", true);
    await event("Baraat", false);
    const { inviteUrl } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const res = await trpcQuery(t.app, "guest.invitation", { token: inviteUrl.slice(3) });
    expect((res.body.result?.data as { events: { id: number }[] }).events.map((e) => e.id)).toEqual([haldi]);
  });

  it("answers the linked reply as its private link reads it", async () => {
    const { id, inviteUrl } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Ramesh", primaryGuestPhone: "9876543210", rsvpStatus: "no" },
    });
    const { rsvpId, editToken } = reply.json() as { rsvpId: string; editToken: string };
    await t.db.updateTable("households").set({ rsvpId }).where("id", "=", id).execute();
    const own = (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json();
    const res = await t.app.inject({ method: "GET", url: `/api/invitation/${inviteUrl.slice(3)}` });
    expect((res.json() as { reply: unknown }).reply).toEqual(own);
  });

  it("revokes a link: the new link opens the invitation, the old one is a 404 with a human sentence", async () => {
    const { id, inviteUrl } = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const res = await rest("POST", `/api/admin/households/${id}/revoke-link`);
    expect(res.statusCode, res.body).toBe(200);
    const { inviteUrl: fresh } = res.json() as { inviteUrl: string };
    expect(fresh).toMatch(/^\/i\/[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(inviteUrl);
    const old = await t.app.inject({ method: "GET", url: `/api/invitation/${inviteUrl.slice(3)}` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: "This invitation link is not valid any more. Please ask the couple to send you a new one." });
    expect((await trpcQuery(t.app, "guest.invitation", { token: inviteUrl.slice(3) })).status).toBe(404);
    // Opening the old link recorded nothing; the new one opens the invitation.
    expect((await inDb())[0]!.openedAt).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/invitation/${fresh.slice(3)}` })).statusCode).toBe(200);
    expect(((await rest("GET", "/api/admin/households")).json() as { data: Body[] }).data[0]).toMatchObject({ inviteUrl: fresh, status: "opened" });
    expect((await trpcMutation(t.app, "admin.revokeHouseholdLink", { id: 999 }, auth)).status).toBe(404);
  });

  it("makes tokens nobody can derive: another secret, id or version gives another token, and guesses find nothing", async () => {
    const a = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    const b = (await rest("POST", "/api/admin/households", sharma)).json() as Body;
    expect(a.inviteUrl).not.toBe(b.inviteUrl);
    // 43 base64url characters: 256 bits.
    expect(Buffer.from(a.inviteUrl.slice(3), "base64url")).toHaveLength(32);
    const other = await makeTestApp({ APP_SECRET: "u".repeat(64) });
    try {
      const otherAuth = { authorization: `Bearer ${await createAdminSession(other.db, other.clock.now)}` };
      const c = (await other.app.inject({ method: "POST", url: "/api/admin/households", headers: otherAuth, payload: sharma })).json() as Body;
      expect(c.id).toBe(a.id);
      expect(c.inviteUrl).not.toBe(a.inviteUrl);
      expect((await other.app.inject({ method: "GET", url: `/api/invitation/${a.inviteUrl.slice(3)}` })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
    for (const guess of ["x", "1", "A".repeat(43), a.inviteUrl.slice(3, -1) + "A", "../households"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/invitation/${encodeURIComponent(guess)}` });
      expect(res.statusCode, guess).toBe(404);
    }
  });
});

describe("roles and both doors", () => {
  it("lets the desk read the list but not change it; no session is a 401", async () => {
    expect((await rest("GET", "/api/admin/households", undefined, desk)).statusCode).toBe(200);
    expect((await trpcQuery(t.app, "admin.households", undefined, desk)).status).toBe(200);
    expect((await rest("POST", "/api/admin/households", sharma, desk)).statusCode).toBe(403);
    expect((await trpcMutation(t.app, "admin.createHousehold", sharma, desk)).status).toBe(403);
    expect((await rest("GET", "/api/admin/households", undefined, {})).statusCode).toBe(401);
    expect((await trpcQuery(t.app, "admin.households")).status).toBe(401);
    expect(await inDb()).toEqual([]);
  });

  it("does every call through tRPC with the same answers", async () => {
    const created = await trpcMutation(t.app, "admin.createHousehold", sharma, auth);
    expect(created.status).toBe(200);
    const { id } = created.body.result!.data as Body;
    const updated = await trpcMutation(t.app, "admin.updateHousehold", { id, ...sharma, seats: 5 }, auth);
    expect(updated.body.result?.data).toMatchObject({ id, seats: 5 });
    expect((await trpcMutation(t.app, "admin.markHouseholdSent", { id }, auth)).body.result?.data).toMatchObject({ status: "sent" });
    const revoked = await trpcMutation(t.app, "admin.revokeHouseholdLink", { id }, auth);
    expect(revoked.body.result?.data).toEqual({ inviteUrl: expect.stringMatching(/^\/i\//) });
    const list = await trpcQuery(t.app, "admin.households", undefined, auth);
    expect(list.body.result?.data).toEqual({
      data: [expect.objectContaining({ id, seats: 5, status: "sent", inviteUrl: (revoked.body.result!.data as Body).inviteUrl })],
    });
    const bad = await trpcMutation(t.app, "admin.createHousehold", { name: "A", seats: 0 }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe("Seats must be a whole number, at least 1");
    expect((await trpcMutation(t.app, "admin.deleteHousehold", { id }, auth)).body.result?.data).toEqual({ success: true });
    expect(await inDb()).toEqual([]);
  });
});
