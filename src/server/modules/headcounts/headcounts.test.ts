/** Attendance per person per function on every door (guest submit, edit link, the couple's add and edit), and the headcounts. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { MESSAGES, type MyRsvp, type Rsvp } from "../../../shared/schemas/rsvp";
import { createAdminSession, makeTestApp, type TestApp, trpcQuery } from "../../app.test-helpers";

let t: TestApp;
let admin: Record<string, string>;
let ev: { mehendi: number; sangeet: number; wedding: number; reception: number };

async function addEvent(day: number, eventName: string, asksAttendance: boolean) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/timeline-events",
    headers: admin,
    payload: { day, eventName, time: "6:00 PM", place: "Lawn", asksAttendance },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((res.json() as { asksAttendance: boolean }).asksAttendance).toBe(asksAttendance);
  return (res.json() as { id: number }).id;
}

beforeEach(async () => {
  t = await makeTestApp();
  admin = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
  ev = {
    mehendi: await addEvent(1, "Mehendi", true),
    sangeet: await addEvent(1, "Sangeet", true),
    wedding: await addEvent(2, "Wedding", false),
    reception: await addEvent(2, "Reception", false),
  };
  const dayMenu = await t.db.insertInto("dayMenus").values({ day: 1, title: "Day one", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
  await t.db.insertInto("menus").values({ dayMenuId: dayMenu.id, title: "Sangeet Dinner", day: 1, mealType: "dinner", displayOrder: 0 }).execute();
});
afterEach(async () => {
  await t.close();
});

const reply = (extra: object = {}) => ({
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9876543210",
  rsvpStatus: "yes",
  dietaryPreference: "veg",
  familyMembers: [{ name: "Ravi Rao", dietaryPreference: "non-veg", beveragePreference: "alcoholic" }],
  children: [{ name: "Mini", age: 6 }],
  ...extra,
});
const headcounts = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/headcounts", headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Headcounts;
};

describe("asked events", () => {
  it("carry asksAttendance in the guest read and the admin calls", async () => {
    const events = (await t.app.inject({ method: "GET", url: "/api/timeline-events" })).json() as { eventName: string; asksAttendance: boolean }[];
    expect(events.map((e) => [e.eventName, e.asksAttendance])).toEqual([
      ["Mehendi", true],
      ["Sangeet", true],
      ["Wedding", false],
      ["Reception", false],
    ]);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/timeline-events/${ev.wedding}`,
      headers: admin,
      payload: { day: 2, eventName: "Wedding", time: "10 AM", place: "Temple", asksAttendance: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as { asksAttendance: boolean }).asksAttendance).toBe(true);
  });
});

describe("attendance per person", () => {
  it("means every asked event when a submission names none (the spec's own payload)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply() });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${(res.json() as { editToken: string }).editToken}` })).json() as MyRsvp;
    expect(mine.events).toEqual([ev.mehendi, ev.sangeet]);
    expect(mine.familyMembers[0]!.events).toEqual([ev.mehendi, ev.sangeet]);
    expect(mine.children[0]!.events).toEqual([ev.mehendi, ev.sangeet]);
  });

  it("keeps each person's own choice, shows it to the couple per person, and counts it", async () => {
    const body = reply({
      events: [ev.mehendi, ev.sangeet],
      familyMembers: [{ name: "Ravi Rao", dietaryPreference: "non-veg", beveragePreference: "alcoholic", events: [ev.mehendi] }],
      children: [{ name: "Mini", age: 6, events: [ev.sangeet] }],
    });
    expect((await t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", payload: body })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: admin })).json() as { data: Rsvp[] };
    const [r] = list.data;
    expect([r!.events, r!.familyMembers[0]!.events, r!.children[0]!.events]).toEqual([[ev.mehendi, ev.sangeet], [ev.mehendi], [ev.sangeet]]);

    const counts = await headcounts();
    expect(counts.events).toEqual([
      {
        eventId: ev.mehendi,
        eventName: "Mehendi",
        day: 1,
        adults: 2,
        children: 0,
        total: 2,
        veg: 1,
        nonVeg: 1,
        vegan: 0,
        jain: 0,
        dietUnspecified: 0,
        alcoholic: 1,
        nonAlcoholic: 0,
        beverageUnspecified: 1,
      },
      {
        eventId: ev.sangeet,
        eventName: "Sangeet",
        day: 1,
        adults: 1,
        children: 1,
        total: 2,
        veg: 1,
        nonVeg: 0,
        vegan: 0,
        jain: 0,
        dietUnspecified: 0,
        alcoholic: 0,
        nonAlcoholic: 0,
        beverageUnspecified: 1,
      },
    ]);
    expect(counts.days).toEqual([
      { day: 1, adults: 2, children: 1, total: 3, veg: 1, nonVeg: 1, vegan: 0, jain: 0, dietUnspecified: 0 },
      { day: 2, adults: 2, children: 1, total: 3, veg: 1, nonVeg: 1, vegan: 0, jain: 0, dietUnspecified: 0 },
    ]);
    expect(counts.meals).toEqual([
      {
        mealId: expect.any(Number),
        title: "Sangeet Dinner",
        mealType: "dinner",
        day: 1,
        servingTime: null,
        servedAt: null,
        basis: "day",
        withoutTravel: 0,
        dishes: [],
        foodRequests: [],
        adults: 2,
        children: 1,
        total: 3,
        veg: 1,
        nonVeg: 1,
        vegan: 0,
        jain: 0,
        dietUnspecified: 0,
      },
    ]);
    expect((await trpcQuery(t.app, "admin.headcounts", undefined, admin)).body.result?.data).toEqual(counts);
  });

  it("refuses an unknown or non-asking event with 400 and writes nothing", async () => {
    for (const events of [[ev.wedding], [99999]]) {
      const res = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply({ familyMembers: [{ name: "Ravi", events }] }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.unknownEvent });
    }
    const wrongType = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply({ events: ["sangeet"] }) });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: MESSAGES.events });
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
  });

  it("changes through the edit link and the couple's edit; a declined reply attends nothing and counts nowhere", async () => {
    const { editToken, rsvpId } = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply() })).json() as { editToken: string; rsvpId: string };
    const mine = (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json() as MyRsvp;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/rsvp/edit/${editToken}`,
      payload: reply({
        events: [ev.sangeet],
        familyMembers: [{ id: mine.familyMembers[0]!.id, name: "Ravi Rao", events: [] }],
        children: [{ id: mine.children[0]!.id, name: "Mini", events: [ev.mehendi] }],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json() as MyRsvp;
    expect([after.events, after.familyMembers[0]!.events, after.children[0]!.events]).toEqual([[ev.sangeet], [], [ev.mehendi]]);
    expect((await t.app.inject({ method: "PUT", url: `/api/rsvp/edit/${editToken}`, payload: reply({ events: [ev.reception] }) })).statusCode).toBe(400);

    const declined = await t.app.inject({ method: "PUT", url: `/api/admin/rsvps/${rsvpId}`, headers: admin, payload: reply({ rsvpStatus: "no" }) });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as MyRsvp).events).toEqual([]);
    expect(await t.db.selectFrom("personEvents").selectAll().execute()).toEqual([]);
    const counts = await headcounts();
    expect(counts.events.map((e) => e.total)).toEqual([0, 0]);
    expect(counts.days.map((d) => d.total)).toEqual([0, 0]);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/rsvps",
      headers: admin,
      payload: reply({ primaryGuestPhone: "9123456789", events: [ev.mehendi], familyMembers: [], children: [] }),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await headcounts()).events.map((e) => e.total)).toEqual([1, 0]);
  });

  it("takes replies given before an event asked as joining it, and forgets the answers when it stops asking", async () => {
    const { editToken } = (await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply({ events: [ev.mehendi] }) })).json() as { editToken: string };
    await t.app.inject({ method: "POST", url: "/api/rsvp", payload: reply({ primaryGuestPhone: "9123456789", rsvpStatus: "no" }) });
    const put = (asksAttendance: boolean) =>
      t.app.inject({
        method: "PUT",
        url: `/api/timeline-events/${ev.wedding}`,
        headers: admin,
        payload: { day: 2, eventName: "Wedding", time: "10 AM", place: "Temple", asksAttendance },
      });
    expect((await put(true)).statusCode).toBe(200);
    const mine = (await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json() as MyRsvp;
    expect(mine.events).toEqual([ev.mehendi, ev.wedding]);
    // The member named no events, so joined every asked one; now the wedding too.
    expect(mine.familyMembers[0]!.events).toEqual([ev.mehendi, ev.sangeet, ev.wedding]);
    expect((await headcounts()).events.find((e) => e.eventId === ev.wedding)).toMatchObject({ adults: 2, children: 1, total: 3 });
    // The declined reply joins nothing.
    expect(await t.db.selectFrom("personEvents").select("rsvpId").distinct().execute()).toHaveLength(1);
    expect((await put(false)).statusCode).toBe(200);
    expect(((await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}` })).json() as MyRsvp).events).toEqual([ev.mehendi]);
  });

  it("refuses the headcounts without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/headcounts" })).statusCode).toBe(401);
  });
});
