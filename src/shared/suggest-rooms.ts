/**
 * "Suggest rooms": a proposal, saved by nobody until the planner accepts it. Parties with nobody placed yet,
 * largest first, each kept on one floor of one hotel, in rooms nobody else sleeps in, never past their beds
 * (adults in adult beds; children in child beds, then in adult beds left over). One room that fits is
 * preferred (the snuggest), else the fewest rooms of one floor; a party that fits on no floor is left for the
 * planner and named.
 */
import { type Beds, fitsBeds } from "./beds";
import { compareRooms } from "./room-sort";

export interface SuggestRoom extends Beds {
  id: number;
  hotelId: number;
  floorNo: number;
  roomNo: string;
  /** Someone already sleeps there: the room is not offered to another party. */
  occupied: boolean;
}
export interface SuggestPerson {
  kind: "primary" | "member" | "child";
  position: number;
  child: boolean;
}
export interface SuggestParty {
  rsvpId: string;
  party: string;
  people: SuggestPerson[];
}
export interface Proposal {
  placements: (Omit<SuggestPerson, "child"> & { rsvpId: string; roomId: number })[];
  parties: { rsvpId: string; party: string; people: number; roomIds: number[] }[];
  unplaced: { rsvpId: string; party: string; people: number }[];
}

/** People into the given rooms in order, or null when they do not all fit. */
function fill(rooms: SuggestRoom[], people: SuggestPerson[]): Map<number, SuggestPerson[]> | null {
  const adults = people.filter((p) => !p.child);
  const children = people.filter((p) => p.child);
  const plan = new Map<number, SuggestPerson[]>();
  for (const room of rooms) {
    if (adults.length === 0 && children.length === 0) break;
    const inRoom = adults.splice(0, room.adultBeds);
    const spare = room.adultBeds - inRoom.length + room.childBeds;
    inRoom.push(...children.splice(0, spare));
    if (inRoom.length > 0) plan.set(room.id, inRoom);
  }
  return adults.length === 0 && children.length === 0 ? plan : null;
}

const size = (r: Beds) => r.adultBeds + r.childBeds;

/** The best plan for one party on one floor's free rooms, or null. */
function planOnFloor(rooms: SuggestRoom[], party: SuggestParty) {
  const heads = { adults: party.people.filter((p) => !p.child).length, children: party.people.filter((p) => p.child).length };
  const single = rooms.filter((r) => fitsBeds(r, heads)).sort((a, b) => size(a) - size(b) || compareRooms(a, b))[0];
  if (single) return { plan: new Map([[single.id, party.people]]), rooms: 1, waste: size(single) - party.people.length };
  // Largest rooms first, so the party takes as few rooms as it can.
  const byRoomy = [...rooms].sort((a, b) => b.adultBeds - a.adultBeds || size(b) - size(a) || compareRooms(a, b));
  const plan = fill(byRoomy, party.people);
  if (!plan) return null;
  const used = byRoomy.filter((r) => plan.has(r.id));
  return { plan, rooms: used.length, waste: used.reduce((n, r) => n + size(r), 0) - party.people.length };
}

export function suggestRooms(rooms: readonly SuggestRoom[], parties: readonly SuggestParty[]): Proposal {
  const free = rooms.filter((r) => !r.occupied && size(r) > 0);
  const floors = new Map<string, SuggestRoom[]>();
  for (const r of free) {
    const key = `${r.hotelId}:${r.floorNo}`;
    floors.set(key, [...(floors.get(key) ?? []), r]);
  }
  const taken = new Set<number>();
  const out: Proposal = { placements: [], parties: [], unplaced: [] };
  const order = [...parties].filter((p) => p.people.length > 0).sort((a, b) => b.people.length - a.people.length);
  for (const party of order) {
    let best: ReturnType<typeof planOnFloor> = null;
    for (const floorRooms of floors.values()) {
      const plan = planOnFloor(
        floorRooms.filter((r) => !taken.has(r.id)),
        party,
      );
      if (plan && (!best || plan.rooms < best.rooms || (plan.rooms === best.rooms && plan.waste < best.waste))) best = plan;
    }
    if (!best) {
      out.unplaced.push({ rsvpId: party.rsvpId, party: party.party, people: party.people.length });
      continue;
    }
    for (const [roomId, people] of best.plan) {
      taken.add(roomId);
      for (const p of people) out.placements.push({ rsvpId: party.rsvpId, kind: p.kind, position: p.position, roomId });
    }
    out.parties.push({ rsvpId: party.rsvpId, party: party.party, people: party.people.length, roomIds: [...best.plan.keys()] });
  }
  return out;
}
