/**
 * FROZEN once shipped. A guest's private link to their reply (DESIGN.md, second phase): the token is an
 * HMAC of APP_SECRET over the reply's id and a version (bumped to revoke); only its SHA-256 is stored,
 * for lookup. `updated_at` says when a reply was changed; the wedding gains a reply-by date.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("rsvps")
    .addColumn("edit_version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("rsvps").addColumn("edit_token_hash", "text").execute();
  await db.schema.alterTable("rsvps").addColumn("updated_at", "text").execute();
  await db.schema.createIndex("rsvps_edit_token_hash").unique().on("rsvps").column("edit_token_hash").execute();
  await db.schema.createIndex("rsvps_primary_guest_phone").on("rsvps").column("primary_guest_phone").execute();
  await db.schema.alterTable("wedding").addColumn("rsvp_deadline", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rsvps_primary_guest_phone").ifExists().execute();
  await db.schema.dropIndex("rsvps_edit_token_hash").ifExists().execute();
  await db.schema.alterTable("rsvps").dropColumn("updated_at").execute();
  await db.schema.alterTable("rsvps").dropColumn("edit_token_hash").execute();
  await db.schema.alterTable("rsvps").dropColumn("edit_version").execute();
  await db.schema.alterTable("wedding").dropColumn("rsvp_deadline").execute();
}
