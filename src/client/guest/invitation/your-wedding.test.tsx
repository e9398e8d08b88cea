// @vitest-environment jsdom
/**
 * "Your wedding" against a mocked network (msw): the party's functions with their calendar and map links, its room,
 * its car with the driver's number to call, the menus, the empty states saying what is still coming, and Hindi.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { YourWedding } from "../../../shared/schemas/your-wedding";
import { serverError, trpcMock } from "../../admin/msw-trpc.test-helpers";
import { queryClient } from "../../trpc";
import { weddingDetails } from "../rsvp/rsvp.test-helpers";
import { YourWeddingSection } from "./your-wedding";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  mock.reset();
  mock.answers["guest.weddingDetails"] = weddingDetails();
});
afterEach(() => cleanup());

const TOKEN = "Zyxwvutsrqponmlkjihgfedcba9876543210-_ZYXWV";
const wedding = (over: Partial<YourWedding> = {}): YourWedding => ({
  language: "en",
  status: "yes",
  people: ["Vikram Kapoor", "Anjali Kapoor"],
  events: [
    {
      id: 3,
      eventName: "Haldi Ceremony",
      day: 1,
      date: "2025-11-07",
      time: "4:00 PM",
      toTime: "6:00 PM",
      place: "Marigold Garden",
      dressCode: "Yellow",
      description: "Turmeric and marigolds.",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Marigold%20Garden",
      who: ["Vikram Kapoor"],
    },
    {
      id: 5,
      eventName: "Wedding Ceremony",
      day: 2,
      date: "2025-11-08",
      time: "11:30 AM",
      toTime: null,
      place: "Mandap",
      dressCode: null,
      description: null,
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Mandap",
      who: null,
    },
  ],
  timeZone: "Asia/Kolkata",
  rooms: [{ hotel: "Glenmoor Resort", roomNo: "E-12", type: "Cottage", people: ["Vikram Kapoor", "Anjali Kapoor"] }],
  pickup: {
    pointName: "Kalka station",
    at: "2025-11-07T10:20",
    window: { start: "10:00", end: "11:00" },
    vehicle: { name: "Innova", driverName: "Ramesh", driverPhone: "+919876543210" },
  },
  drop: null,
  menus: [{ day: 1, title: "Mehendi Feast", meals: [{ title: "Lunch", mealType: "lunch", servingTime: "1:00 PM" }] }],
  ...over,
});

function renderSection(language: "en" | "hi" = "en", kind: "invitation" | "reply" = "invitation") {
  const rootRoute = createRootRoute({ component: () => <YourWeddingSection link={{ kind, token: TOKEN }} language={language} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Your wedding", () => {
  it("shows each function with Add to calendar and a map, the room, the car with a number to call and the menus", async () => {
    mock.answers["guest.yourWedding"] = { data: wedding() };
    renderSection();
    const section = await screen.findByTestId("your-wedding");
    expect(section.textContent).toContain("Planned for Vikram Kapoor and Anjali Kapoor.");
    const functions = within(section).getAllByTestId("your-function");
    expect(functions.map((f) => within(f).getByRole("heading").textContent)).toEqual(["Haldi Ceremony", "Wedding Ceremony"]);
    expect(within(functions[0]!).getByRole("link", { name: "Add to calendar: Haldi Ceremony" }).getAttribute("href")).toBe(
      `/api/invitation/${TOKEN}/calendar.ics?event=3`,
    );
    expect(within(section).getByTestId("add-all-to-calendar").getAttribute("href")).toBe(`/api/invitation/${TOKEN}/calendar.ics`);
    expect(within(functions[0]!).getByRole("link", { name: "Open in Maps: Marigold Garden" }).getAttribute("href")).toContain("google.com/maps");
    expect(functions[0]!.textContent).toContain("Vikram Kapoor");
    expect(within(section).getByTestId("your-rooms").textContent).toContain("Room E-12Glenmoor Resort · Cottage");
    expect(within(section).getByTestId("your-travel").textContent).toContain("Kalka station");
    expect(within(section).getByTestId("your-travel").textContent).toContain("7 Nov, 10:00 – 11:00");
    expect(within(section).getByRole("link", { name: "Call Ramesh" }).getAttribute("href")).toBe("tel:+919876543210");
    expect(within(section).getByTestId("your-menus").textContent).toContain("Mehendi Feast");
    expect(mock.callsTo("guest.replyWedding")).toEqual([]);
  });

  it("says what is still coming: the room, the car, the menus", async () => {
    mock.answers["guest.yourWedding"] = {
      data: wedding({
        rooms: [],
        pickup: { pointName: "Kalka station", at: "2025-11-07T10:20", window: { start: "10:00", end: "11:00" }, vehicle: null },
        menus: [],
      }),
    };
    renderSection();
    const section = await screen.findByTestId("your-wedding");
    expect(within(section).getByTestId("room-empty").textContent).toBe("Your room will appear here once the couple assigns it.");
    expect(section.textContent).toContain("Your car and driver will appear here once the couple assigns them.");
    expect(section.textContent).toContain("The menus will appear here once the couple publishes them.");
  });

  it("reads a reply's private link through its own call, with its calendar", async () => {
    mock.answers["guest.replyWedding"] = { data: wedding({ pickup: null, drop: null }) };
    renderSection("en", "reply");
    const section = await screen.findByTestId("your-wedding");
    expect(within(section).getByTestId("add-all-to-calendar").getAttribute("href")).toBe(`/api/rsvp/edit/${TOKEN}/calendar.ics`);
    expect(section.textContent).toContain("You have not asked for a pickup or a drop.");
  });

  it("is in Hindi for a Hindi household", async () => {
    mock.answers["guest.yourWedding"] = { data: wedding({ language: "hi", rooms: [] }) };
    renderSection("hi");
    const section = await screen.findByTestId("your-wedding");
    expect(section.getAttribute("lang")).toBe("hi");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("आपका विवाह कार्यक्रम");
    expect(within(section).getByTestId("room-empty").textContent).toBe("कमरा तय होते ही उसकी जानकारी यहाँ दिखेगी।");
    expect(within(section).getAllByRole("link", { name: /^कैलेंडर में जोड़ें/ })).toHaveLength(2);
  });

  it("keeps the page usable when it cannot load, with Try again", async () => {
    mock.answers["guest.yourWedding"] = serverError();
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your functions, room and car just now.");
    mock.answers["guest.yourWedding"] = { data: wedding() };
    within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }).click();
    expect(await screen.findByTestId("your-wedding")).toBeTruthy();
  });
});
