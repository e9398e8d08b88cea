/**
 * Guest reads through both doors: the documented REST path and the tRPC procedure.
 * Real app (app.inject), in-memory SQLite with the real migrations; rows are inserted directly.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp, trpcQuery } from "../app.test-helpers";
import { adminCaller } from "./admin-caller.test-helpers";

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

/** GET the REST path and the tRPC query, assert both answer 200, and return both bodies. */
async function readBoth(restPath: string, procedure: string, input?: unknown, headers: Record<string, string> = {}) {
  const rest = await t.app.inject({ method: "GET", url: restPath, headers });
  expect(rest.statusCode, `${restPath}: ${rest.body}`).toBe(200);
  expect(rest.headers["content-type"]).toMatch(/^application\/json/);
  const trpc = await trpcQuery(t.app, `guest.${procedure}`, input, headers);
  expect(trpc.status, `guest.${procedure}: ${JSON.stringify(trpc.body)}`).toBe(200);
  expect(trpc.body.error).toBeUndefined();
  const restBody = rest.json() as unknown;
  // One definition per operation: both doors answer the same data.
  expect(trpc.body.result?.data).toEqual(restBody);
  return restBody;
}

/** A team member's live session until `expiresAt`; its raw token. */
async function addSession(expiresAt: Date): Promise<string> {
  const now = t.clock.now;
  return createAdminSession(t.db, now, (expiresAt.getTime() - now.getTime()) / 3_600_000);
}

describe("wedding details", () => {
  it("answers all-null details with audio disabled before the couple saved any", async () => {
    const body = await readBoth("/api/wedding-details", "weddingDetails");
    expect(body).toEqual({
      weddingDate: null,
      brideName: null,
      groomName: null,
      venue: null,
      venueAddress: null,
      directionsLink: null,
      backgroundAudioUrl: null,
      backgroundAudioTitle: null,
      backgroundAudioEnabled: false,
      rsvpDeadline: null,
      timeZone: "Asia/Kolkata",
      idRetentionDays: 7,
      idDeletionDate: null,
      rsvpMode: "open",
      contactPhone: null,
      itineraryDays: null,
    });
  });

  it("answers the saved row in camelCase with a boolean audio flag", async () => {
    await t.db
      .insertInto("wedding")
      .values({
        id: 1,
        brideName: "Asha",
        groomName: "Rohan",
        weddingDate: "2025-11-07T10:30:00.000Z",
        venue: "The Cafe & Resort",
        venueAddress: "12 Hill Road, Lonavala",
        directionsLink: "https://maps.example.com/venue",
        backgroundAudioUrl: "/files/audio/song.mp3",
        backgroundAudioTitle: "Our Song",
        backgroundAudioEnabled: 1,
        updatedAt: "2025-10-01T00:00:00.000Z",
      })
      .execute();
    const body = await readBoth("/api/wedding-details", "weddingDetails");
    expect(body).toEqual({
      weddingDate: "2025-11-07T10:30:00.000Z",
      brideName: "Asha",
      groomName: "Rohan",
      venue: "The Cafe & Resort",
      venueAddress: "12 Hill Road, Lonavala",
      directionsLink: "https://maps.example.com/venue",
      backgroundAudioUrl: "/files/audio/song.mp3",
      backgroundAudioTitle: "Our Song",
      backgroundAudioEnabled: true,
      rsvpDeadline: null,
      timeZone: "Asia/Kolkata",
      // ID documents are deleted 7 days after the last itinerary day (the wedding day without events).
      idRetentionDays: 7,
      idDeletionDate: "2025-11-14",
      rsvpMode: "open",
      contactPhone: null,
      itineraryDays: null,
    });
  });

  it("carries the itinerary's last day, and a new event on day 3 reaches the cached read", async () => {
    await t.db
      .insertInto("wedding")
      .values({ id: 1, brideName: "Meera", groomName: "Aarav", weddingDate: "2027-02-11T20:30:00.000Z", venue: "V", updatedAt: "x" })
      .execute();
    const call = await adminCaller(t);
    const event = (day: number) => ({ day, eventName: `Day ${day}`, time: "10:00 AM", toTime: "", place: "Lawn", dressCode: "", description: "" });
    expect(await readBoth("/api/wedding-details", "weddingDetails")).toMatchObject({ itineraryDays: null });
    expect((await call("POST", "/api/timeline-events", event(2))).status).toBe(201);
    expect(await readBoth("/api/wedding-details", "weddingDetails")).toMatchObject({ itineraryDays: 2, idDeletionDate: "2027-02-20" });
    expect((await call("POST", "/api/timeline-events", event(3))).status).toBe(201);
    // 20:30 UTC on the 11th is 02:00 on the 12th in India: the wedding's days run 12 to 14.
    expect(await readBoth("/api/wedding-details", "weddingDetails")).toMatchObject({ itineraryDays: 3, idDeletionDate: "2027-02-21" });
  });

  it("answers backgroundAudioEnabled false (a boolean, not 0) when the row has audio off", async () => {
    await t.db
      .insertInto("wedding")
      .values({ id: 1, brideName: "A", groomName: "B", weddingDate: "2025-11-07", venue: "V", updatedAt: "2025-10-01T00:00:00.000Z" })
      .execute();
    const body = (await readBoth("/api/wedding-details", "weddingDetails")) as Record<string, unknown>;
    expect(body.backgroundAudioEnabled).toBe(false);
    expect(body.venueAddress).toBeNull();
    expect(body).not.toHaveProperty("updatedAt");
    expect(body).not.toHaveProperty("id");
  });
});

