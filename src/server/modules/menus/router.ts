import { z } from "zod";
import { ZIdInput, ZSuccess } from "../../../shared/schemas/common";
import {
  ZDayMenu,
  ZDayMenuInput,
  ZDayMenuUpdate,
  ZDish,
  ZDishCreate,
  ZDishUpdate,
  ZMeal,
  ZMealInput,
  ZMealUpdate,
  ZMenuCategory,
  ZMenuCategoryInput,
  ZMenuCategoryUpdate,
  ZMenuIdInput,
  ZMenuItem,
  ZMenuItemInput,
  ZMenuItemUpdate,
} from "../../../shared/schemas/menus";
import { findSession } from "../../trpc/context";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { plannerProcedure, publicProcedure } from "../../trpc/init";
import type { DB } from "../../../../db/connect";
import type { Dish } from "../../../shared/schemas/menus";
import { publicRead, publicReadOf } from "../../public-cache/cache";
import { type KeyedRead, plainId, type SingleRead } from "../../public-cache/registry";
import * as a from "./admin-queries";
import { isMealPublished, listDayMenus, listDishes } from "./queries";
import { rest } from "../../trpc/rest-meta";
import { actorOf } from "../activity/actor";
import { type ActivityAction, recordActivity } from "../activity/record";
import { CATEGORY_WORDS, changeDetail, DAY_MENU_WORDS, DISH_WORDS, fieldChanges, ITEM_WORDS, MEAL_WORDS, mealTypeWord, plural } from "./activity";

export const MENU_MESSAGES = {
  dayMenuNotFound: "Day menu not found",
  mealNotFound: "Menu not found",
  dishNotFound: "Dish not found",
  categoryNotFound: "Category not found",
  itemNotFound: "Menu item not found",
  dayTaken: (day: number) => `Day ${day} already has a menu. Edit that one instead.`,
  eventNotFound: "That function is not on the timeline any more. Choose another or none.",
} as const;

/** The published day menus guests see, kept by the public read cache (src/server/trpc/guest-reads.ts lists these). */
export const publishedDayMenusRead = {
  procedure: "guest.publishedDayMenus",
  build: (db: DB) => listDayMenus(db, { publishedOnly: true }),
} satisfies SingleRead;

/** Dishes of each meal of a published day menu (the same rows and order as listDishes). */
export const mealDishesRead = {
  procedure: "guest.mealDishes",
  build: async (db: DB) => {
    const byMeal = new Map<number, Dish[]>();
    for (const dayMenu of await listDayMenus(db, { publishedOnly: true })) for (const meal of dayMenu.menus) byMeal.set(meal.id, meal.dishes);
    return byMeal;
  },
  keyOf: (input: unknown) => (input && typeof input === "object" ? plainId((input as { menuId?: unknown }).menuId) : undefined),
} satisfies KeyedRead;

export const menusGuestProcedures = {
  /** Served from the public read cache (src/server/public-cache), as are the dishes of published meals. */
  publishedDayMenus: publicProcedure
    .meta(rest("guest.publishedDayMenus", { method: "GET", path: "/api/day-menus/all-published" }))
    .query(({ ctx }) => publicRead(ctx.cache, publishedDayMenusRead)),

  /** Dishes of a meal: any meal for the admin, only meals of published day menus for guests. */
  mealDishes: publicProcedure
    .meta(rest("guest.mealDishes", { method: "GET", path: "/api/menus/:menuId/dishes" }))
    .input(ZMenuIdInput)
    .query(async ({ ctx, input }) => {
      const cached = await publicReadOf(ctx.cache, mealDishesRead, input.menuId);
      if (cached) return cached;
      const published = await isMealPublished(ctx.db, input.menuId);
      if (published === null || (!published && !(await findSession(ctx)))) throw notFound(MENU_MESSAGES.mealNotFound);
      return listDishes(ctx.db, input.menuId);
    }),
};

async function findDayMenu(db: DB, id: number) {
  const found = (await listDayMenus(db, { publishedOnly: false })).find((d) => d.id === id);
  if (!found) throw notFound(MENU_MESSAGES.dayMenuNotFound);
  return found;
}

async function requireEvent(db: DB, eventId: number | null | undefined) {
  if (eventId && !(await a.eventExists(db, eventId))) throw badRequest(MENU_MESSAGES.eventNotFound);
}

/** Runs a write and its activity entry (none when `detail` is null) in one transaction: the log never claims a write that did not happen. */
async function logged<T>(
  ctx: { db: DB; now: () => Date; session: { adminId: number; name: string } },
  action: ActivityAction,
  write: (trx: DB) => Promise<{ result: T; detail: string | null } | null>,
): Promise<T | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const done = await write(trx);
    if (!done) return null;
    // An edit that changes nothing is not an event worth a line.
    if (done.detail !== null) await recordActivity(trx, { at: ctx.now(), actor: actorOf(ctx.session), action, detail: done.detail });
    return done.result;
  });
}

