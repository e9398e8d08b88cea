/** A meal belongs to a day menu: required on create, kept (never cleared) by an update that omits it. */
import { describe, expect, it } from "vitest";
import { ZMealInput, ZMealUpdate } from "./menus";

const meal = { title: "Lunch", day: "1", mealType: "lunch" };

describe("ZMealInput / ZMealUpdate dayMenuId", () => {
  it("requires a day menu for a new meal", () => {
    expect(ZMealInput.parse({ ...meal, dayMenuId: "3" })).toMatchObject({ title: "Lunch", day: 1, dayMenuId: 3 });
    for (const dayMenuId of [undefined, null, "", 0, -1, "x"]) {
      const res = ZMealInput.safeParse({ ...meal, dayMenuId });
      expect(res.success, String(dayMenuId)).toBe(false);
      expect(res.error?.issues.map((i) => i.message)).toEqual(["Day menu is required"]);
    }
  });

  it("lets an update omit it (kept) but not clear it", () => {
    expect(ZMealUpdate.parse({ ...meal, id: 1 }).dayMenuId).toBeUndefined();
    expect(ZMealUpdate.parse({ ...meal, id: 1, dayMenuId: 2 }).dayMenuId).toBe(2);
    expect(ZMealUpdate.safeParse({ ...meal, id: 1, dayMenuId: null }).success).toBe(false);
  });
});