describe("venue media", () => {
  it("answers an empty list when there is none", async () => {
    expect(await readBoth("/api/venue-media", "venueMedia")).toEqual([]);
  });

  it("sorts by displayOrder ascending, then id", async () => {
    const rows = [
      { type: "video", mediaUrl: "/files/venue/c.mp4", title: "Third", description: "Evening", displayOrder: 2 },
      { type: "image", mediaUrl: "/files/venue/a.jpg", title: "First", description: null, displayOrder: 0 },
      { type: "image", mediaUrl: "/files/venue/b2.jpg", title: "Second, inserted first", description: null, displayOrder: 1 },
      { type: "image", mediaUrl: "/files/venue/b1.jpg", title: "Second, inserted next", description: null, displayOrder: 1 },
    ];
    const ids: number[] = [];
    for (const r of rows) {
      const { id } = await t.db.insertInto("venueMedia").values(r).returning("id").executeTakeFirstOrThrow();
      ids.push(id);
    }
    const body = (await readBoth("/api/venue-media", "venueMedia")) as Array<Record<string, unknown>>;
    expect(body.map((m) => m.title)).toEqual(["First", "Second, inserted first", "Second, inserted next", "Third"]);
    expect(body[1]!.id).toBeLessThan(body[2]!.id as number);
    expect(body[0]).toEqual({ id: ids[1], type: "image", mediaUrl: "/files/venue/a.jpg", title: "First", description: null, displayOrder: 0 });
    expect(body[3]).toEqual({ id: ids[0], type: "video", mediaUrl: "/files/venue/c.mp4", title: "Third", description: "Evening", displayOrder: 2 });
  });
});

