/** How a meal was counted, in the planner's and the caterer's words (dashboard, caterer print, caterer sheet). */
import type { MealCount } from "./schemas/headcounts";

/** "Guests of the Sangeet", "There at 1:00 PM · 3 without travel details", "Everyone there that day". */
export function mealBasisText(m: Pick<MealCount, "basis" | "servedAt" | "servingTime" | "withoutTravel">): string {
  const base =
    m.basis === "function" && m.servedAt
      ? `Guests of the ${m.servedAt.eventName}`
      : m.basis === "time"
        ? `There at ${m.servingTime?.split(/\s*(?:-|–|—|\bto\b|\bonwards\b)\s*/i)[0] ?? "serving time"}`
        : "Everyone there that day";
  return m.withoutTravel > 0 ? `${base} · ${m.withoutTravel} without travel details` : base;
}

/** A meal's dishes by subcategory, in their order: "Main Course: Dal makhani, Jeera rice". */
export function dishLines(dishes: MealCount["dishes"]): string[] {
  const groups = new Map<string, string[]>();
  for (const d of dishes) {
    const key = d.subcategory?.trim() || "Other";
    groups.set(key, [...(groups.get(key) ?? []), d.dietaryType === "non-vegetarian" ? `${d.name} (non-veg)` : d.name]);
  }
  return [...groups].map(([sub, names]) => `${sub}: ${names.join(", ")}`);
}
