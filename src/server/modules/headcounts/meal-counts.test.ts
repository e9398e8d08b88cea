/**
 * Meal headcounts end to end, against a hand-computed fixture: meals made on both doors (one served at the
 * Sangeet, two by their serving time), replies with and without travel, Jain, children, food and other requests.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import type { Meal } from "../../../shared/schemas/menus";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { MENU_MESSAGES } from "../menus/router";

let t: TestApp;
let planner: Record<string, string>;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, payload, headers: planner });

let sangeet: number;
let dayOne: number;
let dayTwo: number;

beforeEach(async () => {
  t = await makeTestApp();
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  // 10:00 IST on 12 February 2027: day 1 is the 12th at the venue.
  await t.db
    .insertInto("wedding")
    .values({
      id: 1,
      brideName: "Meera",
      groomName: "Aarav",
      weddingDate: "2027-02-12T04:30:00.000Z",
      venue: "Resort",
      updatedAt: "x",
      timeZone: "Asia/Kolkata",
    })
    .execute();
  const event = await call("POST", "/api/timeline-events", { day: 1, eventName: "Sangeet", time: "8:00 PM", place: "Lawn", asksAttendance: true });
  expect(event.statusCode, event.body).toBe(201);
  sangeet = (event.json() as { id: number }).id;
  dayOne = ((await call("POST", "/api/day-menus", { day: 1, title: "Day one" })).json() as { id: number }).id;
  dayTwo = ((await call("POST", "/api/day-menus", { day: 2, title: "Day two" })).json() as { id: number }).id;
});
afterEach(async () => {
  await t.close();
});

let phone = 9000000000;
async function reply(name: string, body: object) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: { primaryGuestName: name, primaryGuestPhone: String(++phone), rsvpStatus: "yes", familyMembers: [], children: [], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A: Asha (veg, Sangeet), Ravi (Jain, no function), Mini (child, Sangeet); here 12th 11:00 to 14th 10:00; peanut allergy.
 * B: Bela (non-veg, Sangeet); here 12th 14:30 to 13th 09:00; asks for parking.
 * C: Chet (vegan, Sangeet); no travel details.
 * D: Dia (Jain, no function); arrives 13th 07:00; Jain food and a ground floor room.
 * E: Esha declined (counted nowhere).
 */
async function fixture() {
  await reply("Asha", {
    dietaryPreference: "veg",
    events: [sangeet],
    familyMembers: [{ name: "Ravi", dietaryPreference: "jain", events: [] }],
    children: [{ name: "Mini", age: 6, events: [sangeet] }],
    travel: { arrivalAt: "2027-02-12T11:00", departureAt: "2027-02-14T10:00" },
    specialRequests: "Ravi is allergic to peanuts",
  });
  await reply("Bela", {
    dietaryPreference: "non-veg",
    events: [sangeet],
    travel: { arrivalAt: "2027-02-12T14:30", departureAt: "2027-02-13T09:00" },
    specialRequests: "Parking for one car please",
  });
  await reply("Chet", { dietaryPreference: "vegan", events: [sangeet] });
  await reply("Dia", {
    dietaryPreference: "jain",
    events: [],
    travel: { arrivalAt: "2027-02-13T07:00" },
    specialRequests: "Jain food, and a ground floor room",
  });
  await reply("Esha", { rsvpStatus: "no", dietaryPreference: "veg", specialRequests: "Sorry, need parking" });
}