describe("timeline events", () => {
  it("answers an empty list when there is none", async () => {
    expect(await readBoth("/api/timeline-events", "timelineEvents")).toEqual([]);
  });

  it("orders by day, then displayOrder", async () => {
    const events = [
      { day: 2, eventName: "Reception", time: "19:00", toTime: null, place: "Lawn", displayOrder: 1 },
      { day: 1, eventName: "Cocktail", time: "18:00", toTime: "20:00", place: "Bar", displayOrder: 2 },
      { day: 2, eventName: "Ceremony", time: "10:00", toTime: "12:00", place: "Temple", displayOrder: 0 },
      { day: 1, eventName: "Check-in", time: "12:00", toTime: "14:00", place: "Lobby", displayOrder: 0 },
      { day: 3, eventName: "Farewell brunch", time: "09:00", toTime: null, place: "Cafe", displayOrder: 0 },
      { day: 1, eventName: "Welcome lunch", time: "14:00", toTime: "15:30", place: "Cafe", displayOrder: 1 },
    ];
    for (const e of events) await t.db.insertInto("timelineEvents").values(e).execute();
    const body = (await readBoth("/api/timeline-events", "timelineEvents")) as Array<Record<string, unknown>>;
    expect(body.map((e) => `${e.day}:${e.eventName}`)).toEqual([
      "1:Check-in",
      "1:Welcome lunch",
      "1:Cocktail",
      "2:Ceremony",
      "2:Reception",
      "3:Farewell brunch",
    ]);
  });

  it("answers every documented field in camelCase", async () => {
    const { id } = await t.db
      .insertInto("timelineEvents")
      .values({
        day: 1,
        eventName: "Haldi",
        time: "09:00",
        toTime: "11:00",
        place: "Garden",
        dressCode: "Yellow",
        description: "Bring old clothes",
        customIconUrl: "/files/icon/haldi.png",
        displayOrder: 3,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const body = (await readBoth("/api/timeline-events", "timelineEvents")) as unknown[];
    expect(body).toEqual([
      {
        id,
        day: 1,
        eventName: "Haldi",
        time: "09:00",
        toTime: "11:00",
        place: "Garden",
        dressCode: "Yellow",
        description: "Bring old clothes",
        displayOrder: 3,
        customIconUrl: "/files/icon/haldi.png",
        asksAttendance: false,
      },
    ]);
  });
});

/** Inserts a day menu with its meals (in the given order) and each meal's dishes. */
async function addDayMenu(opts: {
  day: number;
  title: string;
  published: boolean;
  meals: Array<{ mealType: string; title?: string; dishes?: Array<{ name: string; displayOrder: number; dietaryType?: string; subcategory?: string | null }> }>;
}) {
  const dayMenu = await t.db
    .insertInto("dayMenus")
    .values({ day: opts.day, title: opts.title, description: `${opts.title} description`, isPublished: opts.published ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const mealIds: Record<string, number> = {};
  for (const meal of opts.meals) {
    const row = await t.db
      .insertInto("menus")
      .values({
        dayMenuId: dayMenu.id,
        title: meal.title ?? `${opts.title} ${meal.mealType}`,
        day: Math.min(opts.day, 3),
        mealType: meal.mealType,
        displayOrder: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    mealIds[meal.mealType] = row.id;
    for (const dish of meal.dishes ?? []) {
      await t.db
        .insertInto("menuDishes")
        .values({
          menuId: row.id,
          name: dish.name,
          displayOrder: dish.displayOrder,
          dietaryType: dish.dietaryType ?? "vegetarian",
          subcategory: dish.subcategory ?? null,
        })
        .execute();
    }
  }
  return { id: dayMenu.id, mealIds };
}

interface DishBody {
  id: number;
  menuId: number;
  name: string;
  dietaryType: string;
  displayOrder: number;
  subcategory: string | null;
}
interface MealBody {
  id: number;
  dayMenuId: number;
  mealType: string;
  title: string;
  dishes: DishBody[];
}
interface DayMenuBody {
  id: number;
  day: number;
  title: string;
  isPublished: boolean;
  menus: MealBody[];
}

describe("published day menus", () => {
  it("answers an empty list when nothing is published", async () => {
    await addDayMenu({ day: 1, title: "Draft only", published: false, meals: [{ mealType: "lunch", dishes: [{ name: "Dal", displayOrder: 0 }] }] });
    expect(await readBoth("/api/day-menus/all-published", "publishedDayMenus")).toEqual([]);
  });

  it("answers only published day menus, meals in meal-type order, dishes by displayOrder; drafts never leak", async () => {
    const day2 = await addDayMenu({
      day: 2,
      title: "Wedding Day",
      published: true,
      meals: [{ mealType: "lunch", dishes: [{ name: "Biryani", displayOrder: 0, dietaryType: "non-vegetarian" }] }],
    });
    const draft = await addDayMenu({
      day: 1,
      title: "Secret Draft",
      published: false,
      meals: [{ mealType: "breakfast", title: "Draft breakfast", dishes: [{ name: "Draft dish", displayOrder: 0 }] }],
    });
    const day1 = await addDayMenu({
      day: 1,
      title: "Arrival Day",
      published: true,
      // Inserted deliberately out of serving order, with two unknown types.
      meals: [
        { mealType: "dinner" },
        { mealType: "zz-late-night" },
        {
          mealType: "breakfast",
          dishes: [
            { name: "Poha", displayOrder: 2 },
            { name: "Omelette", displayOrder: 0, dietaryType: "non-vegetarian", subcategory: "Main Course" },
            { name: "Idli", displayOrder: 1, subcategory: "Starters" },
          ],
        },
        { mealType: "aa-brunch" },
        { mealType: "snacks" },
        { mealType: "welcome-drinks" },
        { mealType: "hi-tea" },
        { mealType: "lunch" },
      ],
    });

    const body = (await readBoth("/api/day-menus/all-published", "publishedDayMenus")) as DayMenuBody[];

    expect(body.map((d) => d.title)).toEqual(["Arrival Day", "Wedding Day"]);
    expect(body.map((d) => d.id)).toEqual([day1.id, day2.id]);
    expect(body.every((d) => d.isPublished === true)).toBe(true);

    const [arrival, wedding] = body as [DayMenuBody, DayMenuBody];
    expect(arrival.menus.map((m) => m.mealType)).toEqual(["welcome-drinks", "breakfast", "lunch", "hi-tea", "snacks", "dinner", "aa-brunch", "zz-late-night"]);
    expect(arrival.menus.every((m) => m.dayMenuId === day1.id)).toBe(true);

    const breakfast = arrival.menus.find((m) => m.mealType === "breakfast")!;
    expect(breakfast.id).toBe(day1.mealIds.breakfast);
    expect(breakfast.dishes.map((d) => d.name)).toEqual(["Omelette", "Idli", "Poha"]);
    expect(breakfast.dishes.map((d) => d.dietaryType)).toEqual(["non-vegetarian", "vegetarian", "vegetarian"]);
    expect(breakfast.dishes.map((d) => d.subcategory)).toEqual(["Main Course", "Starters", null]);
    expect(breakfast.dishes.every((d) => d.menuId === breakfast.id)).toBe(true);
    expect(arrival.menus.find((m) => m.mealType === "dinner")!.dishes).toEqual([]);

    expect(wedding.menus).toHaveLength(1);
    expect(wedding.menus[0]!.dishes).toMatchObject([{ name: "Biryani", dietaryType: "non-vegetarian" }]);

    const allMealIds = body.flatMap((d) => d.menus.map((m) => m.id));
    expect(allMealIds).not.toContain(draft.mealIds.breakfast);
    const text = JSON.stringify(body);
    expect(text).not.toContain("Secret Draft");
    expect(text).not.toContain("Draft breakfast");
    expect(text).not.toContain("Draft dish");
  });

  it("orders meals of the same type by displayOrder", async () => {
    const dm = await t.db.insertInto("dayMenus").values({ day: 1, title: "Day", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
    await t.db
      .insertInto("menus")
      .values([
        { dayMenuId: dm.id, title: "Second lunch", day: 1, mealType: "lunch", displayOrder: 5 },
        { dayMenuId: dm.id, title: "First lunch", day: 1, mealType: "lunch", displayOrder: 1 },
      ])
      .execute();
    const body = (await readBoth("/api/day-menus/all-published", "publishedDayMenus")) as DayMenuBody[];
    expect(body[0]!.menus.map((m) => m.title)).toEqual(["First lunch", "Second lunch"]);
  });
});

describe("dishes of a meal", () => {
  async function setup() {
    const published = await addDayMenu({
      day: 1,
      title: "Published",
      published: true,
      meals: [
        {
          mealType: "dinner",
          dishes: [
            { name: "Kheer", displayOrder: 3, subcategory: "Desserts" },
            { name: "Tikka", displayOrder: 1, dietaryType: "non-vegetarian", subcategory: "Starters" },
            { name: "Naan", displayOrder: 2, subcategory: "Breads" },
          ],
        },
      ],
    });
    const draft = await addDayMenu({
      day: 2,
      title: "Draft",
      published: false,
      meals: [{ mealType: "lunch", dishes: [{ name: "Unreleased curry", displayOrder: 0 }] }],
    });
    return { publishedMeal: published.mealIds.dinner!, draftMeal: draft.mealIds.lunch! };
  }

  it("answers the dishes of a meal in a published day menu, ordered by displayOrder", async () => {
    const { publishedMeal } = await setup();
    const body = (await readBoth(`/api/menus/${publishedMeal}/dishes`, "mealDishes", { menuId: publishedMeal })) as DishBody[];
    expect(body.map((d) => d.name)).toEqual(["Tikka", "Naan", "Kheer"]);
    expect(body.map((d) => d.dietaryType)).toEqual(["non-vegetarian", "vegetarian", "vegetarian"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      menuId: publishedMeal,
      name: "Tikka",
      cuisineType: null,
      dietaryType: "non-vegetarian",
      specialNotes: null,
      subcategory: "Starters",
      displayOrder: 1,
    });
  });

  it("accepts the menu id as a numeric string through tRPC too", async () => {
    const { publishedMeal } = await setup();
    const res = await trpcQuery(t.app, "guest.mealDishes", { menuId: String(publishedMeal) });
    expect(res.status).toBe(200);
    expect((res.body.result?.data as DishBody[]).map((d) => d.name)).toEqual(["Tikka", "Naan", "Kheer"]);
  });

  it("hides a draft day menu's meal from a guest: 404 JSON {message}", async () => {
    const { draftMeal } = await setup();
    const rest = await t.app.inject({ method: "GET", url: `/api/menus/${draftMeal}/dishes` });
    expect(rest.statusCode).toBe(404);
    expect(rest.headers["content-type"]).toMatch(/^application\/json/);
    expect(rest.json()).toEqual({ message: expect.any(String) });
    expect(rest.json().message).toMatch(/not found/i);
    expect(rest.body).not.toContain("Unreleased curry");

    const trpc = await trpcQuery(t.app, "guest.mealDishes", { menuId: draftMeal });
    expect(trpc.status).toBe(404);
    expect(trpc.body.error?.message).toMatch(/not found/i);
    expect(JSON.stringify(trpc.body)).not.toContain("Unreleased curry");
  });

  it("shows a draft day menu's meal to an admin with a valid bearer session", async () => {
    const { draftMeal } = await setup();
    const token = await addSession(new Date(t.clock.now.getTime() + 60 * 60 * 1000));
    const body = (await readBoth(`/api/menus/${draftMeal}/dishes`, "mealDishes", { menuId: draftMeal }, { authorization: `Bearer ${token}` })) as DishBody[];
    expect(body.map((d) => d.name)).toEqual(["Unreleased curry"]);
  });

  it("shows a draft day menu's meal to an admin with the session cookie", async () => {
    const { draftMeal } = await setup();
    const token = await addSession(new Date(t.clock.now.getTime() + 60 * 60 * 1000));
    const body = (await readBoth(`/api/menus/${draftMeal}/dishes`, "mealDishes", { menuId: draftMeal }, { cookie: `admin_session=${token}` })) as DishBody[];
    expect(body.map((d) => d.name)).toEqual(["Unreleased curry"]);
  });

  it("still hides a draft meal for an unknown or expired admin token", async () => {
    const { draftMeal } = await setup();
    const token = await addSession(new Date(t.clock.now.getTime() + 60 * 1000));
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60 * 1000);
    for (const auth of [`Bearer ${token}`, "Bearer not-a-real-token"]) {
      const rest = await t.app.inject({ method: "GET", url: `/api/menus/${draftMeal}/dishes`, headers: { authorization: auth } });
      expect(rest.statusCode).toBe(404);
      expect(rest.json()).toEqual({ message: expect.any(String) });
      const trpc = await trpcQuery(t.app, "guest.mealDishes", { menuId: draftMeal }, { authorization: auth });
      expect(trpc.status).toBe(404);
    }
  });

  it("answers 404 JSON for an unknown meal id", async () => {
    await setup();
    const rest = await t.app.inject({ method: "GET", url: "/api/menus/999999/dishes" });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ message: expect.any(String) });
    const trpc = await trpcQuery(t.app, "guest.mealDishes", { menuId: 999999 });
    expect(trpc.status).toBe(404);
    expect(trpc.body.error?.message).toEqual(expect.any(String));
  });

  it.each(["abc", "0", "-3", "1.5"])("answers 400 with a human message for the id %j", async (bad) => {
    const rest = await t.app.inject({ method: "GET", url: `/api/menus/${bad}/dishes` });
    expect(rest.statusCode).toBe(400);
    expect(rest.headers["content-type"]).toMatch(/^application\/json/);
    const body = rest.json() as { message: string };
    expect(Object.keys(body)).toEqual(["message"]);
    expect(body.message).toBe("A valid id is required");
    expect(rest.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(rest.body).not.toContain("issues");

    const trpc = await trpcQuery(t.app, "guest.mealDishes", { menuId: bad });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error?.message).toBe("A valid id is required");
    expect(JSON.stringify(trpc.body)).not.toContain("stack");
  });
});
