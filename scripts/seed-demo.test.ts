import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp, makeTestDb } from "../src/server/app.test-helpers";
import { inviteLinkOf } from "../src/server/modules/households/invite-link";
import { listHouseholds } from "../src/server/modules/households/queries";
import { DISH_SUBCATEGORIES, MEAL_TYPES, SPICE_LEVELS } from "../src/shared/constants";
import { toE164 } from "../src/shared/phone-e164";
import { HOUSEHOLD_STATUSES } from "../src/shared/schemas/households";
import type { DB } from "../db/connect";
import { contentCounts, seedDemo } from "./seed-demo";
import { repliesWanted } from "./seed-demo-crowd";
import { defaultHotelId } from "../src/server/modules/rooms/queries";

async function seeded(): Promise<DB> {
  const db = await makeTestDb();
  await seedDemo(db);
  return db;
}

async function snapshot(db: DB) {
  return {
    counts: await contentCounts(db),
    rsvps: await db.selectFrom("rsvps").selectAll().orderBy("id").execute(),
    households: await db.selectFrom("households").selectAll().orderBy("id").execute(),
    wedding: await db.selectFrom("wedding").selectAll().execute(),
  };
}

describe("seedDemo", () => {
  it("writes the wedding details", async () => {
    const db = await seeded();
    const rows = await db.selectFrom("wedding").selectAll().execute();
    expect(rows).toHaveLength(1);
    const w = rows[0]!;
    expect(w).toMatchObject({
      id: 1,
      groomName: "Aarav Sharma",
      brideName: "Meera Iyer",
      weddingDate: "2025-11-07T10:30:00.000Z",
      venue: "Glenmoor Cafe & Resort",
      backgroundAudioEnabled: 0,
      backgroundAudioUrl: null,
      backgroundAudioTitle: null,
    });
    expect(w.weddingDate.slice(0, 10)).toBe("2025-11-07");
    expect(w.venueAddress).toContain("Kasauli");
    expect(w.directionsLink).toMatch(/^https:\/\//);
    expect(Number.isNaN(Date.parse(w.updatedAt))).toBe(false);
  });

  it("creates ten rooms over three floors", async () => {
    const db = await seeded();
    const rooms = await db.selectFrom("rooms").selectAll().execute();
    expect(rooms).toHaveLength(10);
    expect(new Set(rooms.map((r) => r.floorNo))).toEqual(new Set([1, 2, 3]));
    expect(
      rooms
        .filter((r) => r.floorNo === 1)
        .map((r) => r.roomNo)
        .sort(),
    ).toEqual(["101", "102", "103", "104"]);
    expect(
      rooms
        .filter((r) => r.floorNo === 2)
        .map((r) => r.roomNo)
        .sort(),
    ).toEqual(["201", "202", "203", "210"]);
    expect(
      rooms
        .filter((r) => r.floorNo === 3)
        .map((r) => r.roomNo)
        .sort(),
    ).toEqual(["A-301", "A-302"]);
    expect(rooms.filter((r) => r.description).length).toBeGreaterThanOrEqual(6);
  });

  it("creates an itinerary over two days, ordered within each day", async () => {
    const db = await seeded();
    const events = await db.selectFrom("timelineEvents").selectAll().orderBy("day").orderBy("displayOrder").execute();
    const days = [...new Set(events.map((e) => e.day))];
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const day of days) {
      const ofDay = events.filter((e) => e.day === day);
      expect(ofDay.length).toBeGreaterThanOrEqual(4);
      expect(ofDay.length).toBeLessThanOrEqual(5);
      expect(ofDay.map((e) => e.displayOrder)).toEqual(ofDay.map((_, i) => i));
    }
    const time12h = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;
    for (const e of events) {
      expect(e.time).toMatch(time12h);
      if (e.toTime !== null) expect(e.toTime).toMatch(time12h);
      expect(e.place).not.toBe("");
      expect(e.customIconUrl).toBeNull();
    }
    expect(events.some((e) => e.toTime === null)).toBe(true);
    expect(events.filter((e) => e.dressCode).length).toBeGreaterThan(events.length / 2);
    const names = events.map((e) => e.eventName);
    // The Haldi and the Sangeet ask who comes (the guest list invites the close family to both, the others to the Sangeet).
    expect(events.filter((e) => e.asksAttendance).map((e) => e.eventName)).toEqual(["Haldi Ceremony", "Sangeet & Dance Night"]);
    for (const n of [
      "Guest Check-in",
      "Welcome Lunch",
      "Haldi Ceremony",
      "Sangeet & Dance Night",
      "Family Photo Session",
      "Wedding Ceremony",
      "Cocktail Hour",
      "Reception Dinner",
    ]) {
      expect(names).toContain(n);
    }
  });

  it("serves the Sangeet Dinner at the Sangeet, so it counts the Sangeet's guests", async () => {
    const db = await seeded();
    const row = await db
      .selectFrom("menus as m")
      .leftJoin("timelineEvents as e", "e.id", "m.servedAtEventId")
      .select(["m.title", "e.eventName"])
      .where("m.servedAtEventId", "is not", null)
      .execute();
    expect(row).toEqual([{ title: "Sangeet Dinner", eventName: "Sangeet & Dance Night" }]);
  });

  it("creates two published day menus and one draft, with meals and dishes", async () => {
    const db = await seeded();
    const dayMenus = await db.selectFrom("dayMenus").selectAll().orderBy("day").execute();
    expect(dayMenus.map((d) => [d.day, d.title, d.isPublished])).toEqual([
      [1, "Welcome Day", 1],
      [2, "Wedding Day", 1],
      [3, "Farewell Brunch", 0],
    ]);

    const meals = await db.selectFrom("menus").selectAll().execute();
    const typesOf = (day: number) =>
      meals
        .filter((m) => m.day === day)
        .map((m) => m.mealType)
        .sort();
    expect(typesOf(1)).toEqual(["dinner", "hi-tea", "lunch", "welcome-drinks"]);
    expect(typesOf(2)).toEqual(["breakfast", "dinner", "lunch"]);
    expect(typesOf(3)).toEqual(["breakfast"]);
    for (const m of meals) {
      expect(MEAL_TYPES).toContain(m.mealType);
      expect(m.dayMenuId).toBe(dayMenus.find((d) => d.day === m.day)!.id);
      expect(m.servingTime).toMatch(/^\d{1,2}:\d\d (AM|PM) - \d{1,2}:\d\d (AM|PM)$/);
    }
    expect(meals.some((m) => m.notes)).toBe(true);

    const dishes = await db.selectFrom("menuDishes").selectAll().execute();
    for (const m of meals) {
      const ofMeal = dishes.filter((d) => d.menuId === m.id);
      expect(ofMeal.length).toBeGreaterThanOrEqual(4);
      expect(ofMeal.length).toBeLessThanOrEqual(9);
      expect(ofMeal.map((d) => d.displayOrder)).toEqual(ofMeal.map((_, i) => i));
      expect(new Set(ofMeal.map((d) => d.subcategory)).size).toBeGreaterThanOrEqual(2);
    }
    const subcategories = new Set(dishes.map((d) => d.subcategory));
    expect(subcategories.size).toBeGreaterThanOrEqual(6);
    for (const s of subcategories) if (s !== null) expect(DISH_SUBCATEGORIES).toContain(s);
    for (const published of dayMenus.filter((d) => d.isPublished)) {
      const mealIds = meals.filter((m) => m.dayMenuId === published.id).map((m) => m.id);
      expect(dishes.some((d) => mealIds.includes(d.menuId) && d.subcategory === null)).toBe(true);
    }
    expect(new Set(dishes.map((d) => d.dietaryType))).toEqual(new Set(["vegetarian", "non-vegetarian"]));
    expect(new Set(dishes.map((d) => d.cuisineType)).size).toBeGreaterThanOrEqual(5);
    expect(dishes.some((d) => d.specialNotes)).toBe(true);
  });

  it("creates menu categories with items whose allergens are JSON lists", async () => {
    const db = await seeded();
    const categories = await db.selectFrom("menuCategories").selectAll().orderBy("displayOrder").execute();
    expect(categories.map((c) => c.name)).toEqual(["Live Counters", "Dessert Bar"]);
    const items = await db.selectFrom("menuItems").selectAll().execute();
    for (const c of categories) expect(items.filter((i) => i.categoryId === c.id).length).toBeGreaterThanOrEqual(2);
    for (const i of items) {
      const allergens: unknown = JSON.parse(i.allergens);
      expect(Array.isArray(allergens) && allergens.every((a) => typeof a === "string")).toBe(true);
      expect(SPICE_LEVELS).toContain(i.spiceLevel);
      expect([0, 1]).toContain(i.isVegetarian);
      expect([0, 1]).toContain(i.isGlutenFree);
      expect(i.price).toBeGreaterThanOrEqual(0);
    }
    expect(items.some((i) => JSON.parse(i.allergens).length > 1)).toBe(true);
  });

  it("links the four venue photos that exist in public/images", async () => {
    const db = await seeded();
    const media = await db.selectFrom("venueMedia").selectAll().orderBy("displayOrder").execute();
    expect(media.map((m) => [m.type, m.mediaUrl, m.displayOrder])).toEqual([1, 2, 3, 4].map((n) => ["image", `/images/venue-${n}.webp`, n]));
    for (const m of media) {
      expect(m.title).toBeTruthy();
      expect(m.description).toBeTruthy();
      expect(fs.existsSync(path.join(import.meta.dirname, "..", "public", m.mediaUrl))).toBe(true);
    }
  });

  it("creates RSVPs with family members, children and room assignments", async () => {
    const db = await seeded();
    const rsvps = await db.selectFrom("rsvps").selectAll().execute();
    expect(rsvps).toHaveLength(6);
    expect(rsvps.filter((r) => r.rsvpStatus === "yes")).toHaveLength(5);
    expect(rsvps.filter((r) => r.rsvpStatus === "no")).toHaveLength(1);
    for (const r of rsvps) {
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(r.primaryGuestPhone).toMatch(/^\+91\d{10}$/);
      expect(r.createdAt).toMatch(/^2025-10-\d\dT/);
      expect(r.idProofUrl).toBeNull();
      expect(r.makeupCount > 0).toBe(r.needsMakeupArtist === 1);
    }
    expect(new Set(rsvps.map((r) => r.createdAt.slice(0, 10))).size).toBe(6);
    expect(rsvps.some((r) => r.needsMakeupArtist === 1 && r.makeupCount >= 1 && r.makeupCount <= 3)).toBe(true);
    expect(rsvps.filter((r) => r.specialRequests).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rsvps.map((r) => r.dietaryPreference).filter(Boolean))).toEqual(new Set(["veg", "non-veg", "vegan"]));

    const family = await db.selectFrom("familyMembers").selectAll().orderBy("rsvpId").orderBy("position").execute();
    const withFamily = new Set(family.map((f) => f.rsvpId));
    expect(withFamily.size).toBe(3);
    for (const id of withFamily) {
      const positions = family.filter((f) => f.rsvpId === id).map((f) => f.position);
      expect(positions).toEqual(positions.map((_, i) => i));
    }

    const children = await db.selectFrom("children").selectAll().execute();
    expect(new Set(children.map((c) => c.rsvpId)).size).toBe(2);
    expect(children.some((c) => c.age === null)).toBe(true);
    for (const c of children) {
      if (c.age === null) continue;
      expect(c.age).toBeGreaterThanOrEqual(3);
      expect(c.age).toBeLessThanOrEqual(15);
    }

    const assignments = await db.selectFrom("roomAssignments").selectAll().execute();
    const assigned = new Set(assignments.map((a) => a.rsvpId));
    expect(assignments.length).toBeGreaterThanOrEqual(2);
    expect(assigned.size).toBe(2);
    for (const id of assigned) expect(rsvps.find((r) => r.id === id)!.rsvpStatus).toBe("yes");
  });

  it("creates three pickup points and travel for most attending replies, around the wedding days", async () => {
    const db = await seeded();
    const points = await db.selectFrom("pickupPoints").selectAll().orderBy("displayOrder").execute();
    expect(points.map((p) => [p.name, p.kind, p.displayOrder])).toEqual([
      ["Kalka station", "station", 0],
      ["Chandigarh airport (IXC)", "airport", 1],
      ["Shimla bus stand", "bus", 2],
    ]);
    const travel = await db
      .selectFrom("travel")
      .innerJoin("rsvps", "rsvps.id", "travel.rsvpId")
      .selectAll("travel")
      .select(["rsvps.rsvpStatus", "rsvps.primaryGuestName"])
      .execute();
    const attending = await db.selectFrom("rsvps").select("id").where("rsvpStatus", "=", "yes").execute();
    expect(travel.every((t) => t.rsvpStatus === "yes")).toBe(true);
    expect(travel.length).toBeGreaterThan(attending.length / 2);
    const pointIds = new Set(points.map((p) => p.id));
    for (const t of travel) {
      for (const at of [t.arrivalAt, t.departureAt]) if (at !== null) expect(at).toMatch(/^2025-11-0[6-9]T([01]\d|2[0-3]):[0-5]\d$/);
      if (t.arrivalAt && t.departureAt) expect(t.departureAt > t.arrivalAt).toBe(true);
      if (t.arrivalPointId !== null) expect(pointIds.has(t.arrivalPointId)).toBe(true);
      if (t.departurePointId !== null) expect(pointIds.has(t.departurePointId)).toBe(true);
      // What the guest form and the server ask of a pickup or a drop.
      if (t.needsPickup) expect(t.arrivalAt && t.arrivalPointId).toBeTruthy();
      if (t.needsDrop) expect(t.departureAt && t.departurePointId).toBeTruthy();
    }
    // The Travel tab's example: three parties reach Kalka station between 14:00 and 15:00 on the 7th.
    const kalka = points[0]!.id;
    const window = travel.filter((t) => t.arrivalPointId === kalka && t.arrivalAt?.startsWith("2025-11-07T14"));
    expect(window).toHaveLength(3);
    expect(travel.some((t) => t.arrivalVehicle) && travel.some((t) => t.departureVehicle)).toBe(true);
    expect(travel.some((t) => t.departureAt === null && t.departureMode !== null)).toBe(true); // a party without a time yet
  });

  it("refuses a second run and changes nothing", async () => {
    const db = await seeded();
    const before = await snapshot(db);
    await expect(seedDemo(db)).rejects.toThrow(/not empty/);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses a database that has any of the guarded content", async () => {
    const setups: ((db: DB) => Promise<unknown>)[] = [
      (db) =>
        db
          .insertInto("wedding")
          .values({
            id: 1,
            brideName: "B",
            groomName: "G",
            weddingDate: "2025-11-07T10:30:00.000Z",
            venue: "V",
            venueAddress: null,
            directionsLink: null,
            backgroundAudioUrl: null,
            backgroundAudioTitle: null,
            updatedAt: new Date().toISOString(),
          })
          .execute(),
      (db) =>
        db
          .insertInto("rsvps")
          .values({
            id: crypto.randomUUID(),
            primaryGuestName: "A",
            primaryGuestPhone: "9999999999",
            primaryGuestGender: null,
            rsvpStatus: "yes",
            dietaryPreference: null,
            beveragePreference: null,
            needsMakeupArtist: 0,
            makeupCount: 0,
            idProofUrl: null,
            uploadMode: null,
            specialRequests: null,
            idempotencyKey: null,
          })
          .execute(),
      async (db) =>
        db
          .insertInto("rooms")
          .values({ hotelId: await defaultHotelId(db), roomNo: "1", floorNo: 1, description: null })
          .execute(),
      (db) =>
        db
          .insertInto("timelineEvents")
          .values({
            day: 1,
            eventName: "E",
            time: "1:00 PM",
            toTime: null,
            place: "P",
            dressCode: null,
            description: null,
            customIconUrl: null,
            displayOrder: 0,
          })
          .execute(),
      (db) => db.insertInto("dayMenus").values({ day: 1, title: "T", description: null, isPublished: 0 }).execute(),
      (db) => db.insertInto("pickupPoints").values({ name: "Kalka station", kind: "station", displayOrder: 0 }).execute(),
      (db) => db.insertInto("households").values({ name: "Sharma family", seats: 2, createdAt: new Date().toISOString() }).execute(),
    ];
    for (const setup of setups) {
      const db = await makeTestDb();
      await setup(db);
      const before = await contentCounts(db);
      await expect(seedDemo(db)).rejects.toThrow(/demo seed only fills an empty database/);
      expect(await contentCounts(db)).toEqual(before);
    }
  });
});

