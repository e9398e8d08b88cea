/** What the headcount rules read: attending people with their asked events and travel, events, days, meals with dishes, requests. */
import type { DB } from "../../../../db/connect";
import { venueDay } from "../../../shared/id-retention";
import { knownZone } from "../export/zone";
import { PRIMARY_PERSON, personEventsOf, personKey } from "../rsvp/queries";
import type { HeadcountInput, Person } from "./rules";

export async function headcountInputs(db: DB): Promise<Required<HeadcountInput>> {
  const [rsvps, members, children, timeline, meals, dishes, events, travel, wedding] = await Promise.all([
    db
      .selectFrom("rsvps")
      .select(["id", "primaryGuestName", "dietaryPreference", "beveragePreference", "specialRequests"])
      .where("rsvpStatus", "=", "yes")
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("familyMembers as m")
      .innerJoin("rsvps as r", "r.id", "m.rsvpId")
      .select(["m.id", "m.rsvpId", "m.dietaryPreference", "m.beveragePreference"])
      .where("r.rsvpStatus", "=", "yes")
      .execute(),
    db.selectFrom("children as c").innerJoin("rsvps as r", "r.id", "c.rsvpId").select(["c.id", "c.rsvpId"]).where("r.rsvpStatus", "=", "yes").execute(),
    db.selectFrom("timelineEvents").select(["id", "eventName", "day", "time", "asksAttendance"]).orderBy("day").orderBy("displayOrder").orderBy("id").execute(),
    db
      .selectFrom("menus as m")
      .leftJoin("dayMenus as d", "d.id", "m.dayMenuId")
      .select(["m.id", "m.title", "m.mealType", "m.day", "m.servingTime", "m.servedAtEventId", "d.day as menuDay"])
      .orderBy("d.day")
      .orderBy("m.day")
      .orderBy("m.displayOrder")
      .orderBy("m.id")
      .execute(),
    db.selectFrom("menuDishes").select(["menuId", "name", "dietaryType", "subcategory"]).orderBy("displayOrder").orderBy("id").execute(),
    personEventsOf(db),
    db.selectFrom("travel").select(["rsvpId", "arrivalAt", "departureAt"]).execute(),
    db.selectFrom("wedding").select(["weddingDate", "timeZone"]).where("id", "=", 1).executeTakeFirst(),
  ]);
  const of = (rsvpId: string, kind: "primary" | "member" | "child", id: number) => events.get(personKey(rsvpId, kind, id)) ?? [];
  const trip = new Map(travel.map((t) => [t.rsvpId, { arrivalAt: t.arrivalAt, departureAt: t.departureAt }]));
  const travelOf = (rsvpId: string) => ({ rsvpId, arrivalAt: trip.get(rsvpId)?.arrivalAt ?? null, departureAt: trip.get(rsvpId)?.departureAt ?? null });
  const attending: Person[] = [
    ...rsvps.map((r) => ({
      adult: true,
      diet: r.dietaryPreference,
      beverage: r.beveragePreference,
      events: of(r.id, "primary", PRIMARY_PERSON),
      ...travelOf(r.id),
    })),
    ...members.map((m) => ({
      adult: true,
      diet: m.dietaryPreference,
      beverage: m.beveragePreference,
      events: of(m.rsvpId, "member", m.id),
      ...travelOf(m.rsvpId),
    })),
    ...children.map((c) => ({ adult: false, diet: null, beverage: null, events: of(c.rsvpId, "child", c.id), ...travelOf(c.rsvpId) })),
  ];
  const dishesOf = new Map<number, Required<HeadcountInput>["meals"][number]["dishes"]>();
  for (const d of dishes) dishesOf.set(d.menuId, [...(dishesOf.get(d.menuId) ?? []), { name: d.name, dietaryType: d.dietaryType, subcategory: d.subcategory }]);
  const mealRows = meals.map((m) => ({
    id: m.id,
    title: m.title,
    mealType: m.mealType,
    day: m.menuDay ?? m.day,
    servingTime: m.servingTime,
    servedAtEventId: m.servedAtEventId,
    dishes: dishesOf.get(m.id) ?? [],
  }));
  const askedEvents = timeline.filter((e) => e.asksAttendance === 1).map(({ id, eventName, day }) => ({ id, eventName, day }));
  const days = [...new Set([...timeline.map((e) => e.day), ...mealRows.map((m) => m.day)])].sort((a, b) => a - b);
  return {
    attending,
    askedEvents,
    days,
    meals: mealRows,
    timeline: timeline.map((e) => ({ ...e, asksAttendance: e.asksAttendance === 1 })),
    firstDay: venueDay(wedding?.weddingDate, knownZone(wedding?.timeZone)),
    requests: rsvps.filter((r) => r.specialRequests?.trim()).map((r) => ({ rsvpId: r.id, name: r.primaryGuestName, text: r.specialRequests!.trim() })),
  };
}
