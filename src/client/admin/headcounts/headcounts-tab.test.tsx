// @vitest-environment jsdom
/** The Headcounts tab (msw): numbers per function, day and meal with the day's total, special requests beside each day, Print, and its loading, empty and error states. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, trpcMock } from "../msw-trpc.test-helpers";
import { mentionsFood } from "../../../shared/mentions-food";
import { HeadcountsTab } from "./headcounts-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);

const diet = (adults: number, children: number, veg: number, nonVeg: number, vegan: number, dietUnspecified: number) => ({
  adults,
  children,
  total: adults + children,
  veg,
  nonVeg,
  vegan,
  jain: 0,
  dietUnspecified,
});
const mealOf = (mealId: number, title: string, mealType: string, day: number, servingTime: string | null) => ({
  mealId,
  title,
  mealType,
  day,
  servingTime,
  servedAt: null,
  basis: servingTime ? ("time" as const) : ("day" as const),
  withoutTravel: 0,
  dishes: [] as { name: string; dietaryType: string; subcategory: string | null }[],
  foodRequests: [] as { rsvpId: string; name: string; text: string }[],
});
const COUNTS: Headcounts = {
  events: [
    { eventId: 3, eventName: "Haldi Ceremony", day: 1, ...diet(5, 1, 2, 2, 1, 0), alcoholic: 2, nonAlcoholic: 3, beverageUnspecified: 0 },
    { eventId: 4, eventName: "Sangeet & Dance Night", day: 1, ...diet(4, 1, 2, 1, 1, 0), alcoholic: 1, nonAlcoholic: 3, beverageUnspecified: 0 },
  ],
  days: [
    { day: 1, ...diet(5, 1, 2, 2, 1, 0) },
    { day: 2, ...diet(12, 4, 6, 4, 1, 1) },
  ],
  meals: [
    { ...mealOf(11, "Sangeet Dinner", "dinner", 1, null), ...diet(5, 1, 2, 2, 1, 0) },
    { ...mealOf(12, "Wedding Lunch", "lunch", 2, "1:00 PM"), ...diet(12, 4, 6, 4, 1, 1), withoutTravel: 2 },
  ],
  otherRequests: [],
};
const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0, idProofUrl: null };
const reply = (i: number, name: string, extra: object) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  primaryGuestName: name,
  primaryGuestPhone: String(9000000000 + i),
  primaryGuestGender: null,
  rsvpStatus: "yes",
  ...person,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  familyMembers: [],
  children: [],
  roomAssignments: [],
  events: [],
  ...extra,
});
const RSVPS = [
  reply(1, "Priya Nair", { specialRequests: "Severe peanut allergy, please flag my meals.", events: [3, 4] }),
  reply(2, "Rohan Kapoor", {
    specialRequests: "A ground-floor room for my parents, please.",
    events: [],
    familyMembers: [{ id: 5, name: "Sunita", ...person, events: [4] }],
  }),
  reply(3, "Sameer Khan", { specialRequests: "Jain food for my mother", events: [] }),
  reply(4, "Neha Gupta", { rsvpStatus: "no", specialRequests: "So sorry to miss it, no nuts in the gift box!" }),
  reply(5, "Dev Malhotra", { specialRequests: "   " }),
];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort" } };
  net.answers["admin.headcounts"] = { data: COUNTS };
  net.answers["admin.rsvps"] = { data: { data: RSVPS } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <HeadcountsTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

const day = (name: RegExp) => screen.getByRole("region", { name });
/** The cells of the row headed `name` in a table: [header, ...numbers]. */
function rowOf(scope: HTMLElement, name: string | RegExp): string[] {
  const header = within(scope).getByRole("rowheader", { name });
  return [...header.closest("tr")!.children].map((c) => c.textContent!.trim());
}

