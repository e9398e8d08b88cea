/** The fleet's rules: own-way parties get no vehicle, and no trip carries more people than the vehicle's seats. */
import type { DB } from "../../../../db/connect";
import { type Direction, FLEET_MESSAGES, type Vehicle } from "../../../shared/schemas/fleet";
import { tripKey } from "../../../shared/travel-windows";
import { badRequest, notFound } from "../../trpc/errors";
import type { Actor } from "../activity/record";
import { recordActivity } from "../activity/record";
import * as q from "./queries";

/** People per trip the vehicle would carry if `extra` were added to it (or, with no extra, as it is). */
function loadPerTrip(legs: q.TripLeg[]): Map<string, number> {
  const load = new Map<string, number>();
  for (const l of legs) load.set(tripKey(l), (load.get(tripKey(l)) ?? 0) + l.people);
  return load;
}

/** The largest number of people the vehicle carries on one trip, either direction. */
export async function heaviestTrip(db: DB, id: number): Promise<number> {
  let max = 0;
  for (const direction of ["arrival", "departure"] as const) {
    for (const n of loadPerTrip(await q.tripLegs(db, direction, { vehicleId: id })).values()) max = Math.max(max, n);
  }
  return max;
}

const names = (legs: { name: string }[]) => (legs.length <= 3 ? legs.map((l) => l.name).join(", ") : `${legs.length} parties`);
const DIRECTION_WORD: Record<Direction, string> = { arrival: "pickup", departure: "drop" };

/** Gives the parties' arrival or departure the vehicle (or takes it off), all or nothing. */
export async function assignTripVehicle(
  db: DB,
  input: { direction: Direction; rsvpIds: string[]; vehicleId: number | null },
  actor: Actor,
  now: Date,
): Promise<void> {
  const rsvpIds = [...new Set(input.rsvpIds)];
  await db.transaction().execute(async (trx) => {
    const legs = await q.tripLegs(trx, input.direction, { rsvpIds });
    if (legs.length !== rsvpIds.length) throw notFound(FLEET_MESSAGES.rsvpNotFound);
    let vehicle: Vehicle | undefined;
    if (input.vehicleId !== null) {
      vehicle = await q.findVehicle(trx, input.vehicleId);
      if (!vehicle) throw notFound(FLEET_MESSAGES.notFound);
      for (const l of legs) {
        if (l.status !== "yes") throw badRequest(FLEET_MESSAGES.notAttending(l.name));
        if (!l.hasTravel) throw badRequest(FLEET_MESSAGES.noTravel(l.name));
        if (!l.needsCar) throw badRequest(FLEET_MESSAGES.ownWay(l.name, input.direction));
      }
      const carried = await q.tripLegs(trx, input.direction, { vehicleId: vehicle.id });
      const after = [...carried.filter((l) => !rsvpIds.includes(l.rsvpId)), ...legs];
      const load = loadPerTrip(after);
      for (const key of new Set(legs.map(tripKey))) {
        const people = load.get(key) ?? 0;
        if (people > vehicle.seats) throw badRequest(FLEET_MESSAGES.seatsExceeded(vehicle.name, vehicle.seats, people));
      }
    }
    const withTravel = legs.filter((l) => l.hasTravel);
    if (withTravel.length === 0) return;
    await q.setTripVehicle(
      trx,
      input.direction,
      withTravel.map((l) => l.rsvpId),
      input.vehicleId,
    );
    await recordActivity(trx, {
      at: now,
      actor,
      action: "vehicles.assign",
      detail: vehicle
        ? `${vehicle.name} for the ${DIRECTION_WORD[input.direction]} of ${names(withTravel)}`
        : `No vehicle for the ${DIRECTION_WORD[input.direction]} of ${names(withTravel)}`,
      rsvpId: withTravel.length === 1 ? withTravel[0]!.rsvpId : null,
    });
  });
}

const FIELD_WORDS: Record<keyof q.VehicleFields, string> = {
  name: "name",
  seats: "seats",
  driverName: "driver",
  driverPhone: "driver's phone",
  notes: "notes",
};

/** "seats 7 → 9, driver's phone": what changed; names and seats with before and after. */
export function vehicleChanges(before: Vehicle, after: q.VehicleFields): string[] {
  return (Object.keys(FIELD_WORDS) as (keyof q.VehicleFields)[])
    .filter((k) => before[k] !== after[k])
    .map((k) => (k === "name" || k === "seats" ? `${FIELD_WORDS[k]} ${before[k] ?? "—"} → ${after[k] ?? "—"}` : FIELD_WORDS[k]));
}