async function requireDayMenu(db: DB, dayMenuId: number | undefined) {
  if (dayMenuId !== undefined && !(await a.dayMenuExists(db, dayMenuId))) throw badRequest(MENU_MESSAGES.dayMenuNotFound);
}

/** One day menu per day: a second one for the same day is a 409 with a sentence. */
async function requireFreeDay(db: DB, day: number, exceptId?: number) {
  if ((await a.dayMenuOnDay(db, day, exceptId)) !== null) throw conflict(MENU_MESSAGES.dayTaken(day));
}

const ok = { success: true as const };
const dayMenuName = (d: { day: number; title: string }) => `Day ${d.day} menu "${d.title}"`;
const mealName = (m: { title: string; day: number }) => `"${m.title}" (Day ${m.day})`;

async function mealChanges(db: DB, before: Record<string, unknown>, after: Record<string, unknown>) {
  const events = before.servedAtEventId !== after.servedAtEventId && after.servedAtEventId !== undefined ? await a.eventNames(db) : new Map<number, string>();
  return fieldChanges(before, after, MEAL_WORDS, (k, v) =>
    k === "mealType"
      ? mealTypeWord(v)
      : k === "servedAtEventId"
        ? typeof v === "number"
          ? (events.get(v) ?? `function ${v}`)
          : "no function"
        : v === null || v === undefined || v === ""
          ? "—"
          : `"${String(v).slice(0, 40)}"`,
  );
}

