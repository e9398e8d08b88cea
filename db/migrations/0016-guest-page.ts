/**
 * FROZEN once shipped. The guest's own page: whether guests see their rooms there. Off until the couple
 * turns it on (rooms change until the last days, and a guest who saw one room remembers it).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("wedding")
    .addColumn("show_rooms_to_guests", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("wedding").dropColumn("show_rooms_to_guests").execute();
}
