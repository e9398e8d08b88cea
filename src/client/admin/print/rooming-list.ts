/**
 * The rooming list (issue 16 item 4): one row per person staying in a room, sorted by floor then room number
 * (numeric-aware, src/shared/room-sort.ts), with the party, adult or child, the party's arrival and departure
 * at the venue, and whether an ID document is on file; the free rooms come after. A party with several
 * rooms is listed once, at its first room, with all its rooms named (who sleeps where is not recorded).
 */
import { compareRooms, sortRooms } from "../../../shared/room-sort";
import type { Room } from "../../../shared/schemas/rooms";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { wallClockText } from "../../../shared/travel-windows";

export interface OccupantRow {
  name: string;
  /** "Adult", "Child, 8", "Child" */
  kind: string;
  /** true / false; null for a child (no ID asked). */
  /** "deleted": the purge removed it (issue 17); null: not needed (a child). */
  idOnFile: boolean | "deleted" | null;
}

export interface PartyBlock {
  rsvpId: string;
  party: string;
  /** "101, 102" */
  rooms: string;
  /** "1" or "1, 2" */
  floors: string;
  arrival: string | null;
  departure: string | null;
  people: OccupantRow[];
}

export interface RoomingList {
  parties: PartyBlock[];
  free: Room[];
  occupants: number;
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

const onFile = (p: { idProofUrl: string | null; idDeletedAt?: string | null }): boolean | "deleted" =>
  p.idProofUrl ? true : p.idDeletedAt ? "deleted" : false;

export function roomingList(rooms: readonly Room[], rsvps: readonly Rsvp[], travel?: AdminTravel | null): RoomingList {
  const arrival = new Map((travel?.arrivals ?? []).map((a) => [a.rsvpId, wallClockText(a.at)]));
  const departure = new Map((travel?.departures ?? []).map((d) => [d.rsvpId, wallClockText(d.at)]));
  const taken = new Set<number>();
  const placed = rsvps
    .filter((r) => r.roomAssignments.length > 0)
    .map((r) => {
      const own = sortRooms(r.roomAssignments.map((a) => a.room));
      for (const room of own) taken.add(room.id);
      const people: OccupantRow[] = [
        { name: r.primaryGuestName, kind: "Adult", idOnFile: onFile(r) },
        ...r.familyMembers.map((m) => ({ name: m.name, kind: "Adult", idOnFile: onFile(m) })),
        ...r.children.map((c) => ({ name: c.name, kind: c.age === null ? "Child" : `Child, ${c.age}`, idOnFile: null })),
      ];
      const block: PartyBlock = {
        rsvpId: r.id,
        party: r.primaryGuestName,
        rooms: own.map((x) => x.roomNo).join(", "),
        floors: unique(own.map((x) => x.floorNo)).join(", "),
        arrival: arrival.get(r.id) ?? null,
        departure: departure.get(r.id) ?? null,
        people,
      };
      return { first: own[0]!, block };
    })
    .sort((a, b) => compareRooms(a.first, b.first) || a.block.party.localeCompare(b.block.party))
    .map((p) => p.block);
  return {
    parties: placed,
    free: sortRooms(rooms.filter((r) => !taken.has(r.id))),
    occupants: placed.reduce((n, p) => n + p.people.length, 0),
  };
}
