/**
 * From the RSVP form's values to what guest.submitRsvp receives, and from its refusal back to the form:
 * the browser's form and the server's no-JavaScript door (modules/rsvp/form-post.ts) apply these same steps,
 * so a reply sent either way is validated and stored alike.
 */
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "./constants";
import type { RsvpFormValues, TravelFormValues } from "./reply-form-values";
import type { RsvpSubmission } from "./schemas/rsvp";
import { TRAVEL_MESSAGES } from "./schemas/travel-messages";

export type RsvpFormMode = "new" | "edit";

const named = <T extends { name?: unknown }>(list: T[]) => list.filter((p) => String(p.name ?? "").trim() !== "");
const ageOk = (age: unknown) => {
  if (age === "" || age === null || age === undefined) return true;
  const n = Number(age);
  return Number.isInteger(n) && n >= CHILD_AGE_MIN && n <= CHILD_AGE_MAX;
};

/**
 * What is validated and sent for a guest who is not coming. The later sections are hidden, so nothing in
 * them may block the submission. A first reply sends nobody else; a change keeps the people (the server
 * keeps them without dining), leaving out only a blank card and an age that could not be saved.
 */
export function declinedPayload(values: RsvpFormValues, mode: RsvpFormMode): RsvpFormValues {
  if (values.rsvpStatus !== "no") return values;
  if (mode === "new") {
    return { ...values, familyMembers: [], children: [], needsMakeupArtist: false, uploadedFileName: "", frontIdFileName: "", backIdFileName: "" };
  }
  return {
    ...values,
    needsMakeupArtist: false,
    familyMembers: named(values.familyMembers).map((m) => ({ ...m, needsMakeupArtist: false })),
    children: named(values.children).map((c) => (ageOk(c.age) ? c : { ...c, age: "" as unknown as number })),
  };
}

/** Nothing filled in (whitespace counts as nothing). */
export function isBlankTravel(t: Partial<TravelFormValues> | null | undefined): boolean {
  if (!t) return true;
  const texts = [t.arrivalAt, t.arrivalMode, t.arrivalNumber, t.arrivalPointId, t.departureAt, t.departureMode, t.departureNumber, t.departurePointId];
  return texts.every((v) => String(v ?? "").trim() === "") && !t.needsPickup && !t.needsDrop;
}

/**
 * What is validated and sent: travel only for a guest who is coming and has filled something in;
 * otherwise `travel: null` (a hidden or empty section never blocks the reply).
 */
export function withTravelPayload(values: RsvpFormValues): RsvpFormValues {
  const travel = values.rsvpStatus === "yes" && !isBlankTravel(values.travel) ? values.travel : null;
  return { ...values, travel };
}

/** A person's ticks for one list of asked events: absent means every one of them. */
const joins = (events: number[] | undefined, id: number) => events === undefined || events.includes(id);

/**
 * The reply as it is sent: when attending, every person carries `events` (only asked ids, in itinerary
 * order; a person with no choice yet joins every asked event). A declined reply carries none (it attends
 * nothing). While the asked events are unknown, or none asks, the choices go as they are.
 */
export function withChosenEvents<T extends Pick<RsvpSubmission, "rsvpStatus" | "events" | "familyMembers" | "children">>(
  reply: T,
  asked: readonly number[] | undefined,
): T {
  if (reply.rsvpStatus !== "yes") {
    return {
      ...reply,
      events: undefined,
      familyMembers: reply.familyMembers.map((m) => ({ ...m, events: undefined })),
      children: reply.children.map((c) => ({ ...c, events: undefined })),
    };
  }
  if (!asked || asked.length === 0) return reply;
  const pick = (events: number[] | undefined) => asked.filter((id) => joins(events, id));
  return {
    ...reply,
    events: pick(reply.events),
    familyMembers: reply.familyMembers.map((m) => ({ ...m, events: pick(m.events) })),
    children: reply.children.map((c) => ({ ...c, events: pick(c.events) })),
  };
}

/** A refusal from the server about a point that is gone: the field it belongs to. */
export function travelFieldOfMessage(message: string): "travel.arrivalPointId" | "travel.departurePointId" | null {
  if (message === TRAVEL_MESSAGES.unknownPoint("Pickup point")) return "travel.arrivalPointId";
  if (message === TRAVEL_MESSAGES.unknownPoint("Drop point")) return "travel.departurePointId";
  return null;
}

/** The spec's toast when a reply is refused; its description is also the sentence for a refusal with field errors. */
export const SUBMIT_FAILED = { title: "Submission Failed", description: "Please check your information and try again." } as const;

/** What a tRPC refusal carries (its `data` and message), whichever door it came through. */
export interface Refusal {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string>;
  message: string;
}

/** The server's refusal as field errors (path, message), in the order to focus them, and a sentence for the guest. */
export function refusalFields(refusal: Refusal | undefined): { fields: (readonly [string, string])[]; description: string | null } {
  // A failure on our side (500) has no sentence for the guest: the spec's one, never "Internal server error".
  if ((refusal?.httpStatus ?? 0) >= 500 || refusal?.code === "INTERNAL_SERVER_ERROR") return { fields: [], description: SUBMIT_FAILED.description };
  const fields = Object.entries(refusal?.fieldErrors ?? {})
    .map(([path, message]) => [path.replace(/^reply\./, ""), message] as const)
    .filter(([path]) => path !== "_" && path !== "reply");
  // A second reply for a phone that already has one (409): the sentence belongs to the phone field.
  if (refusal?.code === "CONFLICT") fields.unshift(["primaryGuestPhone", refusal.message]);
  // A pickup or drop point removed since the page loaded: the sentence belongs to that select.
  const travelField = refusal?.code ? travelFieldOfMessage(refusal.message) : null;
  if (travelField) fields.unshift([travelField, refusal!.message]);
  // The 409's sentence beside the phone field says it all: nothing repeats "Please check your information".
  if (refusal?.code === "CONFLICT") return { fields, description: null };
  // A sentence the server wrote (deadline, limits, a file to upload again); a lost connection has none.
  const description = fields.length === 0 && refusal?.code ? refusal.message : SUBMIT_FAILED.description;
  return { fields, description };
}
