/**
 * FROZEN once shipped. The guest list: households invited before anyone replies.
 * - tags, guests: JSON arrays of text; events: a JSON array of timeline event ids, or null for every function
 *   that asks who comes;
 * - the invitation link is HMAC(APP_SECRET, id and invite_version) like a reply's private link; only its
 *   SHA-256 is stored, for lookup; bumping the version revokes it;
 * - rsvp_id: the household's reply; a deleted reply leaves the household unlinked.
 * The wedding gains rsvp_mode (open: anyone with the site's link replies; invite-only: replies need a household's
 * link) and contact_phone (E.164, where guests message the couple). message_templates holds the couple's own
 * wording per kind and language; a missing row means the written default.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("households")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("side", "text", (c) => c.check(sql`side in ('bride', 'groom', 'both')`))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("phone", "text")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'hi')`),
    )
    .addColumn("seats", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`seats >= 1`),
    )
    .addColumn("guests", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("events", "text")
    .addColumn("notes", "text")
    .addColumn("invite_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("invite_token_hash", "text")
    .addColumn("sent_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("rsvp_id", "text", (c) => c.references("rsvps.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .execute();
  await db.schema.createIndex("households_invite_token_hash").unique().on("households").column("invite_token_hash").execute();
  await db.schema.createIndex("households_rsvp_id").unique().on("households").column("rsvp_id").execute();
  await db.schema.createIndex("households_phone").on("households").column("phone").execute();

  await db.schema
    .alterTable("wedding")
    .addColumn("rsvp_mode", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`rsvp_mode in ('open', 'invite-only')`),
    )
    .execute();
  await db.schema.alterTable("wedding").addColumn("contact_phone", "text").execute();

  await db.schema
    .createTable("message_templates")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("message_templates_pk", ["kind", "language"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("message_templates").ifExists().execute();
  await db.schema.alterTable("wedding").dropColumn("contact_phone").execute();
  await db.schema.alterTable("wedding").dropColumn("rsvp_mode").execute();
  await db.schema.dropTable("households").ifExists().execute();
}
