// @vitest-environment jsdom
/** The printable views (msw): the rooming list, the caterer's page and the pickups, with their rows and numbers, Print, and their empty states. */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Headcounts } from "../../../shared/schemas/headcounts";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { queryClient } from "../../trpc";
import { trpcMock } from "../msw-trpc.test-helpers";
import { CatererPrint } from "./caterer-print";
import { RoomingPrint } from "./rooming-print";
import { TravelPrint } from "./travel-print";

const net = trpcMock();
const server = setupServer(...net.handlers);

const room = (id: number, roomNo: string, floorNo: number, isOccupied = false) => ({ id, roomNo, floorNo, description: null, isOccupied });
const ROOMS = [room(1, "10", 1, true), room(2, "2", 1, true), room(3, "A-205", 2), room(4, "9", 1), room(5, "201", 2, true)];
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
  updatedAt: null,
  editUrl: "",
  familyMembers: [],
  children: [],
  roomAssignments: [],
  events: [],
  ...extra,
});
const assigned = (i: number, ...rooms: ReturnType<typeof room>[]) => rooms.map((r) => ({ rsvpId: reply(i, "", {}).id, roomId: r.id, room: r }));
const RSVPS = [
  reply(1, "Ananya Iyer", {
    idProofUrl: "/files/id/a.pdf",
    familyMembers: [{ id: 7, name: "Lakshmi Iyer", ...person, idProofUrl: "/files/id/b.pdf" }],
    children: [{ id: 3, name: "Meenu Iyer", age: 3 }],
    roomAssignments: assigned(1, ROOMS[4]!),
    specialRequests: "A quiet room, please.",
  }),
  reply(2, "Rohan Kapoor", {
    familyMembers: [{ id: 5, name: "Sunita Kapoor", ...person }],
    roomAssignments: assigned(2, ROOMS[0]!, ROOMS[1]!),
    specialRequests: "Severe peanut allergy, please flag my meals.",
  }),
  reply(3, "Neha Gupta", { rsvpStatus: "no", specialRequests: "No nuts in the gift box!" }),
];
const leg = (i: number, name: string, at: string | null, extra: object = {}) => ({
  rsvpId: reply(i, "", {}).id,
  primaryGuestName: name,
  primaryGuestPhone: String(9000000000 + i),
  people: 3,
  at,
  mode: "train" as const,
  number: "12011 Shatabdi",
  pointId: 1,
  pointName: "Kalka station",
  vehicle: null,
  vehicleId: null,
  ownWay: false,
  ...extra,
});
const TRAVEL: AdminTravel = {
  arrivals: [
    { ...leg(2, "Rohan Kapoor", "2025-11-06T19:05", { vehicle: "Innova · Ramesh" }), needsPickup: true },
    { ...leg(1, "Ananya Iyer", "2025-11-07T14:05", { people: 6 }), needsPickup: true },
  ],
  departures: [{ ...leg(1, "Ananya Iyer", null, { mode: "car", number: null, pointId: null, pointName: null, people: 6, ownWay: true }), needsDrop: false }],
};
const NO_TRAVEL: AdminTravel = { arrivals: [], departures: [] };
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
  events: [{ eventId: 3, eventName: "Haldi Ceremony", day: 1, ...diet(5, 1, 2, 2, 1, 0), alcoholic: 2, nonAlcoholic: 3, beverageUnspecified: 0 }],
  days: [
    { day: 1, ...diet(5, 1, 2, 2, 1, 0) },
    { day: 2, ...diet(12, 4, 6, 4, 1, 1) },
  ],
  meals: [{ ...mealOf(12, "Wedding Lunch", "lunch", 2, "1:00 PM"), ...diet(12, 4, 6, 4, 1, 1), withoutTravel: 2 }],
  otherRequests: [],
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera Patel", groomName: "Aarav Sharma", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", timeZone: "Asia/Kolkata" },
  };
  net.answers["guest.pickupPoints"] = { data: [{ id: 1, name: "Kalka station", kind: "station", displayOrder: 0 }] };
  net.answers["admin.rooms"] = { data: ROOMS };
  net.answers["admin.rsvps"] = { data: { data: RSVPS } };
  net.answers["admin.travel"] = { data: TRAVEL };
  net.answers["admin.vehicles"] = { data: [] };
  net.answers["admin.headcounts"] = { data: COUNTS };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (ui: ReactNode) => render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

