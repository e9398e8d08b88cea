/**
 * The floor the app is measured against, in its own process: Fastify with no plugins and no logger, and
 * raw better-sqlite3 prepared statements (no Kysely, no zod, no tRPC) running the SELECTs of the public
 * reads on the same database file, shaped into the same JSON as the app's REST answers (run.ts compares
 * the bodies before it measures). POST /rsvp writes the rows the app writes for a new reply in one
 * transaction. Usage: tsx bench/bare-server.ts <dbFile> <port> <appSecret>
 */
import crypto from "node:crypto";
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import { ID_RETENTION_DEFAULT_DAYS, idDeletionDay } from "../src/shared/id-retention";
import { compareMealTypes } from "../src/shared/meal-order";

const [dbFile, portArg, appSecret] = process.argv.slice(2) as [string, string, string];
const sqlite = new SQLite(dbFile);
// The app's pragmas (db/connect.ts): an acknowledged write is on disk, the same cost on both sides.
sqlite.pragma("journal_mode = WAL");
sqlite.pragma("synchronous = FULL");
sqlite.pragma("foreign_keys = ON");
sqlite.pragma("busy_timeout = 5000");

const weddingRow = sqlite.prepare(
  `SELECT wedding_date AS weddingDate, bride_name AS brideName, groom_name AS groomName, venue, venue_address AS venueAddress,
   directions_link AS directionsLink, background_audio_url AS backgroundAudioUrl, background_audio_title AS backgroundAudioTitle,
   background_audio_enabled AS backgroundAudioEnabled, rsvp_deadline AS rsvpDeadline, time_zone AS timeZone, id_retention_days AS idRetentionDays,
   (SELECT MAX(day) FROM timeline_events) AS lastDay FROM wedding WHERE id = 1`,
);
const timelineRows = sqlite.prepare(
  `SELECT id, day, event_name AS eventName, time, to_time AS toTime, place, dress_code AS dressCode, description,
   display_order AS displayOrder, custom_icon_url AS customIconUrl, asks_attendance AS asksAttendance
   FROM timeline_events ORDER BY day, display_order, id`,
);
const dayMenuRows = sqlite.prepare(`SELECT id, day, title, description, is_published AS isPublished FROM day_menus WHERE is_published = 1 ORDER BY day, id`);
const mealRows = sqlite.prepare(
  `SELECT m.id, m.day_menu_id AS dayMenuId, m.title, m.day, m.meal_type AS mealType, m.serving_time AS servingTime, m.description, m.notes,
   m.display_order AS displayOrder FROM menus m JOIN day_menus d ON d.id = m.day_menu_id WHERE d.is_published = 1`,
);
const dishRows = sqlite.prepare(
  `SELECT x.id, x.menu_id AS menuId, x.name, x.cuisine_type AS cuisineType, x.dietary_type AS dietaryType, x.special_notes AS specialNotes,
   x.subcategory, x.display_order AS displayOrder FROM menu_dishes x JOIN menus m ON m.id = x.menu_id JOIN day_menus d ON d.id = m.day_menu_id
   WHERE d.is_published = 1 ORDER BY x.display_order, x.id`,
);
const mediaRows = sqlite.prepare(
  `SELECT id, type, media_url AS mediaUrl, title, description, display_order AS displayOrder FROM venue_media ORDER BY display_order, id`,
);
const pointRows = sqlite.prepare(`SELECT id, name, kind, display_order AS displayOrder FROM pickup_points ORDER BY display_order, id`);

type Row = Record<string, unknown>;
const EMPTY_WEDDING = {
  weddingDate: null,
  brideName: null,
  groomName: null,
  venue: null,
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: null,
  backgroundAudioTitle: null,
  backgroundAudioEnabled: false,
  rsvpDeadline: null,
  timeZone: "Asia/Kolkata",
  idRetentionDays: ID_RETENTION_DEFAULT_DAYS,
  idDeletionDate: null,
};

function publishedMenus() {
  const dishesByMeal = new Map<number, Row[]>();
  for (const d of dishRows.all() as Row[]) {
    const list = dishesByMeal.get(d.menuId as number) ?? [];
    list.push({ ...d, dietaryType: d.dietaryType === "non-vegetarian" ? "non-vegetarian" : "vegetarian" });
    dishesByMeal.set(d.menuId as number, list);
  }
  const meals = (mealRows.all() as (Row & { id: number; mealType: string; displayOrder: number })[]).sort(
    (a, b) => compareMealTypes(a.mealType, b.mealType) || a.displayOrder - b.displayOrder || a.id - b.id,
  );
  return (dayMenuRows.all() as Row[]).map((d) => ({
    ...d,
    isPublished: d.isPublished === 1,
    menus: meals.filter((m) => m.dayMenuId === d.id).map(({ displayOrder: _order, ...m }) => ({ ...m, dishes: dishesByMeal.get(m.id) ?? [] })),
  }));
}

