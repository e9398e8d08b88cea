/** Pickup points and each reply's travel: Kysely queries, each taking the database first. */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import type { AdminTravel, PickupPoint, Travel, TravelInput } from "../../../shared/schemas/travel";

type Db = DB | Transaction<Database>;

export async function listPickupPoints(db: Db): Promise<PickupPoint[]> {
  return db.selectFrom("pickupPoints").select(["id", "name", "kind", "displayOrder"]).orderBy("displayOrder").orderBy("id").execute();
}

export async function findPickupPoint(db: Db, id: number): Promise<PickupPoint | undefined> {
  return db.selectFrom("pickupPoints").select(["id", "name", "kind", "displayOrder"]).where("id", "=", id).executeTakeFirst();
}

export async function insertPickupPoint(db: Db, input: { name: string; kind: PickupPoint["kind"]; displayOrder: number | null }): Promise<number> {
  const last = await db
    .selectFrom("pickupPoints")
    .select((eb) => eb.fn.max("displayOrder").as("max"))
    .executeTakeFirst();
  const displayOrder = input.displayOrder ?? (last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1);
  return (
    await db
      .insertInto("pickupPoints")
      .values({ ...input, displayOrder })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updatePickupPoint(db: Db, id: number, input: { name: string; kind: PickupPoint["kind"]; displayOrder: number | null }): Promise<boolean> {
  const current = await findPickupPoint(db, id);
  if (!current) return false;
  await db
    .updateTable("pickupPoints")
    .set({ ...input, displayOrder: input.displayOrder ?? current.displayOrder })
    .where("id", "=", id)
    .execute();
  return true;
}

/** Replies whose travel names the point, for arrival or departure. */
export async function countPointUse(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom("travel")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("arrivalPointId", "=", id), eb("departurePointId", "=", id)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deletePickupPoint(db: Db, id: number): Promise<boolean> {
  return (await db.deleteFrom("pickupPoints").where("id", "=", id).executeTakeFirst()).numDeletedRows > 0n;
}

const TRAVEL_FIELDS = [
  "arrivalAt",
  "arrivalMode",
  "arrivalNumber",
  "arrivalPointId",
  "needsPickup",
  "departureAt",
  "departureMode",
  "departureNumber",
  "departurePointId",
  "needsDrop",
] as const;

/** A reply's travel as the guest gave it, or null. */
export async function readTravel(db: Db, rsvpId: string): Promise<Travel | null> {
  const row = await db.selectFrom("travel").select(TRAVEL_FIELDS).where("rsvpId", "=", rsvpId).executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    arrivalMode: row.arrivalMode as Travel["arrivalMode"],
    departureMode: row.departureMode as Travel["departureMode"],
    needsPickup: row.needsPickup === 1,
    needsDrop: row.needsDrop === 1,
  };
}

/** Replaces the guest's part of a reply's travel (the couple's cars stay); null removes it. */
export async function replaceTravel(db: Db, rsvpId: string, travel: TravelInput | null): Promise<void> {
  if (!travel) {
    await db.deleteFrom("travel").where("rsvpId", "=", rsvpId).execute();
    return;
  }
  // Every field is set (null when empty), so an upsert clears what the guest removed.
  const fields = {
    arrivalAt: travel.arrivalAt ?? null,
    arrivalMode: travel.arrivalMode ?? null,
    arrivalNumber: travel.arrivalNumber ?? null,
    arrivalPointId: travel.arrivalPointId ?? null,
    needsPickup: travel.needsPickup ? 1 : 0,
    departureAt: travel.departureAt ?? null,
    departureMode: travel.departureMode ?? null,
    departureNumber: travel.departureNumber ?? null,
    departurePointId: travel.departurePointId ?? null,
    needsDrop: travel.needsDrop ? 1 : 0,
  };
  await db
    .insertInto("travel")
    .values({ rsvpId, ...fields })
    .onConflict((oc) => oc.column("rsvpId").doUpdateSet(fields))
    .execute();
}

/** Sets the cars of a reply's arrival and departure as text (undefined keeps one as it is); text replaces the fleet's vehicle. */
export async function setVehicles(db: Db, rsvpId: string, text: { arrivalVehicle?: string | null; departureVehicle?: string | null }): Promise<void> {
  const cars = {
    ...text,
    ...(text.arrivalVehicle !== undefined ? { arrivalVehicleId: null } : {}),
    ...(text.departureVehicle !== undefined ? { departureVehicleId: null } : {}),
  };
  await db
    .insertInto("travel")
    .values({ rsvpId, needsPickup: 0, needsDrop: 0, ...cars })
    // Nothing to change (neither car named): an existing row stays as it is.
    .onConflict((oc) => (Object.keys(cars).length ? oc.column("rsvpId").doUpdateSet(cars) : oc.column("rsvpId").doNothing()))
    .execute();
}

/** Attending parties' arrivals and departures, each sorted by time (unknown times last). */
export async function listTravel(db: DB): Promise<AdminTravel> {
  const rows = await db
    .selectFrom("travel as t")
    .innerJoin("rsvps as r", "r.id", "t.rsvpId")
    .leftJoin("pickupPoints as ap", "ap.id", "t.arrivalPointId")
    .leftJoin("pickupPoints as dp", "dp.id", "t.departurePointId")
    .leftJoin("vehicles as av", "av.id", "t.arrivalVehicleId")
    .leftJoin("vehicles as dv", "dv.id", "t.departureVehicleId")
    .select((eb) => [
      "t.rsvpId",
      "r.primaryGuestName",
      "r.primaryGuestPhone",
      "t.arrivalAt",
      "t.arrivalMode",
      "t.arrivalNumber",
      "t.arrivalPointId",
      "ap.name as arrivalPointName",
      "t.needsPickup",
      "t.arrivalVehicle",
      "t.arrivalVehicleId",
      "av.name as arrivalVehicleName",
      "t.departureAt",
      "t.departureMode",
      "t.departureNumber",
      "t.departurePointId",
      "dp.name as departurePointName",
      "t.needsDrop",
      "t.departureVehicle",
      "t.departureVehicleId",
      "dv.name as departureVehicleName",
      eb
        .selectFrom("familyMembers as m")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("m.rsvpId", "=", "t.rsvpId")
        .as("members"),
      eb
        .selectFrom("children as c")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("c.rsvpId", "=", "t.rsvpId")
        .as("kids"),
    ])
    .where("r.rsvpStatus", "=", "yes")
    .execute();
  type Mode = Travel["arrivalMode"];
  const byTime = <T extends { at: string | null; primaryGuestName: string }>(a: T, b: T) =>
    (a.at ?? "~").localeCompare(b.at ?? "~") || a.primaryGuestName.localeCompare(b.primaryGuestName);
  const party = (r: (typeof rows)[number]) => ({
    rsvpId: r.rsvpId,
    primaryGuestName: r.primaryGuestName,
    primaryGuestPhone: r.primaryGuestPhone,
    people: 1 + Number(r.members ?? 0) + Number(r.kids ?? 0),
  });
  return {
    arrivals: rows
      .filter((r) => r.arrivalAt || r.arrivalPointId || r.arrivalMode || r.arrivalNumber)
      .map((r) => ({
        ...party(r),
        at: r.arrivalAt,
        mode: r.arrivalMode as Mode,
        number: r.arrivalNumber,
        pointId: r.arrivalPointId,
        pointName: r.arrivalPointName,
        needsPickup: r.needsPickup === 1,
        ownWay: r.needsPickup !== 1,
        // The old free-text car (before the fleet) is read as the car's name where no vehicle is set.
        vehicleId: r.arrivalVehicleId,
        vehicle: r.arrivalVehicleName ?? r.arrivalVehicle,
      }))
      .sort(byTime),
    departures: rows
      .filter((r) => r.departureAt || r.departurePointId || r.departureMode || r.departureNumber)
      .map((r) => ({
        ...party(r),
        at: r.departureAt,
        mode: r.departureMode as Mode,
        number: r.departureNumber,
        pointId: r.departurePointId,
        pointName: r.departurePointName,
        needsDrop: r.needsDrop === 1,
        ownWay: r.needsDrop !== 1,
        vehicleId: r.departureVehicleId,
        vehicle: r.departureVehicleName ?? r.departureVehicle,
      }))
      .sort(byTime),
  };
}
