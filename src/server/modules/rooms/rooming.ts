/**
 * The rooming list the hotels get: per hotel, one row per room with its occupants' names as given, check-in and
 * check-out dates from the parties' travel (wall-clock at the venue, so in the wedding's zone), nights, party
 * and notes; and, once a version was sent, what changed since (moved, added, removed people; changed dates).
 */
import { bedsText } from "../../../shared/beds";
import type { RoomingHotel, RoomingRow } from "../../../shared/schemas/hotels";
import { compareRooms } from "../../../shared/room-sort";
import { WALL_CLOCK } from "../../../shared/schemas/travel";
import { type Db, partiesWithPlacements, personKeyOf } from "./people";

/** What a sent version keeps of a row: enough to say later what changed. */
export interface SentRow {
  roomId: number;
  roomNo: string;
  occupants: { key: string; name: string }[];
  checkIn: string | null;
  checkOut: string | null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "12 Feb" for 2027-02-12; "no date" for none. */
export const shortDate = (d: string | null) => (d ? `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]}` : "no date");
const dateOf = (at: string | null | undefined) => (at && WALL_CLOCK.test(at) ? at.slice(0, 10) : null);
const nightsBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

interface Version {
  hotelId: number;
  version: number;
  sentAt: string;
  sentByName: string | null;
  rows: string;
}

async function latestVersions(db: Db): Promise<Map<number, Version>> {
  const rows = await db.selectFrom("hotelVersions").select(["hotelId", "version", "sentAt", "sentByName", "rows"]).orderBy("version").execute();
  return new Map(rows.map((r) => [r.hotelId, r]));
}

/** Every hotel's rooming list (or one hotel's), with the changes since its last version. */
export async function roomingLists(db: Db, hotelId?: number): Promise<RoomingHotel[]> {
  let hotelsQ = db.selectFrom("hotels").select(["id", "name"]).orderBy("id");
  if (hotelId !== undefined) hotelsQ = hotelsQ.where("id", "=", hotelId);
  const [hotels, rooms, parties, travel, versions] = await Promise.all([
    hotelsQ.execute(),
    db.selectFrom("rooms").select(["id", "hotelId", "roomNo", "floorNo", "roomType", "adultBeds", "childBeds", "description"]).execute(),
    partiesWithPlacements(db),
    db.selectFrom("travel").select(["rsvpId", "arrivalAt", "departureAt"]).execute(),
    latestVersions(db),
  ]);
  const travelOf = new Map(travel.map((t) => [t.rsvpId, t]));
  const peopleIn = new Map<number, { key: string; name: string; child: boolean; rsvpId: string; party: string }[]>();
  for (const party of parties)
    for (const p of party.people)
      if (p.roomId !== null)
        peopleIn.set(p.roomId, [
          ...(peopleIn.get(p.roomId) ?? []),
          { key: personKeyOf(p), name: p.name, child: p.child, rsvpId: party.rsvpId, party: party.party },
        ]);

  return hotels.map((hotel) => {
    const version = versions.get(hotel.id);
    const sent: SentRow[] = version ? (JSON.parse(version.rows) as SentRow[]) : [];
    const sentRoomOf = new Map<string, SentRow>();
    for (const r of sent) for (const o of r.occupants) sentRoomOf.set(o.key, r);
    const sentById = new Map(sent.map((r) => [r.roomId, r]));
    const hotelRooms = rooms.filter((r) => r.hotelId === hotel.id).sort(compareRooms);
    // Where each person sleeps now, across all hotels, to say "moved to".
    const nowRoomOf = new Map<string, string>();
    for (const r of rooms) for (const o of peopleIn.get(r.id) ?? []) nowRoomOf.set(o.key, r.hotelId === hotel.id ? r.roomNo : `another hotel`);

    const rows: RoomingRow[] = [];
    for (const room of hotelRooms) {
      const occupants = peopleIn.get(room.id) ?? [];
      const before = sentById.get(room.id);
      if (occupants.length === 0 && !(before && before.occupants.length > 0)) continue;
      const partyIds = [...new Set(occupants.map((o) => o.rsvpId))];
      const arrivals = partyIds.map((id) => dateOf(travelOf.get(id)?.arrivalAt)).filter((d): d is string => d !== null);
      const departures = partyIds.map((id) => dateOf(travelOf.get(id)?.departureAt)).filter((d): d is string => d !== null);
      const checkIn = arrivals.length ? arrivals.sort()[0]! : null;
      const checkOut = departures.length ? departures.sort().at(-1)! : null;
      const noTravel = partyIds.filter((id) => !dateOf(travelOf.get(id)?.arrivalAt) || !dateOf(travelOf.get(id)?.departureAt));
      const partyName = new Map(occupants.map((o) => [o.rsvpId, o.party]));
      const notes = [room.description, noTravel.length ? `No travel dates: ${noTravel.map((id) => partyName.get(id)).join(", ")}` : null]
        .filter(Boolean)
        .join(" · ");
      const adults = occupants.filter((o) => !o.child).length;
      const changes: string[] = [];
      if (version) {
        const was = new Set(before?.occupants.map((o) => o.key) ?? []);
        for (const o of occupants)
          if (!was.has(o.key)) {
            const from = sentRoomOf.get(o.key);
            changes.push(from ? `${o.name} moved in (was ${from.roomNo})` : `${o.name} added`);
          }
        const here = new Set(occupants.map((o) => o.key));
        for (const o of before?.occupants ?? [])
          if (!here.has(o.key)) {
            const to = nowRoomOf.get(o.key);
            changes.push(to ? `${o.name} moved to ${to}` : `${o.name} removed`);
          }
        if (before && occupants.length > 0) {
          if (before.checkIn !== checkIn) changes.push(`Check-in ${shortDate(before.checkIn)} → ${shortDate(checkIn)}`);
          if (before.checkOut !== checkOut) changes.push(`Check-out ${shortDate(before.checkOut)} → ${shortDate(checkOut)}`);
        }
      }
      rows.push({
        roomId: room.id,
        roomNo: room.roomNo,
        floorNo: room.floorNo,
        roomType: room.roomType,
        beds: bedsText(room),
        occupants: occupants.map((o) => ({
          key: o.key,
          name: o.name,
          child: o.child,
          isNew: Boolean(version) && !before?.occupants.some((b) => b.key === o.key),
        })),
        parties: partyIds.map((id) => partyName.get(id)!),
        checkIn,
        checkOut,
        nights: checkIn && checkOut ? Math.max(0, nightsBetween(checkIn, checkOut)) : null,
        notes,
        overCapacity: adults > room.adultBeds || occupants.length > room.adultBeds + room.childBeds,
        changes,
      });
    }
    return {
      hotelId: hotel.id,
      hotel: hotel.name,
      rows,
      lastSent: version ? { version: version.version, sentAt: version.sentAt, sentBy: version.sentByName } : null,
      changed: rows.filter((r) => r.changes.length > 0).length,
    };
  });
}

/** Keeps the hotel's list as it is now as its next version. */
export async function sendRoomingList(db: Db, hotelId: number, by: { id: number; name: string }, at: Date): Promise<number> {
  const [list] = await roomingLists(db, hotelId);
  const rows: SentRow[] = list!.rows
    .filter((r) => r.occupants.length > 0)
    .map((r) => ({
      roomId: r.roomId,
      roomNo: r.roomNo,
      occupants: r.occupants.map((o) => ({ key: o.key, name: o.name })),
      checkIn: r.checkIn,
      checkOut: r.checkOut,
    }));
  const version = (list!.lastSent?.version ?? 0) + 1;
  await db
    .insertInto("hotelVersions")
    .values({ hotelId, version, sentAt: at.toISOString(), sentByAdminId: by.id, sentByName: by.name, rows: JSON.stringify(rows) })
    .execute();
  return rows.length;
}
