/** Replies that match the guest list, through the real app: invitation replies, suggested households, and linking by the planner. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";
import { RSVP_BURST_PER_IP } from "../rsvp/limits";

let t: TestApp;
let auth: Record<string, string>;
let haldi: number;
let sangeet: number;
let reception: number;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  haldi = await event("Haldi");
  sangeet = await event("Sangeet");
  reception = await event("Reception");
});
afterEach(async () => {
  await t.close();
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
async function household(payload: object) {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/households", headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; inviteUrl: string };
}
const reply = (extra: object = {}) => ({ primaryGuestName: "Ramesh Sharma", primaryGuestPhone: "9876543210", rsvpStatus: "yes", ...extra });
const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/rsvp", payload });
const householdsInDb = () => t.db.selectFrom("households").select(["name", "phone", "seats", "guests", "rsvpId"]).orderBy("id").execute();
const attendance = () => t.db.selectFrom("personEvents").select(["kind", "eventId"]).orderBy("kind").orderBy("eventId").execute();

describe("a reply through an invitation link", () => {
  it("is linked to the household and takes its functions when the guest chooses none", async () => {
    const { id, inviteUrl } = await household({ name: "Sharma family", seats: 2, events: [haldi, reception] });
    const res = await send(reply({ invitationToken: inviteUrl.slice(3), familyMembers: [{ name: "Sunita" }] }));
    expect(res.statusCode, res.body).toBe(200);
    const { rsvpId } = res.json() as { rsvpId: string };
    expect((await householdsInDb())[0]!.rsvpId).toBe(rsvpId);
    expect(await attendance()).toEqual([
      { kind: "member", eventId: haldi },
      { kind: "member", eventId: reception },
      { kind: "primary", eventId: haldi },
      { kind: "primary", eventId: reception },
    ]);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/households", headers: auth })).json() as { data: { id: number; status: string }[] };
    expect(list.data).toEqual([expect.objectContaining({ id, status: "replied", rsvpId })]);
  });

  it("refuses people beyond the seats with the issue's sentence, on both doors, storing nothing", async () => {
    const { inviteUrl } = await household({ name: "Sharma family", seats: 2 });
    const three = reply({ invitationToken: inviteUrl.slice(3), familyMembers: [{ name: "Sunita" }], children: [{ name: "Anu", age: 6 }] });
    const res = await send(three);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Your invitation is for 2 guests. Please ask the couple before adding more." });
    const viaTrpc = await trpcMutation(t.app, "guest.submitRsvp", three);
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error?.message).toBe("Your invitation is for 2 guests. Please ask the couple before adding more.");
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
    // Declining needs no seat.
    expect((await send({ ...three, rsvpStatus: "no" })).statusCode).toBe(200);
  });

  it("refuses a function the household is not invited to with 400", async () => {
    const { inviteUrl } = await household({ name: "Sharma family", seats: 2, events: [reception] });
    const res = await send(reply({ invitationToken: inviteUrl.slice(3), events: [reception, sangeet] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Your invitation does not include one of the chosen functions. Please choose from the functions on your invitation.",
    });
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
  });

  it("replaces the household's first reply with its second (no 409), keeping one reply and its private link", async () => {
    const { inviteUrl } = await household({ name: "Sharma family", seats: 3 });
    const token = inviteUrl.slice(3);
    const first = (await send(reply({ invitationToken: token }))).json() as { rsvpId: string; editToken: string };
    const second = await send(reply({ invitationToken: token, rsvpStatus: "no", primaryGuestName: "Ramesh S." }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ rsvpId: first.rsvpId, editToken: first.editToken });
    expect(await t.db.selectFrom("rsvps").select(["id", "primaryGuestName", "rsvpStatus"]).execute()).toEqual([
      { id: first.rsvpId, primaryGuestName: "Ramesh S.", rsvpStatus: "no" },
    ]);
    const invitation = (await t.app.inject({ method: "GET", url: `/api/invitation/${token}` })).json() as { reply: { rsvpStatus: string } };
    expect(invitation.reply.rsvpStatus).toBe("no");
  });

  it("counts replies per link, never by address: a 429 after 10 changes in an hour, while another household on the same address replies", async () => {
    const { inviteUrl } = await household({ name: "Sharma family", seats: 3 });
    const other = await household({ name: "Verma family", seats: 3 });
    for (let i = 0; i < 10; i++) expect((await send(reply({ invitationToken: inviteUrl.slice(3) }))).statusCode).toBe(200);
    const limited = await send(reply({ invitationToken: inviteUrl.slice(3) }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await send(reply({ primaryGuestPhone: "9000000002", invitationToken: other.inviteUrl.slice(3) }))).statusCode).toBe(200);
  });

  it("answers a revoked or unknown invitation token with 404", async () => {
    const { id, inviteUrl } = await household({ name: "Sharma family", seats: 3 });
    await t.app.inject({ method: "POST", url: `/api/admin/households/${id}/revoke-link`, headers: auth });
    const res = await send(reply({ invitationToken: inviteUrl.slice(3) }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "This invitation link is not valid any more. Please ask the couple to send you a new one." });
  });

  it("is not blocked by an earlier open-form reply from the same phone", async () => {
    expect((await send(reply({ primaryGuestPhone: "9811122233" }))).statusCode).toBe(200);
    const { inviteUrl } = await household({ name: "Sharma family", seats: 3 });
    expect((await send(reply({ primaryGuestPhone: "9811122233", invitationToken: inviteUrl.slice(3) }))).statusCode).toBe(200);
  });
});

describe("the open form", () => {
  it("links nothing: a reply whose phone or name is a household's is only suggested for it", async () => {
    const sharma = await household({ name: "Sharma family", phone: "+91-98765-43210", seats: 2 });
    const verma = await household({ name: "Verma family", guests: ["Anil Verma"], seats: 2 });
    const byPhone = (await send(reply())).json() as { rsvpId: string };
    const byName = (await send(reply({ primaryGuestName: " anil  VERMA", primaryGuestPhone: "9000000001" }))).json() as { rsvpId: string };
    const stranger = await send(reply({ primaryGuestName: "Gate crasher", primaryGuestPhone: "9000000009" }));
    expect(stranger.statusCode).toBe(200);
    expect((await householdsInDb()).map((h) => h.rsvpId)).toEqual([null, null]);
    const suggested = await t.db.selectFrom("rsvps").select(["id", "possibleHouseholdId"]).execute();
    expect(Object.fromEntries(suggested.map((r) => [r.id, r.possibleHouseholdId]))).toEqual({
      [byPhone.rsvpId]: sharma.id,
      [byName.rsvpId]: verma.id,
      [(stranger.json() as { rsvpId: string }).rsvpId]: null,
    });
  });
});

describe("POST /api/admin/rsvps/:id/household", () => {
  it("links a reply to a household, or makes a household from it, and refuses a household that has a reply", async () => {
    const sharma = await household({ name: "Sharma family", seats: 3 });
    const { rsvpId } = (await send(reply({ familyMembers: [{ name: "Sunita" }], children: [{ name: "Anu", age: 6 }] }))).json() as { rsvpId: string };
    const linked = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${rsvpId}/household`, headers: auth, payload: { householdId: sharma.id } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ id: sharma.id, rsvpId, status: "replied" });

    const made = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${rsvpId}/household`, headers: auth, payload: { create: true } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ name: "Ramesh Sharma", phone: "+919876543210", seats: 3, guests: ["Ramesh Sharma", "Sunita", "Anu"], rsvpId });
    // The reply moved: Sharma family is unlinked.
    expect((await householdsInDb()).map((h) => [h.name, h.rsvpId])).toEqual([
      ["Sharma family", null],
      ["Ramesh Sharma", rsvpId],
    ]);

    const other = (await send(reply({ primaryGuestName: "Someone", primaryGuestPhone: "9000000001" }))).json() as { rsvpId: string };
    const taken = await trpcMutation(t.app, "admin.linkRsvpHousehold", { id: other.rsvpId, householdId: (made.json() as { id: number }).id }, auth);
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe(
      "Ramesh Sharma already has a reply. Choose which of the two replies counts for the household, or link this one to another household.",
    );
    const neither = await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${other.rsvpId}/household`, headers: auth, payload: {} });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({ message: "Choose a household to link the reply to, or make a new household from it" });
    expect((await t.app.inject({ method: "POST", url: "/api/admin/rsvps/nope/household", headers: auth, payload: { create: true } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${other.rsvpId}/household`, headers: auth, payload: { householdId: 999 } })).statusCode,
    ).toBe(404);
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/rsvps/${other.rsvpId}/household`, headers: desk, payload: { create: true } })).statusCode,
    ).toBe(403);
    expect(await householdsInDb()).toHaveLength(2);
  });
});

describe("GET /api/admin/rsvps", () => {
  it("carries each reply's householdId (null: not on the guest list) and the household it may belong to", async () => {
    const { id, inviteUrl } = await household({ name: "Sharma family", phone: "98765 43210", seats: 2 });
    const invited = (await send(reply({ invitationToken: inviteUrl.slice(3) }))).json() as { rsvpId: string };
    const stranger = (await send(reply({ primaryGuestName: "Sharma family", primaryGuestPhone: "9000000009" }))).json() as { rsvpId: string };
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth })).json() as {
      data: { id: string; householdId: number | null; possibleHousehold: unknown }[];
    };
    expect(Object.fromEntries(list.data.map((r) => [r.id, [r.householdId, r.possibleHousehold]]))).toEqual({
      [invited.rsvpId]: [id, null],
      [stranger.rsvpId]: [null, { id, name: "Sharma family" }],
    });
  });
});

describe("invite-only mode", () => {
  const wedding = (extra: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/wedding-details",
      headers: auth,
      payload: { brideName: "Meera", groomName: "Aarav", weddingDate: "2027-02-12", venue: "Udaipur", ...extra },
    });

  it("refuses a reply without an invitation link with 403 on both doors, and takes one through a link", async () => {
    const saved = await wedding({ rsvpMode: "invite-only", contactPhone: "+44 7400 123456" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ rsvpMode: "invite-only", contactPhone: "+447400123456" });
    const sentence = "Replies are by invitation. Please use the link from your invitation.";
    const res = await send(reply());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: sentence });
    const viaTrpc = await trpcMutation(t.app, "guest.submitRsvp", reply());
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.body.error?.message).toBe(sentence);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);

    const { inviteUrl } = await household({ name: "Sharma family", seats: 2 });
    expect((await send(reply({ invitationToken: inviteUrl.slice(3) }))).statusCode).toBe(200);
    // Guests read the mode and the couple's number, to show the sentence and "Message the couple".
    const details = (await t.app.inject({ method: "GET", url: "/api/wedding-details" })).json() as object;
    expect(details).toMatchObject({ rsvpMode: "invite-only", contactPhone: "+447400123456" });
  });

  it("does not count invitation replies by address: more households than the address's burst reply with no check", async () => {
    await wedding({ rsvpMode: "invite-only" });
    const many = RSVP_BURST_PER_IP.max + 5;
    for (let i = 0; i < many; i++) {
      const { inviteUrl } = await household({ name: `Family ${i}`, seats: 1 });
      const res = await send(reply({ primaryGuestPhone: `98765${String(i).padStart(5, "0")}`, invitationToken: inviteUrl.slice(3) }));
      expect(res.statusCode, `household ${i}: ${res.body}`).toBe(200);
    }
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toHaveLength(many);
  });

  it("keeps the open mode when a save leaves it out, and refuses an unknown mode or a bad contact number", async () => {
    await wedding({ rsvpMode: "invite-only" });
    expect((await wedding({})).json()).toMatchObject({ rsvpMode: "invite-only" });
    expect((await wedding({ rsvpMode: "open", contactPhone: "" })).json()).toMatchObject({ rsvpMode: "open", contactPhone: null });
    const bad = await wedding({ rsvpMode: "closed" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Replies must be open to anyone with the link, or by invitation only" });
    const junk = await wedding({ contactPhone: "12345" });
    expect(junk.statusCode).toBe(400);
    expect((junk.json() as { message: string }).message).toMatch(/couple's contact number/);
    expect((await send(reply())).statusCode).toBe(200);
  });
});

describe("a household's reply changed through its private link", () => {
  it("keeps to the household's seats", async () => {
    const { inviteUrl } = await household({ name: "Sharma family", seats: 2 });
    const first = (await send(reply({ invitationToken: inviteUrl.slice(3) }))).json() as { editToken: string };
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/rsvp/edit/${first.editToken}`,
      payload: reply({ familyMembers: [{ name: "Sunita" }, { name: "Anil" }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Your invitation is for 2 guests. Please ask the couple before adding more." });
    expect(await t.db.selectFrom("familyMembers").select("name").execute()).toEqual([]);
  });
});