async function expectShell(title: string, zone: boolean) {
  expect(await screen.findByRole("heading", { level: 1, name: `Aarav Sharma & Meera Patel${title}` })).toBeTruthy();
  expect(screen.queryByText("Times at the venue (Asia/Kolkata)") !== null).toBe(zone);
  const back = screen.getByRole("link", { name: "Back to dashboard" });
  expect(back.getAttribute("href")).toMatch(/^\/admin\?tab=/);
  const print = vi.spyOn(window, "print").mockImplementation(() => {});
  fireEvent.click(screen.getByRole("button", { name: "Print" }));
  expect(print).toHaveBeenCalledTimes(1);
}

const ROOMING = [
  {
    hotelId: 1,
    hotel: "Pine Resort",
    lastSent: { version: 1, sentAt: "2025-11-01T10:00:00.000Z", sentBy: "Priya" },
    changed: 1,
    rows: [
      {
        roomId: 1,
        roomNo: "2",
        floorNo: 1,
        roomType: "Twin",
        beds: "2 adult beds",
        occupants: [
          { key: "r:primary:0", name: "Rohan Kapoor", child: false, isNew: false },
          { key: "r:member:0", name: "Sunita Kapoor", child: false, isNew: true },
        ],
        parties: ["Rohan Kapoor"],
        checkIn: "2025-11-06",
        checkOut: "2025-11-09",
        nights: 3,
        notes: "",
        overCapacity: false,
        changes: ["Sunita Kapoor moved in (was 10)"],
      },
      {
        roomId: 2,
        roomNo: "201",
        floorNo: 2,
        roomType: null,
        beds: "2 adult beds and 1 child bed",
        occupants: [
          { key: "a:primary:0", name: "Ananya Iyer", child: false, isNew: false },
          { key: "a:child:0", name: "Meenu Iyer", child: true, isNew: false },
        ],
        parties: ["Ananya Iyer"],
        checkIn: null,
        checkOut: null,
        nights: null,
        notes: "No travel dates: Ananya Iyer",
        overCapacity: false,
        changes: [],
      },
    ],
  },
  { hotelId: 2, hotel: "Hill Inn", lastSent: null, changed: 0, rows: [] },
];

