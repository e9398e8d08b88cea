/** GET /api/admin/headcounts and admin.headcounts: who comes to which celebration, day and meal. */
import { z } from "zod";

const diet = { veg: z.number(), nonVeg: z.number(), vegan: z.number(), jain: z.number(), dietUnspecified: z.number() };
const people = { adults: z.number(), children: z.number(), total: z.number() };
const request = z.object({ rsvpId: z.string(), name: z.string(), text: z.string() });

/**
 * How a meal is counted: "function", the guests of the function it is served at; "time", the people present at
 * its serving time (arrived before it, not yet departed); "day", everyone present that day (no time to go by).
 */
export const MEAL_BASES = ["function", "time", "day"] as const;

export const ZHeadcounts = z.object({
  events: z.array(
    z.object({
      eventId: z.number(),
      eventName: z.string(),
      day: z.number(),
      ...people,
      ...diet,
      alcoholic: z.number(),
      nonAlcoholic: z.number(),
      beverageUnspecified: z.number(),
    }),
  ),
  days: z.array(z.object({ day: z.number(), ...people, ...diet })),
  meals: z.array(
    z.object({
      mealId: z.number(),
      title: z.string(),
      mealType: z.string(),
      day: z.number(),
      servingTime: z.string().nullable(),
      servedAt: z.object({ eventId: z.number(), eventName: z.string() }).nullable(),
      basis: z.enum(MEAL_BASES),
      /** People counted without travel details (they are counted; the caterer sees how many are a guess). */
      withoutTravel: z.number(),
      ...people,
      ...diet,
      dishes: z.array(z.object({ name: z.string(), dietaryType: z.string(), subcategory: z.string().nullable() })),
      /** Requests about food of the parties counted at this meal. */
      foodRequests: z.array(request),
    }),
  ),
  /** Attending replies' requests that are not about food (parking, wheelchair, rooms): for the hotel. */
  otherRequests: z.array(request),
});
export type Headcounts = z.infer<typeof ZHeadcounts>;
export type MealCount = Headcounts["meals"][number];
