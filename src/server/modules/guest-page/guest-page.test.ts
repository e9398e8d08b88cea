/** The guest's own page through the real app: its data per household, rooms behind the couple's switch, cars at once, and the calendars. */
import ical, { type VEvent } from "node-ical";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";

let t: TestApp;
let planner: Record<string, string>;
let desk: Record<string, string>;
let haldi: number;
let sangeet: number;
let checkIn: number;

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
  const wedding = await call(planner, "PUT", "/api/wedding-details", {
    brideName: "Meera Patel",
    groomName: "Aarav Sharma",
    weddingDate: "2027-02-12T05:00:00.000Z",
    venue: "Pine Hill Resort",
    venueAddress: "12 Hill Road, Manali",
    timeZone: "Asia/Kolkata",
  });
  expect(wedding.statusCode, wedding.body).toBe(200);
  checkIn = await event({ day: 1, eventName: "Guest Check-in", time: "12:00 PM", toTime: "1:00 PM", place: "Lobby" });
  haldi = await event({ day: 1, eventName: "Haldi", time: "4:00 PM", toTime: "6:00 PM", place: "Marigold Garden", dressCode: "Yellow", asksAttendance: true });
  sangeet = await event({ day: 2, eventName: "Sangeet", time: "8:00 PM", toTime: "1:00 AM", place: "Pine Lawn", dressCode: "Glam", asksAttendance: true });
});
afterEach(async () => {
  await t.close();
});

