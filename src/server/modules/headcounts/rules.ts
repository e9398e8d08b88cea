/**
 * The headcount rules (issue 14), pure so they can be tested on their own:
 * - adults are primary guests and family members; children are children; only attending replies count;
 * - dietary and beverage splits count adults (the spec gives children no preference);
 * - a person is at an asked event when they said so; present on day N when they attend at least one
 *   asked event of day N, or, when no event of day N asks, when their reply is yes;
 * - a meal's headcount is its day's presence.
 */
import type { Headcounts } from "../../../shared/schemas/headcounts";

export interface Person {
  adult: boolean;
  diet: string | null;
  beverage: string | null;
  /** Asked events this person attends. */
  events: number[];
}
export interface AskedEvent {
  id: number;
  eventName: string;
  day: number;
}
export interface Meal {
  id: number;
  title: string;
  mealType: string;
  day: number;
}

const emptyDiet = () => ({ veg: 0, nonVeg: 0, vegan: 0, dietUnspecified: 0 });
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
    else out.dietUnspecified++;
    if (p.beverage === "alcoholic") out.alcoholic++;
    else if (p.beverage === "non-alcoholic") out.nonAlcoholic++;
    else out.beverageUnspecified++;
  }
  return out;
}

const withoutBeverage = ({ alcoholic: _a, nonAlcoholic: _n, beverageUnspecified: _u, ...rest }: ReturnType<typeof count>) => rest;

/** `attending`: every person of every reply that said yes. `days`: the wedding's days to report. */
export function computeHeadcounts(input: { attending: Person[]; askedEvents: AskedEvent[]; days: number[]; meals: Meal[] }): Headcounts {
  const { attending, askedEvents } = input;
  const events = askedEvents.map((e) => ({ eventId: e.id, eventName: e.eventName, day: e.day, ...count(attending.filter((p) => p.events.includes(e.id))) }));
  const presentOn = (day: number) => {
    const asked = askedEvents.filter((e) => e.day === day).map((e) => e.id);
    return asked.length === 0 ? attending : attending.filter((p) => p.events.some((id) => asked.includes(id)));
  };
  const dayCounts = new Map(input.days.map((day) => [day, withoutBeverage(count(presentOn(day)))]));
  return {
    events,
    days: [...dayCounts].map(([day, c]) => ({ day, ...c })),
    meals: input.meals.map((m) => ({
      mealId: m.id,
      title: m.title,
      mealType: m.mealType,
      day: m.day,
      ...(dayCounts.get(m.day) ?? withoutBeverage(count(presentOn(m.day)))),
    })),
  };
}
