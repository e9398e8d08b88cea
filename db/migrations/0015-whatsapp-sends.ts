/**
 * FROZEN once shipped. Messages the server sent through the WhatsApp Cloud API, one row per household and send:
 * - kind: invitation | reminder | announcement (announcement_id names the update, else null);
 * - wa_message_id: the id the Cloud API answered (`messages[0].id`); status webhooks find the row by it;
 * - status: queued (waiting in the server's paced queue) -> sent -> delivered -> read, or failed with the
 *   Cloud API's error text; attempts counts calls made (throttling answers are retried).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("whatsapp_sends")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("household_id", "integer", (c) => c.notNull().references("households.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('invitation', 'reminder', 'announcement')`))
    .addColumn("announcement_id", "integer")
    .addColumn("wa_message_id", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sent', 'delivered', 'read', 'failed')`),
    )
    .addColumn("error", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("whatsapp_sends_wa_message_id").unique().on("whatsapp_sends").column("wa_message_id").execute();
  await db.schema.createIndex("whatsapp_sends_household").on("whatsapp_sends").columns(["household_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("whatsapp_sends").ifExists().execute();
}
