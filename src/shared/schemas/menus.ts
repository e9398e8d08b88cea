import { z } from "zod";
import { DAY_MENU_DAY_MAX, DAY_MENU_DAY_MIN, DISH_DIETARY_TYPES, DISH_SUBCATEGORIES, MEAL_DAY_MAX, MEAL_DAY_MIN, MEAL_TYPES, SPICE_LEVELS } from "../constants";
import { countWithDefault, numberish, oneLine, optionalCount, optionalEnum, optionalLongText, optionalText, requiredText, zId } from "./common";

export const ZDish = z.object({
  id: z.number(),
  menuId: z.number(),
  name: z.string(),
  cuisineType: z.string().nullable(),
  dietaryType: z.enum(DISH_DIETARY_TYPES),
  specialNotes: z.string().nullable(),
  subcategory: z.string().nullable(),
  displayOrder: z.number(),
});
export type Dish = z.infer<typeof ZDish>;

export const ZMeal = z.object({
  id: z.number(),
  dayMenuId: z.number().nullable(),
  title: z.string(),
  day: z.number(),
  mealType: z.string(),
  servingTime: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  /** The function (timeline event) the meal is served at; its guests are the meal's headcount. */
  servedAtEventId: z.number().nullable(),
  dishes: z.array(ZDish),
});
export type Meal = z.infer<typeof ZMeal>;

export const ZDayMenu = z.object({
  id: z.number(),
  day: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  isPublished: z.boolean(),
  menus: z.array(ZMeal),
});
export type DayMenu = z.infer<typeof ZDayMenu>;

const dayMenuDayMessage = `Day must be between ${DAY_MENU_DAY_MIN} and ${DAY_MENU_DAY_MAX}`;
export const ZDayMenuInput = z.object({
  day: numberish(
    z.number({ error: "Day is required" }).int(dayMenuDayMessage).min(DAY_MENU_DAY_MIN, dayMenuDayMessage).max(DAY_MENU_DAY_MAX, dayMenuDayMessage),
  ),
  title: requiredText("Title is required"),
  description: optionalLongText(),
  isPublished: z.boolean().default(false),
});
export type DayMenuInput = z.input<typeof ZDayMenuInput>;
export const ZDayMenuUpdate = ZDayMenuInput.extend({ id: zId });

const mealDayMessage = `Day must be between ${MEAL_DAY_MIN} and ${MEAL_DAY_MAX}`;
const dayMenuMessage = "Day menu is required";
const servedAtMessage = "Choose a function from the timeline";
/** A meal belongs to a day menu (guests only see meals of published day menus). */
const zDayMenuId = numberish(z.number({ error: dayMenuMessage }).int(dayMenuMessage).positive(dayMenuMessage));
export const ZMealInput = z.object({
  title: requiredText("Menu title is required"),
  day: numberish(z.number({ error: mealDayMessage }).int(mealDayMessage).min(MEAL_DAY_MIN, mealDayMessage).max(MEAL_DAY_MAX, mealDayMessage)),
  mealType: z.enum(MEAL_TYPES, { error: "Choose a meal type" }),
  servingTime: optionalText(40),
  description: optionalLongText(),
  notes: optionalLongText(),
  dayMenuId: zDayMenuId,
  /** null or "": served at no particular function (counted by who is present at its serving time); absent on an update: unchanged. */
  servedAtEventId: z
    .preprocess((v) => (v === "" ? null : v), numberish(z.number({ error: servedAtMessage }).int(servedAtMessage).positive(servedAtMessage).nullable()))
    .optional(),
});
export type MealInput = z.input<typeof ZMealInput>;
/** An update may omit dayMenuId (the meal stays where it is) but never clear it. */
export const ZMealUpdate = ZMealInput.extend({ id: zId, dayMenuId: zDayMenuId.optional() });

export const ZDishInput = z.object({
  name: requiredText("Dish name is required"),
  cuisineType: optionalText(60),
  dietaryType: z.enum(DISH_DIETARY_TYPES, { error: "Choose vegetarian or non-vegetarian" }).default("vegetarian"),
  specialNotes: optionalLongText(500),
  subcategory: optionalEnum(DISH_SUBCATEGORIES, "Choose a listed subcategory"),
});
export type DishInput = z.input<typeof ZDishInput>;
export const ZDishCreate = ZDishInput.extend({ menuId: zId });
export const ZDishUpdate = ZDishInput.extend({ id: zId });
export const ZMenuIdInput = z.object({ menuId: zId });

export const ZMenuCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number(),
});
export type MenuCategory = z.infer<typeof ZMenuCategory>;

export const ZMenuCategoryInput = z.object({
  name: requiredText("Category name is required"),
  description: optionalLongText(),
  displayOrder: countWithDefault(0, "Display order must be 0 or more"),
});
export type MenuCategoryInput = z.input<typeof ZMenuCategoryInput>;

/** "entered as comma-separated text and sent as a list of trimmed non-empty strings". */
export function parseAllergens(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const ZMenuItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number(),
  price: z.number().nullable(),
  isVegetarian: z.boolean(),
  isGlutenFree: z.boolean(),
  allergens: z.array(z.string()),
  spiceLevel: z.string().nullable(),
  preparationTime: z.number().nullable(),
  servingSize: z.string().nullable(),
  calories: z.number().nullable(),
  displayOrder: z.number(),
});
export type MenuItem = z.infer<typeof ZMenuItem>;

export const ZMenuItemInput = z.object({
  name: requiredText("Item name is required"),
  description: optionalLongText(),
  categoryId: numberish(z.number({ error: "Category is required" }).int("Category is required").positive("Category is required")),
  price: optionalCount("Price must be 0 or more"),
  isVegetarian: z.boolean().default(false),
  isGlutenFree: z.boolean().default(false),
  allergens: z
    .array(oneLine(z.string().trim().max(60)))
    .max(30)
    .default([])
    .transform((list) => list.filter((s) => s.length > 0)),
  spiceLevel: optionalEnum(SPICE_LEVELS, "Choose a listed spice level"),
  preparationTime: optionalCount("Preparation time must be 0 or more"),
  servingSize: optionalText(60),
  calories: optionalCount("Calories must be 0 or more"),
  displayOrder: countWithDefault(0, "Display order must be 0 or more"),
});
export type MenuItemInput = z.input<typeof ZMenuItemInput>;

export const ZMenuCategoryUpdate = ZMenuCategoryInput.extend({ id: zId });
export const ZMenuItemUpdate = ZMenuItemInput.extend({ id: zId });