describe("rooming list", () => {
  it("lists one row per room per hotel with occupants, dates, nights and notes, rows changed since sent highlighted", async () => {
    net.answers["admin.roomingList"] = { data: ROOMING };
    show(<RoomingPrint />);
    const table = await screen.findByRole("table", { name: "Rooming list · Pine Resort" });
    await expectShell("Rooming list", true);
    const rows = within(table).getAllByTestId("rooming-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("2Twin");
    expect(texts(rows[0]!)).toEqual(["Rohan KapoorSunita Kapoor *", "Rohan Kapoor", "Thu 6 Nov", "Sun 9 Nov", "3", "Changed: Sunita Kapoor moved in (was 10)"]);
    expect(rows[0]!.dataset.changed).toBe("true");
    expect(texts(rows[1]!)).toEqual(["Ananya IyerMeenu Iyer (child)", "Ananya Iyer", "—", "—", "—", "No travel dates: Ananya Iyer"]);
    expect(rows[1]!.dataset.changed).toBeUndefined();
    // A hotel with nobody placed is left out.
    expect(screen.queryByRole("table", { name: /Hill Inn/ })).toBeNull();
    expect(screen.getByText(/version 1 sent .* · 1 changed since \(highlighted\)/)).toBeTruthy();
  });

  it("says so when there are no rooms", async () => {
    net.answers["admin.roomingList"] = { data: [] };
    show(<RoomingPrint />);
    expect(await screen.findByRole("heading", { name: "No rooms yet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to dashboard" })).toBeTruthy();
  });
});

describe("caterer's page", () => {
  it("shows each meal by day with the diets, children apart, how it was counted, its dishes and only its food requests", async () => {
    net.answers["admin.headcounts"] = {
      data: {
        ...COUNTS,
        meals: [
          {
            ...COUNTS.meals[0]!,
            dishes: [
              { name: "Dal makhani", dietaryType: "vegetarian", subcategory: "Main Course" },
              { name: "Butter chicken", dietaryType: "non-vegetarian", subcategory: "Main Course" },
            ],
            foodRequests: [{ rsvpId: "r1", name: "Rohan Kapoor", text: "Severe peanut allergy, please flag my meals." }],
          },
        ],
        otherRequests: [{ rsvpId: "r2", name: "Ananya Iyer", text: "A quiet room, please." }],
      },
    };
    show(<CatererPrint />);
    const day2 = await screen.findByRole("table", { name: "Meals of Day 2 · 8th Nov" });
    await expectShell("Caterer's page", false);
    expect(
      within(day2)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Meal", "Adults", "Children", "Total", "Veg", "Non-veg", "Vegan", "Jain", "Not given"]);
    const lunch = within(day2)
      .getByRole("rowheader", { name: /Wedding Lunch/ })
      .closest("tr")!;
    expect(texts(lunch)).toEqual(["12", "4", "16", "6", "4", "1", "0", "1"]);
    expect(screen.getByTestId("caterer-basis").textContent).toBe("1:00 PM · There at 1:00 PM · 2 without travel details");
    expect(screen.getByText(/Main Course: Dal makhani, Butter chicken \(non-veg\)/)).toBeTruthy();
    expect(screen.getAllByTestId("caterer-request").map((p) => p.textContent)).toEqual(["Rohan Kapoor: Severe peanut allergy, please flag my meals."]);
    // The hotel's requests are not the caterer's; a day without meals has no table.
    expect(screen.queryByText(/A quiet room/)).toBeNull();
    expect(screen.queryByRole("table", { name: /Day 1/ })).toBeNull();
  });

  it("says so when no guest is coming yet", async () => {
    net.answers["admin.rsvps"] = { data: { data: [RSVPS[2]] } };
    show(<CatererPrint />);
    expect(await screen.findByRole("heading", { name: "No guests to count yet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });
});

describe("pickups", () => {
  it("groups arrivals and departures by day and point with each party's time, rooms and car; parties without a time apart", async () => {
    show(<TravelPrint />);
    const thursday = await screen.findByRole("region", { name: "Thursday, 6 November 2025" });
    await expectShell("Pickups and drops", true);
    const rows = within(thursday).getAllByTestId("travel-print-party");
    expect(texts(rows[0]!)).toEqual([
      "19:00–20:00 · 3 people19:05",
      "Rohan Kapoor",
      "3",
      "Train 12011 Shatabdi",
      "9000000002",
      "2, 10",
      "Yes",
      "Innova · Ramesh",
    ]);
    const friday = screen.getByRole("region", { name: "Friday, 7 November 2025" });
    expect(within(friday).getByRole("table", { name: "Arrivals, Friday, 7 November 2025" })).toBeTruthy();
    expect(texts(within(friday).getAllByTestId("travel-print-party")[0]!).slice(1, 3)).toEqual(["Ananya Iyer", "6"]);
    expect(screen.getByTestId("travel-print-unscheduled").textContent).toBe("Ananya Iyer · Departure · 6 people · Car · 9000000001");
  });

  it("says so when nobody has shared travel plans", async () => {
    net.answers["admin.travel"] = { data: NO_TRAVEL };
    show(<TravelPrint />);
    expect(await screen.findByRole("heading", { name: "No travel details yet" })).toBeTruthy();
    expect(screen.queryByText(/Times at the venue/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });
});
