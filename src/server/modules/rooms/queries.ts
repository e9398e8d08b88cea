/** Rooms and room assignments: Kysely queries, each taking the database first. */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Room } from "../../../shared/schemas/rooms";
import { sortRooms } from "../../../shared/room-sort";

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

/** Another room with this number (case and surrounding blanks ignored), if any. */
export async function findRoomByNumber(db: DB, roomNo: string, exceptId?: number) {
  let q = db
    .selectFrom("rooms")
    .select(["id", "roomNo"])
    .where(sql<string>`lower(room_no)`, "=", roomNo.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return q.executeTakeFirst();
}

export async function insertRoom(db: DB, room: { roomNo: string; floorNo: number; description: string | null }): Promise<number> {
  const { id } = await db.insertInto("rooms").values(room).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function updateRoom(db: DB, id: number, room: { roomNo: string; floorNo: number; description: string | null }): Promise<boolean> {
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

export const isUniqueRoomNoError = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === "SQLITE_CONSTRAINT_UNIQUE" && /room_no/.test(e.message ?? "");
};
