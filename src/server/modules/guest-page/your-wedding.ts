/**
 * "Your wedding": a party's own functions, rooms, pickup and drop and the day menus, built fresh on each read (a
 * desk's change to a car shows at once). A household's link and a reply's private link both lead here.
 */
import type { DB } from "../../../../db/connect";
import { eventDate, mapSearchUrl } from "../../../shared/event-instants";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import type { YourEvent, YourTrip, YourWedding } from "../../../shared/schemas/your-wedding";
import { WALL_CLOCK } from "../../../shared/schemas/travel";
import { findHouseholdIdByInviteToken } from "../households/invite-link";
import { listDayMenus } from "../menus/queries";
import { findRsvpIdByEditToken } from "../rsvp/edit-link";
import { personEventsOf, personKey, type PersonKind } from "../rsvp/queries";
import { roomsForReply } from "../rooms/queries";

/** Whose page: the household (its invitation and language), its reply, or a reply without a household. */
export interface PartyRef {
  rsvpId: string | null;
  /** The household's functions (null: all of them); undefined: a reply without a household. */
  invitedEvents?: number[] | null;
  language: "en" | "hi";
}

const parseIds = (json: string | null): number[] | null => (json === null ? null : (JSON.parse(json) as number[]));

/** The party an invitation link opens, or undefined (unknown or revoked link). */
export async function partyOfInvitation(db: DB, token: string): Promise<PartyRef | undefined> {
  const id = await findHouseholdIdByInviteToken(db, token);
  if (id === undefined) return undefined;
  const h = await db.selectFrom("households").select(["rsvpId", "events", "language"]).where("id", "=", id).executeTakeFirst();
  return h && { rsvpId: h.rsvpId, invitedEvents: parseIds(h.events), language: h.language };
}

/** The party a reply's private link opens (with its household's invitation when it has one), or undefined. */
export async function partyOfReply(db: DB, token: string): Promise<PartyRef | undefined> {
  const rsvpId = await findRsvpIdByEditToken(db, token);
  if (!rsvpId) return undefined;
  const h = await db.selectFrom("households").select(["events", "language"]).where("rsvpId", "=", rsvpId).executeTakeFirst();
  return h ? { rsvpId, invitedEvents: parseIds(h.events), language: h.language } : { rsvpId, language: "en" };
}

interface Person {
  kind: PersonKind;
  id: number;
  name: string;
}

