/**
 * The public read cache through the real app (app.inject, in-memory SQLite with the real migrations):
 * every write is visible to the next read on both doors, ETag/304 (also compressed), guest reads through tRPC
 * are tRPC's own bytes, nothing private is ever cached, and reads between writes come from memory.
 */
import zlib from "node:zlib";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageShell } from "../page-shell";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../app.test-helpers";
import { createContextFactory } from "../trpc/context";
import { appRouter } from "../trpc/router";
import { publicRead } from "./cache";
import { KEYED_READS, READ_BY_PROCEDURE, type ReadName, SINGLE_READS } from "../trpc/guest-reads";

let t: TestApp;
let auth: Record<string, string>;

beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

/** An admin call through the tRPC door, as the dashboard makes it; its data. */
async function admin<T = any>(procedure: string, input?: unknown): Promise<T> {
  const res = await trpcMutation(t.app, `admin.${procedure}`, input ?? {}, auth);
  expect(res.status, `admin.${procedure}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.result!.data as T;
}

/** A public read: its REST path and its tRPC procedure with input. */
interface Read {
  rest: string;
  procedure: string;
  input?: unknown;
}
const READS = {
  weddingDetails: { rest: "/api/wedding-details", procedure: "guest.weddingDetails" },
  venueMedia: { rest: "/api/venue-media", procedure: "guest.venueMedia" },
  timelineEvents: { rest: "/api/timeline-events", procedure: "guest.timelineEvents" },
  publishedDayMenus: { rest: "/api/day-menus/all-published", procedure: "guest.publishedDayMenus" },
  pickupPoints: { rest: "/api/travel/points", procedure: "guest.pickupPoints" },
} satisfies Record<string, Read>;
const mealDishes = (menuId: number): Read => ({ rest: `/api/menus/${menuId}/dishes`, procedure: "guest.mealDishes", input: { menuId } });

const trpcUrl = (r: Read) => `/trpc/${r.procedure}${r.input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(r.input))}`}`;
const batchUrl = (reads: Read[]) =>
  `/trpc/${reads.map((r) => r.procedure).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(reads.map((r, i) => [i, r.input]))))}`;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

interface Seen {
  body: any;
  restTag: string;
  trpcTag: string;
}

/** Reads both doors (200, the same data, a strong ETag, no-cache) and checks that asking again with the tag is a 304. */
async function readBoth(r: Read): Promise<Seen> {
  const rest = await get(r.rest);
  const trpc = await get(trpcUrl(r));
  expect(rest.statusCode, `${r.rest}: ${rest.body}`).toBe(200);
  expect(trpc.statusCode, `${r.procedure}: ${trpc.body}`).toBe(200);
  expect(trpc.json().result.data).toEqual(rest.json());
  for (const res of [rest, trpc]) {
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_.-]+"$/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  }
  for (const [url, tag] of [
    [r.rest, rest.headers.etag],
    [trpcUrl(r), trpc.headers.etag],
  ] as const) {
    const again = await get(url, { "if-none-match": String(tag) });
    expect(again.statusCode, url).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(tag);
  }
  return { body: rest.json(), restTag: String(rest.headers.etag), trpcTag: String(trpc.headers.etag) };
}

/** After a write: the old tags are no longer current (200, new tags) and the new data is on both doors and in a batch. */
async function readAfterWrite(r: Read, before: Seen): Promise<any> {
  const rest = await get(r.rest, { "if-none-match": before.restTag });
  const trpc = await get(trpcUrl(r), { "if-none-match": before.trpcTag });
  expect(rest.statusCode, `${r.rest}: ${rest.body}`).toBe(200);
  expect(trpc.statusCode, `${r.procedure}: ${trpc.body}`).toBe(200);
  expect(rest.headers.etag).not.toBe(before.restTag);
  expect(trpc.headers.etag).not.toBe(before.trpcTag);
  expect(trpc.json().result.data).toEqual(rest.json());
  const batch = await get(batchUrl([READS.weddingDetails, r]));
  expect(batch.statusCode).toBe(200);
  expect(batch.json()[1].result.data).toEqual(rest.json());
  return rest.json();
}

/** A published day menu with one dinner and its dishes; ids. */
async function publishedMenu(title = "Arrival Day", dishes = ["Dal Makhani"]) {
  const dayMenu = await admin("createDayMenu", { day: 1, title, isPublished: true });
  const meal = await admin("createMeal", { title: `${title} dinner`, day: 1, mealType: "dinner", dayMenuId: dayMenu.id });
  const dishIds: number[] = [];
  for (const name of dishes) dishIds.push((await admin("createDish", { menuId: meal.id, name })).id);
  return { dayMenuId: dayMenu.id as number, mealId: meal.id as number, dishIds };
}

const event = (fields: Record<string, unknown> = {}) => ({ day: 1, eventName: "Haldi", time: "09:00", place: "Garden", ...fields });

/**
 * Every write the router has, and what a guest reads after it. A new mutation fails the test below until
 * it is listed: in WRITES_GUESTS_SEE with a scenario, or in NO_GUEST_READ with why guests never see it.
 */
const WRITES_GUESTS_SEE: Record<string, () => Promise<void>> = {
  "admin.updateWeddingDetails": async () => {
    const before = await readBoth(READS.weddingDetails);
    await admin("updateWeddingDetails", { brideName: "Meera", groomName: "Arjun", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Lake Palace" });
    expect(await readAfterWrite(READS.weddingDetails, before)).toMatchObject({ brideName: "Meera", groomName: "Arjun", venue: "Lake Palace" });
    // The first paint of every page is made from the same cached details.
    expect((await pageShell(t.app.deps, "/")).data).toContain('"brideName":"Meera"');
  },
  "admin.updateAudioSettings": async () => {
    const before = await readBoth(READS.weddingDetails);
    await admin("updateAudioSettings", { backgroundAudioTitle: "Our Song", backgroundAudioEnabled: true });
    expect(await readAfterWrite(READS.weddingDetails, before)).toMatchObject({ backgroundAudioTitle: "Our Song", backgroundAudioEnabled: true });
  },
  "admin.createVenueMedia": async () => {
    const before = await readBoth(READS.venueMedia);
    await admin("createVenueMedia", { type: "image", mediaUrl: "https://example.com/lawn.jpg", title: "The lawn" });
    expect((await readAfterWrite(READS.venueMedia, before)).map((m: any) => m.title)).toEqual(["The lawn"]);
  },
  "admin.deleteVenueMedia": async () => {
    const { id } = await admin("createVenueMedia", { type: "image", mediaUrl: "https://example.com/lawn.jpg", title: "The lawn" });
    const before = await readBoth(READS.venueMedia);
    await admin("deleteVenueMedia", { id });
    expect(await readAfterWrite(READS.venueMedia, before)).toEqual([]);
  },
  "admin.createTimelineEvent": async () => {
    const before = await readBoth(READS.timelineEvents);
    await admin("createTimelineEvent", event());
    expect((await readAfterWrite(READS.timelineEvents, before)).map((e: any) => e.eventName)).toEqual(["Haldi"]);
  },
  "admin.updateTimelineEvent": async () => {
    const { id } = await admin("createTimelineEvent", event());
    const before = await readBoth(READS.timelineEvents);
    await admin("updateTimelineEvent", event({ id, eventName: "Mehendi", asksAttendance: true }));
    expect(await readAfterWrite(READS.timelineEvents, before)).toMatchObject([{ id, eventName: "Mehendi", asksAttendance: true }]);
  },
  "admin.deleteTimelineEvent": async () => {
    const { id } = await admin("createTimelineEvent", event());
    const before = await readBoth(READS.timelineEvents);
    await admin("deleteTimelineEvent", { id });
    expect(await readAfterWrite(READS.timelineEvents, before)).toEqual([]);
  },
  "admin.setTimelineEventIcon": async () => {
    const { id } = await admin("createTimelineEvent", event());
    const before = await readBoth(READS.timelineEvents);
    await admin("setTimelineEventIcon", { id, customIconUrl: "https://example.com/haldi.png" });
    expect(await readAfterWrite(READS.timelineEvents, before)).toMatchObject([{ customIconUrl: "https://example.com/haldi.png" }]);
  },
  "admin.moveTimelineEvent": async () => {
    await admin("createTimelineEvent", event({ eventName: "First" }));
    const { id } = await admin("createTimelineEvent", event({ eventName: "Second" }));
    const before = await readBoth(READS.timelineEvents);
    await admin("moveTimelineEvent", { id, direction: "up" });
    expect((await readAfterWrite(READS.timelineEvents, before)).map((e: any) => e.eventName)).toEqual(["Second", "First"]);
  },
  "admin.createDayMenu": async () => {
    const before = await readBoth(READS.publishedDayMenus);
    await admin("createDayMenu", { day: 1, title: "Arrival Day", isPublished: true });
    expect((await readAfterWrite(READS.publishedDayMenus, before)).map((d: any) => d.title)).toEqual(["Arrival Day"]);
  },
  "admin.updateDayMenu": async () => {
    const { dayMenuId, mealId } = await publishedMenu();
    const menus = await readBoth(READS.publishedDayMenus);
    await readBoth(mealDishes(mealId));
    // Unpublished: gone from the list, and its meal's dishes are no longer a guest's to read.
    await admin("updateDayMenu", { id: dayMenuId, day: 1, title: "Arrival Day", isPublished: false });
    expect(await readAfterWrite(READS.publishedDayMenus, menus)).toEqual([]);
    expect((await get(mealDishes(mealId).rest)).statusCode).toBe(404);
    expect((await get(trpcUrl(mealDishes(mealId)))).statusCode).toBe(404);
  },
  "admin.deleteDayMenu": async () => {
    const { dayMenuId, mealId } = await publishedMenu();
    const menus = await readBoth(READS.publishedDayMenus);
    await readBoth(mealDishes(mealId));
    await admin("deleteDayMenu", { id: dayMenuId });
    expect(await readAfterWrite(READS.publishedDayMenus, menus)).toEqual([]);
    expect((await get(mealDishes(mealId).rest)).statusCode).toBe(404);
  },
  "admin.createMeal": async () => {
    const { dayMenuId } = await publishedMenu("Arrival Day", []);
    const before = await readBoth(READS.publishedDayMenus);
    const meal = await admin("createMeal", { title: "Welcome lunch", day: 1, mealType: "lunch", dayMenuId });
    expect((await readAfterWrite(READS.publishedDayMenus, before))[0].menus.map((m: any) => m.title)).toEqual(["Welcome lunch", "Arrival Day dinner"]);
    expect((await readBoth(mealDishes(meal.id))).body).toEqual([]);
  },
  "admin.updateMeal": async () => {
    const { mealId } = await publishedMenu();
    const before = await readBoth(READS.publishedDayMenus);
    await admin("updateMeal", { id: mealId, title: "Gala dinner", day: 1, mealType: "dinner" });
    expect((await readAfterWrite(READS.publishedDayMenus, before))[0].menus[0].title).toBe("Gala dinner");
  },
  "admin.deleteMeal": async () => {
    const { mealId } = await publishedMenu();
    const before = await readBoth(READS.publishedDayMenus);
    await readBoth(mealDishes(mealId));
    await admin("deleteMeal", { id: mealId });
    expect((await readAfterWrite(READS.publishedDayMenus, before))[0].menus).toEqual([]);
    expect((await get(mealDishes(mealId).rest)).statusCode).toBe(404);
  },
  "admin.createDish": async () => {
    const { mealId } = await publishedMenu("Arrival Day", []);
    const dishes = await readBoth(mealDishes(mealId));
    const menus = await readBoth(READS.publishedDayMenus);
    await admin("createDish", { menuId: mealId, name: "Paneer Tikka", dietaryType: "vegetarian" });
    expect((await readAfterWrite(mealDishes(mealId), dishes)).map((d: any) => d.name)).toEqual(["Paneer Tikka"]);
    expect((await readAfterWrite(READS.publishedDayMenus, menus))[0].menus[0].dishes.map((d: any) => d.name)).toEqual(["Paneer Tikka"]);
  },
  "admin.updateDish": async () => {
    const { mealId, dishIds } = await publishedMenu();
    const before = await readBoth(mealDishes(mealId));
    await admin("updateDish", { id: dishIds[0], name: "Butter Chicken", dietaryType: "non-vegetarian" });
    expect(await readAfterWrite(mealDishes(mealId), before)).toMatchObject([{ name: "Butter Chicken", dietaryType: "non-vegetarian" }]);
  },
  "admin.deleteDish": async () => {
    const { mealId, dishIds } = await publishedMenu();
    const before = await readBoth(mealDishes(mealId));
    await admin("deleteDish", { id: dishIds[0] });
    expect(await readAfterWrite(mealDishes(mealId), before)).toEqual([]);
  },
  "admin.createPickupPoint": async () => {
    const before = await readBoth(READS.pickupPoints);
    await admin("createPickupPoint", { name: "Pune Airport", kind: "airport" });
    expect(await readAfterWrite(READS.pickupPoints, before)).toMatchObject([{ name: "Pune Airport", kind: "airport" }]);
  },
  "admin.updatePickupPoint": async () => {
    const { id } = await admin("createPickupPoint", { name: "Pune Airport", kind: "airport" });
    const before = await readBoth(READS.pickupPoints);
    await admin("updatePickupPoint", { id, name: "Lonavala Station", kind: "station" });
    expect(await readAfterWrite(READS.pickupPoints, before)).toMatchObject([{ id, name: "Lonavala Station", kind: "station" }]);
  },
  "admin.deletePickupPoint": async () => {
    const { id } = await admin("createPickupPoint", { name: "Pune Airport", kind: "airport" });
    const before = await readBoth(READS.pickupPoints);
    await admin("deletePickupPoint", { id });
    expect(await readAfterWrite(READS.pickupPoints, before)).toEqual([]);
  },
};

/** The updates for everyone, as a visitor without an invitation reads them (filtered per household, not kept whole). */
const everyoneUpdates = async () => {
  const rest = await get("/api/announcements");
  const trpc = await get(trpcUrl({ rest: "", procedure: "guest.announcements" }));
  expect(trpc.json().result.data).toEqual(rest.json());
  return (rest.json() as { title: string }[]).map((a) => a.title);
};
const announcement = (title: string) => ({ title, text: "Details", audience: { kind: "everyone" } });
const ANNOUNCEMENT_WRITES: Record<string, () => Promise<void>> = {
  "admin.createAnnouncement": async () => {
    expect(await everyoneUpdates()).toEqual([]);
    await admin("createAnnouncement", announcement("Bus at 3"));
    expect(await everyoneUpdates()).toEqual(["Bus at 3"]);
  },
  "admin.updateAnnouncement": async () => {
    const { id } = await admin("createAnnouncement", announcement("Bus at 3"));
    expect(await everyoneUpdates()).toEqual(["Bus at 3"]);
    await admin("updateAnnouncement", { id, ...announcement("Bus at 4") });
    expect(await everyoneUpdates()).toEqual(["Bus at 4"]);
  },
  "admin.deleteAnnouncement": async () => {
    const { id } = await admin("createAnnouncement", announcement("Bus at 3"));
    expect(await everyoneUpdates()).toEqual(["Bus at 3"]);
    await admin("deleteAnnouncement", { id });
    expect(await everyoneUpdates()).toEqual([]);
  },
};
Object.assign(WRITES_GUESTS_SEE, ANNOUNCEMENT_WRITES);

const NO_GUEST_READ: Record<string, string> = {
  "guest.submitRsvp": "replies are private (rsvps, members, children, travel)",
  "guest.updateMyRsvp": "replies are private",
  "guest.replyChallenge": "a one-time check for a busy network's reply; stores nothing",
  "guest.withdrawMyIdDocument": "ID documents are private (stored_files, the reply's document fields)",
  "auth.requestOtp": "login codes",
  "auth.verifyOtp": "sessions",
  "auth.redeemLoginLink": "sessions",
  "auth.setup": "the team",
  "auth.logout": "sessions",
  "admin.createRsvp": "replies are private",
  "admin.updateRsvp": "replies are private",
  "admin.revokeRsvpLink": "replies are private",
  "admin.deleteRsvp": "replies are private",
  "admin.createRoom": "rooms are the couple's",
  "admin.updateRoom": "rooms are the couple's",
  "admin.deleteRoom": "rooms are the couple's",
  "admin.assignRoom": "rooms are the couple's",
  "admin.unassignRoom": "rooms are the couple's",
  "admin.createMenuCategory": "the older menu items are not shown to guests",
  "admin.updateMenuCategory": "the older menu items are not shown to guests",
  "admin.deleteMenuCategory": "the older menu items are not shown to guests",
  "admin.createMenuItem": "the older menu items are not shown to guests",
  "admin.updateMenuItem": "the older menu items are not shown to guests",
  "admin.deleteMenuItem": "the older menu items are not shown to guests",
  "admin.createUploadUrl": "signs an upload address; the file is public only once a row links it (a write above)",
  "admin.createVenueUploadUrl": "signs an upload address; the file is public only once a row links it (a write above)",
  "admin.setTravelVehicle": "travel is private",
  "admin.createVehicle": "the fleet is the couple's (vehicles)",
  "admin.updateVehicle": "the fleet is the couple's",
  "admin.deleteVehicle": "the fleet is the couple's",
  "admin.setTripVehicle": "travel is private",
  "admin.purgeIdDocuments": "ID documents are private",
  "admin.addTeamMember": "the team",
  "admin.updateTeamMember": "the team",
  "admin.removeTeamMember": "the team",
  "admin.createHousehold": "the guest list is private (households)",
  "admin.updateHousehold": "the guest list is private",
  "admin.deleteHousehold": "the guest list is private",
  "admin.markHouseholdSent": "the guest list is private",
  "admin.revokeHouseholdLink": "the guest list is private",
  "admin.linkRsvpHousehold": "the guest list and replies are private",
  "admin.updateGuestPageSettings": "only a guest's own page reads it, built fresh on each read (never cached)",
  "admin.saveMessageTemplate": "message templates are the couple's (guests get the filled message, not a read)",
  "admin.markHouseholdReminded": "the guest list is private (households, household_messages)",
  "admin.markAnnouncementSent": "who was told what is private (household_messages)",
  "admin.startRound": "the activity log",
  "admin.createHotel": "hotels and rooms are the couple's (hotels)",
  "admin.updateHotel": "hotels and rooms are the couple's",
  "admin.deleteHotel": "hotels and rooms are the couple's",
  "admin.createHotelRoom": "hotels and rooms are the couple's (rooms)",
  "admin.updateHotelRoom": "hotels and rooms are the couple's",
  "admin.deleteHotelRoom": "hotels and rooms are the couple's",
  "admin.placeGuests": "who sleeps where is private (room_placements); a guest's own page is built fresh on each read",
  "admin.suggestRooms": "a proposal; stores nothing",
  "admin.markHotelSent": "the versions sent to the hotel are the couple's (hotel_versions)",
  "admin.sendWhatsapp": "the server's WhatsApp sends are private (whatsapp_sends, household_messages)",
};

/** The tables guest reads may come from: nothing with a reply, a phone, a session or a document. */
const PUBLIC_TABLES = ["wedding", "timeline_events", "venue_media", "day_menus", "menus", "menu_dishes", "pickup_points", "announcements"];

describe("every write is visible to the next read, on both doors", () => {
  it("lists every mutation of the router, as a write guests see or with why they never see it", () => {
    const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures;
    const mutations = Object.keys(procedures).filter((p) => procedures[p]!._def.type === "mutation");
    const listed = [...Object.keys(WRITES_GUESTS_SEE), ...Object.keys(NO_GUEST_READ)];
    expect(
      mutations.filter((m) => !listed.includes(m)),
      "mutations without a cache scenario",
    ).toEqual([]);
    expect(
      listed.filter((m) => !mutations.includes(m)),
      "listed mutations the router no longer has",
    ).toEqual([]);
  });

  it.each(Object.keys(WRITES_GUESTS_SEE))("%s", async (mutation) => {
    await WRITES_GUESTS_SEE[mutation]!();
  });

  it("a write of a table a read depends on (any way it is written) rebuilds it; a write of another table does not", async () => {
    await publishedMenu();
    await admin("createTimelineEvent", event());
    const cache = t.app.deps.cache;
    const names = [...Object.keys(SINGLE_READS), ...Object.keys(KEYED_READS)] as ReadName[];
    const warmAll = async () => {
      for (const name of names) await (name === "mealDishes" ? cache.keysOf("mealDishes") : cache.single(name as keyof typeof SINGLE_READS));
    };
    await warmAll();
    for (const name of names) {
      expect(cache.tablesOf(name), name).toBeDefined();
      const tables = [...cache.tablesOf(name)!];
      expect(tables.length, name).toBeGreaterThan(0);
      expect(
        tables.filter((table) => !PUBLIC_TABLES.includes(table)),
        `${name} reads a private table`,
      ).toEqual([]);
      for (const table of tables) {
        // Deletes nothing, but is a write of the table: the read must not be served from memory after it.
        await t.db
          .deleteFrom(table as never)
          .where(sql<boolean>`0`)
          .execute();
        expect(cache.tablesOf(name), `${name} after a write of ${table}`).toBeUndefined();
        await warmAll();
      }
    }
    // Replies, sessions and uploads are written all day; guest reads stay in memory meanwhile.
    const builds = new Map(cache.builds);
    await get("/api/venue-media");
    await t.db
      .deleteFrom("rsvps")
      .where(sql<boolean>`0`)
      .execute();
    await t.db
      .deleteFrom("adminSessions")
      .where(sql<boolean>`0`)
      .execute();
    for (const r of Object.values(READS)) expect((await get(r.rest)).statusCode).toBe(200);
    expect(cache.builds).toEqual(builds);
    // A raw SQL write names no table the cache can trust: every read is rebuilt.
    await sql`update venue_media set title = title`.execute(t.db);
    for (const name of names) expect(cache.tablesOf(name), name).toBeUndefined();
  });

  it("a read follows every table it reads, also one its builder started reading later (the wedding's ID deletion day follows the itinerary)", async () => {
    await admin("updateWeddingDetails", { brideName: "Meera", groomName: "Arjun", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Lake Palace" });
    const before = await readBoth(READS.weddingDetails);
    await admin("createTimelineEvent", event({ day: 3, eventName: "Farewell brunch" }));
    const after = await readAfterWrite(READS.weddingDetails, before);
    expect(after.idDeletionDate).not.toBe(before.body.idDeletionDate);
  });

  it("a read waiting while a transaction is open shows its commit, and nothing of a rolled-back one", async () => {
    await readBoth(READS.pickupPoints);
    let reading: ReturnType<typeof get> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto("pickupPoints").values({ name: "Committed", kind: "bus", displayOrder: 0 }).execute();
      // The read queues behind the transaction on SQLite's one connection.
      reading = get(READS.pickupPoints.rest);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect((await reading!).json().map((p: any) => p.name)).toEqual(["Committed"]);

    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto("pickupPoints").values({ name: "Rolled back", kind: "bus", displayOrder: 1 }).execute();
        reading = get(READS.pickupPoints.rest);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await reading!).json().map((p: any) => p.name)).toEqual(["Committed"]);
    expect((await get(READS.pickupPoints.rest)).json().map((p: any) => p.name)).toEqual(["Committed"]);
  });

  it("a build that read before a write finished is not kept", async () => {
    await readBoth(READS.venueMedia);
    await t.db.insertInto("venueMedia").values({ type: "image", mediaUrl: "https://example.com/a.jpg", title: "A", displayOrder: 0 }).execute();
    // The rebuild's SELECT is queued first, the write second: the rebuild sees no "B" and must be dropped.
    const building = publicRead(t.app.deps.cache, SINGLE_READS.venueMedia);
    const writing = t.db.insertInto("venueMedia").values({ type: "image", mediaUrl: "https://example.com/b.jpg", title: "B", displayOrder: 1 }).execute();
    expect((await building).map((m) => m.title)).toEqual(["A"]);
    await writing;
    expect((await get(READS.venueMedia.rest)).json().map((m: any) => m.title)).toEqual(["A", "B"]);
  });
});

describe("ETag and 304 on both doors", () => {
  /** Enough dishes for a body over the compression threshold. */
  async function bigMenu() {
    const dishes = Array.from({ length: 20 }, (_, i) => `Dish number ${i + 1} with a long descriptive name`);
    return publishedMenu("Wedding Day", dishes);
  }

  it("answers a strong tag per door, 304 for it (also weak-compared and in a list) and 200 for another", async () => {
    const seen = await readBoth(READS.weddingDetails);
    expect(seen.restTag).not.toMatch(/^W\//);
    expect(seen.trpcTag).not.toBe(seen.restTag);
    for (const header of [`W/${seen.restTag}`, `"nope", ${seen.restTag}`, "*"]) {
      expect((await get(READS.weddingDetails.rest, { "if-none-match": header })).statusCode, header).toBe(304);
    }
    const other = await get(READS.weddingDetails.rest, { "if-none-match": '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(seen.restTag);
  });

  it("a batch of guest reads gets a tag and 304 too, and the same data as the single calls", async () => {
    const { mealId } = await bigMenu();
    const reads = [READS.weddingDetails, READS.timelineEvents, mealDishes(mealId)];
    // The first call after the menu writes is tRPC's (the reads are being rebuilt), the next one from memory: same bytes, same tag.
    const first = await get(batchUrl(reads));
    const batch = await get(batchUrl(reads));
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(batch.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe(batch.headers.etag);
    expect(batch.statusCode).toBe(200);
    expect(batch.headers["cache-control"]).toBe("no-cache");
    const tag = String(batch.headers.etag);
    expect(tag).toMatch(/^"[A-Za-z0-9_.-]+"$/);
    for (const [i, r] of reads.entries()) expect(batch.json()[i].result.data).toEqual((await get(r.rest)).json());
    expect((await get(batchUrl(reads), { "if-none-match": tag })).statusCode).toBe(304);
    await admin("createTimelineEvent", event());
    const after = await get(batchUrl(reads), { "if-none-match": tag });
    expect(after.statusCode).toBe(200);
    expect(after.json()[1].result.data.map((e: any) => e.eventName)).toEqual(["Haldi"]);
  });

  it.each(["gzip", "br"] as const)("compressed (%s) answers carry their own strong tag; 304 for it and for the plain one", async (encoding) => {
    const { mealId } = await bigMenu();
    for (const url of [READS.publishedDayMenus.rest, trpcUrl(READS.publishedDayMenus), mealDishes(mealId).rest, batchUrl([READS.publishedDayMenus])]) {
      const plain = await get(url);
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      const packed = await get(url, { "accept-encoding": `${encoding}, deflate` });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/);
      const unpacked = encoding === "gzip" ? zlib.gunzipSync(packed.rawPayload) : zlib.brotliDecompressSync(packed.rawPayload);
      expect(unpacked.equals(plain.rawPayload), url).toBe(true);
      expect(packed.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, `-${encoding}"`));
      for (const tag of [packed.headers.etag, plain.headers.etag]) {
        const again = await get(url, { "accept-encoding": encoding, "if-none-match": String(tag) });
        expect(again.statusCode, `${url} ${tag}`).toBe(304);
        expect(again.headers.etag).toBe(packed.headers.etag);
      }
    }
  });

  it("small answers are sent plain whatever the client accepts", async () => {
    const res = await get(READS.weddingDetails.rest, { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ brideName: null });
  });
});

describe("guest reads through tRPC are tRPC's own answer, tagged", () => {
  /** tRPC alone (no door, no tags) over the same database: what tRPC itself writes. */
  async function plainTrpc() {
    const app = Fastify({ routerOptions: { maxParamLength: 1000 } });
    await app.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: { router: appRouter, createContext: createContextFactory(t.app.deps) },
    });
    await app.ready();
    return app;
  }

  it("byte for byte, with tRPC's content type and Vary, for every guest read, a meal, and batches", async () => {
    const { mealId } = await publishedMenu("Arrival Day", ["Poha", "Idli"]);
    await admin("updateWeddingDetails", {
      brideName: "Asha",
      groomName: "Rohan",
      weddingDate: "2025-11-07T10:30:00.000Z",
      venue: "The Cafe & Resort <Lonavala>",
    });
    await admin("createTimelineEvent", event({ description: "Bring “old” clothes \u2028 and 🌼" }));
    await admin("createPickupPoint", { name: "Pune Airport", kind: "airport" });
    await admin("createVenueMedia", { type: "video", mediaUrl: "https://example.com/v.mp4", title: "Evening" });
    const plain = await plainTrpc();
    try {
      const urls = [
        ...Object.values(READS).map(trpcUrl),
        trpcUrl(mealDishes(mealId)),
        `/trpc/guest.mealDishes?input=${encodeURIComponent(JSON.stringify({ menuId: String(mealId) }))}`,
        batchUrl(Object.values(READS)),
        batchUrl([READS.timelineEvents, mealDishes(mealId)]),
      ];
      for (const url of urls) {
        const expected = await plain.inject({ method: "GET", url });
        expect(expected.statusCode, url).toBe(200);
        // Twice: once while the entry is built, once from memory.
        for (const round of [1, 2]) {
          const fast = await get(url);
          expect(fast.statusCode, url).toBe(200);
          expect(fast.rawPayload.equals(expected.rawPayload), `${url} (round ${round}): ${fast.body} vs ${expected.body}`).toBe(true);
          expect(fast.headers["content-type"]).toBe(expected.headers["content-type"]);
          // Plus accept-encoding where the answer is big enough to be sent compressed.
          expect(String(fast.headers.vary).replace(/, accept-encoding$/, "")).toBe(expected.headers.vary);
          expect(fast.headers.etag, url).toBeDefined();
        }
      }
    } finally {
      await plain.close();
    }
  });

  it("sends tRPC's answer again while no write changes a guest read; a write that does brings a new one; never to a session", async () => {
    await admin("createPickupPoint", { name: "Pune Airport", kind: "airport" });
    const cache = t.app.deps.cache;
    for (const r of Object.values(READS)) await get(r.rest);
    await cache.keysOf("mealDishes");
    await get("/api/announcements");
    const first = await get(trpcUrl(READS.pickupPoints));
    const generation = cache.generation;
    // Replies are written all day: tRPC's answers to guest reads stay.
    await t.db
      .deleteFrom("rsvps")
      .where(sql<boolean>`0`)
      .execute();
    expect(cache.generation).toBe(generation);
    const again = await get(trpcUrl(READS.pickupPoints));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    await admin("createPickupPoint", { name: "Lonavala Station", kind: "airport" });
    expect(cache.generation).toBeGreaterThan(generation);
    const after = await get(trpcUrl(READS.pickupPoints));
    expect(after.json().result.data.map((p: any) => p.name)).toEqual(["Pune Airport", "Lonavala Station"]);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const asAdmin = await get(trpcUrl(READS.pickupPoints), auth);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers.etag).toBeUndefined();
  });

  it("leaves other calls to tRPC: an unknown or draft meal, a bad id, a mutation, a mixed batch", async () => {
    const { mealId } = await publishedMenu();
    const draft = await admin("createDayMenu", { day: 2, title: "Secret", isPublished: false });
    const draftMeal = await admin("createMeal", { title: "Secret lunch", day: 2, mealType: "lunch", dayMenuId: draft.id });
    expect((await get(trpcUrl(mealDishes(999999)))).statusCode).toBe(404);
    expect((await get(trpcUrl(mealDishes(draftMeal.id)))).statusCode).toBe(404);
    const adminView = await get(trpcUrl(mealDishes(draftMeal.id)), auth);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.headers.etag).toBeUndefined();
    expect(adminView.headers["cache-control"]).toBeUndefined();
    const bad = await get(`/trpc/guest.mealDishes?input=${encodeURIComponent('{"menuId":"abc"}')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("A valid id is required");
    const mixed = await get(`/trpc/guest.weddingDetails,admin.dayMenus?batch=1&input=%7B%7D`, auth);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers["cache-control"]).toBe("no-store");
    expect(mixed.headers.etag).toBeUndefined();
    expect(mixed.json()[1].result.data.map((d: any) => d.title)).toEqual(["Arrival Day", "Secret"]);
    expect((await get(trpcUrl(mealDishes(mealId)))).statusCode).toBe(200);
  });
});

describe("nothing private enters the cache", () => {
  it("holds only published, public data: no replies, phones, ID paths, drafts or sessions; unknown meals add no key", async () => {
    const { mealId } = await publishedMenu("Arrival Day", ["Poha"]);
    const draft = await admin("createDayMenu", { day: 2, title: "Secret Draft Menu", isPublished: false });
    const draftMeal = await admin("createMeal", { title: "Secret lunch", day: 2, mealType: "lunch", dayMenuId: draft.id });
    await admin("createDish", { menuId: draftMeal.id, name: "Unreleased curry" });
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: { primaryGuestName: "Private Person", primaryGuestPhone: "9123456780", rsvpStatus: "yes", idConsent: true },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    await t.db.updateTable("rsvps").set({ idProofUrl: "/files/id/secret-document.pdf" }).execute();
    // The admin reads the draft meal: answered, but not kept.
    expect((await get(mealDishes(draftMeal.id).rest, auth)).statusCode).toBe(200);
    for (const id of [draftMeal.id, 999999, 0]) expect((await get(mealDishes(id).rest)).statusCode).toBeGreaterThanOrEqual(400);

    const cache = t.app.deps.cache;
    expect(await cache.keysOf("mealDishes")).toEqual([mealId]);
    const bodies: string[] = [];
    for (const r of [...Object.values(READS), mealDishes(mealId)]) {
      bodies.push((await get(r.rest)).body, (await get(trpcUrl(r))).body);
    }
    bodies.push((await get(batchUrl(Object.values(READS)))).body);
    const text = bodies.join("\n");
    for (const secret of [
      "Private Person",
      "9123456780",
      "/files/id/",
      "secret-document",
      "Secret Draft Menu",
      "Secret lunch",
      "Unreleased curry",
      auth.authorization!.slice(7),
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain("Poha");
    // Every procedure the cache answers is a guest one.
    for (const procedure of READ_BY_PROCEDURE.keys()) expect(procedure).toMatch(/^guest\./);
  });
});
