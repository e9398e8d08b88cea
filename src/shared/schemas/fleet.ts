/**
 * The couple's fleet: vehicles with seats and a driver, and which vehicle meets (arrival) or drops
 * (departure) each party. A trip is one direction at one point in one hour window (src/shared/travel-windows.ts).
 */
import { z } from "zod";
import { toE164 } from "../phone-e164";
import { numberish, optionalLongText, optionalText, requiredText, zId } from "./common";

export const MAX_SEATS = 80;
export const DIRECTIONS = ["arrival", "departure"] as const;
export type Direction = (typeof DIRECTIONS)[number];

const peopleWord = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

export const FLEET_MESSAGES = {
  name: "Vehicle name is required",
  seats: `Seats must be a whole number from 1 to ${MAX_SEATS}`,
  driverPhone: "Driver's phone must be a valid phone number, e.g. 98765 43210 or +44 7400 123456",
  direction: "Direction must be arrival or departure",
  parties: "Choose at least one party",
  notFound: "Vehicle not found",
  rsvpNotFound: "RSVP not found",
  notAttending: (name: string) => `${name} is not attending, so needs no vehicle.`,
  noTravel: (name: string) => `${name} has given no travel details for this trip.`,
  ownWay: (name: string, direction: Direction) => `${name} ${direction === "arrival" ? "is arriving" : "is leaving"} on their own, so gets no vehicle.`,
  seatsExceeded: (vehicle: string, seats: number, people: number) =>
    `${vehicle} has ${seats} ${seats === 1 ? "seat" : "seats"}; this trip would carry ${peopleWord(people)}.`,
  seatsTooFew: (vehicle: string, people: number) => `${vehicle} already carries ${peopleWord(people)} on one trip, so it needs at least ${people} seats.`,
} as const;

const seats = numberish(z.number({ error: FLEET_MESSAGES.seats }).int(FLEET_MESSAGES.seats).min(1, FLEET_MESSAGES.seats).max(MAX_SEATS, FLEET_MESSAGES.seats));
const driverPhone = z
  .string({ error: FLEET_MESSAGES.driverPhone })
  .max(40, FLEET_MESSAGES.driverPhone)
  .nullish()
  .transform((v, ctx) => {
    if (!v || !v.trim()) return null;
    const e164 = toE164(v);
    if (!e164) ctx.addIssue({ code: "custom", message: FLEET_MESSAGES.driverPhone });
    return e164;
  });

export const ZVehicleFields = z.object({
  name: requiredText(FLEET_MESSAGES.name, 80),
  seats,
  driverName: optionalText(80),
  driverPhone,
  notes: optionalLongText(300),
});
export type VehicleFieldsInput = z.input<typeof ZVehicleFields>;
export const ZVehicleUpdate = ZVehicleFields.extend({ id: zId });

export const ZVehicle = z.object({
  id: z.number(),
  name: z.string(),
  seats: z.number(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Vehicle = z.infer<typeof ZVehicle>;

/** PUT /api/admin/trips/vehicle: one vehicle (or none) for several parties of a trip. */
export const ZTripVehicleInput = z.object({
  direction: z.enum(DIRECTIONS, { error: FLEET_MESSAGES.direction }),
  rsvpIds: z.array(z.string().uuid(FLEET_MESSAGES.rsvpNotFound), { error: FLEET_MESSAGES.parties }).min(1, FLEET_MESSAGES.parties).max(500),
  vehicleId: numberish(z.number({ error: FLEET_MESSAGES.notFound }).int(FLEET_MESSAGES.notFound).positive(FLEET_MESSAGES.notFound).nullable()),
});
export type TripVehicleInput = z.input<typeof ZTripVehicleInput>;
