/** Test data for the dashboard's RSVP, room and export tests: RSVPs written straight into the database. */
import crypto from "node:crypto";
import type { DB } from "../../../../db/connect";
import { placeIntoHeldRooms } from "../rooms/placements";
import { defaultHotelId } from "../rooms/queries";

export interface FixtureMember {
  name: string;
  gender?: string | null;
  diet?: string | null;
  drink?: string | null;
  makeup?: number;
  idProofUrl?: string | null;
}

export interface FixtureRsvp extends FixtureMember {
  phone?: string;
  status?: "yes" | "no";
  specialRequests?: string | null;
  createdAt?: string;
  family?: FixtureMember[];
  children?: [string, number | null][];
  roomIds?: number[];
}

export async function insertFixtureRsvp(db: DB, r: FixtureRsvp): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("rsvps")
      .values({
        id,
        primaryGuestName: r.name,
        primaryGuestPhone: r.phone ?? "9000000000",
        primaryGuestGender: r.gender ?? null,
        rsvpStatus: r.status ?? "yes",
        dietaryPreference: r.diet ?? null,
        beveragePreference: r.drink ?? null,
        needsMakeupArtist: r.makeup !== undefined ? 1 : 0,
        makeupCount: r.makeup ?? 0,
        idProofUrl: r.idProofUrl ?? null,
        uploadMode: null,
        specialRequests: r.specialRequests ?? null,
        idempotencyKey: null,
        createdAt: r.createdAt ?? new Date().toISOString(),
      })
      .execute();
    for (const [position, m] of (r.family ?? []).entries()) {
      await trx
        .insertInto("familyMembers")
        .values({
          rsvpId: id,
          position,
          name: m.name,
          gender: m.gender ?? null,
          dietaryPreference: m.diet ?? null,
          beveragePreference: m.drink ?? null,
          needsMakeupArtist: m.makeup !== undefined ? 1 : 0,
          makeupCount: m.makeup ?? 0,
          idProofUrl: m.idProofUrl ?? null,
          uploadMode: null,
        })
        .execute();
    }
    for (const [position, [name, age]] of (r.children ?? []).entries()) {
      await trx.insertInto("children").values({ rsvpId: id, position, name, age }).execute();
    }
    for (const roomId of r.roomIds ?? []) await trx.insertInto("roomAssignments").values({ rsvpId: id, roomId }).execute();
    // Its people sleep in the rooms it holds, as the dashboard's assign would place them.
    if ((r.status ?? "yes") === "yes") await placeIntoHeldRooms(trx, id);
  });
  return id;
}

export async function insertFixtureRoom(db: DB, roomNo: string, floorNo: number, description: string | null = null): Promise<number> {
  const hotelId = await defaultHotelId(db);
  const { id } = await db.insertInto("rooms").values({ hotelId, roomNo, floorNo, description }).returning("id").executeTakeFirstOrThrow();
  return id;
}