const numbers = ({ title, basis, adults, children, total, veg, nonVeg, vegan, jain, dietUnspecified, withoutTravel }: Headcounts["meals"][number]) => ({
  title,
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

describe("meal headcounts by who is there", () => {
  it("count a meal at its function, and meals by their time with arrivals, departures and guests without travel, on both doors", async () => {
    const atSangeet = await call("POST", "/api/menus", {
      title: "Sangeet Dinner",
      day: 1,
      mealType: "dinner",
      servingTime: "9:00 PM",
      dayMenuId: dayOne,
      servedAtEventId: sangeet,
    });
    expect(atSangeet.statusCode, atSangeet.body).toBe(201);
    expect((atSangeet.json() as Meal).servedAtEventId).toBe(sangeet);
    const lunch = await trpcMutation(
      t.app,
      "admin.createMeal",
      { title: "Welcome Lunch", day: 1, mealType: "lunch", servingTime: "1:00 PM - 3:00 PM", dayMenuId: dayOne },
      planner,
    );
    expect(lunch.status, JSON.stringify(lunch.body)).toBe(200);
    const lunchId = (lunch.body.result?.data as Meal).id;
    expect(
      (await call("POST", `/api/menus/${lunchId}/dishes`, { name: "Dal makhani", dietaryType: "vegetarian", subcategory: "Main Course" })).statusCode,
    ).toBe(201);
    expect(
      (await call("POST", "/api/menus", { title: "Breakfast", day: 2, mealType: "breakfast", servingTime: "8:00 AM", dayMenuId: dayTwo })).statusCode,
    ).toBe(201);
    await fixture();

    const rest = await call("GET", "/api/admin/headcounts");
    expect(rest.statusCode, rest.body).toBe(200);
    const counts = rest.json() as Headcounts;
    expect(counts.meals.map(numbers)).toEqual([
      // The Sangeet's guests: Asha, Mini, Bela, Chet.
      {
        title: "Sangeet Dinner",
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
      },
      // 1 PM on the 12th: Asha, Ravi, Mini (arrived 11:00) and Chet (no travel; the day counts him). Bela arrives 14:30, Dia the 13th.
      { title: "Welcome Lunch", basis: "time", adults: 3, children: 1, total: 4, veg: 1, nonVeg: 0, vegan: 1, jain: 1, dietUnspecified: 0, withoutTravel: 1 },
      // 8 AM on the 13th: A's three, Bela (leaves 09:00), Chet, Dia (arrived 07:00).
      { title: "Breakfast", basis: "time", adults: 5, children: 1, total: 6, veg: 1, nonVeg: 1, vegan: 1, jain: 2, dietUnspecified: 0, withoutTravel: 1 },
    ]);
    expect(counts.meals[0]!.servedAt).toEqual({ eventId: sangeet, eventName: "Sangeet" });
    expect(counts.meals[1]!.dishes).toEqual([{ name: "Dal makhani", dietaryType: "vegetarian", subcategory: "Main Course" }]);
    // Only food requests of the parties counted at each meal; the rest go to the hotel's list (declined replies nowhere).
    // (Replies made in the same instant have no order between them.)
    expect(counts.meals.map((m) => m.foodRequests.map((r) => r.text).sort())).toEqual([
      ["Ravi is allergic to peanuts"],
      ["Ravi is allergic to peanuts"],
      ["Jain food, and a ground floor room", "Ravi is allergic to peanuts"],
    ]);
    expect(counts.otherRequests.map((r) => [r.name, r.text]).sort()).toEqual([
      ["Bela", "Parking for one car please"],
      ["Dia", "Jain food, and a ground floor room"],
    ]);
    expect((await trpcQuery(t.app, "admin.headcounts", undefined, planner)).body.result?.data).toEqual(counts);
  });

  it("moves a meal to a function and back on both doors, and refuses a function that is not on the timeline", async () => {
    const created = (
      await call("POST", "/api/menus", { title: "Dinner", day: 1, mealType: "dinner", servingTime: "9:00 PM", dayMenuId: dayOne })
    ).json() as Meal;
    await fixture();
    const basisOf = async () => ((await call("GET", "/api/admin/headcounts")).json() as Headcounts).meals[0]!;
    // 9 PM on the 12th by the clock: A's three, Bela, Chet.
    expect(await basisOf()).toMatchObject({ basis: "time", total: 5, withoutTravel: 1 });
    const moved = await trpcMutation(t.app, "admin.updateMeal", { ...created, servingTime: created.servingTime, servedAtEventId: sangeet }, planner);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await basisOf()).toMatchObject({ basis: "function", total: 4, servedAt: { eventId: sangeet, eventName: "Sangeet" } });
    // An update that leaves the field out keeps it (the spec's own PUT payload has no such field).
    const { servedAtEventId: _s, dishes: _d, id: _i, ...fields } = created;
    expect((await call("PUT", `/api/menus/${created.id}`, { ...fields, title: "Sangeet Dinner" })).json()).toMatchObject({ servedAtEventId: sangeet });
    expect((await call("PUT", `/api/menus/${created.id}`, { ...fields, servedAtEventId: "" })).json()).toMatchObject({ servedAtEventId: null });

    for (const servedAtEventId of [99999, "soon"]) {
      const refused = await call("POST", "/api/menus", { title: "Ghost lunch", day: 1, mealType: "lunch", dayMenuId: dayOne, servedAtEventId });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toBe(
        servedAtEventId === 99999 ? MENU_MESSAGES.eventNotFound : "Choose a function from the timeline",
      );
    }
    const viaTrpc = await trpcMutation(
      t.app,
      "admin.createMeal",
      { title: "Ghost lunch", day: 1, mealType: "lunch", dayMenuId: dayOne, servedAtEventId: 99999 },
      planner,
    );
    expect(viaTrpc.status).toBe(400);
    expect(await t.db.selectFrom("menus").select("title").execute()).toEqual([{ title: "Dinner" }]);
    // Removing the function leaves the meal counted by its time.
    expect((await call("DELETE", `/api/timeline-events/${sangeet}`)).statusCode).toBe(200);
    expect(await basisOf()).toMatchObject({ basis: "time", servedAt: null });
  });
});
