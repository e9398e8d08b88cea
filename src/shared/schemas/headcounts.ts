/** GET /api/admin/headcounts and admin.headcounts: who comes to which celebration, day and meal. */
import { z } from "zod";

const diet = { veg: z.number(), nonVeg: z.number(), vegan: z.number(), dietUnspecified: z.number() };
const people = { adults: z.number(), children: z.number(), total: z.number() };

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
  meals: z.array(z.object({ mealId: z.number(), title: z.string(), mealType: z.string(), day: z.number(), ...people, ...diet })),
});
export type Headcounts = z.infer<typeof ZHeadcounts>;