export const menusAdminProcedures = {
  // Day menus: GET/POST /api/day-menus, PUT/DELETE /api/day-menus/{id}
  dayMenus: plannerProcedure
    .meta(rest("admin.dayMenus", { method: "GET", path: "/api/day-menus" }))
    .output(z.array(ZDayMenu))
    .query(({ ctx }) => listDayMenus(ctx.db, { publishedOnly: false })),
  createDayMenu: plannerProcedure
    .meta(rest("admin.createDayMenu", { method: "POST", path: "/api/day-menus", status: 201 }))
    .input(ZDayMenuInput)
    .output(ZDayMenu)
    .mutation(async ({ ctx, input }) => {
      await requireFreeDay(ctx.db, input.day);
      const id = await logged(ctx, "menus.add", async (trx) => ({
        result: await a.insertDayMenu(trx, input),
        detail: `${dayMenuName(input)}${input.isPublished ? ", published" : ""}`,
      }));
      return findDayMenu(ctx.db, id!);
    }),
  updateDayMenu: plannerProcedure
    .meta(rest("admin.updateDayMenu", { method: "PUT", path: "/api/day-menus/:id" }))
    .input(ZDayMenuUpdate)
    .output(ZDayMenu)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await a.findDayMenuRow(ctx.db, id);
      if (!before) throw notFound(MENU_MESSAGES.dayMenuNotFound);
      await requireFreeDay(ctx.db, fields.day, id);
      const changes = fieldChanges(before, fields, DAY_MENU_WORDS);
      const done = await logged(ctx, "menus.change", async (trx) =>
        (await a.updateDayMenu(trx, id, fields)) ? { result: true, detail: changeDetail(dayMenuName(before), changes) } : null,
      );
      if (!done) throw notFound(MENU_MESSAGES.dayMenuNotFound);
      return findDayMenu(ctx.db, id);
    }),
  /** Also removes its meals and their dishes (the log says how many). */
  deleteDayMenu: plannerProcedure
    .meta(rest("admin.deleteDayMenu", { method: "DELETE", path: "/api/day-menus/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const done = await logged(ctx, "menus.delete", async (trx) => {
        const before = await a.findDayMenuRow(trx, input.id);
        if (!before) return null;
        const { meals, dishes } = await a.dayMenuContents(trx, input.id);
        if (!(await a.deleteDayMenu(trx, input.id))) return null;
        return { result: true, detail: `${dayMenuName(before)} with ${plural(meals, "meal", "meals")} and ${plural(dishes, "dish", "dishes")}` };
      });
      if (!done) throw notFound(MENU_MESSAGES.dayMenuNotFound);
      return ok;
    }),

  // Meals: GET/POST /api/menus, PUT/DELETE /api/menus/{id}
  meals: plannerProcedure
    .meta(rest("admin.meals", { method: "GET", path: "/api/menus" }))
    .output(z.array(ZMeal))
    .query(({ ctx }) => a.listMeals(ctx.db)),
  createMeal: plannerProcedure
    .meta(rest("admin.createMeal", { method: "POST", path: "/api/menus", status: 201 }))
    .input(ZMealInput)
    .output(ZMeal)
    .mutation(async ({ ctx, input }) => {
      await requireDayMenu(ctx.db, input.dayMenuId);
      await requireEvent(ctx.db, input.servedAtEventId);
      const served = input.servedAtEventId ? (await a.eventNames(ctx.db)).get(input.servedAtEventId) : undefined;
      const id = await logged(ctx, "meals.add", async (trx) => ({
        result: await a.insertMeal(trx, input),
        detail: `${mealName(input)}, ${mealTypeWord(input.mealType)}${input.servingTime ? ` at ${input.servingTime}` : ""}${served ? `, served at ${served}` : ""}`,
      }));
      return (await a.findMeal(ctx.db, id!))!;
    }),
  updateMeal: plannerProcedure
    .meta(rest("admin.updateMeal", { method: "PUT", path: "/api/menus/:id" }))
    .input(ZMealUpdate)
    .output(ZMeal)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await requireDayMenu(ctx.db, fields.dayMenuId);
      await requireEvent(ctx.db, fields.servedAtEventId);
      const before = await a.findMeal(ctx.db, id);
      if (!before) throw notFound(MENU_MESSAGES.mealNotFound);
      const changes = await mealChanges(ctx.db, before, fields);
      const done = await logged(ctx, "meals.change", async (trx) =>
        (await a.updateMeal(trx, id, fields)) ? { result: true, detail: changeDetail(mealName(before), changes) } : null,
      );
      if (!done) throw notFound(MENU_MESSAGES.mealNotFound);
      return (await a.findMeal(ctx.db, id))!;
    }),
  deleteMeal: plannerProcedure
    .meta(rest("admin.deleteMeal", { method: "DELETE", path: "/api/menus/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const done = await logged(ctx, "meals.delete", async (trx) => {
        const before = await a.findMeal(trx, input.id);
        if (!before || !(await a.deleteMeal(trx, input.id))) return null;
        return { result: true, detail: `${mealName(before)} with ${plural(before.dishes.length, "dish", "dishes")}` };
      });
      if (!done) throw notFound(MENU_MESSAGES.mealNotFound);
      return ok;
    }),

  // Dishes: POST /api/menus/{menuId}/dishes, PUT/DELETE /api/menu-dishes/{id}
  createDish: plannerProcedure
    .meta(rest("admin.createDish", { method: "POST", path: "/api/menus/:menuId/dishes", status: 201 }))
    .input(ZDishCreate)
    .output(ZDish)
    .mutation(async ({ ctx, input: { menuId, ...fields } }) => {
      const meal = await a.findMeal(ctx.db, menuId);
      if (!meal) throw notFound(MENU_MESSAGES.mealNotFound);
      const id = await logged(ctx, "dishes.add", async (trx) => ({
        result: await a.insertDish(trx, menuId, fields),
        detail: `"${fields.name}" (${fields.dietaryType}) to ${mealName(meal)}`,
      }));
      return (await a.findDish(ctx.db, id!))!;
    }),
  updateDish: plannerProcedure
    .meta(rest("admin.updateDish", { method: "PUT", path: "/api/menu-dishes/:id" }))
    .input(ZDishUpdate)
    .output(ZDish)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await a.findDish(ctx.db, id);
      if (!before) throw notFound(MENU_MESSAGES.dishNotFound);
      const done = await logged(ctx, "dishes.change", async (trx) =>
        (await a.updateDish(trx, id, fields)) ? { result: true, detail: changeDetail(`"${before.name}"`, fieldChanges(before, fields, DISH_WORDS)) } : null,
      );
      if (!done) throw notFound(MENU_MESSAGES.dishNotFound);
      return (await a.findDish(ctx.db, id))!;
    }),
  deleteDish: plannerProcedure
    .meta(rest("admin.deleteDish", { method: "DELETE", path: "/api/menu-dishes/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const done = await logged(ctx, "dishes.delete", async (trx) => {
        const before = await a.findDish(trx, input.id);
        if (!before || !(await a.deleteDish(trx, input.id))) return null;
        const meal = await a.findMeal(trx, before.menuId);
        return { result: true, detail: `"${before.name}"${meal ? ` from ${mealName(meal)}` : ""}` };
      });
      if (!done) throw notFound(MENU_MESSAGES.dishNotFound);
      return ok;
    }),

  // Categories: GET/POST /api/menu-categories, PUT/DELETE /api/menu-categories/{id}
  menuCategories: plannerProcedure
    .meta(rest("admin.menuCategories", { method: "GET", path: "/api/menu-categories" }))
    .output(z.array(ZMenuCategory))
    .query(({ ctx }) => a.listCategories(ctx.db)),
  createMenuCategory: plannerProcedure
    .meta(rest("admin.createMenuCategory", { method: "POST", path: "/api/menu-categories", status: 201 }))
    .input(ZMenuCategoryInput)
    .output(ZMenuCategory)
    .mutation(async ({ ctx, input }) => {
      const id = await logged(ctx, "menu-items.add", async (trx) => ({ result: await a.insertCategory(trx, input), detail: `Category "${input.name}"` }));
      return (await a.findCategory(ctx.db, id!))!;
    }),
  updateMenuCategory: plannerProcedure
    .meta(rest("admin.updateMenuCategory", { method: "PUT", path: "/api/menu-categories/:id" }))
    .input(ZMenuCategoryUpdate)
    .output(ZMenuCategory)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const before = await a.findCategory(ctx.db, id);
      if (!before) throw notFound(MENU_MESSAGES.categoryNotFound);
      const done = await logged(ctx, "menu-items.change", async (trx) =>
        (await a.updateCategory(trx, id, fields))
          ? { result: true, detail: changeDetail(`Category "${before.name}"`, fieldChanges(before, fields, CATEGORY_WORDS)) }
          : null,
      );
      if (!done) throw notFound(MENU_MESSAGES.categoryNotFound);
      return (await a.findCategory(ctx.db, id))!;
    }),
  /** Also removes the category's menu items (the log says how many). */
  deleteMenuCategory: plannerProcedure
    .meta(rest("admin.deleteMenuCategory", { method: "DELETE", path: "/api/menu-categories/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const done = await logged(ctx, "menu-items.delete", async (trx) => {
        const before = await a.findCategory(trx, input.id);
        if (!before) return null;
        const items = (await a.listMenuItems(trx)).filter((i) => i.categoryId === input.id).length;
        if (!(await a.deleteCategory(trx, input.id))) return null;
        return { result: true, detail: `Category "${before.name}" with ${plural(items, "item", "items")}` };
      });
      if (!done) throw notFound(MENU_MESSAGES.categoryNotFound);
      return ok;
    }),

  // Menu items: GET/POST /api/menu-items, PUT/DELETE /api/menu-items/{id}
  menuItems: plannerProcedure
    .meta(rest("admin.menuItems", { method: "GET", path: "/api/menu-items" }))
    .output(z.array(ZMenuItem))
    .query(({ ctx }) => a.listMenuItems(ctx.db)),
  createMenuItem: plannerProcedure
    .meta(rest("admin.createMenuItem", { method: "POST", path: "/api/menu-items", status: 201 }))
    .input(ZMenuItemInput)
    .output(ZMenuItem)
    .mutation(async ({ ctx, input }) => {
      const category = await a.findCategory(ctx.db, input.categoryId);
      if (!category) throw badRequest(MENU_MESSAGES.categoryNotFound);
      const id = await logged(ctx, "menu-items.add", async (trx) => ({
        result: await a.insertMenuItem(trx, input),
        detail: `"${input.name}" in "${category.name}"`,
      }));
      return (await a.findMenuItem(ctx.db, id!))!;
    }),
  updateMenuItem: plannerProcedure
    .meta(rest("admin.updateMenuItem", { method: "PUT", path: "/api/menu-items/:id" }))
    .input(ZMenuItemUpdate)
    .output(ZMenuItem)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await a.findCategory(ctx.db, fields.categoryId))) throw badRequest(MENU_MESSAGES.categoryNotFound);
      const before = await a.findMenuItem(ctx.db, id);
      if (!before) throw notFound(MENU_MESSAGES.itemNotFound);
      const changes = fieldChanges(before, fields, ITEM_WORDS);
      if (before.allergens.join(",") !== fields.allergens.join(",")) changes.push("allergens");
      const done = await logged(ctx, "menu-items.change", async (trx) =>
        (await a.updateMenuItem(trx, id, fields)) ? { result: true, detail: changeDetail(`"${before.name}"`, changes) } : null,
      );
      if (!done) throw notFound(MENU_MESSAGES.itemNotFound);
      return (await a.findMenuItem(ctx.db, id))!;
    }),
  deleteMenuItem: plannerProcedure
    .meta(rest("admin.deleteMenuItem", { method: "DELETE", path: "/api/menu-items/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const done = await logged(ctx, "menu-items.delete", async (trx) => {
        const before = await a.findMenuItem(trx, input.id);
        if (!before || !(await a.deleteMenuItem(trx, input.id))) return null;
        return { result: true, detail: `"${before.name}"` };
      });
      if (!done) throw notFound(MENU_MESSAGES.itemNotFound);
      return ok;
    }),
};
