/** Migration 0012 on a database made before it: rooms move into a hotel named after the venue, people into their party's rooms. */
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createKysely, openSqlite } from "../connect";
import { migrations } from "./index";

describe("migration 0012-hotels", () => {
  it("moves existing rooms into the venue's hotel, keeps their assignments, and places each person of an attending party once", async () => {
    const { db } = createKysely(openSqlite(":memory:"));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0010-fleet")).error).toBeUndefined();
    await sql`insert into wedding (id, bride_name, groom_name, wedding_date, venue) values (1, 'A', 'B', '2027-02-12', 'Pine Resort')`.execute(db);
    await sql`insert into rooms (id, room_no, floor_no, description) values (1, '101', 1, '2 adults + 1 child'), (2, '102', 1, null), (3, '201', 2, null)`.execute(
      db,
    );
    const reply = (id: string, name: string, status: string) =>
      sql`insert into rsvps (id, primary_guest_name, primary_guest_phone, rsvp_status, needs_makeup_artist, makeup_count) values (${id}, ${name}, ${id.slice(0, 10)}, ${status}, 0, 0)`.execute(
        db,
      );
    await reply("aaaaaaaaaa-1", "Rao", "yes");
    await reply("bbbbbbbbbb-2", "Bo", "no");
    await sql`insert into family_members (rsvp_id, position, name, needs_makeup_artist, makeup_count) values ('aaaaaaaaaa-1', 0, 'Rao 2', 0, 0), ('aaaaaaaaaa-1', 1, 'Rao 3', 0, 0)`.execute(
      db,
    );
    await sql`insert into children (rsvp_id, position, name) values ('aaaaaaaaaa-1', 0, 'Rao kid')`.execute(db);
    await sql`insert into room_assignments (rsvp_id, room_id) values ('aaaaaaaaaa-1', 1), ('aaaaaaaaaa-1', 2), ('bbbbbbbbbb-2', 3)`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const hotels = await db.selectFrom("hotels").select(["id", "name"]).execute();
    expect(hotels.map((h) => h.name)).toEqual(["Pine Resort"]);
    expect(await db.selectFrom("rooms").select(["id", "hotelId", "roomNo", "adultBeds", "childBeds", "description"]).orderBy("id").execute()).toEqual([
      { id: 1, hotelId: hotels[0]!.id, roomNo: "101", adultBeds: 2, childBeds: 0, description: "2 adults + 1 child" },
      { id: 2, hotelId: hotels[0]!.id, roomNo: "102", adultBeds: 2, childBeds: 0, description: null },
      { id: 3, hotelId: hotels[0]!.id, roomNo: "201", adultBeds: 2, childBeds: 0, description: null },
    ]);
    expect(await db.selectFrom("roomAssignments").select(["rsvpId", "roomId"]).orderBy("roomId").execute()).toHaveLength(3);
    // Four people over two rooms, two each; the declined reply sleeps nowhere.
    expect(
      await db.selectFrom("roomPlacements").select(["kind", "position", "roomId"]).orderBy("roomId").orderBy("kind").orderBy("position").execute(),
    ).toEqual([
      { kind: "member", position: 0, roomId: 1 },
      { kind: "primary", position: 0, roomId: 1 },
      { kind: "child", position: 0, roomId: 2 },
      { kind: "member", position: 1, roomId: 2 },
    ]);
    // Room numbers are unique within a hotel now, not across hotels.
    const inn = await db.insertInto("hotels").values({ name: "Inn", createdAt: "2027-01-01T00:00:00Z" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("rooms").values({ hotelId: inn.id, roomNo: "101", floorNo: 1, description: null }).execute();
    await expect(db.insertInto("rooms").values({ hotelId: inn.id, roomNo: "101", floorNo: 2, description: null }).execute()).rejects.toThrow(/UNIQUE/);
    // Deleting a room still takes its assignments and placements with it.
    await db.deleteFrom("rooms").where("id", "=", 1).execute();
    expect(await db.selectFrom("roomPlacements").select("roomId").execute()).toEqual([{ roomId: 2 }, { roomId: 2 }]);
    expect(await db.selectFrom("roomAssignments").select("roomId").orderBy("roomId").execute()).toEqual([{ roomId: 2 }, { roomId: 3 }]);
    await db.destroy();
  });
});
