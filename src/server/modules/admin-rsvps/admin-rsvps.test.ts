/** GET /api/admin/rsvps, GET /api/rsvps-with-rooms and DELETE /api/admin/rsvps/:id, REST and tRPC. */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rsvpStats } from "../../../shared/guest-totals";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { insertFixtureRoom, insertFixtureRsvp } from "./admin-rsvps.test-helpers";

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await makeTestApp();
  auth = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterEach(async () => {
  await t.close();
});

const count = async (table: "rsvps" | "rooms" | "familyMembers" | "children" | "roomAssignments" | "storedFiles") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Writes an ID file on disk with its stored_files row, as a claimed upload would. */
async function storedIdFile(name: string, rsvpId: string | null) {
  const dir = path.join(t.config.filesDir, "id");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), "%PDF-1.4 test");
  await t.db
    .insertInto("storedFiles")
    .values({ name, kind: "id", mimeType: "application/pdf", sizeBytes: 13, rsvpId, claimedAt: rsvpId ? "2025-10-01T00:00:00.000Z" : null })
    .execute();
  return path.join(dir, name);
}

describe("GET /api/admin/rsvps", () => {
  it("answers {data} newest first with family members, children and room assignments", async () => {
    const room = await insertFixtureRoom(t.db, "101", 1, "Sea view");
    const older = await insertFixtureRsvp(t.db, {
      name: "Asha Rao",
      phone: "9811111111",
      gender: "female",
      diet: "veg",
      drink: "non-alcoholic",
      makeup: 2,
      idProofUrl: "/files/id/aaaaaaaaaa.pdf|/files/id/bbbbbbbbbb.pdf",
      specialRequests: "Ground floor please",
      createdAt: "2025-10-01T10:00:00.000Z",
      family: [{ name: "Ravi Rao", gender: "male", diet: "non-veg", drink: "alcoholic", idProofUrl: "/files/id/cccccccccc.png" }],
      children: [["Mini", 6]],
      roomIds: [room],
    });
    const newer = await insertFixtureRsvp(t.db, { name: "Bo", status: "no", createdAt: "2025-10-02T10:00:00.000Z" });

    const res = await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Rsvp[] };
    expect(data.map((r) => r.id)).toEqual([newer, older]);
    expect(data[1]).toEqual({
      id: older,
      primaryGuestName: "Asha Rao",
      primaryGuestPhone: "9811111111",
      primaryGuestGender: "female",
      rsvpStatus: "yes",
      dietaryPreference: "veg",
      beveragePreference: "non-alcoholic",
      needsMakeupArtist: true,
      makeupCount: 2,
      idProofUrl: "/files/id/aaaaaaaaaa.pdf|/files/id/bbbbbbbbbb.pdf",
      idConsentAt: null,
      idDeletedAt: null,
      idDeletedBy: null,
      specialRequests: "Ground floor please",
      createdAt: "2025-10-01T10:00:00.000Z",
      updatedAt: null,
      editUrl: expect.stringMatching(/^\/rsvp\/[A-Za-z0-9_-]{43}$/),
      possibleHousehold: null,
      events: [],
      familyMembers: [
        {
          id: expect.any(Number),
          name: "Ravi Rao",
          gender: "male",
          dietaryPreference: "non-veg",
          beveragePreference: "alcoholic",
          needsMakeupArtist: false,
          makeupCount: 0,
          idProofUrl: "/files/id/cccccccccc.png",
          idDeletedAt: null,
          idDeletedBy: null,
          events: [],
        },
      ],
      children: [{ id: expect.any(Number), name: "Mini", age: 6, events: [] }],
      roomAssignments: [{ rsvpId: older, roomId: room, room: { id: room, roomNo: "101", floorNo: 1, description: "Sea view", isOccupied: true } }],
      // Not on the guest list.
      householdId: null,
    });
    expect(data[0]).toMatchObject({ familyMembers: [], children: [], roomAssignments: [], needsMakeupArtist: false });
  });

  it("answers an empty list on an empty database, and the same list on tRPC and /api/rsvps-with-rooms", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth })).json()).toEqual({ data: [] });
    await insertFixtureRsvp(t.db, { name: "Asha", family: [{ name: "Ravi" }] });
    const rest = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth })).json() as { data: Rsvp[] };
    const withRooms = await t.app.inject({ method: "GET", url: "/api/rsvps-with-rooms", headers: auth });
    expect(withRooms.statusCode).toBe(200);
    expect(withRooms.json()).toEqual(rest.data);
    expect((await trpcQuery(t.app, "admin.rsvps", undefined, auth)).body.result!.data).toEqual(rest);
    expect((await trpcQuery(t.app, "admin.rsvpsWithRooms", undefined, auth)).body.result!.data).toEqual(rest.data);
  });

  it("orders each RSVP's rooms by floor, then room number numerically (2 before 10, not text order)", async () => {
    const ids: number[] = [];
    for (const [no, floor] of [
      ["10", 2],
      ["A-1", 1],
      ["2", 2],
      ["9", 1],
    ] as const)
      ids.push(await insertFixtureRoom(t.db, no, floor));
    await insertFixtureRsvp(t.db, { name: "Asha", roomIds: ids });
    const { data } = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth })).json() as { data: Rsvp[] };
    expect(data[0]!.roomAssignments.map((a) => a.room.roomNo)).toEqual(["9", "A-1", "2", "10"]);
  });

  it("gives the stat formulas: guests and children of attending RSVPs only", async () => {
    await insertFixtureRsvp(t.db, { name: "A", family: [{ name: "A1" }, { name: "A2" }], children: [["c", 3]] });
    await insertFixtureRsvp(t.db, { name: "B" });
    await insertFixtureRsvp(t.db, {
      name: "C",
      status: "no",
      family: [{ name: "C1" }],
      children: [
        ["d", 5],
        ["e", 7],
      ],
    });
    const { data } = (await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth })).json() as { data: Rsvp[] };
    expect(rsvpStats(data)).toEqual({ totalResponses: 3, attending: 2, notAttending: 1, totalGuests: 5, children: 1 });
  });
});

