/**
 * FROZEN once shipped. A reply from the open form whose phone or name is a household's is no longer linked to
 * it (a phone number proves nothing): it keeps the household only as a suggestion, which the planner confirms.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("rsvps")
    .addColumn("possible_household_id", "integer", (c) => c.references("households.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rsvps").dropColumn("possible_household_id").execute();
}
