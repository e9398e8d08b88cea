/**
 * The headcount rules, pure so they can be tested on their own:
 * - adults are primary guests and family members; children are children; only attending replies count;
 * - dietary and beverage splits count adults (the spec gives children no preference);
 * - a person is at an asked event when they said so; present on day N when they attend at least one
 *   asked event of day N, or, when no event of day N asks, when their reply is yes;
 * - a meal served at a function counts that function's guests (a function that does not ask: who is present
 *   at its time); any other meal counts who is present at its serving time: arrived (the party's travel
 *   arrival, wall-clock at the venue) no later than it and not yet departed. A party without an arrival time is
 *   counted as the day's presence says and shown apart ("without travel details"); a meal without a readable
 *   serving time (or a wedding without a date) counts the day's presence.
 */
import { addDays } from "../../../shared/id-retention";
import { mentionsFood, mentionsStay } from "../../../shared/mentions-food";
import type { Headcounts, MealCount } from "../../../shared/schemas/headcounts";
import { clockMinutes } from "../../../shared/time-range";

export interface Person {
  adult: boolean;
  diet: string | null;
  beverage: string | null;
  /** Asked events this person attends. */
  events: number[];
  /** The reply (party) this person belongs to; its travel is every person's. */
  rsvpId?: string;
  /** "2027-02-12T13:00" at the venue; null or absent: not given. */
  arrivalAt?: string | null;
  departureAt?: string | null;
}

export interface AskedEvent {
  id: number;
  eventName: string;
  day: number;
}

/** Any timeline event a meal may be served at. */
export interface TimelineEvent extends AskedEvent {
  time: string;
  asksAttendance: boolean;
}

export interface Meal {
  id: number;
  title: string;
  mealType: string;
  day: number;
  servingTime?: string | null;
  servedAtEventId?: number | null;
  dishes?: MealCount["dishes"];
}

export interface Request {
  rsvpId: string;
  name: string;
  text: string;
}

export interface HeadcountInput {
  attending: Person[];
  askedEvents: AskedEvent[];
  days: number[];
  meals: Meal[];
  /** Every timeline event (for meals served at one). */
  timeline?: TimelineEvent[];
  /** The wedding's first day at the venue, "2027-02-12"; null: meals are counted by day. */
  firstDay?: string | null;
  /** Attending replies' special requests. */
  requests?: Request[];
}

const emptyDiet = () => ({ veg: 0, nonVeg: 0, vegan: 0, jain: 0, dietUnspecified: 0 });
const emptyPeople = () => ({ adults: 0, children: 0, total: 0 });

function count(people: Person[]) {
  const out = { ...emptyPeople(), ...emptyDiet(), alcoholic: 0, nonAlcoholic: 0, beverageUnspecified: 0 };
  for (const p of people) {
    out.total++;
    if (!p.adult) {
      out.children++;
      continue;
    }
    out.adults++;
    if (p.diet === "veg") out.veg++;
    else if (p.diet === "non-veg") out.nonVeg++;
    else if (p.diet === "vegan") out.vegan++;
    else if (p.diet === "jain") out.jain++;
    else out.dietUnspecified++;
    if (p.beverage === "alcoholic") out.alcoholic++;
    else if (p.beverage === "non-alcoholic") out.nonAlcoholic++;
    else out.beverageUnspecified++;
  }
  return out;
}

const withoutBeverage = ({ alcoholic: _a, nonAlcoholic: _n, beverageUnspecified: _u, ...rest }: ReturnType<typeof count>) => rest;

/** The start of a serving time such as "1:00 PM - 3:00 PM" or "8 pm onwards", in minutes after midnight. */
export function servingStart(text: string | null | undefined): number | null {
  const first = (text ?? "").split(/\s*(?:-|–|—|\bto\b|\bonwards\b|\btill\b|\buntil\b)\s*/i)[0];
  return clockMinutes(first);
}

/** "2027-02-13T08:00" for day 2 at 8 AM, when the wedding has a first day and the time reads as a clock time. */
export function mealMoment(firstDay: string | null | undefined, day: number, minutes: number | null): string | null {
  if (!firstDay || minutes === null) return null;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${addDays(firstDay, day - 1)}T${hh}:${mm}`;
}

/** `attending`: every person of every reply that said yes. `days`: the wedding's days to report. */
export function computeHeadcounts(input: HeadcountInput): Headcounts {
  const { attending, askedEvents } = input;
  const events = askedEvents.map((e) => ({ eventId: e.id, eventName: e.eventName, day: e.day, ...count(attending.filter((p) => p.events.includes(e.id))) }));
  const presentOn = (day: number) => {
    const asked = askedEvents.filter((e) => e.day === day).map((e) => e.id);
    return asked.length === 0 ? attending : attending.filter((p) => p.events.some((id) => asked.includes(id)));
  };
  const dayCounts = new Map(input.days.map((day) => [day, withoutBeverage(count(presentOn(day)))]));
  const timeline = new Map((input.timeline ?? []).map((e) => [e.id, e]));
  const requests = input.requests ?? [];

  /** Who eats a meal at `moment` of `day`: with an arrival time, by the clock; without, as the day's presence says. */
  const presentAt = (day: number, moment: string) => {
    const onDay = new Set(presentOn(day));
    const people: Person[] = [];
    let withoutTravel = 0;
    for (const p of attending) {
      if (p.departureAt && p.departureAt <= moment) continue;
      if (p.arrivalAt) {
        if (p.arrivalAt <= moment) people.push(p);
      } else if (onDay.has(p)) {
        people.push(p);
        withoutTravel++;
      }
    }
    return { people, withoutTravel };
  };

  const mealCount = (m: Meal): MealCount => {
    const at = m.servedAtEventId ? timeline.get(m.servedAtEventId) : undefined;
    let basis: MealCount["basis"] = "day";
    let people: Person[] = presentOn(m.day);
    let withoutTravel = 0;
    if (at?.asksAttendance) {
      basis = "function";
      people = attending.filter((p) => p.events.includes(at.id));
    } else {
      const moment = at ? mealMoment(input.firstDay, at.day, clockMinutes(at.time)) : mealMoment(input.firstDay, m.day, servingStart(m.servingTime));
      if (moment) {
        basis = at ? "function" : "time";
        ({ people, withoutTravel } = presentAt(at ? at.day : m.day, moment));
      } else if (at) {
        basis = "function";
        people = presentOn(at.day);
      }
    }
    const parties = new Set(people.map((p) => p.rsvpId));
    return {
      mealId: m.id,
      title: m.title,
      mealType: m.mealType,
      day: m.day,
      servingTime: m.servingTime ?? null,
      servedAt: at ? { eventId: at.id, eventName: at.eventName } : null,
      basis,
      withoutTravel,
      ...withoutBeverage(count(people)),
      dishes: m.dishes ?? [],
      foodRequests: requests.filter((r) => mentionsFood(r.text) && parties.has(r.rsvpId)),
    };
  };

  return {
    events,
    days: [...dayCounts].map(([day, c]) => ({ day, ...c })),
    meals: input.meals.map(mealCount),
    // A request about food and the stay ("Jain food, ground floor please") is on both lists.
    otherRequests: requests.filter((r) => !mentionsFood(r.text) || mentionsStay(r.text)),
  };
}
