/**
 * Every write of the dashboard leaves one activity entry naming who did it and what changed (field, before →
 * after; counts for what goes with a deletion): wedding details, music, venue media, itinerary events, pickup
 * points, a party's cars and the couple's edit of a reply. Real app over in-memory SQLite, REST door.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pngImage } from "../../files/media.test-helpers";
import { makeTestApp, type TestApp, teamMember } from "../../app.test-helpers";
import { adminCaller, uploadFile } from "../admin-caller.test-helpers";

let t: TestApp;
let call: Awaited<ReturnType<typeof adminCaller>>;
let me: string;
beforeEach(async () => {
  t = await makeTestApp();
  call = await adminCaller(t);
  me = (await teamMember(t.db, "owner")).name;
});
afterEach(async () => {
  await t.close();
});

const entries = () => t.db.selectFrom("activityLog").select(["adminName", "action", "detail"]).orderBy("id").execute();
/** The entries written by `write`, and nothing else. */
async function entriesOf(write: () => Promise<{ status: number; body: unknown }>, status = 200) {
  const before = (await entries()).length;
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return (await entries()).slice(before);
}

const WEDDING = { brideName: "Meera", groomName: "Aarav", weddingDate: "2026-12-05T10:30:00.000Z", venue: "Lake Palace", venueAddress: "", directionsLink: "" };

describe("an activity entry for every write", () => {
  it("wedding details: the couple's names changed by a planner, before → after", async () => {
    await call("PUT", "/api/wedding-details", WEDDING);
    const logged = await entriesOf(() => call("PUT", "/api/wedding-details", { ...WEDDING, brideName: "Anita", groomName: "Kabir" }));
    expect(logged).toEqual([{ adminName: me, action: "wedding.change", detail: "Wedding details\nBride's name: Meera → Anita\nGroom's name: Aarav → Kabir" }]);
    // Saving the same form again changes nothing and says nothing.
    expect(await entriesOf(() => call("PUT", "/api/wedding-details", { ...WEDDING, brideName: "Anita", groomName: "Kabir" }))).toEqual([]);
  });

  it("background music: title and switch, and the file only as uploaded or removed", async () => {
    const logged = await entriesOf(() => call("PUT", "/api/wedding-details/audio", { backgroundAudioTitle: "Our song", backgroundAudioEnabled: true }));
    expect(logged).toEqual([{ adminName: me, action: "audio.change", detail: "Background music\nTitle: (empty) → Our song\nPlays on the site: off → on" }]);
  });

  it("venue media: added and removed, by title, never by address", async () => {
    const photo = await uploadFile(t, "venue", pngImage());
    const [added] = await entriesOf(() => call("POST", "/api/venue-media", { type: "image", mediaUrl: photo, title: "Lawn" }), 201);
    expect(added).toEqual({ adminName: me, action: "media.add", detail: "Photo: Lawn" });
    const id = (await t.db.selectFrom("venueMedia").select("id").executeTakeFirstOrThrow()).id;
    expect(await entriesOf(() => call("DELETE", `/api/venue-media/${id}`))).toEqual([{ adminName: me, action: "media.delete", detail: "Photo: Lawn" }]);
  });

  it("itinerary events: added, changed (before → after), moved and removed", async () => {
    const event = { day: 1, eventName: "Haldi", time: "10:00 AM", place: "Lawn" };
    const [added] = await entriesOf(() => call("POST", "/api/timeline-events", event), 201);
    expect(added).toEqual({ adminName: me, action: "timeline.add", detail: "Haldi (day 1, 10:00 AM)" });
    const id = (await t.db.selectFrom("timelineEvents").select("id").executeTakeFirstOrThrow()).id;
    await call("POST", "/api/timeline-events", { ...event, eventName: "Lunch", time: "1:00 PM" });

    const changed = await entriesOf(() => call("PUT", `/api/timeline-events/${id}`, { ...event, place: "Poolside", asksAttendance: true }));
    expect(changed).toEqual([
      { adminName: me, action: "timeline.change", detail: "Haldi (day 1, 10:00 AM)\nPlace: Lawn → Poolside\nAsks guests if they will attend: no → yes" },
    ]);
    const moved = await entriesOf(() => call("POST", `/api/timeline-events/${id}/move`, { direction: "down" }));
    expect(moved).toEqual([{ adminName: me, action: "timeline.change", detail: "Haldi (day 1, 10:00 AM)\nMoved down in the itinerary" }]);
    expect(await entriesOf(() => call("DELETE", `/api/timeline-events/${id}`))).toEqual([
      { adminName: me, action: "timeline.delete", detail: "Haldi (day 1, 10:00 AM)" },
    ]);
  });

  it("pickup points: added, renamed (before → after) and removed", async () => {
    const [added] = await entriesOf(() => call("POST", "/api/admin/travel/points", { name: "Dabolim Airport", kind: "airport" }), 201);
    expect(added).toEqual({ adminName: me, action: "points.add", detail: "Dabolim Airport (airport)" });
    const id = (await t.db.selectFrom("pickupPoints").select("id").executeTakeFirstOrThrow()).id;
    expect(await entriesOf(() => call("PUT", `/api/admin/travel/points/${id}`, { name: "Goa Airport (GOI)", kind: "airport" }))).toEqual([
      { adminName: me, action: "points.change", detail: "Dabolim Airport\nName: Dabolim Airport → Goa Airport (GOI)" },
    ]);
    expect(await entriesOf(() => call("DELETE", `/api/admin/travel/points/${id}`))).toEqual([
      { adminName: me, action: "points.delete", detail: "Goa Airport (GOI)" },
    ]);
  });

  it("a party's car for its arrival: before → after", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes" },
    });
    const { rsvpId } = res.json() as { rsvpId: string };
    await t.db.insertInto("travel").values({ rsvpId, needsPickup: 1, needsDrop: 0 }).execute();
    expect(await entriesOf(() => call("PUT", `/api/admin/travel/${rsvpId}/vehicle`, { arrivalVehicle: "Innova KA-01" }))).toEqual([
      { adminName: me, action: "travel.assign", detail: "Asha Rao\nCar for the arrival: (empty) → Innova KA-01" },
    ]);
  });

  it("the couple's edit of a reply: each field before → after, the phone as people read it, people by name", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Asha Rao", primaryGuestPhone: "9876543210", rsvpStatus: "yes" },
    });
    const { rsvpId } = res.json() as { rsvpId: string };
    const edit = {
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "+44 7400 123456",
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      familyMembers: [{ name: "Ravi Rao" }],
    };
    expect(await entriesOf(() => call("PUT", `/api/admin/rsvps/${rsvpId}`, edit))).toEqual([
      {
        adminName: me,
        action: "rsvp.change",
        detail: "Asha Rao\nPhone: +91 98765 43210 → +44 7400 123456\nDiet: (empty) → veg\nFamily members: (none) → Ravi Rao",
      },
    ]);
  });
});
