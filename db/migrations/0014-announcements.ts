/**
 * FROZEN once shipped. Chasing replies and telling guests what changed.
 * - households gain reminded_at (the latest reminder opened) and reminder_count;
 * - announcements: an update the couple writes, with an optional function and time, and its audience
 *   (audience_kind everyone|coming|event|side|tag|pickup-point|arrival-day; audience_value the event id,
 *   side, tag, pickup point id or day number, as text; null for everyone and coming);
 * - household_messages: who was told what. One row per message a household was sent: its invitation, a
 *   reminder, an announcement; via 'link' (a wa.me link the couple opened) or 'api' (the WhatsApp Cloud API,
 *   whose status and error arrive later at the webhook, found by wa_message_id).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("households").addColumn("reminded_at", "text").execute();
  await db.schema
    .alterTable("households")
    .addColumn("reminder_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("announcements")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.references("timeline_events.id").onDelete("set null"))
    .addColumn("time", "text")
    .addColumn("audience_kind", "text", (c) =>
      c.notNull().check(sql`audience_kind in ('everyone', 'coming', 'event', 'side', 'tag', 'pickup-point', 'arrival-day')`),
    )
    .addColumn("audience_value", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .execute();

  await db.schema
    .createTable("household_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("household_id", "integer", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('invitation', 'reminder', 'announcement')`))
    .addColumn("announcement_id", "integer", (c) => c.references("announcements.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("via", "text", (c) => c.notNull().check(sql`via in ('link', 'api')`))
    .addColumn("status", "text")
    .addColumn("error", "text")
    .addColumn("wa_message_id", "text")
    .execute();
  await db.schema.createIndex("household_messages_household").on("household_messages").columns(["household_id", "at"]).execute();
  await db.schema.createIndex("household_messages_wa_message_id").unique().on("household_messages").column("wa_message_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("household_messages").ifExists().execute();
  await db.schema.dropTable("announcements").ifExists().execute();
  await db.schema.alterTable("households").dropColumn("reminder_count").execute();
  await db.schema.alterTable("households").dropColumn("reminded_at").execute();
}
