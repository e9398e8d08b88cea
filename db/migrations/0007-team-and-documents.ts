/**
 * FROZEN once shipped. A team with roles, an activity log, and care for ID documents (issue 17):
 * - admins: the people who may log in (phone unique), each with a role; sessions and login links name one;
 * - activity_log: who did what and when (never a code, token or file content);
 * - wedding.id_retention_days: ID documents are deleted this many days after the last wedding day;
 * - the guest's consent to share ID documents with the hotel, and when documents were deleted.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admins")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("phone", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'planner', 'desk')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Sessions and links made before the team existed name nobody; they stop working (log in again).
  await db.schema
    .alterTable("admin_sessions")
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("admin_login_links")
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("otp_challenges")
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createTable("activity_log")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("at", "text", (c) => c.notNull())
    // Kept as text too, so the log still says who after a team member is removed.
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("admin_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rsvp_id", "text")
    .execute();
  await db.schema.createIndex("activity_log_at").on("activity_log").column("at").execute();
  await db.schema
    .alterTable("wedding")
    .addColumn("id_retention_days", "integer", (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema.alterTable("rsvps").addColumn("id_consent_at", "text").execute();
  await db.schema.alterTable("rsvps").addColumn("id_deleted_at", "text").execute();
  await db.schema.alterTable("family_members").addColumn("id_deleted_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("family_members").dropColumn("id_deleted_at").execute();
  await db.schema.alterTable("rsvps").dropColumn("id_deleted_at").execute();
  await db.schema.alterTable("rsvps").dropColumn("id_consent_at").execute();
  await db.schema.alterTable("wedding").dropColumn("id_retention_days").execute();
  await db.schema.dropTable("activity_log").ifExists().execute();
  await db.schema.alterTable("otp_challenges").dropColumn("admin_id").execute();
  await db.schema.alterTable("admin_login_links").dropColumn("admin_id").execute();
  await db.schema.alterTable("admin_sessions").dropColumn("admin_id").execute();
  await db.schema.dropTable("admins").ifExists().execute();
}
