/**
 * The Rooming list (issue 16, item 2): one row per person of each attending reply assigned to a room, with the
 * party's arrival and departure (wall-clock times at the venue) and whether the person's ID is on file; rooms by
 * floor then number (numeric-aware), then the rooms nobody occupies, marked free. A reply in two rooms is listed
 * under both.
 */
import type { DB } from "../../../../db/connect";
import { parseIdProof } from "../../../shared/id-proof";
import { sortRooms } from "../../../shared/room-sort";
import type { Column } from "./sheet";
import { WALL_CLOCK_FORMAT, wallClockCell } from "./zone";

export const FREE_ROOM = "Free";

export const roomingColumns = (timeZone: string): Column[] => [
  { header: "Room No", key: "roomNo", width: 10 },
  { header: "Floor", key: "floorNo", width: 8 },
  { header: "Occupant", key: "name", width: 24 },
  { header: "Party (Primary Guest)", key: "party", width: 24 },
  { header: "Adult / Child", key: "age", width: 14 },
  { header: `Arrival (${timeZone})`, key: "arrival", width: 14, style: { numFmt: WALL_CLOCK_FORMAT } },
  { header: `Departure (${timeZone})`, key: "departure", width: 14, style: { numFmt: WALL_CLOCK_FORMAT } },
  { header: "ID on File", key: "idOnFile", width: 12 },
];

/** "Deleted" once the purge has removed the person's document (issue 17). */
const idOnFile = (url: string | null, deletedAt: string | null) => (parseIdProof(url).kind !== "none" ? "Yes" : deletedAt ? "Deleted" : "No");

export async function roomingRows(db: DB): Promise<Record<string, unknown>[]> {
  const assigned = db.selectFrom("roomAssignments").select("rsvpId");
  const [rooms, assignments, rsvps, members, children, travel] = await Promise.all([
    db.selectFrom("rooms").select(["id", "roomNo", "floorNo"]).execute(),
    db
      .selectFrom("roomAssignments as ra")
      .innerJoin("rsvps as r", "r.id", "ra.rsvpId")
      .select(["ra.roomId", "ra.rsvpId"])
      .where("r.rsvpStatus", "=", "yes")
      .orderBy("ra.createdAt")
      .orderBy("r.createdAt")
      .orderBy("r.id")
      .execute(),
    db
      .selectFrom("rsvps")
      .select(["id", "primaryGuestName", "idProofUrl", "idDeletedAt"])
      .where("rsvpStatus", "=", "yes")
      .where("id", "in", assigned)
      .execute(),
    db
      .selectFrom("familyMembers")
      .select(["rsvpId", "name", "idProofUrl", "idDeletedAt"])
      .where("rsvpId", "in", assigned)
      .orderBy("rsvpId")
      .orderBy("position")
      .execute(),
    db.selectFrom("children").select(["rsvpId", "name", "age"]).where("rsvpId", "in", assigned).orderBy("rsvpId").orderBy("position").execute(),
    db.selectFrom("travel").select(["rsvpId", "arrivalAt", "departureAt"]).where("rsvpId", "in", assigned).execute(),
  ]);
  const group = <T extends { rsvpId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) {
      const at = map.get(item.rsvpId);
      if (at) at.push(item);
      else map.set(item.rsvpId, [item]);
    }
    return map;
  };
  const replies = new Map(rsvps.map((r) => [r.id, r]));
  const membersOf = group(members);
  const childrenOf = group(children);
  const travelOf = new Map(travel.map((t) => [t.rsvpId, t]));
  const repliesIn = new Map<number, string[]>();
  for (const a of assignments) repliesIn.set(a.roomId, [...(repliesIn.get(a.roomId) ?? []), a.rsvpId]);

  const rows: Record<string, unknown>[] = [];
  const free: Record<string, unknown>[] = [];
  for (const room of sortRooms(rooms)) {
    const at = { roomNo: room.roomNo, floorNo: room.floorNo };
    const people: Record<string, unknown>[] = [];
    for (const rsvpId of repliesIn.get(room.id) ?? []) {
      const r = replies.get(rsvpId);
      if (!r) continue;
      const t = travelOf.get(rsvpId);
      const party = { ...at, party: r.primaryGuestName, arrival: wallClockCell(t?.arrivalAt), departure: wallClockCell(t?.departureAt) };
      people.push({ ...party, name: r.primaryGuestName, age: "Adult", idOnFile: idOnFile(r.idProofUrl, r.idDeletedAt) });
      for (const m of membersOf.get(rsvpId) ?? []) people.push({ ...party, name: m.name, age: "Adult", idOnFile: idOnFile(m.idProofUrl, m.idDeletedAt) });
      // Guests give no ID document for a child.
      for (const c of childrenOf.get(rsvpId) ?? [])
        people.push({ ...party, name: c.name, age: c.age === null ? "Child" : `Child (${c.age})`, idOnFile: "Not needed" });
    }
    if (people.length) rows.push(...people);
    else free.push({ ...at, name: FREE_ROOM });
  }
  return [...rows, ...free];
}