function call(headers: Record<string, string>, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
async function event(payload: object) {
  const res = await call(planner, "POST", "/api/timeline-events", payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
async function household(payload: object) {
  const res = await call(planner, "POST", "/api/admin/households", payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { inviteUrl: string }).inviteUrl.slice(3);
}
async function replyThrough(token: string, extra: object = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: { invitationToken: token, primaryGuestName: "Ramesh Sharma", primaryGuestPhone: "9876543210", rsvpStatus: "yes", ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rsvpId: string; editToken: string };
}
async function page(token: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/invitation/${token}/wedding` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json();
}

describe("Your wedding: GET /api/invitation/:token/wedding", () => {
  it("shows a household only its own functions, with who of the party comes, the map link and the day's date", async () => {
    const haldiOnly = await household({ name: "Sharma family", seats: 3, events: [haldi] });
    const all = await household({ name: "Patel family", seats: 2 });
    // Before a reply: the functions on the invitation and those for every guest.
    expect((await page(haldiOnly)).events.map((e: { id: number }) => e.id)).toEqual([checkIn, haldi]);
    expect((await page(all)).events.map((e: { id: number }) => e.id)).toEqual([checkIn, haldi, sangeet]);

    await replyThrough(haldiOnly, { familyMembers: [{ name: "Sunita Sharma" }] });
    const body = await page(haldiOnly);
    expect(body.status).toBe("yes");
    expect(body.people).toEqual(["Ramesh Sharma", "Sunita Sharma"]);
    expect(body.events).toEqual([
      expect.objectContaining({ id: checkIn, who: null, date: "2027-02-12" }),
      expect.objectContaining({
        id: haldi,
        eventName: "Haldi",
        date: "2027-02-12",
        time: "4:00 PM",
        toTime: "6:00 PM",
        place: "Marigold Garden",
        dressCode: "Yellow",
        who: ["Ramesh Sharma", "Sunita Sharma"],
        mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Marigold Garden, 12 Hill Road, Manali")}`,
      }),
    ]);
  });

  it("leaves out a function nobody of the party comes to, and everything after a no", async () => {
    const token = await household({ name: "Sharma family", seats: 2 });
    await replyThrough(token, { events: [sangeet], familyMembers: [{ name: "Sunita Sharma", events: [] }] });
    const body = await page(token);
    expect(body.events.map((e: { id: number; who: string[] | null }) => [e.id, e.who])).toEqual([
      [checkIn, null],
      [sangeet, ["Ramesh Sharma"]],
    ]);
    await replyThrough(token, { rsvpStatus: "no" });
    expect(await page(token)).toMatchObject({ status: "no", people: [], events: [], rooms: [], pickup: null, drop: null });
  });

  it("hides the rooms until the couple turns on Show rooms to guests, then shows the hotel, room and who sleeps there", async () => {
    const token = await household({ name: "Sharma family", seats: 2 });
    const { rsvpId } = await replyThrough(token, { familyMembers: [{ name: "Sunita Sharma" }] });
    const room = await call(planner, "POST", "/api/rooms", { roomNo: "204", floorNo: 2, description: "Valley view" });
    expect((await call(planner, "POST", "/api/room-assignments", { rsvpId, roomId: room.json().id })).statusCode).toBe(201);
    expect((await page(token)).rooms).toEqual([]);

    expect((await call(planner, "GET", "/api/admin/guest-page-settings")).json()).toEqual({ showRoomsToGuests: false });
    // The desk may read the switch but not turn it.
    expect((await call(desk, "PUT", "/api/admin/guest-page-settings", { showRoomsToGuests: true })).statusCode).toBe(403);
    const on = await call(planner, "PUT", "/api/admin/guest-page-settings", { showRoomsToGuests: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await t.db.selectFrom("wedding").select("showRoomsToGuests").executeTakeFirstOrThrow()).showRoomsToGuests).toBe(1);
    expect(await t.db.selectFrom("activityLog").select(["action", "detail"]).where("detail", "like", "Guest page%").execute()).toEqual([
      { action: "wedding.change", detail: "Guest page\nShow rooms to guests: no → yes" },
    ]);
    expect((await page(token)).rooms).toEqual([{ hotel: "Pine Hill Resort", roomNo: "204", type: null, people: ["Ramesh Sharma", "Sunita Sharma"] }]);
    const bad = await call(planner, "PUT", "/api/admin/guest-page-settings", { showRoomsToGuests: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Show rooms to guests must be on or off" });
  });

  it("shows the pickup's point and hour, then the car and its driver the moment the desk assigns it", async () => {
    const point = await call(planner, "POST", "/api/admin/travel/points", { name: "Bhuntar Airport", kind: "airport" });
    const pointId = point.json().id as number;
    const token = await household({ name: "Sharma family", seats: 2 });
    const { rsvpId } = await replyThrough(token, {
      travel: { arrivalAt: "2027-02-12T09:40", arrivalMode: "flight", arrivalPointId: pointId, needsPickup: true },
    });
    expect((await page(token)).pickup).toEqual({
      pointName: "Bhuntar Airport",
      at: "2027-02-12T09:40",
      window: { start: "09:00", end: "10:00" },
      vehicle: null,
    });
    expect((await page(token)).drop).toBeNull();

    const car = await call(planner, "POST", "/api/admin/vehicles", { name: "Innova 2", seats: 6, driverName: "Ramesh", driverPhone: "98765 43210" });
    expect(car.statusCode, car.body).toBe(201);
    const assign = await call(desk, "PUT", "/api/admin/trips/vehicle", { direction: "arrival", rsvpIds: [rsvpId], vehicleId: car.json().id });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await page(token)).pickup.vehicle).toEqual({ name: "Innova 2", driverName: "Ramesh", driverPhone: "+919876543210" });
    const renamed = await call(planner, "PUT", `/api/admin/vehicles/${car.json().id}`, { name: "Tempo 1", seats: 9, driverName: "Suresh", driverPhone: "" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page(token)).pickup.vehicle).toEqual({ name: "Tempo 1", driverName: "Suresh", driverPhone: null });
  });

  it("answers an unknown link with the invitation's sentence, and a reply's private link with the same page", async () => {
    const gone = await t.app.inject({ method: "GET", url: `/api/invitation/${"x".repeat(43)}/wedding` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "This invitation link is not valid any more. Please ask the couple to send you a new one." });
    const open = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Asha Rao", primaryGuestPhone: "9000000001", rsvpStatus: "yes" },
    });
    const { editToken } = open.json() as { editToken: string };
    const res = await t.app.inject({ method: "GET", url: `/api/rsvp/edit/${editToken}/wedding` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({ language: "en", status: "yes", people: ["Asha Rao"] });
    // No household: every function, asked ones only where the reply said it comes (a new reply comes to all).
    expect(res.json().events.map((e: { id: number }) => e.id)).toEqual([checkIn, haldi, sangeet]);
  });
});