const bare = Fastify({ logger: false });
bare.get("/wedding-details", async () => {
  const row = weddingRow.get() as (Row & { weddingDate: string | null; timeZone: string; idRetentionDays: number; lastDay: number | null }) | undefined;
  if (!row) return EMPTY_WEDDING;
  const { lastDay, ...details } = row;
  const idDeletionDate = idDeletionDay({ weddingDate: row.weddingDate, timeZone: row.timeZone, lastDay: lastDay || 1, retentionDays: row.idRetentionDays });
  return { ...details, backgroundAudioEnabled: row.backgroundAudioEnabled === 1, idDeletionDate };
});
bare.get("/timeline-events", async () => (timelineRows.all() as Row[]).map((r) => ({ ...r, asksAttendance: r.asksAttendance === 1 })));
bare.get("/published-menus", async () => publishedMenus());
bare.get("/venue-media", async () => (mediaRows.all() as Row[]).map((r) => ({ ...r, type: r.type === "video" ? "video" : "image" })));
bare.get("/pickup-points", async () => pointRows.all());

// A new reply: the rows guest.submitRsvp writes (reply with its edit-link hash, family, children, travel,
// and who joins which asked celebration), in one transaction.
const insertRsvp = sqlite.prepare(
  `INSERT INTO rsvps (id, primary_guest_name, primary_guest_phone, primary_guest_gender, rsvp_status, dietary_preference, beverage_preference,
   needs_makeup_artist, makeup_count, id_proof_url, upload_mode, special_requests, idempotency_key, created_at, edit_version, edit_token_hash)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, NULL, ?, 1, ?)`,
);
const insertMember = sqlite.prepare(
  `INSERT INTO family_members (rsvp_id, position, name, gender, dietary_preference, beverage_preference, needs_makeup_artist, makeup_count, id_proof_url, upload_mode)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`,
);
const insertChild = sqlite.prepare(`INSERT INTO children (rsvp_id, position, name, age) VALUES (?, ?, ?, ?)`);
const insertTravel = sqlite.prepare(
  `INSERT INTO travel (rsvp_id, arrival_at, arrival_mode, arrival_number, arrival_point_id, needs_pickup, departure_at, departure_mode, departure_number, departure_point_id, needs_drop)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const askedEvents = sqlite.prepare(`SELECT id FROM timeline_events WHERE asks_attendance = 1 ORDER BY day, display_order, id`).pluck();
const insertPersonEvent = sqlite.prepare(`INSERT INTO person_events (rsvp_id, kind, person_id, event_id) VALUES (?, ?, ?, ?)`);

interface Person {
  name: string;
  gender?: string;
  dietaryPreference?: string;
  beveragePreference?: string;
  needsMakeupArtist?: boolean;
  makeupCount?: number;
}
interface Reply extends Person {
  primaryGuestName: string;
  primaryGuestPhone: string;
  primaryGuestGender?: string;
  rsvpStatus: string;
  specialRequests?: string;
  familyMembers: Person[];
  children: { name: string; age?: number }[];
  travel?: {
    arrivalAt?: string;
    arrivalMode?: string;
    arrivalNumber?: string;
    arrivalPointId?: number;
    needsPickup?: boolean;
    departureAt?: string;
    departureMode?: string;
    departureNumber?: string;
    departurePointId?: number;
    needsDrop?: boolean;
  };
}
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const writeReply = sqlite.transaction((id: string, editToken: string, b: Reply) => {
  insertRsvp.run(
    id,
    b.primaryGuestName,
    b.primaryGuestPhone,
    b.primaryGuestGender ?? null,
    b.rsvpStatus,
    b.dietaryPreference ?? null,
    b.beveragePreference ?? null,
    b.needsMakeupArtist ? 1 : 0,
    b.needsMakeupArtist ? (b.makeupCount ?? 0) : 0,
    b.specialRequests ?? null,
    new Date().toISOString(),
    sha256(editToken),
  );
  const memberIds = b.familyMembers.map(
    (m, i) =>
      insertMember.run(
        id,
        i,
        m.name,
        m.gender ?? null,
        m.dietaryPreference ?? null,
        m.beveragePreference ?? null,
        m.needsMakeupArtist ? 1 : 0,
        m.needsMakeupArtist ? (m.makeupCount ?? 0) : 0,
      ).lastInsertRowid,
  );
  const childIds = b.children.map((c, i) => insertChild.run(id, i, c.name, c.age ?? null).lastInsertRowid);
  const t = b.travel;
  if (t) {
    insertTravel.run(
      id,
      t.arrivalAt ?? null,
      t.arrivalMode ?? null,
      t.arrivalNumber ?? null,
      t.arrivalPointId ?? null,
      t.needsPickup ? 1 : 0,
      t.departureAt ?? null,
      t.departureMode ?? null,
      t.departureNumber ?? null,
      t.departurePointId ?? null,
      t.needsDrop ? 1 : 0,
    );
  }
  if (b.rsvpStatus === "yes") {
    for (const eventId of askedEvents.all() as number[]) {
      insertPersonEvent.run(id, "primary", 0, eventId);
      for (const m of memberIds) insertPersonEvent.run(id, "member", m, eventId);
      for (const c of childIds) insertPersonEvent.run(id, "child", c, eventId);
    }
  }
});
bare.post("/rsvp", async (req) => {
  const id = crypto.randomUUID();
  const editToken = crypto.createHmac("sha256", appSecret).update(`rsvp-edit:${id}:1`).digest("base64url");
  writeReply(id, editToken, req.body as Reply);
  return { success: true, rsvpId: id, editToken, editUrl: `/rsvp/${editToken}` };
});

await bare.listen({ port: Number(portArg), host: "127.0.0.1" });
process.send?.("ready");
process.on("SIGTERM", () => void bare.close().then(() => (sqlite.close(), process.exit(0))));
