/** The headcount rules on their own: day presence with and without asking events, children, diets. */
import { describe, expect, it } from "vitest";
import { computeHeadcounts, type Person } from "./rules";

const adult = (events: number[], diet: string | null = null, beverage: string | null = null): Person => ({ adult: true, diet, beverage, events });
const child = (events: number[]): Person => ({ adult: false, diet: null, beverage: null, events });
const mehendi = { id: 1, eventName: "Mehendi", day: 1 };
const sangeet = { id: 2, eventName: "Sangeet", day: 1 };

describe("computeHeadcounts", () => {
  it("counts each asked event's adults, children and the adults' dietary and beverage split", () => {
    const attending = [adult([1, 2], "veg", "alcoholic"), adult([2], "non-veg", "non-alcoholic"), adult([1], "vegan"), adult([2], "jain"), child([2])];
    const { events } = computeHeadcounts({ attending, askedEvents: [mehendi, sangeet], days: [], meals: [] });
    expect(events).toEqual([
      {
        eventId: 1,
        eventName: "Mehendi",
        day: 1,
        adults: 2,
        children: 0,
        total: 2,
        veg: 1,
        nonVeg: 0,
        vegan: 1,
        jain: 0,
        dietUnspecified: 0,
        alcoholic: 1,
        nonAlcoholic: 0,
        beverageUnspecified: 1,
      },
      {
        eventId: 2,
        eventName: "Sangeet",
        day: 1,
        adults: 3,
        children: 1,
        total: 4,
        veg: 1,
        nonVeg: 1,
        vegan: 0,
        jain: 1,
        dietUnspecified: 0,
        alcoholic: 1,
        nonAlcoholic: 1,
        beverageUnspecified: 1,
      },
    ]);
  });

  it("is present on a day with asking events only by attending one of them; on other days by replying yes", () => {
    const attending = [adult([1], "veg"), adult([2], "veg"), adult([], "non-veg"), child([])];
    const { days } = computeHeadcounts({ attending, askedEvents: [mehendi, sangeet], days: [1, 2], meals: [] });
    expect(days).toEqual([
      // Day 1 asks: the two who chose an event of the day (each counted once).
      { day: 1, adults: 2, children: 0, total: 2, veg: 2, nonVeg: 0, vegan: 0, jain: 0, dietUnspecified: 0 },
      // Day 2 asks nothing: everyone of an attending reply.
      { day: 2, adults: 3, children: 1, total: 4, veg: 2, nonVeg: 1, vegan: 0, jain: 0, dietUnspecified: 0 },
    ]);
  });

  it("gives a meal without a serving time its day's presence, and counts a person once a day even at two events", () => {
    const attending = [adult([1, 2], "vegan"), child([1])];
    const meals = [
      { id: 7, title: "Sangeet Dinner", mealType: "dinner", day: 1 },
      { id: 8, title: "Brunch", mealType: "breakfast", day: 3 },
    ];
    const { meals: out } = computeHeadcounts({ attending, askedEvents: [mehendi, sangeet], days: [1], meals });
    const numbers = out.map(({ mealId, basis, adults, children, total, vegan }) => ({ mealId, basis, adults, children, total, vegan }));
    expect(numbers).toEqual([
      { mealId: 7, basis: "day", adults: 1, children: 1, total: 2, vegan: 1 },
      { mealId: 8, basis: "day", adults: 1, children: 1, total: 2, vegan: 1 },
    ]);
  });
  it("counts nobody when nobody attends", () => {
    const out = computeHeadcounts({ attending: [], askedEvents: [mehendi], days: [1], meals: [] });
    expect(out.events[0]).toMatchObject({ total: 0, adults: 0, children: 0 });
    expect(out.days).toEqual([{ day: 1, adults: 0, children: 0, total: 0, veg: 0, nonVeg: 0, vegan: 0, jain: 0, dietUnspecified: 0 }]);
  });
});
