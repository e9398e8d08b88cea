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

export const MENU_MESSAGES = {
  dayMenuNotFound: "Day menu not found",
  mealNotFound: "Menu not found",
  dishNotFound: "Dish not found",
  categoryNotFound: "Category not found",
  itemNotFound: "Menu item not found",
  dayTaken: (day: number) => `Day ${day} already has a menu. Edit that one instead.`,
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

async function requireDayMenu(db: DB, dayMenuId: number | undefined) {
  if (dayMenuId !== undefined && !(await a.dayMenuExists(db, dayMenuId))) throw badRequest(MENU_MESSAGES.dayMenuNotFound);
}

/** One day menu per day: a second one for the same day is a 409 with a sentence. */
async function requireFreeDay(db: DB, day: number, exceptId?: number) {
  if ((await a.dayMenuOnDay(db, day, exceptId)) !== null) throw conflict(MENU_MESSAGES.dayTaken(day));
}

const ok = { success: true as const };

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
      return findDayMenu(ctx.db, await a.insertDayMenu(ctx.db, input));
    }),
  updateDayMenu: plannerProcedure
    .meta(rest("admin.updateDayMenu", { method: "PUT", path: "/api/day-menus/:id" }))
    .input(ZDayMenuUpdate)
    .output(ZDayMenu)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await a.dayMenuExists(ctx.db, id))) throw notFound(MENU_MESSAGES.dayMenuNotFound);
      await requireFreeDay(ctx.db, fields.day, id);
      if (!(await a.updateDayMenu(ctx.db, id, fields))) throw notFound(MENU_MESSAGES.dayMenuNotFound);
      return findDayMenu(ctx.db, id);
    }),
  /** Also removes its meals and their dishes. */
  deleteDayMenu: plannerProcedure
    .meta(rest("admin.deleteDayMenu", { method: "DELETE", path: "/api/day-menus/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await a.deleteDayMenu(ctx.db, input.id))) throw notFound(MENU_MESSAGES.dayMenuNotFound);
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
      return (await a.findMeal(ctx.db, await a.insertMeal(ctx.db, input)))!;
    }),
  updateMeal: plannerProcedure
    .meta(rest("admin.updateMeal", { method: "PUT", path: "/api/menus/:id" }))
    .input(ZMealUpdate)
    .output(ZMeal)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await requireDayMenu(ctx.db, fields.dayMenuId);
      if (!(await a.updateMeal(ctx.db, id, fields))) throw notFound(MENU_MESSAGES.mealNotFound);
      return (await a.findMeal(ctx.db, id))!;
    }),
  deleteMeal: plannerProcedure
    .meta(rest("admin.deleteMeal", { method: "DELETE", path: "/api/menus/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await a.deleteMeal(ctx.db, input.id))) throw notFound(MENU_MESSAGES.mealNotFound);
      return ok;
    }),

  // Dishes: POST /api/menus/{menuId}/dishes, PUT/DELETE /api/menu-dishes/{id}
  createDish: plannerProcedure
    .meta(rest("admin.createDish", { method: "POST", path: "/api/menus/:menuId/dishes", status: 201 }))
    .input(ZDishCreate)
    .output(ZDish)
    .mutation(async ({ ctx, input: { menuId, ...fields } }) => {
      if (!(await a.findMeal(ctx.db, menuId))) throw notFound(MENU_MESSAGES.mealNotFound);
      return (await a.findDish(ctx.db, await a.insertDish(ctx.db, menuId, fields)))!;
    }),
  updateDish: plannerProcedure
    .meta(rest("admin.updateDish", { method: "PUT", path: "/api/menu-dishes/:id" }))
    .input(ZDishUpdate)
    .output(ZDish)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await a.updateDish(ctx.db, id, fields))) throw notFound(MENU_MESSAGES.dishNotFound);
      return (await a.findDish(ctx.db, id))!;
    }),
  deleteDish: plannerProcedure
    .meta(rest("admin.deleteDish", { method: "DELETE", path: "/api/menu-dishes/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await a.deleteDish(ctx.db, input.id))) throw notFound(MENU_MESSAGES.dishNotFound);
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
    .mutation(async ({ ctx, input }) => (await a.findCategory(ctx.db, await a.insertCategory(ctx.db, input)))!),
  updateMenuCategory: plannerProcedure
    .meta(rest("admin.updateMenuCategory", { method: "PUT", path: "/api/menu-categories/:id" }))
    .input(ZMenuCategoryUpdate)
    .output(ZMenuCategory)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await a.updateCategory(ctx.db, id, fields))) throw notFound(MENU_MESSAGES.categoryNotFound);
      return (await a.findCategory(ctx.db, id))!;
    }),
  /** Also removes the category's menu items. */
  deleteMenuCategory: plannerProcedure
    .meta(rest("admin.deleteMenuCategory", { method: "DELETE", path: "/api/menu-categories/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await a.deleteCategory(ctx.db, input.id))) throw notFound(MENU_MESSAGES.categoryNotFound);
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
      if (!(await a.findCategory(ctx.db, input.categoryId))) throw badRequest(MENU_MESSAGES.categoryNotFound);
      return (await a.findMenuItem(ctx.db, await a.insertMenuItem(ctx.db, input)))!;
    }),
  updateMenuItem: plannerProcedure
    .meta(rest("admin.updateMenuItem", { method: "PUT", path: "/api/menu-items/:id" }))
    .input(ZMenuItemUpdate)
    .output(ZMenuItem)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      if (!(await a.findCategory(ctx.db, fields.categoryId))) throw badRequest(MENU_MESSAGES.categoryNotFound);
      if (!(await a.updateMenuItem(ctx.db, id, fields))) throw notFound(MENU_MESSAGES.itemNotFound);
      return (await a.findMenuItem(ctx.db, id))!;
    }),
  deleteMenuItem: plannerProcedure
    .meta(rest("admin.deleteMenuItem", { method: "DELETE", path: "/api/menu-items/:id" }))
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (!(await a.deleteMenuItem(ctx.db, input.id))) throw notFound(MENU_MESSAGES.itemNotFound);
      return ok;
    }),
};
