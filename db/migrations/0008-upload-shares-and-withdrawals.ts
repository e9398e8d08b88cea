/**
 * FROZEN once shipped. Fair disk use and consent that can be taken back:
 * - stored_files.uploader_key: a keyed hash of the address an unclaimed ID upload came from, so one address
 *   can hold only its share of the unclaimed cap (cleared once a reply claims the file; never the address itself);
 * - rsvps.id_deleted_by / family_members.id_deleted_by: who ended a person's documents when it was not the
 *   purge: "guest" (withdrawn through the private link) or "declined" (the reply changed to no).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("stored_files").addColumn("uploader_key", "text").execute();
  await db.schema.createIndex("stored_files_unclaimed_by_uploader").on("stored_files").columns(["uploader_key", "rsvp_id"]).execute();
  await db.schema.alterTable("rsvps").addColumn("id_deleted_by", "text").execute();
  await db.schema.alterTable("family_members").addColumn("id_deleted_by", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("family_members").dropColumn("id_deleted_by").execute();
  await db.schema.alterTable("rsvps").dropColumn("id_deleted_by").execute();
  await db.schema.dropIndex("stored_files_unclaimed_by_uploader").ifExists().execute();
  await db.schema.alterTable("stored_files").dropColumn("uploader_key").execute();
}
