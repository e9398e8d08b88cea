/**
 * FROZEN once shipped. A meal may name the function it is served at (a timeline event): its headcount is then
 * that function's guests. Removing the function leaves the meal counted by who is present at its serving time.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("menus")
    .addColumn("served_at_event_id", "integer", (c) => c.references("timeline_events.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("menus").dropColumn("served_at_event_id").execute();
}