describe("DELETE /api/admin/rsvps/:id", () => {
  it("removes the RSVP, its members, children, room assignments and ID files (rows and disk), nothing else", async () => {
    const room = await insertFixtureRoom(t.db, "101", 1);
    const id = await insertFixtureRsvp(t.db, {
      name: "Asha",
      idProofUrl: "/files/id/frontfront1.pdf|/files/id/backback01.pdf",
      family: [{ name: "Ravi", idProofUrl: "/files/id/memberfile.pdf" }],
      children: [["Mini", 4]],
      roomIds: [room],
    });
    const files = [await storedIdFile("frontfront1.pdf", id), await storedIdFile("backback01.pdf", id), await storedIdFile("memberfile.pdf", id)];
    const keep = await insertFixtureRsvp(t.db, { name: "Keep", family: [{ name: "K1" }], roomIds: [room] });
    const keptFile = await storedIdFile("keepkeep01.pdf", keep);

    const res = await t.app.inject({ method: "DELETE", url: `/api/admin/rsvps/${id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([{ id: keep }]);
    expect(await count("familyMembers")).toBe(1);
    expect(await count("children")).toBe(0);
    expect(await t.db.selectFrom("roomAssignments").select("rsvpId").execute()).toEqual([{ rsvpId: keep }]);
    expect(await t.db.selectFrom("storedFiles").select("name").execute()).toEqual([{ name: "keepkeep01.pdf" }]);
    for (const f of files) expect(fs.existsSync(f), f).toBe(false);
    expect(fs.existsSync(keptFile)).toBe(true);
    expect(await count("rooms")).toBe(1);
  });

  it("answers 404 for an unknown or malformed id, over REST and tRPC", async () => {
    const a = await t.app.inject({ method: "DELETE", url: "/api/admin/rsvps/00000000-0000-4000-8000-000000000000", headers: auth });
    expect(a.statusCode).toBe(404);
    expect(a.json()).toEqual({ message: "RSVP not found" });
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/rsvps/not-an-id", headers: auth })).statusCode).toBe(404);
    const id = await insertFixtureRsvp(t.db, { name: "Asha" });
    expect((await trpcMutation(t.app, "admin.deleteRsvp", { id }, auth)).status).toBe(200);
    expect(await count("rsvps")).toBe(0);
    expect((await trpcMutation(t.app, "admin.deleteRsvp", { id }, auth)).status).toBe(404);
    expect((await trpcMutation(t.app, "admin.deleteRsvp", {}, auth)).status).toBe(400);
  });
});
