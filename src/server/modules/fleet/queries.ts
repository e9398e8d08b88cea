/** The fleet's vehicles and the vehicle of each party's arrival and departure: Kysely queries, the database first. */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import type { Direction, Vehicle } from "../../../shared/schemas/fleet";

type Db = DB | Transaction<Database>;
const FIELDS = ["id", "name", "seats", "driverName", "driverPhone", "notes"] as const;
export type VehicleFields = Omit<Vehicle, "id">;

export function listVehicles(db: Db): Promise<Vehicle[]> {
  return db.selectFrom("vehicles").select(FIELDS).orderBy("name").orderBy("id").execute();
}

export function findVehicle(db: Db, id: number): Promise<Vehicle | undefined> {
  return db.selectFrom("vehicles").select(FIELDS).where("id", "=", id).executeTakeFirst();
}

export async function insertVehicle(db: Db, fields: VehicleFields, createdAt: string): Promise<number> {
  return (
    await db
      .insertInto("vehicles")
      .values({ ...fields, createdAt })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateVehicle(db: Db, id: number, fields: VehicleFields): Promise<void> {
  await db.updateTable("vehicles").set(fields).where("id", "=", id).execute();
}

export async function deleteVehicle(db: Db, id: number): Promise<void> {
  await db.deleteFrom("vehicles").where("id", "=", id).execute();
}

/** One party's leg in a direction, with what the seat and own-way rules need. */
export interface TripLeg {
  rsvpId: string;
  name: string;
  status: string;
  people: number;
  at: string | null;
  pointId: number | null;
  /** false: the party travels on its own way (no pickup or drop asked). */
  needsCar: boolean;
  vehicleId: number | null;
  hasTravel: boolean;
}

/** Legs of one direction: of the given replies, or of every reply carried by the vehicle. */
export async function tripLegs(db: Db, direction: Direction, where: { rsvpIds?: string[]; vehicleId?: number }): Promise<TripLeg[]> {
  const a = direction === "arrival";
  let q = db
    .selectFrom("rsvps as r")
    .leftJoin("travel as t", "t.rsvpId", "r.id")
    .select((eb) => [
      "r.id as rsvpId",
      "r.primaryGuestName as name",
      "r.rsvpStatus as status",
      "t.arrivalAt",
      "t.arrivalPointId",
      "t.needsPickup",
      "t.arrivalVehicleId",
      "t.departureAt",
      "t.departurePointId",
      "t.needsDrop",
      "t.departureVehicleId",
      "t.rsvpId as travelId",
      eb
        .selectFrom("familyMembers as m")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("m.rsvpId", "=", "r.id")
        .as("members"),
      eb
        .selectFrom("children as c")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("c.rsvpId", "=", "r.id")
        .as("kids"),
    ]);
  if (where.rsvpIds) q = q.where("r.id", "in", where.rsvpIds);
  if (where.vehicleId !== undefined) q = q.where(a ? "t.arrivalVehicleId" : "t.departureVehicleId", "=", where.vehicleId);
  const rows = await q.execute();
  return rows.map((r) => ({
    rsvpId: r.rsvpId,
    name: r.name,
    status: r.status,
    people: 1 + Number(r.members ?? 0) + Number(r.kids ?? 0),
    at: (a ? r.arrivalAt : r.departureAt) ?? null,
    pointId: (a ? r.arrivalPointId : r.departurePointId) ?? null,
    needsCar: (a ? r.needsPickup : r.needsDrop) === 1,
    vehicleId: (a ? r.arrivalVehicleId : r.departureVehicleId) ?? null,
    hasTravel: r.travelId !== null,
  }));
}

/** Gives the parties' legs of one direction the vehicle (or none); the old free-text car of that direction is cleared. */
export async function setTripVehicle(db: Db, direction: Direction, rsvpIds: string[], vehicleId: number | null): Promise<void> {
  const set = direction === "arrival" ? { arrivalVehicleId: vehicleId, arrivalVehicle: null } : { departureVehicleId: vehicleId, departureVehicle: null };
  await db.updateTable("travel").set(set).where("rsvpId", "in", rsvpIds).execute();
}

/** How many legs (arrivals plus departures) the vehicle carries. */
export async function countVehicleLegs(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom("travel")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("arrivalVehicleId", "=", id).then(1).else(0).end()).as("a"),
      eb.fn.sum<number>(eb.case().when("departureVehicleId", "=", id).then(1).else(0).end()).as("d"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.a ?? 0) + Number(row.d ?? 0);
}
