/**
 * Arrivals, departures and pickups (issue 15). Travel times are wall-clock times at the venue in the
 * wedding's time zone, written YYYY-MM-DDTHH:mm (no zone: "14:00 at Kalka" whatever the phone's zone).
 */
import { z } from "zod";
import { numberish, oneLine, requiredText, zId } from "./common";
import { TRAVEL_MESSAGES, TRAVEL_MODES } from "./travel-messages";

export const POINT_KINDS = ["airport", "station", "bus", "other"] as const;
export { TRAVEL_MESSAGES, TRAVEL_MODES } from "./travel-messages";

/** "2025-11-07T14:30": a wall-clock time at the venue. */
export const WALL_CLOCK = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

const wallClock = (field: string) =>
  z
    .union([z.literal(""), z.string().regex(WALL_CLOCK, TRAVEL_MESSAGES.at(field))], { error: TRAVEL_MESSAGES.at(field) })
    .nullish()
    .transform((v) => v || null);
const mode = (field: string) =>
  z
    .union([z.literal(""), z.enum(TRAVEL_MODES)], { error: TRAVEL_MESSAGES.mode(field) })
    .nullish()
    .transform((v) => v || null);
const number = oneLine(z.string({ error: TRAVEL_MESSAGES.number }).trim().max(20, TRAVEL_MESSAGES.number))
  .nullish()
  .transform((v) => v || null);
const pointId = (field: string) =>
  numberish(
    z
      .number({ error: TRAVEL_MESSAGES.point(field) })
      .int(TRAVEL_MESSAGES.point(field))
      .positive(TRAVEL_MESSAGES.point(field))
      .nullish(),
  ).transform((v) => (v ?? null) as number | null);

/** `travel` of a submission and of the edit PUT: every field optional; absent or null: not given. */
export const ZTravelInput = z
  .object({
    arrivalAt: wallClock("Arrival time"),
    arrivalMode: mode("Arrival mode"),
    arrivalNumber: number,
    arrivalPointId: pointId("Pickup point"),
    needsPickup: z.boolean({ error: "Please pick us up must be yes or no" }).default(false),
    departureAt: wallClock("Departure time"),
    departureMode: mode("Departure mode"),
    departureNumber: number,
    departurePointId: pointId("Drop point"),
    needsDrop: z.boolean({ error: "Please drop us must be yes or no" }).default(false),
  })
  .superRefine((t, ctx) => {
    // Wall-clock strings of one zone compare as text.
    if (t.arrivalAt && t.departureAt && t.departureAt <= t.arrivalAt)
      ctx.addIssue({ code: "custom", path: ["departureAt"], message: TRAVEL_MESSAGES.departureBeforeArrival });
    if (t.needsPickup && (!t.arrivalAt || !t.arrivalPointId)) ctx.addIssue({ code: "custom", path: ["needsPickup"], message: TRAVEL_MESSAGES.pickupNeeds });
    if (t.needsDrop && (!t.departureAt || !t.departurePointId)) ctx.addIssue({ code: "custom", path: ["needsDrop"], message: TRAVEL_MESSAGES.dropNeeds });
  });
export type TravelInput = z.output<typeof ZTravelInput>;

/** A reply's travel as stored (with the cars the couple assigned). */
export const ZTravel = z.object({
  arrivalAt: z.string().nullable(),
  arrivalMode: z.enum(TRAVEL_MODES).nullable(),
  arrivalNumber: z.string().nullable(),
  arrivalPointId: z.number().nullable(),
  needsPickup: z.boolean(),
  departureAt: z.string().nullable(),
  departureMode: z.enum(TRAVEL_MODES).nullable(),
  departureNumber: z.string().nullable(),
  departurePointId: z.number().nullable(),
  needsDrop: z.boolean(),
});
export type Travel = z.infer<typeof ZTravel>;

export const ZPickupPoint = z.object({ id: z.number(), name: z.string(), kind: z.enum(POINT_KINDS), displayOrder: z.number() });
export type PickupPoint = z.infer<typeof ZPickupPoint>;
export const ZPickupPointInput = z.object({
  name: requiredText(TRAVEL_MESSAGES.pointName, 120),
  kind: z.enum(POINT_KINDS, { error: TRAVEL_MESSAGES.pointKind }),
  displayOrder: numberish(z.number().int().min(0).nullish()).transform((v) => (v ?? null) as number | null),
});
export const ZPickupPointUpdate = ZPickupPointInput.extend({ id: zId });

/** One party's arrival or departure, as the Travel tab lists it. */
export const ZTravelLeg = z.object({
  rsvpId: z.string(),
  primaryGuestName: z.string(),
  primaryGuestPhone: z.string(),
  people: z.number(),
  at: z.string().nullable(),
  mode: z.enum(TRAVEL_MODES).nullable(),
  number: z.string().nullable(),
  pointId: z.number().nullable(),
  pointName: z.string().nullable(),
  /** The fleet's vehicle, or null (then `vehicle` may still hold a car written before the fleet existed). */
  vehicleId: z.number().nullable(),
  /** The vehicle's name. */
  vehicle: z.string().nullable(),
  /** No pickup or drop asked: the party travels its own way and gets no vehicle. */
  ownWay: z.boolean(),
});
export const ZAdminTravel = z.object({
  arrivals: z.array(ZTravelLeg.extend({ needsPickup: z.boolean() })),
  departures: z.array(ZTravelLeg.extend({ needsDrop: z.boolean() })),
});
export type AdminTravel = z.infer<typeof ZAdminTravel>;

/** Omitted: that car stays as it was; "" or null: no car. */
const vehicle = z
  .string({ error: "A car must be text" })
  .trim()
  .max(200, "A car's description must be at most 200 characters")
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
export const ZVehicleInput = z.object({
  rsvpId: z.string().uuid(TRAVEL_MESSAGES.rsvpNotFound),
  arrivalVehicle: vehicle,
  departureVehicle: vehicle,
});
