/**
 * FROZEN once shipped. The fleet: the couple's vehicles (seats, driver) and, per reply and direction, the
 * vehicle meeting or dropping the party. The free-text arrival_vehicle / departure_vehicle of 0006 stay as
 * they are and are read as the car's name where no vehicle id is set (they carry no seats, so moving them
 * into vehicles would invent a number); assigning a vehicle clears the old text.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vehicles")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("seats", "integer", (c) => c.notNull().check(sql`seats >= 1`))
    .addColumn("driver_name", "text")
    .addColumn("driver_phone", "text")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("travel")
    .addColumn("arrival_vehicle_id", "integer", (c) => c.references("vehicles.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("travel")
    .addColumn("departure_vehicle_id", "integer", (c) => c.references("vehicles.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("travel").dropColumn("departure_vehicle_id").execute();
  await db.schema.alterTable("travel").dropColumn("arrival_vehicle_id").execute();
  await db.schema.dropTable("vehicles").ifExists().execute();
}
