/** Day menus, meals, dishes, categories and menu items through the REST door: status, body, database. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseAllergens } from "../../../shared/schemas/menus";
import { makeTestApp, type TestApp } from "../../app.test-helpers";
import { adminCaller } from "../admin-caller.test-helpers";

let t: TestApp;
let call: Awaited<ReturnType<typeof adminCaller>>;
beforeEach(async () => {
  t = await makeTestApp();
  call = await adminCaller(t);
});
afterEach(async () => {
  await t.close();
});

const count = async (table: "dayMenus" | "menus" | "menuDishes" | "menuItems") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function dayMenuWithMealAndDish(isPublished = false, day = 1) {
  const dm = (await call("POST", "/api/day-menus", { day, title: "Mehendi Day", description: null, isPublished })).body;
  const meal = (await call("POST", "/api/menus", { dayMenuId: dm.id, title: "Lunch buffet", day: 1, mealType: "lunch", servingTime: "1:00 PM" })).body;
  const dish = (await call("POST", `/api/menus/${meal.id}/dishes`, { name: "Paneer Tikka", cuisineType: "North Indian", subcategory: "Starters" })).body;
  return { dm, meal, dish };
}

describe("day menus, meals and dishes", () => {
  it("creates a day menu with a meal and a dish, nested in GET /api/day-menus", async () => {
    const { dm, meal, dish } = await dayMenuWithMealAndDish();
    expect(dm).toEqual({ id: dm.id, day: 1, title: "Mehendi Day", description: null, isPublished: false, menus: [] });
    expect(meal).toMatchObject({ dayMenuId: dm.id, title: "Lunch buffet", mealType: "lunch", servingTime: "1:00 PM", dishes: [] });
    expect(dish).toMatchObject({ menuId: meal.id, name: "Paneer Tikka", dietaryType: "vegetarian", subcategory: "Starters", specialNotes: null });
    const list = await call("GET", "/api/day-menus");
    expect(list.status).toBe(200);
    expect(list.body[0].menus[0].dishes[0].name).toBe("Paneer Tikka");
    expect((await call("GET", "/api/menus")).body).toEqual([expect.objectContaining({ id: meal.id, dishes: [expect.objectContaining({ id: dish.id })] })]);
    expect((await call("GET", `/api/menus/${meal.id}/dishes`)).body).toEqual([expect.objectContaining({ id: dish.id })]);
  });

  it("shows only published day menus to guests; publish and unpublish with PUT", async () => {
    const { dm, meal } = await dayMenuWithMealAndDish();
    const guest = async () => (await t.app.inject({ method: "GET", url: "/api/day-menus/all-published" })).json() as unknown[];
    expect(await guest()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/menus/${meal.id}/dishes` })).statusCode).toBe(404);
    const pub = await call("PUT", `/api/day-menus/${dm.id}`, { day: 1, title: "Mehendi Day", description: null, isPublished: true });
    expect(pub.body.isPublished).toBe(true);
    expect(await guest()).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: `/api/menus/${meal.id}/dishes` })).statusCode).toBe(200);
    await call("PUT", `/api/day-menus/${dm.id}`, { day: 1, title: "Mehendi Day", description: null, isPublished: false });
    expect(await guest()).toEqual([]);
  });

  it("refuses a second day menu for a day on create and update (409 with a sentence), and lets a menu keep or change to a free day", async () => {
    const { dm } = await dayMenuWithMealAndDish();
    const second = await call("POST", "/api/day-menus", { day: 1, title: "Another Mehendi menu", description: null, isPublished: false });
    expect(second).toEqual({ status: 409, body: { message: "Day 1 already has a menu. Edit that one instead." } });
    expect(await count("dayMenus")).toBe(1);
    const other = (await call("POST", "/api/day-menus", { day: 2, title: "Sangeet Day", description: null, isPublished: false })).body;
    expect((await call("PUT", `/api/day-menus/${other.id}`, { day: 1, title: "Sangeet Day", description: null, isPublished: false })).body).toEqual({
      message: "Day 1 already has a menu. Edit that one instead.",
    });
    expect((await call("PUT", `/api/day-menus/${dm.id}`, { day: 1, title: "Mehendi Day (renamed)", description: null, isPublished: true })).status).toBe(200);
    expect((await call("PUT", `/api/day-menus/${other.id}`, { day: 3, title: "Sangeet Day", description: null, isPublished: false })).body.day).toBe(3);
    expect((await call("PUT", "/api/day-menus/999", { day: 1, title: "x", description: null, isPublished: false })).status).toBe(404);
  });

  it("edits and deletes meals and dishes", async () => {
    const { dm, meal, dish } = await dayMenuWithMealAndDish();
    const m = await call("PUT", `/api/menus/${meal.id}`, { dayMenuId: dm.id, title: "Dinner", day: 2, mealType: "dinner", notes: "Live counter" });
    expect(m.body).toMatchObject({ title: "Dinner", day: 2, mealType: "dinner", notes: "Live counter", servingTime: null });
    const d = await call("PUT", `/api/menu-dishes/${dish.id}`, { name: "Chicken 65", dietaryType: "non-vegetarian", subcategory: "" });
    expect(d.body).toMatchObject({ name: "Chicken 65", dietaryType: "non-vegetarian", subcategory: null, cuisineType: null });
    expect((await call("DELETE", `/api/menu-dishes/${dish.id}`)).body).toEqual({ success: true });
    expect(await count("menuDishes")).toBe(0);
    expect((await call("DELETE", `/api/menus/${meal.id}`)).body).toEqual({ success: true });
    expect(await count("menus")).toBe(0);
    expect((await call("DELETE", `/api/menus/${meal.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/menu-dishes/${dish.id}`)).status).toBe(404);
  });

  it("deleting a day menu removes its meals and their dishes", async () => {
    const { dm } = await dayMenuWithMealAndDish();
    await dayMenuWithMealAndDish(false, 2);
    expect(await count("menuDishes")).toBe(2);
    expect((await call("DELETE", `/api/day-menus/${dm.id}`)).body).toEqual({ success: true });
    expect([await count("dayMenus"), await count("menus"), await count("menuDishes")]).toEqual([1, 1, 1]);
    expect((await call("DELETE", `/api/day-menus/${dm.id}`)).status).toBe(404);
  });

  it("requires a day menu for a new meal, and keeps it when an update omits it", async () => {
    const { dm, meal } = await dayMenuWithMealAndDish();
    for (const dayMenuId of [undefined, null, "", 0]) {
      expect(await call("POST", "/api/menus", { dayMenuId, title: "Orphan", day: 1, mealType: "lunch" })).toEqual({
        status: 400,
        body: { message: "Day menu is required" },
      });
    }
    expect(await count("menus")).toBe(1);
    const edited = await call("PUT", `/api/menus/${meal.id}`, { title: "Dinner", day: 1, mealType: "dinner" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Dinner", dayMenuId: dm.id });
    expect((await call("PUT", `/api/menus/${meal.id}`, { dayMenuId: null, title: "Dinner", day: 1, mealType: "dinner" })).body).toEqual({
      message: "Day menu is required",
    });
    const other = (await call("POST", "/api/day-menus", { day: 2, title: "Sangeet Day" })).body;
    expect((await call("PUT", `/api/menus/${meal.id}`, { dayMenuId: other.id, title: "Dinner", day: 2, mealType: "dinner" })).body.dayMenuId).toBe(other.id);
    expect((await call("GET", "/api/day-menus")).body.map((d: { menus: unknown[] }) => d.menus.length)).toEqual([0, 1]);
  });

  it("refuses bad input with sentences", async () => {
    expect(await call("POST", "/api/day-menus", { day: 11, title: "x" })).toEqual({ status: 400, body: { message: "Day must be between 1 and 10" } });
    expect(await call("POST", "/api/day-menus", { day: 1, title: "" })).toEqual({ status: 400, body: { message: "Title is required" } });
    expect(await call("POST", "/api/menus", { dayMenuId: 1, title: "", day: 1, mealType: "lunch" })).toEqual({
      status: 400,
      body: { message: "Menu title is required" },
    });
    expect((await call("POST", "/api/menus", { dayMenuId: 1, title: "x", day: 1, mealType: "brunch" })).body).toEqual({ message: "Choose a meal type" });
    expect((await call("POST", "/api/menus", { dayMenuId: 999, title: "x", day: 1, mealType: "lunch" })).body).toEqual({ message: "Day menu not found" });
    expect((await call("POST", "/api/menus/999/dishes", { name: "x" })).status).toBe(404);
    const { meal } = await dayMenuWithMealAndDish();
    expect((await call("POST", `/api/menus/${meal.id}/dishes`, { name: " " })).body).toEqual({ message: "Dish name is required" });
    expect(await count("menus")).toBe(1);
  });
});

describe("menu categories and items", () => {
  it("creates, lists, edits and deletes categories and items; allergens stored as a trimmed list", async () => {
    const cat = await call("POST", "/api/menu-categories", { name: "Mocktails", description: "" });
    expect(cat).toEqual({ status: 201, body: { id: cat.body.id, name: "Mocktails", description: null, displayOrder: 0 } });
    const item = await call("POST", "/api/menu-items", {
      name: "Virgin Mojito",
      categoryId: cat.body.id,
      price: "120",
      isVegetarian: true,
      allergens: parseAllergens(" mint, , lime ,"),
      spiceLevel: "none",
      preparationTime: 5,
      calories: "90",
      displayOrder: 2,
    });
    expect(item.status).toBe(201);
    expect(item.body).toMatchObject({ name: "Virgin Mojito", price: 120, isVegetarian: true, isGlutenFree: false, allergens: ["mint", "lime"], calories: 90 });
    expect((await t.db.selectFrom("menuItems").select("allergens").executeTakeFirstOrThrow()).allergens).toBe('["mint","lime"]');
    expect((await call("GET", "/api/menu-items")).body).toHaveLength(1);
    expect((await call("GET", "/api/menu-categories")).body).toEqual([cat.body]);
    const edited = await call("PUT", `/api/menu-items/${item.body.id}`, { ...item.body, allergens: [" nuts "], price: null });
    expect(edited.body).toMatchObject({ allergens: ["nuts"], price: null });
    expect((await call("PUT", `/api/menu-categories/${cat.body.id}`, { name: "Drinks", displayOrder: 1 })).body).toMatchObject({
      name: "Drinks",
      displayOrder: 1,
    });
    expect((await call("DELETE", `/api/menu-categories/${cat.body.id}`)).body).toEqual({ success: true });
    expect(await count("menuItems")).toBe(0);
  });

  it("refuses negative numbers and missing names or categories", async () => {
    expect((await call("POST", "/api/menu-categories", { name: "" })).body).toEqual({ message: "Category name is required" });
    expect((await call("POST", "/api/menu-categories", { name: "x", displayOrder: -1 })).body).toEqual({ message: "Display order must be 0 or more" });
    const cat = (await call("POST", "/api/menu-categories", { name: "x" })).body;
    expect((await call("POST", "/api/menu-items", { name: "", categoryId: cat.id })).body).toEqual({ message: "Item name is required" });
    expect((await call("POST", "/api/menu-items", { name: "x" })).body).toEqual({ message: "Category is required" });
    expect((await call("POST", "/api/menu-items", { name: "x", categoryId: cat.id, calories: -5 })).body).toEqual({ message: "Calories must be 0 or more" });
    expect((await call("POST", "/api/menu-items", { name: "x", categoryId: 999 })).body).toEqual({ message: "Category not found" });
    expect(await count("menuItems")).toBe(0);
  });

  it("parses allergens text", () => {
    expect(parseAllergens("")).toEqual([]);
    expect(parseAllergens(" peanuts ,dairy,, gluten ")).toEqual(["peanuts", "dairy", "gluten"]);
  });
});
