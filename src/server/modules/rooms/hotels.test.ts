/** Hotels, rooms with beds and who sleeps where, on both doors, with the database checked afterwards. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Hotel, RoomingHotel, Suggestion } from "../../../shared/schemas/hotels";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";
import { insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";
import { roomsForReply } from "./queries";

let t: TestApp;
let planner: Record<string, string>;
let desk: Record<string, string>;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = planner) => t.app.inject({ method, url, payload, headers });

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
});
afterEach(async () => {
  await t.close();
});

async function hotel(name: string): Promise<number> {
  const res = await call("POST", "/api/admin/hotels", { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Hotel).id;
}
async function room(hotelId: number, roomNo: string, adultBeds: number, childBeds = 0, floorNo = 1): Promise<number> {
  const res = await call("POST", `/api/admin/hotels/${hotelId}/rooms`, { roomNo, floorNo, adultBeds, childBeds, roomType: "Double" });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
const party = (name: string, adults: number, children = 0) =>
  insertFixtureRsvp(t.db, {
    name,
    family: Array.from({ length: adults - 1 }, (_, i) => ({ name: `${name} ${i + 2}` })),
    children: Array.from({ length: children }, (_, i) => [`${name} kid ${i + 1}`, 6] as [string, number]),
  });
const travel = (rsvpId: string, arrivalAt: string, departureAt: string) =>
  t.db
    .insertInto("travel")
    .values({ rsvpId, arrivalAt, departureAt, needsPickup: 0, needsDrop: 0 } as never)
    .execute();
const placementsInDb = () =>
  t.db.selectFrom("roomPlacements").select(["rsvpId", "kind", "position", "roomId"]).orderBy("rsvpId").orderBy("kind").orderBy("position").execute();
const everyone = (rsvpId: string, adults: number, children: number, roomId: number) => [
  { rsvpId, kind: "primary", position: 0, roomId },
  ...Array.from({ length: adults - 1 }, (_, i) => ({ rsvpId, kind: "member", position: i, roomId })),
  ...Array.from({ length: children }, (_, i) => ({ rsvpId, kind: "child", position: i, roomId })),
];
const activity = async () => (await t.db.selectFrom("activityLog").select(["action", "detail"]).orderBy("id").execute()).filter((a) => a.action !== "login");

describe("hotels and their rooms", () => {
  it("are kept by the planner on both doors, with beds and a type, one room number per hotel, each write in the Activity log", async () => {
    const resort = await hotel("Pine Resort");
    const overflow = (await trpcMutation(t.app, "admin.createHotel", { name: "Hill View Inn", address: "Mall Road" }, planner)).body.result!.data as Hotel;
    expect((await call("POST", "/api/admin/hotels", { name: "pine resort" })).json()).toEqual({ message: "A hotel named pine resort already exists." });
    expect((await call("POST", "/api/admin/hotels", { name: " " })).json()).toEqual({ message: "Hotel name is required" });
    const a = await room(resort, "101", 2, 1);
    // The same number in another hotel is another room; twice in one hotel is the spec's duplicate message.
    await room(overflow.id, "101", 2);
    const dup = await call("POST", `/api/admin/hotels/${resort}/rooms`, { roomNo: "101", floorNo: 2 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: "Room 101 already exists. Please use a different room number." });
    expect((await call("POST", `/api/admin/hotels/${resort}/rooms`, { roomNo: "9", adultBeds: 0, childBeds: 0 })).json()).toEqual({
      message: "A room needs at least one bed",
    });
    expect((await call("POST", `/api/admin/hotels/${resort}/rooms`, { roomNo: "9", adultBeds: 21 })).json()).toEqual({
      message: "Beds must be a whole number from 0 to 20",
    });
    const upd = await trpcMutation(
      t.app,
      "admin.updateHotelRoom",
      { hotelId: resort, id: a, roomNo: "101", floorNo: 1, adultBeds: 3, childBeds: 1, roomType: "Family" },
      planner,
    );
    expect(upd.status).toBe(200);
    expect(await t.db.selectFrom("rooms").select(["hotelId", "roomNo", "roomType", "adultBeds", "childBeds"]).orderBy("id").execute()).toEqual([
      { hotelId: resort, roomNo: "101", roomType: "Family", adultBeds: 3, childBeds: 1 },
      { hotelId: overflow.id, roomNo: "101", roomType: "Double", adultBeds: 2, childBeds: 0 },
    ]);
    const list = (await call("GET", "/api/admin/hotels", undefined, desk)).json() as Hotel[];
    expect(list.map((h) => [h.name, h.rooms.map((r) => r.roomNo)])).toEqual([
      ["Pine Resort", ["101"]],
      ["Hill View Inn", ["101"]],
    ]);
    expect((await call("PUT", `/api/admin/hotels/${overflow.id}`, { name: "Hill View" })).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/hotels/${overflow.id}/rooms/${a}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/hotels/${overflow.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom("hotels").select("name").execute()).toEqual([{ name: "Pine Resort" }]);
    expect((await activity()).map((e) => e.action)).toEqual([
      "hotels.add",
      "hotels.add",
      "rooms.add",
      "rooms.add",
      "rooms.change",
      "hotels.change",
      "hotels.delete",
    ]);
    expect((await activity())[4]!.detail).toBe("101 at Pine Resort: type Double → Family, adult beds 2 → 3");
  });

  it("a hotel with guests in its rooms is kept, with a sentence saying why", async () => {
    const resort = await hotel("Pine Resort");
    const r = await room(resort, "101", 2);
    const asha = await party("Asha", 1);
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: everyone(asha, 1, 0, r) })).statusCode).toBe(200);
    const res = await call("DELETE", `/api/admin/hotels/${resort}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Pine Resort still has guests in its rooms. Move them to other rooms first." });
    expect(await t.db.selectFrom("hotels").select("id").execute()).toHaveLength(1);
  });

  it("refuse the desk and the unauthenticated as other admin writes do, and let the desk read", async () => {
    const resort = await hotel("Pine Resort");
    const r = await room(resort, "101", 2);
    const asha = await party("Asha", 1);
    const writes: [Parameters<typeof call>[0], string, object?][] = [
      ["POST", "/api/admin/hotels", { name: "X" }],
      ["PUT", `/api/admin/hotels/${resort}`, { name: "X" }],
      ["DELETE", `/api/admin/hotels/${resort}`],
      ["POST", `/api/admin/hotels/${resort}/rooms`, { roomNo: "7" }],
      ["PUT", `/api/admin/hotels/${resort}/rooms/${r}`, { roomNo: "7" }],
      ["DELETE", `/api/admin/hotels/${resort}/rooms/${r}`],
      ["PUT", "/api/admin/rooms/placements", { placements: everyone(asha, 1, 0, r) }],
      ["POST", "/api/admin/rooms/suggest", {}],
      ["POST", `/api/admin/hotels/${resort}/sent`, {}],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, body, desk)).statusCode, `${method} ${url} desk`).toBe(403);
      expect((await call(method, url, body, {})).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await trpcMutation(t.app, "admin.placeGuests", { placements: everyone(asha, 1, 0, r) }, desk)).status).toBe(403);
    for (const url of ["/api/admin/hotels", "/api/admin/rooming", "/api/admin/rooms/parties"]) {
      expect((await call("GET", url, undefined, desk)).statusCode, url).toBe(200);
      expect((await call("GET", url, undefined, {})).statusCode, url).toBe(401);
    }
    expect(await placementsInDb()).toEqual([]);
    expect(await t.db.selectFrom("hotels").select("name").execute()).toEqual([{ name: "Pine Resort" }]);
  });
});

describe("placing people in rooms", () => {
  it("refuses more people than beds with a sentence naming the room and its beds, and takes them with overCapacity: true, flagged", async () => {
    const resort = await hotel("Pine Resort");
    const r = await room(resort, "101", 2, 1);
    const rao = await party("Rao", 3, 1);
    const over = await call("PUT", "/api/admin/rooms/placements", { placements: everyone(rao, 3, 1, r) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: "Room 101 at Pine Resort has 2 adult beds and 1 child bed; this would put 3 adults and 1 child in it. Confirm to place them anyway.",
    });
    expect(await placementsInDb()).toEqual([]);
    const trpcOver = await trpcMutation(t.app, "admin.placeGuests", { placements: everyone(rao, 3, 1, r) }, planner);
    expect(trpcOver.status).toBe(400);
    expect(trpcOver.body.error!.message).toMatch(/^Room 101 at Pine Resort has 2 adult beds/);
    expect(await placementsInDb()).toEqual([]);

    const ok = await call("PUT", "/api/admin/rooms/placements", { placements: everyone(rao, 3, 1, r), overCapacity: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, placed: 4, overCapacityRooms: ["101 (Pine Resort)"] });
    expect(await placementsInDb()).toHaveLength(4);
    const [h] = (await call("GET", "/api/admin/hotels")).json() as Hotel[];
    expect(h!.rooms[0]).toMatchObject({
      roomNo: "101",
      overCapacity: true,
      occupants: [{ name: "Rao" }, { name: "Rao 2" }, { name: "Rao 3" }, { name: "Rao kid 1", child: true }],
    });
    // The spec's rooms an RSVP holds follow where its people sleep.
    expect(await t.db.selectFrom("roomAssignments").select(["rsvpId", "roomId"]).execute()).toEqual([{ rsvpId: rao, roomId: r }]);
    const log = (await activity()).at(-1)!;
    expect(log).toEqual({
      action: "rooms.place",
      detail: "Rao, Rao 2, Rao 3, Rao kid 1 → 101 (Pine Resort); more people than beds in 101 (Pine Resort) (confirmed)",
    });
  });

  it("counts a child in an adult bed but never an adult in a child's, and a two-room party shows who sleeps where", async () => {
    const resort = await hotel("Pine Resort");
    const a = await room(resort, "101", 2);
    const b = await room(resort, "102", 1, 2);
    const rao = await party("Rao", 3, 1);
    // Two adults in 101, the third adult and the child in 102 (1 adult bed + a child bed): within beds.
    const res = await call("PUT", "/api/admin/rooms/placements", {
      placements: [...everyone(rao, 2, 0, a), { rsvpId: rao, kind: "member", position: 1, roomId: b }, { rsvpId: rao, kind: "child", position: 0, roomId: b }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // A second adult into 102 would take a child's bed: refused.
    const asha = await party("Asha", 1);
    const refused = await call("PUT", "/api/admin/rooms/placements", { placements: everyone(asha, 1, 0, b) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Room 102 at Pine Resort has 1 adult bed and 2 child beds; this would put 2 adults and 1 child in it. Confirm to place them anyway.",
    );
    expect(await roomsForReply(t.db, rao)).toEqual([
      { hotel: "Pine Resort", roomNo: "101", type: "Double", people: ["Rao", "Rao 2"] },
      { hotel: "Pine Resort", roomNo: "102", type: "Double", people: ["Rao 3", "Rao kid 1"] },
    ]);
    expect(await roomsForReply(t.db, asha)).toEqual([]);
  });

  it("refuses people of a declined reply, unknown people and unknown rooms, writing nothing", async () => {
    const resort = await hotel("Pine Resort");
    const r = await room(resort, "101", 2);
    const bo = await insertFixtureRsvp(t.db, { name: "Bo", status: "no" });
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: everyone(bo, 1, 0, r) })).json()).toEqual({
      message: "Bo is not attending, so needs no room.",
    });
    const asha = await party("Asha", 1);
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: [{ rsvpId: asha, kind: "member", position: 4, roomId: r }] })).statusCode).toBe(400);
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: everyone(asha, 1, 0, 999) })).json()).toEqual({ message: "Room not found" });
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: [] })).json()).toEqual({ message: "Choose at least one guest to place" });
    expect(await placementsInDb()).toEqual([]);
  });

  it("the spec's assign places the party's people in the room, within beds unless confirmed", async () => {
    const resort = await hotel("Pine Resort");
    const r = await room(resort, "101", 2);
    const rao = await party("Rao", 3);
    const over = await call("POST", "/api/room-assignments", { rsvpId: rao, roomId: r });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^Room 101 at Pine Resort has 2 adult beds; this would put 3 adults in it/);
    expect(await t.db.selectFrom("roomAssignments").selectAll().execute()).toEqual([]);
    expect((await call("POST", "/api/room-assignments", { rsvpId: rao, roomId: r, overCapacity: true })).statusCode).toBe(201);
    expect(await placementsInDb()).toHaveLength(3);
    expect((await call("DELETE", `/api/room-assignments/${rao}/${r}`)).statusCode).toBe(200);
    expect(await placementsInDb()).toEqual([]);
  });
});

describe("Suggest rooms", () => {
  it("proposes largest parties first, one floor per party, within beds, and saves nothing", async () => {
    const resort = await hotel("Pine Resort");
    // Floor 1: two doubles; floor 2: one double and a family room.
    const f1a = await room(resort, "101", 2, 0, 1);
    const f1b = await room(resort, "102", 2, 0, 1);
    const f2a = await room(resort, "201", 2, 0, 2);
    const f2b = await room(resort, "202", 2, 2, 2);
    const big = await party("Big", 4, 2); // 6: only floor 2 (202 + 201) holds them on one floor
    const pair = await party("Pair", 2);
    const solo = await party("Solo", 1);
    const res = await call("POST", "/api/admin/rooms/suggest", {});
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as Suggestion;
    expect(s.parties.map((p) => [p.party, p.rooms.map((r) => r.label).sort()])).toEqual([
      ["Big", ["201", "202"]],
      ["Pair", ["101"]],
      ["Solo", ["102"]],
    ]);
    expect(s.unplaced).toEqual([]);
    expect(s.placements.filter((p) => p.rsvpId === big).every((p) => [f2a, f2b].includes(p.roomId))).toBe(true);
    expect(s.placements.filter((p) => p.rsvpId === pair).map((p) => p.roomId)).toEqual([f1a, f1a]);
    expect(s.placements.filter((p) => p.rsvpId === solo).map((p) => p.roomId)).toEqual([f1b]);
    expect(await placementsInDb()).toEqual([]);
    expect(await activity()).toEqual([
      { action: "hotels.add", detail: "Pine Resort" },
      ...["101", "102", "201", "202"].map((n) => ({ action: "rooms.add", detail: expect.stringContaining(n) })),
    ]);
    // Accepting the proposal is one placement call within beds.
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: s.placements })).statusCode).toBe(200);
    expect(await placementsInDb()).toHaveLength(9);
    // Nobody left to place: an empty proposal.
    expect(((await call("POST", "/api/admin/rooms/suggest", {})).json() as Suggestion).placements).toEqual([]);
  });

  it("names a party that fits on no single floor instead of splitting it across floors", async () => {
    const resort = await hotel("Pine Resort");
    await room(resort, "101", 2, 0, 1);
    await room(resort, "201", 2, 0, 2);
    const four = await party("Four", 4);
    const s = (await trpcMutation(t.app, "admin.suggestRooms", {}, planner)).body.result!.data as Suggestion;
    expect(s.placements).toEqual([]);
    expect(s.unplaced).toEqual([{ rsvpId: four, party: "Four", people: 4 }]);
  });

  it("never proposes more people than beds, for random parties and rooms (both doors)", async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 6; round++) {
      await t.db.deleteFrom("rsvps").execute();
      await t.db.deleteFrom("hotels").execute();
      const hotels = [await hotel(`Resort ${round}`), await hotel(`Inn ${round}`)];
      for (let i = 0; i < 8; i++) await room(hotels[rand(2)]!, `${round}-${i}`, rand(4), 1 + rand(2), rand(3));
      for (let i = 0; i < 7; i++) await party(`P${round}-${i}`, 1 + rand(4), rand(3));
      const s =
        round % 2 === 0
          ? ((await call("POST", "/api/admin/rooms/suggest", {})).json() as Suggestion)
          : ((await trpcMutation(t.app, "admin.suggestRooms", {}, planner)).body.result!.data as Suggestion);
      const hotelsNow = (await call("GET", "/api/admin/hotels")).json() as Hotel[];
      const rooms = new Map(hotelsNow.flatMap((h) => h.rooms.map((r) => [r.id, r])));
      const heads = new Map<number, { a: number; c: number }>();
      for (const p of s.placements) {
        const h = heads.get(p.roomId) ?? { a: 0, c: 0 };
        if (p.kind === "child") h.c++;
        else h.a++;
        heads.set(p.roomId, h);
      }
      for (const [id, h] of heads) {
        const r = rooms.get(id)!;
        expect(h.a, `round ${round} room ${r.roomNo}`).toBeLessThanOrEqual(r.adultBeds);
        expect(h.a + h.c, `round ${round} room ${r.roomNo}`).toBeLessThanOrEqual(r.adultBeds + r.childBeds);
      }
      // A party stays on one floor of one hotel, and each party is either proposed whole or named.
      for (const p of s.parties) {
        const floors = new Set(p.rooms.map((r) => `${rooms.get(r.id)!.hotelId}:${rooms.get(r.id)!.floorNo}`));
        expect(floors.size, p.party).toBe(1);
      }
      expect(s.parties.length + s.unplaced.length).toBe(7);
      // The server agrees: accepting it needs no over-capacity confirmation.
      if (s.placements.length) expect((await call("PUT", "/api/admin/rooms/placements", { placements: s.placements })).statusCode).toBe(200);
    }
  });
});

describe("the rooming list and the version sent to the hotel", () => {
  async function setUp() {
    const resort = await hotel("Pine Resort");
    const r101 = await room(resort, "101", 2);
    const r102 = await room(resort, "102", 2, 1);
    const r103 = await room(resort, "103", 2);
    const rao = await party("Rao", 3, 1);
    const asha = await party("Asha", 1);
    await travel(rao, "2027-02-11T18:30", "2027-02-14T10:00");
    await travel(asha, "2027-02-12T09:00", "2027-02-13T20:00");
    const placed = await call("PUT", "/api/admin/rooms/placements", {
      placements: [
        ...everyone(rao, 2, 0, r101),
        { rsvpId: rao, kind: "member", position: 1, roomId: r102 },
        { rsvpId: rao, kind: "child", position: 0, roomId: r102 },
        ...everyone(asha, 1, 0, r103),
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { resort, r101, r102, r103, rao, asha };
  }
  const rooming = async () => ((await call("GET", "/api/admin/rooming", undefined, desk)).json() as RoomingHotel[])[0]!;

  it("has one row per room with its occupants, a two-room party counted once per person, dates and nights from travel", async () => {
    await setUp();
    const list = await rooming();
    expect(list.rows.map((r) => [r.roomNo, r.occupants.map((o) => o.name), r.parties, r.checkIn, r.checkOut, r.nights])).toEqual([
      ["101", ["Rao", "Rao 2"], ["Rao"], "2027-02-11", "2027-02-14", 3],
      ["102", ["Rao 3", "Rao kid 1"], ["Rao"], "2027-02-11", "2027-02-14", 3],
      ["103", ["Asha"], ["Asha"], "2027-02-12", "2027-02-13", 1],
    ]);
    expect(list.rows.flatMap((r) => r.occupants)).toHaveLength(5);
    expect(list.lastSent).toBeNull();
    expect(list.rows.every((r) => r.changes.length === 0)).toBe(true);
  });

  it("keeps a version when sent; later moves, removals and new dates are changes until the next version is sent", async () => {
    const { resort, r101, r103, rao, asha } = await setUp();
    const sent = await call("POST", `/api/admin/hotels/${resort}/sent`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as RoomingHotel).lastSent).toMatchObject({ version: 1, sentAt: t.clock.now.toISOString() });
    const v1 = await t.db.selectFrom("hotelVersions").select(["hotelId", "version", "sentByName", "rows"]).execute();
    expect(v1).toHaveLength(1);
    expect(JSON.parse(v1[0]!.rows)).toHaveLength(3);

    // Rao 2 moves to 103 with Asha; Asha's departure moves a day.
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: [{ rsvpId: rao, kind: "member", position: 0, roomId: r103 }] })).statusCode).toBe(
      200,
    );
    await t.db.updateTable("travel").set({ departureAt: "2027-02-14T20:00" }).where("rsvpId", "=", asha).execute();
    const list = await rooming();
    const byRoom = new Map(list.rows.map((r) => [r.roomNo, r]));
    expect(byRoom.get("101")!.changes).toEqual(["Rao 2 moved to 103"]);
    expect(byRoom.get("102")!.changes).toEqual([]);
    expect(byRoom.get("103")!.changes).toEqual(["Rao 2 moved in (was 101)", "Check-in 12 Feb → 11 Feb", "Check-out 13 Feb → 14 Feb"]);
    expect(byRoom.get("103")!.occupants.map((o) => [o.name, o.isNew])).toEqual([
      ["Rao 2", true],
      ["Asha", false],
    ]);
    expect(list.changed).toBe(2);
    // Removing a person from a room shows as removed.
    expect((await call("PUT", "/api/admin/rooms/placements", { placements: [{ rsvpId: rao, kind: "primary", position: 0, roomId: null }] })).statusCode).toBe(
      200,
    );
    expect(new Map((await rooming()).rows.map((r) => [r.roomNo, r])).get("101")!.changes).toEqual(["Rao removed", "Rao 2 moved to 103"]);

    const again = await trpcMutation(t.app, "admin.markHotelSent", { id: resort }, planner);
    expect(again.status).toBe(200);
    const after = await rooming();
    expect(after.lastSent!.version).toBe(2);
    expect(after.changed).toBe(0);
    expect(after.rows.flatMap((r) => r.changes)).toEqual([]);
    // The emptied room 101 is no longer listed once the hotel has the new version.
    expect(after.rows.map((r) => r.roomNo)).toEqual(["102", "103"]);
    expect(await t.db.selectFrom("hotelVersions").select("version").orderBy("version").execute()).toEqual([{ version: 1 }, { version: 2 }]);
    const sends = (await activity()).filter((e) => e.action === "hotels.send");
    expect(sends).toEqual([
      { action: "hotels.send", detail: "Pine Resort, version 1: 3 rooms" },
      { action: "hotels.send", detail: "Pine Resort, version 2: 2 rooms, 2 changed since the last" },
    ]);
    void r101;
  });

  it("refuses to send a hotel nobody sleeps in yet", async () => {
    const resort = await hotel("Pine Resort");
    const res = await call("POST", `/api/admin/hotels/${resort}/sent`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Pine Resort has no guests placed yet, so there is no list to send." });
    expect(await t.db.selectFrom("hotelVersions").selectAll().execute()).toEqual([]);
  });
});