describe("calendar files", () => {
  const parse = (text: string) =>
    Object.values(ical.sync.parseICS(text))
      .filter((c): c is VEvent => c?.type === "VEVENT")
      .sort((a, b) => +a.start - +b.start);

  it("gives a household's functions only, in UTC from the wedding's zone, with place, dress code and a UID that stays the same", async () => {
    const token = await household({ name: "Sharma family", seats: 2, events: [sangeet] });
    const first = await t.app.inject({ method: "GET", url: `/api/invitation/${token}/calendar.ics` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(first.headers["content-disposition"]).toBe('attachment; filename="aarav-meera-my-wedding.ics"');
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(first.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const events = parse(first.body);
    expect(events.map((e) => e.summary)).toEqual(["Guest Check-in · Aarav & Meera", "Sangeet · Aarav & Meera"]);
    const s = events[1]!;
    // 8:00 PM IST on day 2 (13 Feb) is 14:30 UTC; the 1:00 AM end is the next morning.
    expect(s.start.toISOString()).toBe("2027-02-13T14:30:00.000Z");
    expect(s.end!.toISOString()).toBe("2027-02-13T19:30:00.000Z");
    expect(s.location).toBe("Pine Lawn, Pine Hill Resort");
    expect(s.description).toBe("Dress code: Glam");
    expect(s.uid).toBe(`event-${sangeet}@aarav-meera.wedding`);

    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    const again = parse((await t.app.inject({ method: "GET", url: `/api/invitation/${token}/calendar.ics` })).body);
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it("gives one function with ?event=, and refuses one that is not on the invitation", async () => {
    const token = await household({ name: "Sharma family", seats: 2, events: [sangeet] });
    const one = await t.app.inject({ method: "GET", url: `/api/invitation/${token}/calendar.ics?event=${sangeet}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-disposition"]).toBe(`attachment; filename="aarav-meera-event-${sangeet}.ics"`);
    expect(parse(one.body).map((e) => e.uid)).toEqual([`event-${sangeet}@aarav-meera.wedding`]);
    const other = await t.app.inject({ method: "GET", url: `/api/invitation/${token}/calendar.ics?event=${haldi}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "This function is not on your invitation." });
    const junk = await t.app.inject({ method: "GET", url: `/api/invitation/${token}/calendar.ics?event=drop%20table` });
    expect(junk.statusCode).toBe(404);
    const gone = await t.app.inject({ method: "GET", url: `/api/invitation/${"y".repeat(43)}/calendar.ics` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/not valid any more/);
  });

  it("gives the whole itinerary at /api/timeline/calendar.ics, with the same UIDs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/timeline/calendar.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="aarav-meera-itinerary.ics"');
    const events = parse(res.body);
    expect(events.map((e) => e.uid)).toEqual([checkIn, haldi, sangeet].map((id) => `event-${id}@aarav-meera.wedding`));
    expect(events[0]!.start.toISOString()).toBe("2027-02-12T06:30:00.000Z");
    expect(events[1]!.description).toBe("Dress code: Yellow");
  });

  it("says the dates are not set yet before the couple saves a wedding date", async () => {
    await t.db.deleteFrom("wedding").execute();
    const res = await t.app.inject({ method: "GET", url: "/api/timeline/calendar.ics" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/has not set the wedding date yet/);
  });
});
