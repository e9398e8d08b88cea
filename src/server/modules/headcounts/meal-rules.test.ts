/** The meal rules on their own: served at a function, present at the serving time by travel, without travel, Jain, children, requests. */
import { describe, expect, it } from "vitest";
import { computeHeadcounts, type HeadcountInput, mealMoment, type Person, servingStart } from "./rules";

const person = (
  rsvpId: string,
  adult: boolean,
  diet: string | null,
  events: number[],
  arrivalAt: string | null,
  departureAt: string | null = null,
): Person => ({
  rsvpId,
  adult,
  diet: adult ? diet : null,
  beverage: null,
  events,
  arrivalAt,
  departureAt,
});

const sangeet = { id: 2, eventName: "Sangeet", day: 1, time: "8:00 PM", asksAttendance: true };
const cocktails = { id: 3, eventName: "Cocktails", day: 2, time: "6:30 PM", asksAttendance: false };

/**
 * Four parties, wedding on 2027-02-12:
 * A (Asha veg + Ravi Jain + child): arrives 12th 11:00, leaves 14th 10:00, Sangeet: Asha and the child.
 * B (Bela non-veg): arrives 12th 14:30 (after the 1 PM lunch), leaves 13th 09:00, Sangeet.
 * C (Chet vegan): no travel details, Sangeet.
 * D (Dia Jain): arrives 13th 07:00, no departure; asks nothing.
 */
const attending: Person[] = [
  person("A", true, "veg", [2], "2027-02-12T11:00", "2027-02-14T10:00"),
  person("A", true, "jain", [], "2027-02-12T11:00", "2027-02-14T10:00"),
  person("A", false, null, [2], "2027-02-12T11:00", "2027-02-14T10:00"),
  person("B", true, "non-veg", [2], "2027-02-12T14:30", "2027-02-13T09:00"),
  person("C", true, "vegan", [2], null),
  person("D", true, "jain", [], "2027-02-13T07:00"),
];
const input = (meals: HeadcountInput["meals"]): HeadcountInput => ({
  attending,
  askedEvents: [sangeet],
  days: [1, 2],
  meals,
  timeline: [sangeet, cocktails],
  firstDay: "2027-02-12",
  requests: [
    { rsvpId: "A", name: "Asha", text: "Ravi is allergic to peanuts" },
    { rsvpId: "B", name: "Bela", text: "Parking for one car please" },
    { rsvpId: "D", name: "Dia", text: "Jain food, and a ground floor room" },
  ],
});
const pick = ({
  basis,
  adults,
  children,
  total,
  veg,
  nonVeg,
  vegan,
  jain,
  dietUnspecified,
  withoutTravel,
}: ReturnType<typeof computeHeadcounts>["meals"][number]) => ({
  basis,
  adults,
  children,
  total,
  veg,
  nonVeg,
  vegan,
  jain,
  dietUnspecified,
  withoutTravel,
});

