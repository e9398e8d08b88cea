/** Writes for day menus, meals, dishes, categories and menu items (admin). Free functions, db first. */
import type { DB } from "../../../../db/connect";
import type { Meal, MenuCategory, MenuItem } from "../../../shared/schemas";
import { listDishes } from "./queries";

type DayMenuFields = { day: number; title: string; description: string | null; isPublished: boolean };
type MealFields = Omit<Meal, "id" | "dishes" | "dayMenuId" | "servedAtEventId"> & { dayMenuId: number; servedAtEventId?: number | null };
type DishFields = { name: string; cuisineType: string | null; dietaryType: string; specialNotes: string | null; subcategory: string | null };
type CategoryFields = Omit<MenuCategory, "id">;
type ItemFields = Omit<MenuItem, "id">;

const changed = (res: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => Number(res.numUpdatedRows ?? res.numDeletedRows ?? 0) > 0;

// Day menus
export async function insertDayMenu(db: DB, input: DayMenuFields): Promise<number> {
  const { id } = await db
    .insertInto("dayMenus")
    .values({ ...input, isPublished: input.isPublished ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
export async function updateDayMenu(db: DB, id: number, input: DayMenuFields): Promise<boolean> {
  return changed(
    await db
      .updateTable("dayMenus")
      .set({ ...input, isPublished: input.isPublished ? 1 : 0 })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}
/** Meals and their dishes go with it (ON DELETE CASCADE). */
export async function deleteDayMenu(db: DB, id: number): Promise<boolean> {
  return changed(await db.deleteFrom("dayMenus").where("id", "=", id).executeTakeFirst());
}
/** The id of another day menu on this day (one day menu per day), or null. */
export async function dayMenuOnDay(db: DB, day: number, exceptId?: number): Promise<number | null> {
  let q = db.selectFrom("dayMenus").select("id").where("day", "=", day);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst())?.id ?? null;
}
export async function dayMenuExists(db: DB, id: number): Promise<boolean> {
  return !!(await db.selectFrom("dayMenus").select("id").where("id", "=", id).executeTakeFirst());
}

// Meals ("menus" in the API)
const MEAL_COLUMNS = ["id", "dayMenuId", "title", "day", "mealType", "servingTime", "description", "notes", "servedAtEventId"] as const;

export async function findMeal(db: DB, id: number): Promise<Meal | undefined> {
  const row = await db.selectFrom("menus").select(MEAL_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && { ...row, dishes: await listDishes(db, id) };
}
/** Every meal, with its dishes, by day then serving order. */
export async function listMeals(db: DB): Promise<Meal[]> {
  const rows = await db.selectFrom("menus").select(MEAL_COLUMNS).orderBy("day").orderBy("displayOrder").orderBy("id").execute();
  return Promise.all(rows.map(async (m) => ({ ...m, dishes: await listDishes(db, m.id) })));
}
export async function insertMeal(db: DB, input: MealFields): Promise<number> {
  const last = await db
    .selectFrom("menus")
    .select((eb) => eb.fn.max("displayOrder").as("max"))
    .where("dayMenuId", "=", input.dayMenuId)
    .executeTakeFirst();
  const displayOrder = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  const { id } = await db
    .insertInto("menus")
    .values({ ...input, displayOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
/** An omitted dayMenuId keeps the meal's day menu. */
export async function updateMeal(db: DB, id: number, { dayMenuId, ...input }: Omit<MealFields, "dayMenuId"> & { dayMenuId?: number }): Promise<boolean> {
  return changed(
    await db
      .updateTable("menus")
      .set(dayMenuId === undefined ? input : { ...input, dayMenuId })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}
export async function deleteMeal(db: DB, id: number): Promise<boolean> {
  return changed(await db.deleteFrom("menus").where("id", "=", id).executeTakeFirst());
}

// Dishes
const DISH_COLUMNS = ["id", "menuId", "name", "cuisineType", "dietaryType", "specialNotes", "subcategory", "displayOrder"] as const;
export async function findDish(db: DB, id: number) {
  const row = await db.selectFrom("menuDishes").select(DISH_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && { ...row, dietaryType: row.dietaryType === "non-vegetarian" ? ("non-vegetarian" as const) : ("vegetarian" as const) };
}
export async function insertDish(db: DB, menuId: number, input: DishFields): Promise<number> {
  const last = await db
    .selectFrom("menuDishes")
    .select((eb) => eb.fn.max("displayOrder").as("max"))
    .where("menuId", "=", menuId)
    .executeTakeFirst();
  const displayOrder = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  const { id } = await db
    .insertInto("menuDishes")
    .values({ ...input, menuId, displayOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
export async function updateDish(db: DB, id: number, input: DishFields): Promise<boolean> {
  return changed(await db.updateTable("menuDishes").set(input).where("id", "=", id).executeTakeFirst());
}
export async function deleteDish(db: DB, id: number): Promise<boolean> {
  return changed(await db.deleteFrom("menuDishes").where("id", "=", id).executeTakeFirst());
}

// Categories
export async function listCategories(db: DB): Promise<MenuCategory[]> {
  return db.selectFrom("menuCategories").select(["id", "name", "description", "displayOrder"]).orderBy("displayOrder").orderBy("id").execute();
}
export async function findCategory(db: DB, id: number): Promise<MenuCategory | undefined> {
  return db.selectFrom("menuCategories").select(["id", "name", "description", "displayOrder"]).where("id", "=", id).executeTakeFirst();
}
export async function insertCategory(db: DB, input: CategoryFields): Promise<number> {
  return (await db.insertInto("menuCategories").values(input).returning("id").executeTakeFirstOrThrow()).id;
}
export async function updateCategory(db: DB, id: number, input: CategoryFields): Promise<boolean> {
  return changed(await db.updateTable("menuCategories").set(input).where("id", "=", id).executeTakeFirst());
}
/** Its menu items go with it (ON DELETE CASCADE). */
export async function deleteCategory(db: DB, id: number): Promise<boolean> {
  return changed(await db.deleteFrom("menuCategories").where("id", "=", id).executeTakeFirst());
}

// Menu items
const ITEM_COLUMNS = [
  "id",
  "name",
  "description",
  "categoryId",
  "price",
  "isVegetarian",
  "isGlutenFree",
  "allergens",
  "spiceLevel",
  "preparationTime",
  "servingSize",
  "calories",
  "displayOrder",
] as const;
type ItemRow = { isVegetarian: number; isGlutenFree: number; allergens: string } & Omit<MenuItem, "isVegetarian" | "isGlutenFree" | "allergens">;

function parseStoredAllergens(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}
const toItem = (r: ItemRow): MenuItem => ({
  ...r,
  isVegetarian: r.isVegetarian === 1,
  isGlutenFree: r.isGlutenFree === 1,
  allergens: parseStoredAllergens(r.allergens),
});
const toRow = (i: ItemFields) => ({ ...i, isVegetarian: i.isVegetarian ? 1 : 0, isGlutenFree: i.isGlutenFree ? 1 : 0, allergens: JSON.stringify(i.allergens) });

export async function listMenuItems(db: DB): Promise<MenuItem[]> {
  const rows = await db.selectFrom("menuItems").select(ITEM_COLUMNS).orderBy("categoryId").orderBy("displayOrder").orderBy("id").execute();
  return rows.map(toItem);
}
export async function findMenuItem(db: DB, id: number): Promise<MenuItem | undefined> {
  const row = await db.selectFrom("menuItems").select(ITEM_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && toItem(row);
}
export async function insertMenuItem(db: DB, input: ItemFields): Promise<number> {
  return (await db.insertInto("menuItems").values(toRow(input)).returning("id").executeTakeFirstOrThrow()).id;
}
export async function updateMenuItem(db: DB, id: number, input: ItemFields): Promise<boolean> {
  return changed(await db.updateTable("menuItems").set(toRow(input)).where("id", "=", id).executeTakeFirst());
}
export async function deleteMenuItem(db: DB, id: number): Promise<boolean> {
  return changed(await db.deleteFrom("menuItems").where("id", "=", id).executeTakeFirst());
}

// Reads for the activity log and the served-at check
export async function findDayMenuRow(db: DB, id: number) {
  const row = await db.selectFrom("dayMenus").select(["id", "day", "title", "description", "isPublished"]).where("id", "=", id).executeTakeFirst();
  return row && { ...row, isPublished: row.isPublished === 1 };
}
/** Meals and dishes a day menu holds (a delete takes them with it). */
export async function dayMenuContents(db: DB, id: number): Promise<{ meals: number; dishes: number }> {
  const meals = await db.selectFrom("menus").select("id").where("dayMenuId", "=", id).execute();
  const dishes = meals.length
    ? await db
        .selectFrom("menuDishes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(
          "menuId",
          "in",
          meals.map((m) => m.id),
        )
        .executeTakeFirstOrThrow()
    : { n: 0 };
  return { meals: meals.length, dishes: Number(dishes.n) };
}
export async function countDishes(db: DB, menuId: number): Promise<number> {
  const { n } = await db
    .selectFrom("menuDishes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("menuId", "=", menuId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
/** Timeline event names by id (a meal's "served at" in the log). */
export async function eventNames(db: DB): Promise<Map<number, string>> {
  const rows = await db.selectFrom("timelineEvents").select(["id", "eventName", "day"]).execute();
  return new Map(rows.map((e) => [e.id, `${e.eventName} (Day ${e.day})`]));
}
export async function eventExists(db: DB, id: number): Promise<boolean> {
  return !!(await db.selectFrom("timelineEvents").select("id").where("id", "=", id).executeTakeFirst());
}
export async function findCategoryName(db: DB, id: number) {
  return (await db.selectFrom("menuCategories").select("name").where("id", "=", id).executeTakeFirst())?.name;
}
