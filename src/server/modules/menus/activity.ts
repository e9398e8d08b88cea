/** The activity log's words for menu writes: which fields changed, from what to what (short), and what a delete took with it. */
import { LABELS } from "../../../shared/constants";

type Values = Record<string, unknown>;

const MAX = 40;
const shown = (v: unknown): string => {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  const text = String(v).replace(/\s+/g, " ").trim();
  return text.length > MAX ? `"${text.slice(0, MAX - 1)}…"` : `"${text}"`;
};

/** "title "Lunch" → "Welcome Lunch", day 1 → 2" for the fields of `words` whose value differs; [] when none does. */
export function fieldChanges(
  before: Values,
  after: Values,
  words: Record<string, string>,
  show: (key: string, v: unknown) => string = (_k, v) => shown(v),
): string[] {
  return Object.keys(words)
    .filter((k) => k in after && after[k] !== undefined && (before[k] ?? null) !== (after[k] ?? null))
    .map((k) => `${words[k]} ${show(k, before[k])} → ${show(k, after[k])}`);
}

export const DAY_MENU_WORDS = { day: "day", title: "title", description: "description", isPublished: "published" };
export const MEAL_WORDS = {
  title: "title",
  day: "day",
  mealType: "meal type",
  servingTime: "serving time",
  servedAtEventId: "served at",
  description: "description",
  notes: "notes",
  dayMenuId: "day menu",
};
export const DISH_WORDS = { name: "name", cuisineType: "cuisine", dietaryType: "diet", specialNotes: "notes", subcategory: "subcategory" };
export const CATEGORY_WORDS = { name: "name", description: "description", displayOrder: "display order" };
export const ITEM_WORDS = {
  name: "name",
  description: "description",
  categoryId: "category",
  price: "price",
  isVegetarian: "vegetarian",
  isGlutenFree: "gluten-free",
  spiceLevel: "spice level",
  servingSize: "serving size",
};

export const mealTypeWord = (t: unknown) => (typeof t === "string" ? ((LABELS.mealType as Record<string, string>)[t] ?? t) : shown(t));

/** "\"Lunch\" (Day 1): title \"Lunch\" → \"Welcome Lunch\""; null when nothing differs. */
export const changeDetail = (name: string, changes: string[]) => (changes.length ? `${name}: ${changes.join(", ")}` : null);

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
