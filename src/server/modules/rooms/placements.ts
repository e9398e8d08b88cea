/**
 * Who sleeps where: people of attending parties into rooms, refusing more people than a room has beds unless
 * the planner confirmed it (`overCapacity`). The rooms an RSVP holds (room_assignments, the spec's
 * roomAssignments) follow the rooms its people sleep in.
 */
import { sql } from "kysely";
import { type Beds, fitsBeds, overCapacityMessage } from "../../../shared/beds";
import { HOTEL_MESSAGES, type PersonRef } from "../../../shared/schemas/hotels";
import { badRequest, notFound } from "../../trpc/errors";
import { type Actor, recordActivity } from "../activity/record";
import { type Db, type Party, partiesWithPlacements, personKeyOf } from "./people";

export interface RoomWithHotel extends Beds {
  id: number;
  roomNo: string;
  hotel: string;
}

export async function roomsWithHotel(db: Db, ids: number[]): Promise<Map<number, RoomWithHotel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("rooms as r")
    .innerJoin("hotels as h", "h.id", "r.hotelId")
    .select(["r.id", "r.roomNo", "r.adultBeds", "r.childBeds", "h.name as hotel"])
    .where("r.id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

type Placement = PersonRef & { roomId: number | null };

/** Heads per room once the placements are made, for the rooms they touch. */
async function headsAfter(db: Db, placements: Placement[], roomIds: number[]) {
  const inRooms = await db.selectFrom("roomPlacements").select("rsvpId").distinct().where("roomId", "in", roomIds).execute();
  const parties = await partiesWithPlacements(db, { rsvpIds: [...new Set([...inRooms.map((r) => r.rsvpId), ...placements.map((p) => p.rsvpId)])] });
  const moved = new Map(placements.map((p) => [personKeyOf(p), p.roomId]));
  const heads = new Map(roomIds.map((id) => [id, { adults: 0, children: 0 }]));
  for (const party of parties)
    for (const person of party.people) {
      const key = personKeyOf(person);
      const roomId = moved.has(key) ? moved.get(key)! : person.roomId;
      const h = roomId === null ? undefined : heads.get(roomId);
      if (h) h[person.child ? "children" : "adults"] += 1;
    }
  return heads;
}

export interface PlacementOutcome {
  placed: number;
  overCapacityRooms: string[];
}

/** Writes the placements (all or nothing, inside the caller's transaction) and one Activity entry. */
export async function writePlacements(
  trx: Db,
  input: { placements: Placement[]; overCapacity?: boolean },
  actor: Actor,
  now: Date,
  action: "rooms.place" | "rooms.suggest" = "rooms.place",
): Promise<PlacementOutcome> {
  const placements = [...new Map(input.placements.map((p) => [personKeyOf(p), p])).values()];
  const rsvpIds = [...new Set(placements.map((p) => p.rsvpId))];
  const parties = new Map((await partiesWithPlacements(trx, { rsvpIds, all: true })).map((p) => [p.rsvpId, p]));
  const nameOf = new Map<string, string>();
  for (const p of placements) {
    const party = parties.get(p.rsvpId);
    if (!party) throw notFound("RSVP not found");
    if (!party.attending) throw badRequest(HOTEL_MESSAGES.notAttending(party.party));
    const person = party.people.find((x) => x.kind === p.kind && x.position === p.position);
    if (!person) throw badRequest(HOTEL_MESSAGES.personNotFound);
    nameOf.set(personKeyOf(p), person.name);
  }
  const targetIds = [...new Set(placements.flatMap((p) => (p.roomId === null ? [] : [p.roomId])))];
  const rooms = await roomsWithHotel(trx, targetIds);
  if (rooms.size !== targetIds.length) throw notFound(HOTEL_MESSAGES.roomNotFound);
  const heads = await headsAfter(trx, placements, targetIds);
  const over = targetIds.filter((id) => !fitsBeds(rooms.get(id)!, heads.get(id)!));
  if (over.length > 0 && !input.overCapacity) throw badRequest(overCapacityMessage(rooms.get(over[0]!)!, heads.get(over[0]!)!));

  for (const p of placements) {
    await trx.deleteFrom("roomPlacements").where("rsvpId", "=", p.rsvpId).where("kind", "=", p.kind).where("position", "=", p.position).execute();
    if (p.roomId !== null) await trx.insertInto("roomPlacements").values({ rsvpId: p.rsvpId, kind: p.kind, position: p.position, roomId: p.roomId }).execute();
  }
  await syncHeldRooms(trx, [...parties.values()], now);

  const label = (id: number) => `${rooms.get(id)!.roomNo} (${rooms.get(id)!.hotel})`;
  const overLabels = over.map(label);
  const groups = new Map<string, string[]>();
  for (const p of placements) {
    const to = p.roomId === null ? "no room" : label(p.roomId);
    groups.set(to, [...(groups.get(to) ?? []), nameOf.get(personKeyOf(p))!]);
  }
  const rooms_ = targetIds.length;
  const detail =
    (groups.size <= 4
      ? [...groups].map(([to, names]) => `${names.length <= 4 ? names.join(", ") : `${names.length} guests`} → ${to}`).join("; ")
      : `${placements.length} guests of ${rsvpIds.length} ${rsvpIds.length === 1 ? "party" : "parties"} into ${rooms_} ${rooms_ === 1 ? "room" : "rooms"}`) +
    (overLabels.length ? `; more people than beds in ${overLabels.join(", ")} (confirmed)` : "");
  await recordActivity(trx, { at: now, actor, action, detail, rsvpId: rsvpIds.length === 1 ? rsvpIds[0]! : null });
  return { placed: placements.filter((p) => p.roomId !== null).length, overCapacityRooms: overLabels };
}

/** The rooms each party holds become the rooms its people sleep in; placements of people no longer in the reply go. */
export async function syncHeldRooms(trx: Db, parties: Party[], now: Date) {
  for (const party of parties) {
    const keep = party.people.map((p) => `${p.kind}:${p.position}`);
    await trx
      .deleteFrom("roomPlacements")
      .where("rsvpId", "=", party.rsvpId)
      .where(sql<string>`kind || ':' || position`, "not in", keep)
      .execute();
    const rooms = await trx.selectFrom("roomPlacements").select("roomId").distinct().where("rsvpId", "=", party.rsvpId).execute();
    await trx.deleteFrom("roomAssignments").where("rsvpId", "=", party.rsvpId).execute();
    if (rooms.length > 0)
      await trx
        .insertInto("roomAssignments")
        .values(rooms.map((r) => ({ rsvpId: party.rsvpId, roomId: r.roomId, createdAt: now.toISOString() })))
        .execute();
  }
}

/**
 * The spec's "assign a room to an RSVP": the RSVP holds the room, and its people not yet in a room sleep there
 * (the beds rule applies; `overCapacity` confirms). A reply given several rooms this way keeps its people in the
 * first; the Rooms tab shows who sleeps where and moves them.
 */
export async function assignPartyRoom(trx: Db, rsvpId: string, roomId: number, overCapacity: boolean, actor: Actor, now: Date) {
  const [party] = await partiesWithPlacements(trx, { rsvpIds: [rsvpId] });
  const unplaced = (party?.people ?? []).filter((p) => p.roomId === null);
  if (unplaced.length > 0) {
    await writePlacements(trx, { placements: unplaced.map((p) => ({ rsvpId, kind: p.kind, position: p.position, roomId })), overCapacity }, actor, now);
  }
  await trx
    .insertInto("roomAssignments")
    .values({ rsvpId, roomId, createdAt: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The spec's unassign: the RSVP no longer holds the room and its people there have no room. */
export async function unassignPartyRoom(trx: Db, rsvpId: string, roomId: number) {
  await trx.deleteFrom("roomPlacements").where("rsvpId", "=", rsvpId).where("roomId", "=", roomId).execute();
  await trx.deleteFrom("roomAssignments").where("rsvpId", "=", rsvpId).where("roomId", "=", roomId).execute();
}

/** Test fixtures and the demo data: the people of a party that holds rooms but sleeps nowhere yet are spread over them in order. */
export async function placeIntoHeldRooms(trx: Db, rsvpId: string) {
  const held = await trx
    .selectFrom("roomAssignments as ra")
    .innerJoin("rooms as r", "r.id", "ra.roomId")
    .select(["r.id", "r.floorNo", "r.roomNo"])
    .where("ra.rsvpId", "=", rsvpId)
    .execute();
  const [party] = await partiesWithPlacements(trx, { rsvpIds: [rsvpId] });
  if (!party || held.length === 0) return;
  const rooms = held.sort((a, b) => a.floorNo - b.floorNo || a.roomNo.localeCompare(b.roomNo, "en", { numeric: true }));
  const unplaced = party.people.filter((p) => p.roomId === null);
  for (const [i, p] of unplaced.entries())
    await trx
      .insertInto("roomPlacements")
      .values({ rsvpId, kind: p.kind, position: p.position, roomId: rooms[Math.floor((i * rooms.length) / unplaced.length)]!.id })
      .execute();
}
