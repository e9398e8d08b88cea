/**
 * FROZEN once shipped. One-time admin login links printed by `npm run admin:login-link` (issue 12):
 * only the SHA-256 of the 256-bit token is stored; a link is used once (used_at) and expires.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_login_links")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_login_links").ifExists().execute();
}
