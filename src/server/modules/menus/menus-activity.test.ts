/** Every write to day menus, meals, dishes and the menu catalogue leaves one Activity line: who, what changed (before → after), what a delete took. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";

let t: TestApp;
let planner: Record<string, string>;
const call = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: planner });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
};
const log = () => t.db.selectFrom("activityLog").select(["action", "detail", "adminName"]).orderBy("id").execute();

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
});
afterEach(async () => {
  await t.close();
});

describe("the Activity log of the menus", () => {
  it("records one entry per kind of write, with field changes and what a delete removed, and none for a refused or empty edit", async () => {
    const sangeet = await call("POST", "/api/timeline-events", { day: 1, eventName: "Sangeet", time: "8:00 PM", place: "Lawn" });
    await t.db.deleteFrom("activityLog").execute(); // the timeline's own lines are not this test's
    const dayMenu = await call("POST", "/api/day-menus", { day: 1, title: "Day one" });
    await call("PUT", `/api/day-menus/${dayMenu.id}`, { day: 1, title: "Haldi day", isPublished: true });
    await call("PUT", `/api/day-menus/${dayMenu.id}`, { day: 1, title: "Haldi day", isPublished: true }); // no change
    const meal = await call("POST", "/api/menus", { title: "Lunch", day: 1, mealType: "lunch", servingTime: "1:00 PM", dayMenuId: dayMenu.id });
    const moved = await trpcMutation(
      t.app,
      "admin.updateMeal",
      { id: meal.id, title: "Welcome Lunch", day: 1, mealType: "lunch", servingTime: "1:30 PM", dayMenuId: dayMenu.id, servedAtEventId: sangeet.id },
      planner,
    );
    expect(moved.status).toBe(200);
    const dal = await call("POST", `/api/menus/${meal.id}/dishes`, { name: "Dal", dietaryType: "vegetarian" });
    await call("POST", `/api/menus/${meal.id}/dishes`, { name: "Kheer", dietaryType: "vegetarian" });
    await call("PUT", `/api/menu-dishes/${dal.id}`, { name: "Dal makhani", dietaryType: "vegetarian", subcategory: "Main Course" });
    await call("DELETE", `/api/menu-dishes/${dal.id}`);
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/menus/9999",
      payload: { title: "X", day: 1, mealType: "lunch", dayMenuId: dayMenu.id },
      headers: planner,
    });
    expect(refused.statusCode).toBe(404);
    const second = await call("POST", "/api/menus", { title: "Dinner", day: 1, mealType: "dinner", dayMenuId: dayMenu.id });
    await call("POST", `/api/menus/${second.id}/dishes`, { name: "Biryani", dietaryType: "non-vegetarian" });
    await call("DELETE", `/api/menus/${second.id}`);
    const category = await call("POST", "/api/menu-categories", { name: "Mocktails" });
    const item = await call("POST", "/api/menu-items", { name: "Jaljeera", categoryId: category.id });
    await call("PUT", `/api/menu-items/${item.id}`, { name: "Jaljeera", categoryId: category.id, price: 120, allergens: ["mint"] });
    await call("PUT", `/api/menu-categories/${category.id}`, { name: "Drinks" });
    await call("DELETE", `/api/menu-categories/${category.id}`);
    await call("DELETE", `/api/day-menus/${dayMenu.id}`);

    const entries = await log();
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["menus.add", 'Day 1 menu "Day one"'],
      ["menus.change", 'Day 1 menu "Day one": title "Day one" → "Haldi day", published no → yes'],
      ["meals.add", '"Lunch" (Day 1), Lunch at 1:00 PM'],
      ["meals.change", '"Lunch" (Day 1): title "Lunch" → "Welcome Lunch", serving time "1:00 PM" → "1:30 PM", served at no function → Sangeet (Day 1)'],
      ["dishes.add", '"Dal" (vegetarian) to "Welcome Lunch" (Day 1)'],
      ["dishes.add", '"Kheer" (vegetarian) to "Welcome Lunch" (Day 1)'],
      ["dishes.change", '"Dal": name "Dal" → "Dal makhani", subcategory — → "Main Course"'],
      ["dishes.delete", '"Dal makhani" from "Welcome Lunch" (Day 1)'],
      ["meals.add", '"Dinner" (Day 1), Dinner'],
      ["dishes.add", '"Biryani" (non-vegetarian) to "Dinner" (Day 1)'],
      ["meals.delete", '"Dinner" (Day 1) with 1 dish'],
      ["menu-items.add", 'Category "Mocktails"'],
      ["menu-items.add", '"Jaljeera" in "Mocktails"'],
      ["menu-items.change", '"Jaljeera": price — → "120", allergens'],
      ["menu-items.change", 'Category "Mocktails": name "Mocktails" → "Drinks"'],
      ["menu-items.delete", 'Category "Drinks" with 1 item'],
      ["menus.delete", 'Day 1 menu "Haldi day" with 1 meal and 1 dish'],
    ]);
    expect(new Set(entries.map((e) => e.adminName)).size).toBe(1);
    expect(entries[0]!.adminName).toBeTruthy();
  });
});
