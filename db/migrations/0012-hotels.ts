/**
 * FROZEN once shipped. Hotels with rooms that have beds, and who of a party sleeps in which room.
 * - `hotels`: the resort and any overflow hotel; the rooms made before this migration move into one hotel
 *   named after the venue.
 * - `rooms` is rebuilt (SQLite cannot drop a column's UNIQUE): a room number is unique within its hotel, and
 *   a room has a type and beds for adults and for children. Old rooms get 2 adult beds and none for children
 *   (a standard double); the dashboard flags a room holding more, so the planner sets the real beds.
 * - `room_placements`: one row per person (primary guest position 0, family members and children by their
 *   position in the reply, which survives an edit of the reply), in exactly one room.
 * - `room_assignments` stays (the spec's rooms an RSVP holds) and is rebuilt with `rooms`: dropping `rooms`
 *   while foreign keys are on would cascade into it. Its people are placed into the rooms their party held.
 * - `hotel_versions`: the rooming list as it was sent to a hotel (JSON rows), with who sent it and when.
 */
import { type Kysely, sql } from "kysely";

const nowDefault = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hotels")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  const wedding = await db.selectFrom("wedding").select("venue").executeTakeFirst();
  const roomCount = Number((await sql<{ n: number }>`select count(*) as n from rooms`.execute(db)).rows[0]?.n ?? 0);
  let defaultHotel: number | null = null;
  if (wedding || roomCount > 0) {
    const name = (wedding?.venue as string | undefined)?.trim() || "Hotel";
    const row = await db.insertInto("hotels").values({ name, createdAt: now }).returning("id").executeTakeFirstOrThrow();
    defaultHotel = Number(row.id);
  }

  await db.schema
    .createTable("rooms_next")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("hotel_id", "integer", (c) => c.notNull().references("hotels.id").onDelete("cascade"))
    .addColumn("room_no", "text", (c) => c.notNull())
    .addColumn("floor_no", "integer", (c) => c.notNull())
    .addColumn("room_type", "text")
    .addColumn("adult_beds", "integer", (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`adult_beds >= 0`),
    )
    .addColumn("child_beds", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`child_beds >= 0`),
    )
    .addColumn("description", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await sql`insert into rooms_next (id, hotel_id, room_no, floor_no, description, created_at)
            select id, ${defaultHotel}, room_no, floor_no, description, created_at from rooms`.execute(db);
  await db.schema
    .createTable("room_assignments_next")
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("room_id", "integer", (c) => c.notNull().references("rooms_next.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addPrimaryKeyConstraint("room_assignments_pk", ["rsvp_id", "room_id"])
    .execute();
  await sql`insert into room_assignments_next select rsvp_id, room_id, created_at from room_assignments`.execute(db);
  await db.schema.dropTable("room_assignments").execute();
  await db.schema.dropTable("rooms").execute();
  // Renaming rewrites the references that name the table (legacy_alter_table is off).
  await sql`alter table rooms_next rename to rooms`.execute(db);
  await sql`alter table room_assignments_next rename to room_assignments`.execute(db);
  await db.schema.createIndex("rooms_hotel_room_no").on("rooms").columns(["hotel_id", "room_no"]).unique().execute();
  await db.schema.createIndex("room_assignments_room").on("room_assignments").column("room_id").execute();

  await db.schema
    .createTable("room_placements")
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('primary', 'member', 'child')`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("room_id", "integer", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("room_placements_pk", ["rsvp_id", "kind", "position"])
    .execute();
  await db.schema.createIndex("room_placements_room").on("room_placements").column("room_id").execute();

  await db.schema
    .createTable("hotel_versions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("hotel_id", "integer", (c) => c.notNull().references("hotels.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("sent_by_admin_id", "integer")
    .addColumn("sent_by_name", "text")
    .addColumn("rows", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("hotel_versions_hotel").on("hotel_versions").columns(["hotel_id", "version"]).unique().execute();

  await placeExistingParties(db);
}

/** People of attending parties go into the rooms their party held, spread in order when it held several (rows arrive camelCased: the app's plugin). */
async function placeExistingParties(db: Kysely<any>) {
  const links = await sql<{ rsvpId: string; roomId: number }>`
    select ra.rsvp_id, ra.room_id from room_assignments ra
    join rsvps r on r.id = ra.rsvp_id join rooms m on m.id = ra.room_id
    where r.rsvp_status = 'yes' order by ra.rsvp_id, m.floor_no, m.room_no`.execute(db);
  const roomsOf = new Map<string, number[]>();
  for (const l of links.rows) roomsOf.set(l.rsvpId, [...(roomsOf.get(l.rsvpId) ?? []), l.roomId]);
  for (const [rsvpId, rooms] of roomsOf) {
    const members = await sql<{ position: number }>`select position from family_members where rsvp_id = ${rsvpId} order by position`.execute(db);
    const children = await sql<{ position: number }>`select position from children where rsvp_id = ${rsvpId} order by position`.execute(db);
    const people = [
      { kind: "primary", position: 0 },
      ...members.rows.map((m) => ({ kind: "member", position: m.position })),
      ...children.rows.map((c) => ({ kind: "child", position: c.position })),
    ];
    const values = people.map((p, i) => ({ rsvpId, ...p, roomId: rooms[Math.floor((i * rooms.length) / people.length)]! }));
    await db.insertInto("room_placements").values(values).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("hotel_versions").ifExists().execute();
  await db.schema.dropTable("room_placements").ifExists().execute();
}
