/** What the headcount rules read: attending people with their asked events, asked events, days and meals. */
import type { DB } from "../../../../db/connect";
import { PRIMARY_PERSON, personEventsOf, personKey } from "../rsvp/queries";
import type { AskedEvent, Meal, Person } from "./rules";

export async function headcountInputs(db: DB): Promise<{ attending: Person[]; askedEvents: AskedEvent[]; days: number[]; meals: Meal[] }> {
  const [rsvps, members, children, askedEvents, eventDays, meals, events] = await Promise.all([
    db.selectFrom("rsvps").select(["id", "dietaryPreference", "beveragePreference"]).where("rsvpStatus", "=", "yes").execute(),
    db
      .selectFrom("familyMembers as m")
      .innerJoin("rsvps as r", "r.id", "m.rsvpId")
      .select(["m.id", "m.rsvpId", "m.dietaryPreference", "m.beveragePreference"])
      .where("r.rsvpStatus", "=", "yes")
      .execute(),
    db.selectFrom("children as c").innerJoin("rsvps as r", "r.id", "c.rsvpId").select(["c.id", "c.rsvpId"]).where("r.rsvpStatus", "=", "yes").execute(),
    db
      .selectFrom("timelineEvents")
      .select(["id", "eventName", "day"])
      .where("asksAttendance", "=", 1)
      .orderBy("day")
      .orderBy("displayOrder")
      .orderBy("id")
      .execute(),
    db.selectFrom("timelineEvents").select("day").distinct().execute(),
    db
      .selectFrom("menus as m")
      .leftJoin("dayMenus as d", "d.id", "m.dayMenuId")
      .select(["m.id", "m.title", "m.mealType", "m.day", "d.day as menuDay"])
      .orderBy("d.day")
      .orderBy("m.day")
      .orderBy("m.displayOrder")
      .orderBy("m.id")
      .execute(),
    personEventsOf(db),
  ]);
  const of = (rsvpId: string, kind: "primary" | "member" | "child", id: number) => events.get(personKey(rsvpId, kind, id)) ?? [];
  const attending: Person[] = [
    ...rsvps.map((r) => ({ adult: true, diet: r.dietaryPreference, beverage: r.beveragePreference, events: of(r.id, "primary", PRIMARY_PERSON) })),
    ...members.map((m) => ({ adult: true, diet: m.dietaryPreference, beverage: m.beveragePreference, events: of(m.rsvpId, "member", m.id) })),
    ...children.map((c) => ({ adult: false, diet: null, beverage: null, events: of(c.rsvpId, "child", c.id) })),
  ];
  const mealRows = meals.map((m) => ({ id: m.id, title: m.title, mealType: m.mealType, day: m.menuDay ?? m.day }));
  const days = [...new Set([...eventDays.map((d) => d.day), ...mealRows.map((m) => m.day)])].sort((a, b) => a - b);
  return { attending, askedEvents, days, meals: mealRows };
}
