/** Hotels and their rooms with occupants, for the Rooms tab (Kysely, the database first). */
import { sql } from "kysely";
import type { Hotel } from "../../../shared/schemas/hotels";
import { fitsBeds } from "../../../shared/beds";
import { compareRooms } from "../../../shared/room-sort";
import { type Db, partiesWithPlacements } from "./people";

export async function listHotels(db: Db, onlyId?: number): Promise<Hotel[]> {
  let hq = db.selectFrom("hotels").select(["id", "name", "address", "notes"]).orderBy("id");
  if (onlyId !== undefined) hq = hq.where("id", "=", onlyId);
  const [hotels, rooms, parties, versions] = await Promise.all([
    hq.execute(),
    db.selectFrom("rooms").select(["id", "hotelId", "roomNo", "floorNo", "roomType", "adultBeds", "childBeds", "description"]).execute(),
    partiesWithPlacements(db),
    db.selectFrom("hotelVersions").select(["hotelId", "version", "sentAt", "sentByName"]).orderBy("version").execute(),
  ]);
  const lastSent = new Map(versions.map((v) => [v.hotelId, { version: v.version, sentAt: v.sentAt, sentBy: v.sentByName }]));
  const occupants = new Map<number, Hotel["rooms"][number]["occupants"]>();
  for (const party of parties) for (const { roomId, ...p } of party.people) if (roomId !== null) occupants.set(roomId, [...(occupants.get(roomId) ?? []), p]);
  return hotels.map((h) => ({
    ...h,
    lastSent: lastSent.get(h.id) ?? null,
    rooms: rooms
      .filter((r) => r.hotelId === h.id)
      .sort(compareRooms)
      .map((r) => {
        const people = occupants.get(r.id) ?? [];
        const heads = { adults: people.filter((p) => !p.child).length, children: people.filter((p) => p.child).length };
        return { ...r, occupants: people, overCapacity: !fitsBeds(r, heads) };
      }),
  }));
}

export async function findHotel(db: Db, id: number) {
  return db.selectFrom("hotels").select(["id", "name", "address", "notes"]).where("id", "=", id).executeTakeFirst();
}

export async function hotelByName(db: Db, name: string, exceptId?: number) {
  let q = db
    .selectFrom("hotels")
    .select("id")
    .where(sql<string>`lower(name)`, "=", name.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return q.executeTakeFirst();
}

export async function hotelOccupants(db: Db, hotelId: number): Promise<number> {
  const row = await db
    .selectFrom("roomPlacements as p")
    .innerJoin("rooms as r", "r.id", "p.roomId")
    .innerJoin("rsvps as v", "v.id", "p.rsvpId")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("r.hotelId", "=", hotelId)
    .where("v.rsvpStatus", "=", "yes")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function roomOfHotel(db: Db, hotelId: number, id: number) {
  return db
    .selectFrom("rooms")
    .select(["id", "hotelId", "roomNo", "floorNo", "roomType", "adultBeds", "childBeds", "description"])
    .where("id", "=", id)
    .where("hotelId", "=", hotelId)
    .executeTakeFirst();
}