describe("numbers", () => {
  it("shows each asking function, the whole day once per guest, and each meal, per day with the day's label", async () => {
    renderTab();
    expect(screen.getByRole("status").textContent).toContain("Loading headcounts...");
    const one = await screen.findByRole("region", { name: "Day 1 · 7th Nov" });
    expect(within(one).getByText("6 guests · 5 adults, 1 child")).toBeTruthy();
    const functions = within(one).getByRole("table", { name: "Functions of Day 1 · 7th Nov" });
    expect(
      within(functions)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Function",
      "People",
      "Adults' food",
      "Adults' drinks",
      "Adults",
      "Children",
      "Total",
      "Veg",
      "Non-veg",
      "Vegan",
      "Jain",
      "Not given",
      "Alcoholic",
      "Non-alc.",
      "Not given",
    ]);
    expect(rowOf(functions, "Haldi Ceremony")).toEqual(["Haldi Ceremony", "5", "1", "6", "2", "2", "1", "0", "0", "2", "3", "0"]);
    expect(rowOf(functions, "Sangeet & Dance Night")).toEqual(["Sangeet & Dance Night", "4", "1", "5", "2", "1", "1", "0", "0", "1", "3", "0"]);
    // The total: everyone on the day counted once (not the sum of the functions); drinks are counted per function only.
    expect(rowOf(functions, /Whole day/)).toEqual(["Whole day (each guest once)", "5", "1", "6", "2", "2", "1", "0", "0", "–"]);
    const meals = within(one).getByRole("table", { name: "Meals of Day 1 · 7th Nov" });
    expect(rowOf(meals, /Sangeet Dinner/)).toEqual(["Sangeet DinnerEveryone there that day", "5", "1", "6", "2", "2", "1", "0", "0"]);

    const two = day(/^Day 2 · 8th Nov$/);
    expect(within(two).getByText("16 guests · 12 adults, 4 children")).toBeTruthy();
    expect(within(two).getByText("No function of this day asks guests: everyone who replied yes is counted.")).toBeTruthy();
    expect(rowOf(within(two).getByRole("table", { name: /Functions/ }), /Whole day/).slice(1, 4)).toEqual(["12", "4", "16"]);
    expect(rowOf(within(two).getByRole("table", { name: /Meals/ }), /Wedding Lunch/).slice(1)).toEqual(["12", "4", "16", "6", "4", "1", "0", "1"]);
    // How each meal was counted, with the guests counted without travel details apart.
    expect(within(two).getByTestId("meal-basis").textContent).toBe("There at 1:00 PM · 2 without travel details");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("labels days Day N without a wedding date, and prints with window.print", async () => {
    net.answers["guest.weddingDetails"] = { data: null };
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderTab();
    expect(await screen.findByRole("region", { name: "Day 1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe("special requests beside each day", () => {
  it("lists every attending reply's request, food first, and marks replies nobody of which is counted that day", async () => {
    renderTab();
    const one = await screen.findByRole("region", { name: "Day 1 · 7th Nov" });
    const list = within(within(one).getByRole("complementary", { name: "Special requests, Day 1 · 7th Nov" })).getAllByRole("listitem");
    expect(list.map((li) => li.textContent)).toEqual([
      "Priya Nair FoodSevere peanut allergy, please flag my meals.",
      "Sameer Khan Food(not counted this day)Jain food for my mother",
      "Rohan KapoorA ground-floor room for my parents, please.",
    ]);
    // Day 2 asks nothing: every attending reply is there.
    const two = within(day(/^Day 2/))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(two).toHaveLength(3);
    expect(two.join(" ")).not.toContain("not counted");
    expect(screen.queryByText(/gift box/)).toBeNull(); // a declined reply is not passed on
  });

  it("says when there are none, and when the replies could not be read", async () => {
    net.answers["admin.rsvps"] = { data: { data: [reply(1, "Priya Nair", {})] } };
    renderTab();
    expect(within(await screen.findByRole("region", { name: "Day 1 · 7th Nov" })).getByText("No special requests.")).toBeTruthy();
    cleanup();
    queryClient.clear();
    net.answers["admin.rsvps"] = serverError();
    renderTab();
    const one = await screen.findByRole("region", { name: "Day 1 · 7th Nov" });
    expect(within(one).getByRole("alert").textContent).toBe("Failed to load data");
    expect(rowOf(within(one).getByRole("table", { name: /Functions/ }), "Haldi Ceremony")[3]).toBe("6"); // the numbers stay
  });

  it("notices food words, not look-alikes", () => {
    for (const text of ["Peanut allergy", "Jain food", "no eggs please", "She is diabetic", "Gluten-free", "We eat early", "No onion or garlic"])
      expect(mentionsFood(text), text).toBe(true);
    for (const text of ["Ground-floor room", "Arriving at 5 pm, great seat please", "minute late"]) expect(mentionsFood(text), text).toBe(false);
  });
});

describe("states", () => {
  it('says "Failed to fetch headcounts" (text and toast) when the numbers cannot load', async () => {
    net.answers["admin.headcounts"] = serverError();
    renderTab();
    await waitFor(() => expect(screen.getAllByText("Failed to fetch headcounts")).toHaveLength(2));
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch headcounts");
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });

  it("says nobody is counted yet when no reply is attending", async () => {
    net.answers["admin.rsvps"] = { data: { data: [reply(4, "Neha Gupta", { rsvpStatus: "no" })] } };
    net.answers["admin.headcounts"] = {
      data: { ...COUNTS, events: COUNTS.events.map((e) => ({ ...e, adults: 0, children: 0, total: 0 })), days: COUNTS.days.map((d) => ({ ...d, total: 0 })) },
    };
    renderTab();
    expect(await screen.findByRole("heading", { name: "No guests to count yet" })).toBeTruthy();
    expect(screen.getByText("Headcounts appear here once guests reply that they are coming.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });

  it("says how to ask when no function asks guests, and still counts each day", async () => {
    net.answers["admin.headcounts"] = { data: { ...COUNTS, events: [] } };
    renderTab();
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("No function asks guests yet.");
    expect(note.textContent).toContain("Turn on “Ask guests if they will attend” for a function in the Timeline tab");
    expect(screen.getAllByTestId("headcount-day")).toHaveLength(2);
  });

  it("says there is nothing to count without functions or meals", async () => {
    net.answers["admin.headcounts"] = { data: { events: [], days: [], meals: [] } };
    renderTab();
    expect(await screen.findByRole("heading", { name: "Nothing to count yet" })).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });
});
