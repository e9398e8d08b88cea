import { MEAL_TYPES } from "./constants";

/** Known meal types in serving order; unknown ones last, alphabetically. */
export function compareMealTypes(a: string, b: string): number {
  const ia = (MEAL_TYPES as readonly string[]).indexOf(a);
  const ib = (MEAL_TYPES as readonly string[]).indexOf(b);
  if (ia !== -1 && ib !== -1) return ia - ib;
  if (ia !== -1) return -1;
  if (ib !== -1) return 1;
  return a.localeCompare(b);
}

export function sortByMealType<T extends { mealType: string }>(meals: readonly T[]): T[] {
  return [...meals].sort((a, b) => compareMealTypes(a.mealType, b.mealType));
}

/** Distinct meal types present, in serving order. */
export function mealTypesPresent(meals: readonly { mealType: string }[]): string[] {
  return [...new Set(meals.map((m) => m.mealType))].sort(compareMealTypes);
}

export const OTHER_ITEMS = "Other Items";

/** Dishes grouped by subcategory, keeping first-seen order; dishes without one go to "Other Items", last. */
export function groupBySubcategory<T extends { subcategory: string | null }>(dishes: readonly T[]): { name: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const dish of dishes) {
    const key = dish.subcategory?.trim() || OTHER_ITEMS;
    const list = groups.get(key) ?? [];
    list.push(dish);
    groups.set(key, list);
  }
  const named = [...groups].filter(([k]) => k !== OTHER_ITEMS);
  const other = groups.get(OTHER_ITEMS);
  return [...named, ...(other ? ([[OTHER_ITEMS, other]] as [string, T[]][]) : [])].map(([name, items]) => ({ name, items }));
}