describe("the demo guest list", () => {
  const SECRET = "s".repeat(64);
  async function guestList() {
    const db = await makeTestDb();
    await seedDemo(db, SECRET);
    const households = await listHouseholds(db, SECRET);
    const rows = await db.selectFrom("households").selectAll().orderBy("id").execute();
    const rsvps = await db.selectFrom("rsvps").selectAll().execute();
    return { db, households, rows, rsvps };
  }

  it("has about forty households from both sides in both languages, with tags, seats, expected names and E.164 phones", async () => {
    const { households } = await guestList();
    expect(households.length).toBeGreaterThanOrEqual(36);
    expect(households.length).toBeLessThanOrEqual(44);
    const hindi = households.filter((h) => h.language === "hi");
    expect(hindi.length).toBeGreaterThanOrEqual(households.length / 4);
    expect(hindi.length).toBeLessThanOrEqual(households.length / 2);
    expect(households.map((h) => h.name)).toContain("शर्मा परिवार");
    expect(hindi.filter((h) => /[\u0900-\u097F]/.test(h.name)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(households.map((h) => h.side))).toEqual(new Set(["bride", "groom", "both"]));
    const tags = new Set(households.flatMap((h) => h.tags));
    for (const tag of ["outstation", "NRI", "college", "office", "neighbours"]) expect(tags).toContain(tag);
    for (const h of households) {
      expect(h.seats, h.name).toBeGreaterThanOrEqual(1);
      expect(h.seats, h.name).toBeLessThanOrEqual(6);
      expect(h.guests.length, h.name).toBeLessThanOrEqual(h.seats);
      expect(h.phone, h.name).toMatch(/^\+\d{11,13}$/);
      expect(toE164(h.phone!), h.name).toBe(h.phone);
    }
    expect(households.some((h) => h.guests.length > 0)).toBe(true);
    expect(new Set(households.map((h) => h.phone)).size).toBe(households.length);
    const abroad = households.filter((h) => !h.phone!.startsWith("+91"));
    expect(abroad.map((h) => [h.phone!.slice(0, 3), h.tags.includes("NRI")])).toEqual([["+44", true]]);
  });

  it("invites the close family to every asked function and the others to the Sangeet only, and keeps their replies to them", async () => {
    const { db, households } = await guestList();
    const asked = await db.selectFrom("timelineEvents").select(["id", "eventName"]).where("asksAttendance", "=", 1).execute();
    const sangeet = asked.find((e) => e.eventName === "Sangeet & Dance Night")!.id;
    const all = households.filter((h) => h.events === null);
    const some = households.filter((h) => h.events !== null);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(some.length).toBeGreaterThan(all.length);
    for (const h of some) expect(h.events, h.name).toEqual([sangeet]);
    // Every attending person of a reply joins the functions of its household (all asked ones when it has none).
    const chosen = await db.selectFrom("personEvents").select(["rsvpId", "eventId"]).execute();
    const attending = await db.selectFrom("rsvps").select("id").where("rsvpStatus", "=", "yes").execute();
    for (const { id } of attending) {
      const household = households.find((h) => h.rsvpId === id);
      const invited = household?.events ?? asked.map((e) => e.id);
      expect(new Set(chosen.filter((c) => c.rsvpId === id).map((c) => c.eventId)), household?.name ?? id).toEqual(new Set(invited));
    }
  });

  it("has every status: some sent, some opened after sending, replies linked by phone (one declined), and one reply not on the list", async () => {
    const { db, households, rsvps } = await guestList();
    const family = await db.selectFrom("familyMembers").select("rsvpId").execute();
    const children = await db.selectFrom("children").select("rsvpId").execute();
    const count = (status: string) => households.filter((h) => h.status === status).length;
    for (const status of HOUSEHOLD_STATUSES) expect(count(status), status).toBeGreaterThanOrEqual(1);
    expect(count("not-sent")).toBeGreaterThanOrEqual(10);
    expect(count("sent")).toBeGreaterThanOrEqual(5);
    expect(count("opened")).toBeGreaterThanOrEqual(5);
    expect(count("replied")).toBeGreaterThanOrEqual(3);
    expect(count("declined")).toBe(1);
    for (const h of households) {
      if (h.openedAt) expect(h.sentAt && h.openedAt > h.sentAt, h.name).toBe(true);
      for (const at of [h.sentAt, h.openedAt]) if (at) expect(at >= "2025-09-20" && at < "2025-11-07", h.name).toBe(true);
      if (!h.rsvpId) continue;
      const reply = rsvps.find((r) => r.id === h.rsvpId)!;
      expect(toE164(reply.primaryGuestPhone), h.name).toBe(h.phone);
      // Sent and opened before the reply came.
      expect(h.openedAt! < reply.createdAt, h.name).toBe(true);
      // Within its seats, as a reply through its link must be.
      const people = 1 + family.filter((f) => f.rsvpId === reply.id).length + children.filter((c) => c.rsvpId === reply.id).length;
      expect(people, h.name).toBeLessThanOrEqual(h.seats);
    }
    const linked = new Set(households.map((h) => h.rsvpId).filter(Boolean));
    expect(linked.size).toBe(households.filter((h) => h.rsvpId).length);
    const off = rsvps.filter((r) => !linked.has(r.id));
    expect(off.map((r) => r.primaryGuestName)).toEqual(["Dev Malhotra"]);
    expect(households.some((h) => h.phone === toE164(off[0]!.primaryGuestPhone))).toBe(false);
    expect(households.find((h) => h.status === "declined")!.rsvpId).toBe(rsvps.find((r) => r.rsvpStatus === "no")!.id);
  });

  it("stores each invitation link's hash as the dashboard does", async () => {
    const { rows } = await guestList();
    for (const row of rows) {
      expect(row.inviteVersion).toBe(1);
      expect(row.inviteTokenHash, row.name).toBe(inviteLinkOf(SECRET, row.id, 1).inviteTokenHash);
    }
  });

  it("opens every household's invitation through the app, with its name, seats and functions", async () => {
    const t = await makeTestApp();
    try {
      await seedDemo(t.db, t.config.appSecret);
      const households = await listHouseholds(t.db, t.config.appSecret);
      const replies = households.filter((h) => h.rsvpId).length;
      let withReply = 0;
      for (const h of households) {
        const res = await t.app.inject({ method: "GET", url: `/api/invitation/${h.inviteUrl.slice(3)}` });
        expect(res.statusCode, h.name).toBe(200);
        const body = res.json() as { householdName: string; seats: number; language: string; events: { eventName: string }[]; reply: unknown };
        expect(body).toMatchObject({ householdName: h.name, seats: h.seats, language: h.language });
        expect(body.events.map((e) => e.eventName)).toEqual(h.events === null ? ["Haldi Ceremony", "Sangeet & Dance Night"] : ["Sangeet & Dance Night"]);
        if (body.reply) withReply++;
      }
      expect(withReply).toBe(replies);
    } finally {
      await t.close();
    }
  });
});

describe("the crowd (--replies 300)", () => {
  it("reads --replies N or --replies=N, and refuses what is not a whole number from 1 to 5000", () => {
    expect(repliesWanted([])).toBeNull();
    expect(repliesWanted(["--replies", "300"])).toBe(300);
    expect(repliesWanted(["--replies=120"])).toBe(120);
    for (const bad of [["--replies"], ["--replies", "abc"], ["--replies", "0"], ["--replies", "2.5"], ["--replies", "9000"]])
      expect(() => repliesWanted(bad), bad.join(" ")).toThrow("--replies takes a whole number from 1 to 5000, e.g. --replies 300.");
  });

  it("tops the demo up to 300 replies over a third day and five pickup points, the same on every run", async () => {
    const [a, b] = [await makeTestDb(), await makeTestDb()];
    await seedDemo(a, undefined, 300);
    await seedDemo(b, undefined, 300);
    const counts = await contentCounts(a);
    expect(counts).toMatchObject({ rsvps: 300, pickupPoints: 5 });
    expect(await contentCounts(b)).toEqual(counts);
    const people = (db: DB) => db.selectFrom("familyMembers").select(["name", "dietaryPreference"]).orderBy("id").execute();
    expect(await people(b)).toEqual(await people(a));
    const days = await a.selectFrom("timelineEvents").select("day").distinct().orderBy("day").execute();
    expect(days.map((d) => d.day)).toEqual([1, 2, 3]);
    const coming = await a
      .selectFrom("rsvps")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("rsvpStatus", "=", "yes")
      .executeTakeFirstOrThrow();
    expect(coming.n).toBeGreaterThan(200);
    // Every generated phone is E.164 and unique; some attending parties have no travel yet (the "no travel details" filter has work).
    const phones = await a.selectFrom("rsvps").select("primaryGuestPhone").execute();
    expect(new Set(phones.map((p) => p.primaryGuestPhone)).size).toBe(300);
    const travel = await a
      .selectFrom("travel")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(travel.n).toBeLessThan(coming.n);
  });
});