describe("meal headcounts", () => {
  it("reads the start of a serving time and places it on its day", () => {
    expect(servingStart("1:00 PM - 3:00 PM")).toBe(13 * 60);
    expect(servingStart("8 pm onwards")).toBe(20 * 60);
    expect(servingStart("Evening")).toBeNull();
    expect(mealMoment("2027-02-12", 2, 8 * 60)).toBe("2027-02-13T08:00");
    expect(mealMoment(null, 2, 8 * 60)).toBeNull();
  });

  it("counts a meal served at an asking function as that function's guests", () => {
    const [m] = computeHeadcounts(input([{ id: 1, title: "Sangeet Dinner", mealType: "dinner", day: 1, servingTime: "9:00 PM", servedAtEventId: 2 }])).meals;
    // Asha, the child, Bela, Chet: Ravi and Dia do not attend the Sangeet.
    expect(pick(m!)).toEqual({
      basis: "function",
      adults: 3,
      children: 1,
      total: 4,
      veg: 1,
      nonVeg: 1,
      vegan: 1,
      jain: 0,
      dietUnspecified: 0,
      withoutTravel: 0,
    });
    expect(m!.servedAt).toEqual({ eventId: 2, eventName: "Sangeet" });
  });

  it("counts a meal by time: arrived no later than it, not yet departed; without travel counted and shown apart", () => {
    const { meals } = computeHeadcounts(
      input([
        { id: 1, title: "Welcome Lunch", mealType: "lunch", day: 1, servingTime: "1:00 PM - 3:00 PM" },
        { id: 2, title: "Breakfast", mealType: "breakfast", day: 2, servingTime: "8:00 AM" },
        { id: 3, title: "Brunch", mealType: "breakfast", day: 3, servingTime: "11:00 AM" },
      ]),
    );
    // Day 1 asks (the Sangeet): by the day, Asha, the child, Bela and Chet.
    // By the clock, Chet (no travel) is counted as the day says: he attends the Sangeet.
    // 1 PM: A's three (arrived 11:00) and Chet; Bela arrives 14:30, Dia the next day.
    expect(pick(meals[0]!)).toEqual({
      basis: "time",
      adults: 3,
      children: 1,
      total: 4,
      veg: 1,
      nonVeg: 0,
      vegan: 1,
      jain: 1,
      dietUnspecified: 0,
      withoutTravel: 1,
    });
    // Day 2, 8 AM: A's three, Bela (leaves 09:00), Dia (arrived 07:00), Chet (day 2 asks nothing: counted).
    expect(pick(meals[1]!)).toEqual({
      basis: "time",
      adults: 5,
      children: 1,
      total: 6,
      veg: 1,
      nonVeg: 1,
      vegan: 1,
      jain: 2,
      dietUnspecified: 0,
      withoutTravel: 1,
    });
    // Day 3, 11 AM: A left at 10:00, Bela the day before; Dia and Chet stay.
    expect(pick(meals[2]!)).toEqual({
      basis: "time",
      adults: 2,
      children: 0,
      total: 2,
      veg: 0,
      nonVeg: 0,
      vegan: 1,
      jain: 1,
      dietUnspecified: 0,
      withoutTravel: 1,
    });
  });

  it("counts a meal at a function that does not ask by who is present at the function's time", () => {
    const [m] = computeHeadcounts(input([{ id: 1, title: "Cocktail bites", mealType: "snacks", day: 2, servingTime: null, servedAtEventId: 3 }])).meals;
    // Day 2, 6:30 PM: A's three, Chet, Dia; Bela left at 09:00.
    expect(pick(m!)).toEqual({
      basis: "function",
      adults: 4,
      children: 1,
      total: 5,
      veg: 1,
      nonVeg: 0,
      vegan: 1,
      jain: 2,
      dietUnspecified: 0,
      withoutTravel: 1,
    });
  });

  it("counts by day when the serving time is not a clock time or the wedding has no date", () => {
    const meal = { id: 1, title: "Lunch", mealType: "lunch", day: 1, servingTime: "after the pheras" };
    expect(pick(computeHeadcounts(input([meal])).meals[0]!)).toMatchObject({ basis: "day", total: 4, withoutTravel: 0 });
    expect(pick(computeHeadcounts({ ...input([{ ...meal, servingTime: "1 PM" }]), firstDay: null }).meals[0]!)).toMatchObject({ basis: "day", total: 4 });
  });

  it("gives each meal the food requests of the parties it counts, and the hotel every other request", () => {
    const out = computeHeadcounts(
      input([
        { id: 1, title: "Welcome Lunch", mealType: "lunch", day: 1, servingTime: "1:00 PM" },
        { id: 2, title: "Breakfast", mealType: "breakfast", day: 2, servingTime: "8:00 AM" },
      ]),
    );
    expect(out.meals[0]!.foodRequests.map((r) => r.name)).toEqual(["Asha"]);
    expect(out.meals[1]!.foodRequests.map((r) => r.name)).toEqual(["Asha", "Dia"]);
    // Parking is for the hotel; Dia's request names food and a room, so both lists have it.
    expect(out.otherRequests.map((r) => r.name)).toEqual(["Bela", "Dia"]);
  });
});
