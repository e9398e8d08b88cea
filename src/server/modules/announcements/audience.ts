/**
 * Who an announcement reaches, decided one way for the dashboard's count, the WhatsApp round and the guest's
 * page: the guest list's facts are read in one pass (households, replies, the functions each person comes to,
 * travel), and each audience is a pure test of one household against them.
 * - everyone: every household on the list; coming: its reply says yes;
 * - event: coming, and someone of the reply comes to that function (a function that does not ask: all coming);
 * - side: that side, a household of both sides counting for each; tag: that tag, without case;
 * - pickup-point: coming and met or dropped at that point; arrival-day: coming and arriving that calendar day.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import type { Audience } from "../../../shared/schemas/announcements";

type Db = DB | Transaction<Database>;

export interface HouseholdFacts {
  id: number;
  side: string | null;
  tags: string[];
  coming: boolean;
  events: Set<number>;
  points: Set<number>;
  arrivalDay: string | null;
}

export interface AudienceFacts {
  households: HouseholdFacts[];
  /** Functions that ask who comes; any other function is attended by everyone coming. */
  askingEvents: Set<number>;
}

const tagsOf = (json: string) => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map((t) => String(t).toLowerCase()) : [];
  } catch {
    return [];
  }
};

/** The facts of every household, or of one (a guest's page: a few indexed reads). */
export async function loadAudienceFacts(db: Db, householdId?: number): Promise<AudienceFacts> {
  let households = db
    .selectFrom("households")
    .leftJoin("rsvps", "rsvps.id", "households.rsvpId")
    .select(["households.id", "households.side", "households.tags", "households.rsvpId", "rsvps.rsvpStatus"]);
  if (householdId !== undefined) households = households.where("households.id", "=", householdId);
  const rows = await households.execute();
  const replies = householdId === undefined ? undefined : rows.map((r) => r.rsvpId ?? "");
  let personEventsQuery = db.selectFrom("personEvents").select(["rsvpId", "eventId"]);
  let travelQuery = db.selectFrom("travel").select(["rsvpId", "arrivalAt", "arrivalPointId", "departurePointId"]);
  if (replies) {
    personEventsQuery = personEventsQuery.where("rsvpId", "in", replies.length ? replies : [""]);
    travelQuery = travelQuery.where("rsvpId", "in", replies.length ? replies : [""]);
  }
  const [personEvents, travel, asking] = await Promise.all([
    personEventsQuery.execute(),
    travelQuery.execute(),
    db.selectFrom("timelineEvents").select("id").where("asksAttendance", "=", 1).execute(),
  ]);
  const eventsByReply = new Map<string, Set<number>>();
  for (const pe of personEvents) {
    const set = eventsByReply.get(pe.rsvpId) ?? new Set<number>();
    set.add(pe.eventId);
    eventsByReply.set(pe.rsvpId, set);
  }
  const travelByReply = new Map(travel.map((t) => [t.rsvpId, t]));
  return {
    askingEvents: new Set(asking.map((e) => e.id)),
    households: rows.map((r) => {
      const trip = r.rsvpId ? travelByReply.get(r.rsvpId) : undefined;
      return {
        id: r.id,
        side: r.side,
        tags: tagsOf(r.tags),
        coming: r.rsvpStatus === "yes",
        events: (r.rsvpId && eventsByReply.get(r.rsvpId)) || new Set<number>(),
        points: new Set([trip?.arrivalPointId, trip?.departurePointId].filter((p): p is number => typeof p === "number")),
        arrivalDay: trip?.arrivalAt ? trip.arrivalAt.slice(0, 10) : null,
      };
    }),
  };
}

export function inAudience(h: HouseholdFacts, audience: Audience, facts: Pick<AudienceFacts, "askingEvents">): boolean {
  const v = audience.value ?? "";
  switch (audience.kind) {
    case "everyone":
      return true;
    case "coming":
      return h.coming;
    case "event":
      return h.coming && (!facts.askingEvents.has(Number(v)) || h.events.has(Number(v)));
    case "side":
      return h.side === v || (h.side === "both" && v !== "both");
    case "tag":
      return h.tags.includes(v.toLowerCase());
    case "pickup-point":
      return h.coming && h.points.has(Number(v));
    case "arrival-day":
      return h.coming && h.arrivalDay === v;
  }
}

/** The ids of the households an audience reaches now. */
export const audienceIds = (facts: AudienceFacts, audience: Audience) => facts.households.filter((h) => inAudience(h, audience, facts)).map((h) => h.id);
