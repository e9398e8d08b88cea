/**
 * FROZEN once shipped. Who comes to which celebration: the couple marks the timeline events that ask
 * guests whether they attend, and each person of a reply (primary guest: person_id 0; a family member
 * or a child: their row's id) lists the asked events they will join.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("timeline_events")
    .addColumn("asks_attendance", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("person_events")
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["primary", "member", "child"])))
    .addColumn("person_id", "integer", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull().references("timeline_events.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("person_events_pk", ["rsvp_id", "kind", "person_id", "event_id"])
    .execute();
  await db.schema.createIndex("person_events_event").on("person_events").column("event_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("person_events").ifExists().execute();
  await db.schema.alterTable("timeline_events").dropColumn("asks_attendance").execute();
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
