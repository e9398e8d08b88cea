/**
 * FROZEN once shipped. Arrivals, departures and pickups: the wedding's time zone, the couple's pickup
 * points, and one travel row per reply (wall-clock times at the venue, YYYY-MM-DDTHH:mm, and the cars
 * the couple assigns).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("wedding")
    .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("Asia/Kolkata"))
    .execute();
  await db.schema
    .createTable("pickup_points")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('airport', 'station', 'bus', 'other')`))
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("travel")
    .addColumn("rsvp_id", "text", (c) => c.primaryKey().references("rsvps.id").onDelete("cascade"))
    .addColumn("arrival_at", "text")
    .addColumn("arrival_mode", "text")
    .addColumn("arrival_number", "text")
    .addColumn("arrival_point_id", "integer", (c) => c.references("pickup_points.id").onDelete("restrict"))
    .addColumn("needs_pickup", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("departure_at", "text")
    .addColumn("departure_mode", "text")
    .addColumn("departure_number", "text")
    .addColumn("departure_point_id", "integer", (c) => c.references("pickup_points.id").onDelete("restrict"))
    .addColumn("needs_drop", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("arrival_vehicle", "text")
    .addColumn("departure_vehicle", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("travel").ifExists().execute();
  await db.schema.dropTable("pickup_points").ifExists().execute();
  await db.schema.alterTable("wedding").dropColumn("time_zone").execute();
}
