/** Rooms and room assignments: Kysely queries, each taking the database first. */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Room } from "../../../shared/schemas/rooms";
import { compareRooms, sortRooms } from "../../../shared/room-sort";
import { type Db, partiesWithPlacements } from "./people";

const occupied = sql<number>`exists (select 1 from room_assignments ra where ra.room_id = rooms.id)`;

export async function listRooms(db: DB): Promise<Room[]> {
  const rows = await db
    .selectFrom("rooms")
    .select(["id", "roomNo", "floorNo", "description", occupied.as("isOccupied")])
    .execute();
  return sortRooms(rows.map((r) => ({ ...r, isOccupied: Boolean(r.isOccupied) })));
}

export async function findRoom(db: DB, id: number): Promise<Room | undefined> {
  const row = await db
    .selectFrom("rooms")
    .select(["id", "roomNo", "floorNo", "description", occupied.as("isOccupied")])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, isOccupied: Boolean(row.isOccupied) };
}

/** Another room of the hotel with this number (case and surrounding blanks ignored), if any. */
export async function findRoomByNumber(db: DB, hotelId: number, roomNo: string, exceptId?: number) {
  let q = db
    .selectFrom("rooms")
    .select(["id", "roomNo"])
    .where("hotelId", "=", hotelId)
    .where(sql<string>`lower(room_no)`, "=", roomNo.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return q.executeTakeFirst();
}

export interface RoomFields {
  hotelId: number;
  roomNo: string;
  floorNo: number;
  description: string | null;
  roomType?: string | null;
  adultBeds?: number;
  childBeds?: number;
}

export async function insertRoom(db: DB, room: RoomFields): Promise<number> {
  const { id } = await db.insertInto("rooms").values(room).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updateRoom(db: DB, id: number, room: Partial<RoomFields>): Promise<boolean> {
  const res = await db.updateTable("rooms").set(room).where("id", "=", id).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Deletes the room; its assignments go with it (ON DELETE CASCADE). */
export async function deleteRoom(db: DB, id: number): Promise<boolean> {
  const res = await db.deleteFrom("rooms").where("id", "=", id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** The RSVP's status ("yes" or "no"), or undefined when no such RSVP exists. */
export async function rsvpStatusOf(db: DB, id: string): Promise<string | undefined> {
  return (await db.selectFrom("rsvps").select("rsvpStatus").where("id", "=", id).executeTakeFirst())?.rsvpStatus;
}

/** Assigns a room to an RSVP; a second identical assignment changes nothing. */
export async function insertAssignment(db: DB, rsvpId: string, roomId: number, at: string): Promise<void> {
  await db
    .insertInto("roomAssignments")
    .values({ rsvpId, roomId, createdAt: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteAssignment(db: DB, rsvpId: string, roomId: number): Promise<boolean> {
  const res = await db.deleteFrom("roomAssignments").where("rsvpId", "=", rsvpId).where("roomId", "=", roomId).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** The hotel rooms made through the spec's /api/rooms go to: the first hotel, made (named after the venue) when there is none. */
export async function defaultHotelId(db: Db): Promise<number> {
  const first = await db.selectFrom("hotels").select("id").orderBy("id").limit(1).executeTakeFirst();
  if (first) return first.id;
  const venue = (await db.selectFrom("wedding").select("venue").executeTakeFirst())?.venue?.trim();
  const row = await db
    .insertInto("hotels")
    .values({ name: venue || "Hotel", createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The rooms of one reply with who of it sleeps in each (another helper's guest page reads this). */
export async function roomsForReply(db: Db, replyId: string): Promise<{ hotel: string; roomNo: string; type: string | null; people: string[] }[]> {
  const [party] = await partiesWithPlacements(db, { rsvpIds: [replyId], all: true });
  if (!party) return [];
  const placed = party.people.filter((p) => p.roomId !== null);
  if (placed.length === 0) return [];
  const rooms = await db
    .selectFrom("rooms as r")
    .innerJoin("hotels as h", "h.id", "r.hotelId")
    .select(["r.id", "r.roomNo", "r.floorNo", "r.roomType", "h.name as hotel", "h.id as hotelId"])
    .where("r.id", "in", [...new Set(placed.map((p) => p.roomId!))])
    .execute();
  return rooms
    .sort((a, b) => a.hotelId - b.hotelId || compareRooms(a, b))
    .map((r) => ({ hotel: r.hotel, roomNo: r.roomNo, type: r.roomType, people: placed.filter((p) => p.roomId === r.id).map((p) => p.name) }));
}

export const isUniqueRoomNoError = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return (e?.code === "SQLITE_CONSTRAINT_UNIQUE" || e?.code === "SQLITE_CONSTRAINT") && /room_no/.test(e.message ?? "");
};
