/**
 * A party's rooms as its guest page shows them. Today's rooms belong to the venue and hold a whole party, so the
 * hotel is the venue's name and the people are everyone who comes. The rooms module's hotels-and-beds version
 * exports the same function with the same answer shape (per-person placement), and takes its place.
 */
import type { DB } from "../../../../db/connect";
import { sortRooms } from "../../../shared/room-sort";
import type { YourRoom } from "../../../shared/schemas/your-wedding";

export async function roomsForReply(db: DB, replyId: string): Promise<YourRoom[]> {
  const [rooms, wedding, reply, members, children] = await Promise.all([
    db
      .selectFrom("roomAssignments as ra")
      .innerJoin("rooms as r", "r.id", "ra.roomId")
      .select(["r.id", "r.roomNo", "r.floorNo", "r.description"])
      .where("ra.rsvpId", "=", replyId)
      .execute(),
    db.selectFrom("wedding").select("venue").where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("rsvps").select("primaryGuestName").where("id", "=", replyId).executeTakeFirst(),
    db.selectFrom("familyMembers").select("name").where("rsvpId", "=", replyId).orderBy("position").execute(),
    db.selectFrom("children").select("name").where("rsvpId", "=", replyId).orderBy("position").execute(),
  ]);
  if (!reply) return [];
  const people = [reply.primaryGuestName, ...members.map((m) => m.name), ...children.map((c) => c.name)];
  return sortRooms(rooms).map((r) => ({ hotel: wedding?.venue ?? "", roomNo: r.roomNo, type: r.description, people }));
}
