/**
 * The special requests beside each day of the Headcounts tab: every attending reply's request (so an
 * allergy is never filtered away), those that mention food first, each marked with whether anyone of the
 * reply is counted on that day (the headcount rules: on a day with asking functions, a person is present
 * when they attend one of them; on other days, every attending reply is).
 */
import type { Headcounts } from "../../../shared/schemas/headcounts";
import type { Rsvp } from "../../../shared/schemas/rsvp";
import { mentionsFood } from "../../../shared/mentions-food";

export interface DayRequest {
  rsvpId: string;
  name: string;
  text: string;
  food: boolean;
  /** Someone of this reply is counted on the day. */
  present: boolean;
}

/** Asked function ids per day, from the headcounts. */
export function askedByDay(counts: Headcounts): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const e of counts.events) map.set(e.day, [...(map.get(e.day) ?? []), e.eventId]);
  return map;
}

const eventsOfReply = (r: Rsvp) => [...(r.events ?? []), ...r.familyMembers.flatMap((m) => m.events ?? []), ...r.children.flatMap((c) => c.events ?? [])];

export function requestsForDay(rsvps: readonly Rsvp[], day: number, asked: Map<number, number[]>): DayRequest[] {
  const askedToday = asked.get(day) ?? [];
  const out = rsvps
    .filter((r) => r.rsvpStatus === "yes" && r.specialRequests?.trim())
    .map((r) => ({
      rsvpId: r.id,
      name: r.primaryGuestName,
      text: r.specialRequests!.trim(),
      food: mentionsFood(r.specialRequests!),
      present: askedToday.length === 0 || eventsOfReply(r).some((id) => askedToday.includes(id)),
    }));
  // Food first, then those counted on the day; the list's own order (newest first) within each.
  const rank = (x: DayRequest) => (x.food ? 0 : 2) + (x.present ? 0 : 1);
  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => rank(a.x) - rank(b.x) || a.i - b.i)
    .map(({ x }) => x);
}
