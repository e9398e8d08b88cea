/** The export's Headcounts sheet (per day: everyone present, the asking functions, the meals) and the Guests sheet's function columns. */
import { LABELS } from "../../../shared/constants";
import { dayLabel } from "../../../shared/day-labels";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { textCell } from "./cells";
import type { Column } from "./sheet";

export const HEADCOUNT_COLUMNS: Column[] = [
  { header: "Day", key: "day", width: 14, maxWidth: 14 },
  { header: "Section", key: "section", width: 12, maxWidth: 12 },
  { header: "Name", key: "name", width: 18, maxWidth: 18 },
  { header: "Adults", key: "adults", width: 10 },
  { header: "Children", key: "children", width: 10 },
  { header: "Total", key: "total", width: 10 },
  { header: "Vegetarian", key: "veg", width: 12 },
  { header: "Non-vegetarian", key: "nonVeg", width: 15 },
  { header: "Vegan", key: "vegan", width: 10 },
  { header: "Jain", key: "jain", width: 10 },
  { header: "Dietary not specified", key: "dietUnspecified", width: 21 },
  { header: "Alcoholic", key: "alcoholic", width: 11 },
  { header: "Non-alcoholic", key: "nonAlcoholic", width: 14 },
  { header: "Beverage not specified", key: "beverageUnspecified", width: 22 },
];

/** One Guests column per asked function, headed by its name (with its day when two share a name). */
export function eventColumns(events: { eventId: number; eventName: string; day: number }[]): Column[] {
  const named = new Map<string, number>();
  for (const e of events) named.set(e.eventName, (named.get(e.eventName) ?? 0) + 1);
  return events.map((e) => ({
    header: textCell((named.get(e.eventName) ?? 0) > 1 ? `${e.eventName} (Day ${e.day})` : e.eventName),
    key: `event${e.eventId}`,
    width: Math.min(30, Math.max(10, e.eventName.length + 3)),
  }));
}

/** The Headcounts sheet's rows: per day, everyone present that day, then its functions, then its meals. */
export function headcountRows(counts: Headcounts, weddingDate: string | null | undefined): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const d of counts.days) {
    const label = dayLabel(weddingDate, d.day);
    const day = label === `Day ${d.day}` ? label : `Day ${d.day} (${label})`;
    const { day: _d, ...dayCounts } = d;
    rows.push({ day, section: "Day total", name: "Everyone present", ...dayCounts, alcoholic: "", nonAlcoholic: "", beverageUnspecified: "" });
    for (const { eventId: _id, eventName, day: _e, ...c } of counts.events.filter((e) => e.day === d.day))
      rows.push({ day, section: "Function", name: eventName, ...c });
    for (const m of counts.meals.filter((m) => m.day === d.day)) {
      const type = (LABELS.mealType as Record<string, string>)[m.mealType] ?? m.mealType;
      const { adults, children, total, veg, nonVeg, vegan, jain, dietUnspecified } = m;
      const c = { adults, children, total, veg, nonVeg, vegan, jain, dietUnspecified };
      rows.push({ day, section: `Meal (${type})`, name: m.title, ...c, alcoholic: "", nonAlcoholic: "", beverageUnspecified: "" });
    }
  }
  return rows;
}
