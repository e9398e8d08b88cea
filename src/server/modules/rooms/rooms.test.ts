/** Rooms and room assignments through both doors (REST and tRPC), real app over in-memory SQLite. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "../admin-rsvps/admin-rsvps.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const rest = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const roomsInDb = () => t.db.selectFrom("rooms").select(["roomNo", "floorNo", "description"]).orderBy("id").execute();
const assignmentsInDb = () => t.db.selectFrom("roomAssignments").select(["rsvpId", "roomId"]).orderBy("roomId").execute();

describe("GET/POST /api/rooms, PUT/DELETE /api/rooms/:id", () => {
  it("creates a room (trimmed, floor from a string, blank description null) and lists it sorted with isOccupied", async () => {
    const res = await rest("POST", "/api/rooms", { roomNo: " 10 ", floorNo: "2", description: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), roomNo: "10", floorNo: 2, description: null, isOccupied: false });
    await rest("POST", "/api/rooms", { roomNo: "2", floorNo: 2, description: "Garden view" });
    await rest("POST", "/api/rooms", { roomNo: "A-205", floorNo: 2 });
    await rest("POST", "/api/rooms", { roomNo: "301", floorNo: 1 });
    const list = await rest("GET", "/api/rooms");
    expect(list.statusCode).toBe(200);
    expect((list.json() as { roomNo: string }[]).map((r) => r.roomNo)).toEqual(["301", "2", "10", "A-205"]);
    expect(await roomsInDb()).toEqual([
      { roomNo: "10", floorNo: 2, description: null },
      { roomNo: "2", floorNo: 2, description: "Garden view" },
      { roomNo: "A-205", floorNo: 2, description: null },
      { roomNo: "301", floorNo: 1, description: null },
    ]);
  });

  it("falls back to floor 1 when the floor is blank", async () => {
    const res = await rest("POST", "/api/rooms", { roomNo: "101", floorNo: "" });
    expect(res.json()).toMatchObject({ floorNo: 1 });
  });

  it("refuses bad input with the spec's messages", async () => {
    const blank = await rest("POST", "/api/rooms", { roomNo: "  ", floorNo: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: "Room number is required" });
    const negative = await rest("POST", "/api/rooms", { roomNo: "101", floorNo: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ message: "Floor number must be positive" });
    const high = await rest("POST", "/api/rooms", { roomNo: "101", floorNo: 1000 });
    expect(high.statusCode).toBe(400);
    expect(high.json()).toEqual({ message: "Floor number is too large" });
    expect((await rest("POST", "/api/rooms", { roomNo: "101", floorNo: 1.5 })).json()).toEqual({ message: "Floor number must be a whole number" });
    expect(await roomsInDb()).toEqual([]);
    // 0 (ground floor) and the top of the range are fine.
    expect((await rest("POST", "/api/rooms", { roomNo: "G1", floorNo: 0 })).statusCode).toBe(201);
    expect((await rest("POST", "/api/rooms", { roomNo: "P1", floorNo: 999 })).statusCode).toBe(201);
  });

  it("refuses a duplicate room number (any case) with 409 and a clear message, on create and on update", async () => {
    await rest("POST", "/api/rooms", { roomNo: "A-205", floorNo: 2 });
    const dup = await rest("POST", "/api/rooms", { roomNo: "a-205", floorNo: 3 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: "Room a-205 already exists. Please use a different room number." });
    const other = (await rest("POST", "/api/rooms", { roomNo: "101", floorNo: 1 })).json() as { id: number };
    const upd = await rest("PUT", `/api/rooms/${other.id}`, { roomNo: "A-205", floorNo: 1 });
    expect(upd.statusCode).toBe(409);
    expect((await roomsInDb()).map((r) => r.roomNo)).toEqual(["A-205", "101"]);
    // Keeping its own number is fine.
    expect((await rest("PUT", `/api/rooms/${other.id}`, { roomNo: "101", floorNo: 4, description: "Suite" })).statusCode).toBe(200);
  });

  it("updates a room and answers the saved room; unknown ids are 404, bad ids 400", async () => {
    const { id } = (await rest("POST", "/api/rooms", { roomNo: "101", floorNo: 1 })).json() as { id: number };
    const res = await rest("PUT", `/api/rooms/${id}`, { roomNo: "102", floorNo: 3, description: "Corner" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, roomNo: "102", floorNo: 3, description: "Corner", isOccupied: false });
    expect(await roomsInDb()).toEqual([{ roomNo: "102", floorNo: 3, description: "Corner" }]);
    const missing = await rest("PUT", "/api/rooms/999", { roomNo: "9", floorNo: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Room not found" });
    const bad = await rest("DELETE", "/api/rooms/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "A valid id is required" });
  });

  it("deletes a room with its assignments, keeping the RSVP", async () => {
    const roomId = await insertFixtureRoom(t.db, "101", 1);
    const rsvpId = await insertFixtureRsvp(t.db, { name: "Asha", roomIds: [roomId] });
    const res = await rest("DELETE", `/api/rooms/${roomId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await roomsInDb()).toEqual([]);
    expect(await assignmentsInDb()).toEqual([]);
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([{ id: rsvpId }]);
    expect((await rest("DELETE", `/api/rooms/${roomId}`)).statusCode).toBe(404);
  });

  it("works the same over tRPC", async () => {
    const created = await trpcMutation(t.app, "admin.createRoom", { roomNo: "7", floorNo: 0 }, auth);
    expect(created.status).toBe(200);
    const id = (created.body.result!.data as { id: number }).id;
    expect((await trpcQuery(t.app, "admin.rooms", undefined, auth)).body.result!.data).toEqual([
      { id, roomNo: "7", floorNo: 0, description: null, isOccupied: false },
    ]);
    const dup = await trpcMutation(t.app, "admin.createRoom", { roomNo: "7", floorNo: 1 }, auth);
    expect(dup.status).toBe(409);
    expect(dup.body.error!.message).toMatch(/already exists/);
    expect((await trpcMutation(t.app, "admin.updateRoom", { id, roomNo: "8", floorNo: 1 }, auth)).status).toBe(200);
    expect((await trpcMutation(t.app, "admin.deleteRoom", { id }, auth)).status).toBe(200);
    expect(await roomsInDb()).toEqual([]);
  });
});

describe("POST /api/room-assignments, DELETE /api/room-assignments/:rsvpId/:roomId", () => {
  it("assigns, shows the room as occupied, is harmless twice, and unassigns", async () => {
    const roomId = await insertFixtureRoom(t.db, "101", 1);
    const rsvpId = await insertFixtureRsvp(t.db, { name: "Asha" });
    const first = await rest("POST", "/api/room-assignments", { rsvpId, roomId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, rsvpId, roomId });
    const again = await rest("POST", "/api/room-assignments", { rsvpId, roomId: String(roomId) });
    expect(again.statusCode).toBe(201);
    expect(await assignmentsInDb()).toEqual([{ rsvpId, roomId }]);
    expect((await rest("GET", "/api/rooms")).json()).toEqual([expect.objectContaining({ id: roomId, isOccupied: true })]);

    const del = await rest("DELETE", `/api/room-assignments/${rsvpId}/${roomId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect(await assignmentsInDb()).toEqual([]);
    expect((await rest("GET", "/api/rooms")).json()).toEqual([expect.objectContaining({ isOccupied: false })]);
    // Unassigning what is not assigned is harmless too.
    expect((await rest("DELETE", `/api/room-assignments/${rsvpId}/${roomId}`)).statusCode).toBe(200);
  });

  it("lets several RSVPs share a room and one RSVP hold several rooms", async () => {
    const a = await insertFixtureRoom(t.db, "101", 1);
    const b = await insertFixtureRoom(t.db, "102", 1);
    const x = await insertFixtureRsvp(t.db, { name: "X" });
    const y = await insertFixtureRsvp(t.db, { name: "Y" });
    for (const [rsvpId, roomId] of [
      [x, a],
      [x, b],
      [y, a],
    ] as const) {
      expect((await rest("POST", "/api/room-assignments", { rsvpId, roomId })).statusCode).toBe(201);
    }
    expect(await assignmentsInDb()).toHaveLength(3);
  });

  it("answers 404 for an unknown RSVP or room and 400 for a missing field, writing nothing", async () => {
    const roomId = await insertFixtureRoom(t.db, "101", 1);
    const rsvpId = await insertFixtureRsvp(t.db, { name: "Asha" });
    const noRsvp = await rest("POST", "/api/room-assignments", { rsvpId: "00000000-0000-4000-8000-000000000000", roomId });
    expect(noRsvp.statusCode).toBe(404);
    expect(noRsvp.json()).toEqual({ message: "RSVP not found" });
    const noRoom = await rest("POST", "/api/room-assignments", { rsvpId, roomId: 999 });
    expect(noRoom.statusCode).toBe(404);
    expect(noRoom.json()).toEqual({ message: "Room not found" });
    expect((await rest("POST", "/api/room-assignments", { rsvpId: "junk", roomId })).statusCode).toBe(404);
    // Any id of a sensible length that names no RSVP is a 404; only absurd lengths are a 400, said plainly.
    const long = await rest("POST", "/api/room-assignments", { rsvpId: "x".repeat(300), roomId });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ message: "RSVP not found" });
    const absurd = await rest("POST", "/api/room-assignments", { rsvpId: "x".repeat(1001), roomId });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toEqual({ message: "RSVP id is too long" });
    const missing = await rest("POST", "/api/room-assignments", { roomId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "An RSVP id is required" });
    expect((await rest("DELETE", `/api/room-assignments/nope/${roomId}`)).statusCode).toBe(404);
    expect((await rest("DELETE", `/api/room-assignments/${rsvpId}/999`)).statusCode).toBe(404);
    expect(await assignmentsInDb()).toEqual([]);
  });

  it("refuses to assign a room to a guest who declined (409, clear message, nothing written)", async () => {
    const roomId = await insertFixtureRoom(t.db, "101", 1);
    const rsvpId = await insertFixtureRsvp(t.db, { name: "Bo", status: "no" });
    const res = await rest("POST", "/api/room-assignments", { rsvpId, roomId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Only attending guests can be assigned a room" });
    expect(await assignmentsInDb()).toEqual([]);
    expect((await rest("GET", "/api/rooms")).json()).toEqual([expect.objectContaining({ id: roomId, isOccupied: false })]);
    const trpc = await trpcMutation(t.app, "admin.assignRoom", { rsvpId, roomId }, auth);
    expect(trpc.status).toBe(409);
    expect(await assignmentsInDb()).toEqual([]);
  });

  it("works the same over tRPC", async () => {
    const roomId = await insertFixtureRoom(t.db, "101", 1);
    const rsvpId = await insertFixtureRsvp(t.db, { name: "Asha" });
    expect((await trpcMutation(t.app, "admin.assignRoom", { rsvpId, roomId }, auth)).status).toBe(200);
    expect(await assignmentsInDb()).toEqual([{ rsvpId, roomId }]);
    expect((await trpcMutation(t.app, "admin.unassignRoom", { rsvpId, roomId }, auth)).status).toBe(200);
    expect(await assignmentsInDb()).toEqual([]);
    expect((await trpcMutation(t.app, "admin.assignRoom", { rsvpId, roomId: 42 }, auth)).status).toBe(404);
  });
});