async function peopleOf(db: DB, rsvpId: string): Promise<{ status: "yes" | "no"; people: Person[] } | undefined> {
  const reply = await db.selectFrom("rsvps").select(["primaryGuestName", "rsvpStatus"]).where("id", "=", rsvpId).executeTakeFirst();
  if (!reply) return undefined;
  if (reply.rsvpStatus !== "yes") return { status: "no", people: [] };
  const [members, children] = await Promise.all([
    db.selectFrom("familyMembers").select(["id", "name"]).where("rsvpId", "=", rsvpId).orderBy("position").execute(),
    db.selectFrom("children").select(["id", "name"]).where("rsvpId", "=", rsvpId).orderBy("position").execute(),
  ]);
  return {
    status: "yes",
    people: [
      { kind: "primary", id: 0, name: reply.primaryGuestName },
      ...members.map((m) => ({ kind: "member" as const, id: m.id, name: m.name })),
      ...children.map((c) => ({ kind: "child" as const, id: c.id, name: c.name })),
    ],
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

async function tripsOf(db: DB, rsvpId: string): Promise<{ pickup: YourTrip | null; drop: YourTrip | null }> {
  const t = await db
    .selectFrom("travel as t")
    .leftJoin("pickupPoints as ap", "ap.id", "t.arrivalPointId")
    .leftJoin("pickupPoints as dp", "dp.id", "t.departurePointId")
    .leftJoin("vehicles as av", "av.id", "t.arrivalVehicleId")
    .leftJoin("vehicles as dv", "dv.id", "t.departureVehicleId")
    .select([
      "t.arrivalAt",
      "t.needsPickup",
      "t.arrivalVehicle",
      "ap.name as arrivalPoint",
      "av.name as arrivalVehicleName",
      "av.driverName as arrivalDriver",
      "av.driverPhone as arrivalDriverPhone",
      "t.departureAt",
      "t.needsDrop",
      "t.departureVehicle",
      "dp.name as departurePoint",
      "dv.name as departureVehicleName",
      "dv.driverName as departureDriver",
      "dv.driverPhone as departureDriverPhone",
    ])
    .where("t.rsvpId", "=", rsvpId)
    .executeTakeFirst();
  if (!t) return { pickup: null, drop: null };
  const trip = (
    at: string | null,
    pointName: string | null,
    fleet: string | null,
    driverName: string | null,
    driverPhone: string | null,
    text: string | null,
  ) => {
    const hour = at && WALL_CLOCK.test(at) ? Number(at.slice(11, 13)) : null;
    // The fleet's vehicle; an older free-text car only where none is set.
    const vehicle = fleet ? { name: fleet, driverName, driverPhone } : text?.trim() ? { name: text.trim(), driverName: null, driverPhone: null } : null;
    return { pointName, at, window: hour === null ? null : { start: `${pad(hour)}:00`, end: `${pad((hour + 1) % 24)}:00` }, vehicle };
  };
  return {
    pickup: t.needsPickup ? trip(t.arrivalAt, t.arrivalPoint, t.arrivalVehicleName, t.arrivalDriver, t.arrivalDriverPhone, t.arrivalVehicle) : null,
    drop: t.needsDrop ? trip(t.departureAt, t.departurePoint, t.departureVehicleName, t.departureDriver, t.departureDriverPhone, t.departureVehicle) : null,
  };
}

/**
 * The party's functions in itinerary order: every function open to all guests, and of those guests are asked
 * about, the ones on the invitation that someone of the party comes to (before a reply: the invited ones).
 */
async function eventsOf(db: DB, party: PartyRef, reply: { status: "yes" | "no"; people: Person[] } | undefined): Promise<YourEvent[]> {
  if (reply?.status === "no") return [];
  const [rows, wedding, attendance] = await Promise.all([
    db
      .selectFrom("timelineEvents")
      .select(["id", "eventName", "day", "time", "toTime", "place", "dressCode", "description", "asksAttendance"])
      .orderBy("day")
      .orderBy("displayOrder")
      .orderBy("id")
      .execute(),
    db.selectFrom("wedding").select(["weddingDate", "timeZone", "venue", "venueAddress"]).where("id", "=", 1).executeTakeFirst(),
    party.rsvpId && reply ? personEventsOf(db, [party.rsvpId]) : Promise.resolve(new Map<string, number[]>()),
  ]);
  const zone = wedding?.timeZone ?? WEDDING_TIME_ZONE;
  const invited = party.invitedEvents ?? null;
  const out: YourEvent[] = [];
  for (const e of rows) {
    let who: string[] | null = null;
    if (e.asksAttendance) {
      if (invited !== null && !invited.includes(e.id)) continue;
      if (reply) {
        who = reply.people.filter((p) => attendance.get(personKey(party.rsvpId!, p.kind, p.id))?.includes(e.id)).map((p) => p.name);
        if (who.length === 0) continue;
      }
    }
    out.push({
      id: e.id,
      eventName: e.eventName,
      day: e.day,
      date: eventDate(wedding?.weddingDate, zone, e.day),
      time: e.time,
      toTime: e.toTime,
      place: e.place,
      dressCode: e.dressCode,
      description: e.description,
      mapUrl: mapSearchUrl(e.place, wedding?.venue, wedding?.venueAddress),
      who,
    });
  }
  return out;
}

export async function yourWedding(db: DB, party: PartyRef): Promise<YourWedding> {
  const reply = party.rsvpId ? await peopleOf(db, party.rsvpId) : undefined;
  const coming = reply?.status === "yes";
  const [events, settings, trips, menus] = await Promise.all([
    eventsOf(db, party, reply),
    db.selectFrom("wedding").select(["timeZone", "showRoomsToGuests"]).where("id", "=", 1).executeTakeFirst(),
    coming ? tripsOf(db, party.rsvpId!) : Promise.resolve({ pickup: null, drop: null }),
    listDayMenus(db, { publishedOnly: true }),
  ]);
  const rooms = coming && settings?.showRoomsToGuests ? await roomsForReply(db, party.rsvpId!) : [];
  return {
    language: party.language,
    status: reply?.status ?? null,
    people: reply?.people.map((p) => p.name) ?? [],
    events,
    timeZone: settings?.timeZone ?? WEDDING_TIME_ZONE,
    rooms,
    ...trips,
    menus: menus.map((d) => ({
      day: d.day,
      title: d.title,
      meals: d.menus.map((m) => ({ title: m.title, mealType: m.mealType, servingTime: m.servingTime })),
    })),
  };
}
