/** FROZEN: never edit a migration that has shipped; add a new one. */
import { type Kysely, sql } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wedding")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("bride_name", "text", (c) => c.notNull())
    .addColumn("groom_name", "text", (c) => c.notNull())
    .addColumn("wedding_date", "text", (c) => c.notNull())
    .addColumn("venue", "text", (c) => c.notNull())
    .addColumn("venue_address", "text")
    .addColumn("directions_link", "text")
    .addColumn("background_audio_url", "text")
    .addColumn("background_audio_title", "text")
    .addColumn("background_audio_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("rsvps")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("primary_guest_name", "text", (c) => c.notNull())
    .addColumn("primary_guest_phone", "text", (c) => c.notNull())
    .addColumn("primary_guest_gender", "text")
    .addColumn("rsvp_status", "text", (c) => c.notNull())
    .addColumn("dietary_preference", "text")
    .addColumn("beverage_preference", "text")
    .addColumn("needs_makeup_artist", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("makeup_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("id_proof_url", "text")
    .addColumn("upload_mode", "text")
    .addColumn("special_requests", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("rsvps_created_at").on("rsvps").column("created_at").execute();

  await db.schema
    .createTable("family_members")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("gender", "text")
    .addColumn("dietary_preference", "text")
    .addColumn("beverage_preference", "text")
    .addColumn("needs_makeup_artist", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("makeup_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("id_proof_url", "text")
    .addColumn("upload_mode", "text")
    .execute();
  await db.schema.createIndex("family_members_rsvp").on("family_members").columns(["rsvp_id", "position"]).execute();

  await db.schema
    .createTable("children")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("age", "integer")
    .execute();
  await db.schema.createIndex("children_rsvp").on("children").columns(["rsvp_id", "position"]).execute();

  await db.schema
    .createTable("rooms")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("room_no", "text", (c) => c.notNull().unique())
    .addColumn("floor_no", "integer", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("room_assignments")
    .addColumn("rsvp_id", "text", (c) => c.notNull().references("rsvps.id").onDelete("cascade"))
    .addColumn("room_id", "integer", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("room_assignments_pk", ["rsvp_id", "room_id"])
    .execute();
  await db.schema.createIndex("room_assignments_room").on("room_assignments").column("room_id").execute();

  await db.schema
    .createTable("timeline_events")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("event_name", "text", (c) => c.notNull())
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("to_time", "text")
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("dress_code", "text")
    .addColumn("description", "text")
    .addColumn("custom_icon_url", "text")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("timeline_events_order").on("timeline_events").columns(["day", "display_order"]).execute();

  await db.schema
    .createTable("day_menus")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("menus")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("day_menu_id", "integer", (c) => c.references("day_menus.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("meal_type", "text", (c) => c.notNull())
    .addColumn("serving_time", "text")
    .addColumn("description", "text")
    .addColumn("notes", "text")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("menus_day_menu").on("menus").column("day_menu_id").execute();

  await db.schema
    .createTable("menu_dishes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("menu_id", "integer", (c) => c.notNull().references("menus.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("cuisine_type", "text")
    .addColumn("dietary_type", "text", (c) => c.notNull().defaultTo("vegetarian"))
    .addColumn("special_notes", "text")
    .addColumn("subcategory", "text")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("menu_dishes_menu").on("menu_dishes").column("menu_id").execute();

  await db.schema
    .createTable("menu_categories")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("menu_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("category_id", "integer", (c) => c.notNull().references("menu_categories.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("price", "real")
    .addColumn("is_vegetarian", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_gluten_free", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("allergens", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("spice_level", "text")
    .addColumn("preparation_time", "integer")
    .addColumn("serving_size", "text")
    .addColumn("calories", "integer")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("menu_items_category").on("menu_items").column("category_id").execute();

  await db.schema
    .createTable("venue_media")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("media_url", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("stored_files")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("rsvp_id", "text", (c) => c.references("rsvps.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("claimed_at", "text")
    .execute();
  await db.schema.createIndex("stored_files_rsvp").on("stored_files").column("rsvp_id").execute();
  await db.schema.createIndex("stored_files_kind_created").on("stored_files").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("otp_challenges")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("otp_challenges_phone").on("otp_challenges").columns(["phone", "created_at"]).execute();
  await db.schema.createIndex("otp_challenges_ip").on("otp_challenges").columns(["ip", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "otp_challenges",
    "admin_sessions",
    "stored_files",
    "venue_media",
    "menu_items",
    "menu_categories",
    "menu_dishes",
    "menus",
    "day_menus",
    "timeline_events",
    "room_assignments",
    "rooms",
    "children",
    "family_members",
    "rsvps",
    "wedding",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
