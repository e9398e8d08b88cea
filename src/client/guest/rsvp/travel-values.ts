/**
 * The travel section's values (issue 15) without any React: the form's shape, a stored reply's travel as
 * form values, what is sent (`travel: null` when nothing is filled in or the guest is not coming), the
 * wedding's days and the 7-day warning, and a server refusal's field. Kept apart from travel-fields.tsx so
 * form-types.ts (also loaded by the couple's dashboard) pulls in no section code.
 */
import { parseDate } from "../../../shared/day-labels";
import type { Travel } from "../../../shared/schemas/travel";
import { blankTravel, type TravelFormValues, type TravelMode } from "../../../shared/reply-form-values";

export type { TravelFormValues, TravelMode } from "../../../shared/reply-form-values";
export { blankTravel } from "../../../shared/reply-form-values";
export { isBlankTravel, travelFieldOfMessage, withTravelPayload } from "../../../shared/reply-payload";

export const TRAVEL_TEXT = {
  title: "Travel",
  description: "Optional. Tell us when you arrive and leave, and we can meet you. You can add or change this later from your reply link.",
  add: "Add travel details",
  remove: "Remove travel details",
  arrival: "Arrival",
  departure: "Departure",
  arrivalAt: "Arrival date and time",
  departureAt: "Departure date and time",
  arrivalMode: "Arriving by",
  departureMode: "Leaving by",
  chooseMode: "Select how you travel",
  number: "Flight or train number",
  numberHint: "Optional, at most 20 characters",
  pickupPoint: "Pickup point",
  dropPoint: "Drop point",
  noPoint: "No pickup point",
  noDropPoint: "No drop point",
  needsPickup: "Please pick us up",
  needsDrop: "Please drop us",
  timeHint: "Local time at the venue",
  noPoints: "The couple has not listed pickup points yet, so pickups cannot be asked for here.",
  pointsFailed: "We could not load the pickup points.",
  retry: "Try again",
  tooEarly: (day: string) => `This is more than 7 days before the wedding (${day}). Please check the date; we will still save it.`,
  tooLate: (day: string) => `This is more than 7 days after the wedding (${day}). Please check the date; we will still save it.`,
} as const;

export const MODE_LABELS: Record<TravelMode, string> = { flight: "Flight", train: "Train", bus: "Bus", car: "Car", other: "Other" };

/** A stored reply's travel as form values (null: not given, every field blank). */
export function travelToFormValues(t: Travel | null | undefined): TravelFormValues {
  if (!t) return blankTravel();
  const s = (v: string | null) => v ?? "";
  const id = (v: number | null) => (v === null ? "" : String(v));
  return {
    arrivalAt: s(t.arrivalAt),
    arrivalMode: t.arrivalMode ?? "",
    arrivalNumber: s(t.arrivalNumber),
    arrivalPointId: id(t.arrivalPointId),
    needsPickup: t.needsPickup,
    departureAt: s(t.departureAt),
    departureMode: t.departureMode ?? "",
    departureNumber: s(t.departureNumber),
    departurePointId: id(t.departurePointId),
    needsDrop: t.needsDrop,
  };
}

const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" of a UTC calendar day. */
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The wedding's first and last day: the wedding date and every itinerary day (day N = wedding date + N - 1),
 * as calendar days; null without a wedding date.
 */
export function weddingDayRange(weddingDate: string | null | undefined, itineraryDays: readonly number[]): { first: number; last: number } | null {
  const start = parseDate(weddingDate);
  if (!start) return null;
  const day1 = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const offsets = [0, ...itineraryDays.filter((d) => Number.isInteger(d)).map((d) => d - 1)];
  return { first: day1 + Math.min(...offsets) * DAY_MS, last: day1 + Math.max(...offsets) * DAY_MS };
}

/** Is a wall-clock time more than 7 days before the first or after the last day of the wedding? */
export function farFromWedding(at: string, range: { first: number; last: number } | null): "early" | "late" | null {
  if (!range || !/^\d{4}-\d{2}-\d{2}T/.test(at)) return null;
  const day = at.slice(0, 10);
  if (day < isoDay(range.first - 7 * DAY_MS)) return "early";
  if (day > isoDay(range.last + 7 * DAY_MS)) return "late";
  return null;
}
