import type { DB } from "../../../../db/connect";
import type { DayMenu, Dish, Meal } from "../../../shared/schemas";
import { compareMealTypes } from "../../../shared/meal-order";

const DISH_COLUMNS = ["id", "menuId", "name", "cuisineType", "dietaryType", "specialNotes", "subcategory", "displayOrder"] as const;

function toDish(row: { dietaryType: string } & Omit<Dish, "dietaryType">): Dish {
  return { ...row, dietaryType: row.dietaryType === "non-vegetarian" ? "non-vegetarian" : "vegetarian" };
}

export async function listDishes(db: DB, menuId: number): Promise<Dish[]> {
  const rows = await db.selectFrom("menuDishes").select(DISH_COLUMNS).where("menuId", "=", menuId).orderBy("displayOrder").orderBy("id").execute();
  return rows.map(toDish);
}

/** Meals (with their dishes) of the given day menus, in serving order. */
async function mealsOf(db: DB, dayMenuIds: number[]): Promise<Meal[]> {
  if (dayMenuIds.length === 0) return [];
  const meals = await db
    .selectFrom("menus")
    .select(["id", "dayMenuId", "title", "day", "mealType", "servingTime", "description", "notes", "servedAtEventId", "displayOrder"])
    .where("dayMenuId", "in", dayMenuIds)
    .execute();
  const dishes = meals.length
    ? await db
        .selectFrom("menuDishes")
        .select(DISH_COLUMNS)
        .where(
          "menuId",
          "in",
          meals.map((m) => m.id),
        )
        .orderBy("displayOrder")
        .orderBy("id")
        .execute()
    : [];
  const byMeal = new Map<number, Dish[]>();
  for (const d of dishes) {
    const list = byMeal.get(d.menuId) ?? [];
    list.push(toDish(d));
    byMeal.set(d.menuId, list);
  }
  return meals
    .sort((a, b) => compareMealTypes(a.mealType, b.mealType) || a.displayOrder - b.displayOrder || a.id - b.id)
    .map(({ displayOrder: _order, ...m }) => ({ ...m, dishes: byMeal.get(m.id) ?? [] }));
}

/** Day menus with their meals and dishes nested, ordered by day. */
export async function listDayMenus(db: DB, opts: { publishedOnly: boolean }): Promise<DayMenu[]> {
  let q = db.selectFrom("dayMenus").select(["id", "day", "title", "description", "isPublished"]).orderBy("day").orderBy("id");
  if (opts.publishedOnly) q = q.where("isPublished", "=", 1);
  const dayMenus = await q.execute();
  const meals = await mealsOf(
    db,
    dayMenus.map((d) => d.id),
  );
  return dayMenus.map((d) => ({
    ...d,
    isPublished: d.isPublished === 1,
    menus: meals.filter((m) => m.dayMenuId === d.id),
  }));
}

/** Whether a meal belongs to a published day menu (guests may only read those). */
export async function isMealPublished(db: DB, menuId: number): Promise<boolean | null> {
  const row = await db
    .selectFrom("menus")
    .leftJoin("dayMenus", "dayMenus.id", "menus.dayMenuId")
    .select(["menus.id", "dayMenus.isPublished"])
    .where("menus.id", "=", menuId)
    .executeTakeFirst();
  if (!row) return null;
  return row.isPublished === 1;
}
