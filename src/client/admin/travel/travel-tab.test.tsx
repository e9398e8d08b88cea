// @vitest-environment jsdom
/**
 * The Travel tab (msw): arrivals and departures by day, point and one-hour window with people and parties,
 * the zone named once, own-way parties apart, filling a window with a vehicle, the WhatsApp message, pickup points (add, delete, the
 * 409 toast), Print, and the loading, empty and error states.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminTravel, PickupPoint } from "../../../shared/schemas/travel";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock, sessionOf } from "../msw-trpc.test-helpers";
import { TravelTab } from "./travel-tab";
import { SendDetailsLink, detailsMessage } from "./whatsapp-details";

const net = trpcMock();
const server = setupServer(...net.handlers);

const POINTS: PickupPoint[] = [
  { id: 1, name: "Kalka station", kind: "station", displayOrder: 0 },
  { id: 2, name: "Chandigarh airport (IXC)", kind: "airport", displayOrder: 1 },
];
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const party = (n: number, name: string, people: number) => ({ rsvpId: id(n), primaryGuestName: name, primaryGuestPhone: String(9000000000 + n), people });
const arrival = (n: number, name: string, people: number, at: string | null, pointId: number | null, extra: Record<string, unknown> = {}) => ({
  ...party(n, name, people),
  at,
  mode: "train" as const,
  number: "12011 Shatabdi",
  pointId,
  pointName: POINTS.find((p) => p.id === pointId)?.name ?? null,
  needsPickup: true,
  vehicle: null,
  vehicleId: null,
  ...extra,
  ownWay: extra.needsPickup === false,
});
const TRAVEL: AdminTravel = {
  arrivals: [
    arrival(5, "Rohan Kapoor", 5, "2025-11-06T23:30", 1, { vehicle: "Innova 1" }),
    arrival(4, "Dev Malhotra", 1, "2025-11-07T09:40", 2, { mode: "flight", number: "6E 5261", vehicleId: 7, vehicle: "Innova 2" }),
    arrival(1, "Ananya Iyer", 6, "2025-11-07T14:05", 1),
    arrival(2, "Priya Nair", 2, "2025-11-07T14:20", 1),
    arrival(3, "Sameer Khan", 1, "2025-11-07T14:45", 1, { mode: "bus", number: null, needsPickup: false }),
    arrival(6, "Kiran Rao", 2, null, 1, { mode: null, number: null, needsPickup: false }),
  ],
  departures: [
    {
      ...party(1, "Ananya Iyer", 6),
      at: "2025-11-09T16:10",
      mode: "flight",
      number: "6E 2134",
      pointId: 2,
      pointName: "Chandigarh airport (IXC)",
      needsDrop: true,
      vehicle: "Tempo Traveller",
      vehicleId: null,
      ownWay: false,
    },
  ],
};
const room = (roomNo: string, floorNo: number) => ({
  rsvpId: id(1),
  roomId: Number(roomNo),
  room: { id: Number(roomNo), roomNo, floorNo, description: null, isOccupied: true },
});
const VEHICLES = [
  { id: 7, name: "Innova 2", seats: 7, driverName: "Ramesh", driverPhone: "+919876543210", notes: null },
  { id: 8, name: "Dzire", seats: 4, driverName: null, driverPhone: null, notes: null },
];
const RSVPS = [{ id: id(1), primaryGuestName: "Ananya Iyer", roomAssignments: [room("202", 2), room("201", 2)] }];
const WEDDING = { brideName: "Meera Iyer", groomName: "Aarav Sharma", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", timeZone: "Asia/Kolkata" };

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: WEDDING };
  net.answers["guest.pickupPoints"] = { data: POINTS };
  net.answers["auth.verifySession"] = sessionOf("owner");
  net.answers["admin.travel"] = { data: TRAVEL };
  net.answers["admin.rsvps"] = { data: { data: RSVPS } };
  net.answers["admin.vehicles"] = { data: VEHICLES };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <TravelTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

// Sameer Khan (1) comes his own way: not in the window's counts.
const WINDOW = "Kalka station, 7 Nov 14:00–15:00: 8 people, 2 parties";
const names = (scope: HTMLElement) =>
  within(scope)
    .getAllByTestId("travel-party")
    .map((li) => li.querySelector(".font-semibold")!.textContent);

describe("the view of the road", () => {
  it("groups arrivals and departures by day, point and one-hour window with people and parties, naming the zone once", async () => {
    renderTab();
    expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("Loading travel details..."))).toBe(true);
    const friday = await screen.findByRole("region", { name: "Friday, 7 November 2025" });
    // The zone is named once on screen (the printed pages repeat it in their print-only heading).
    expect(screen.getAllByText("Times at the venue (Asia/Kolkata)")).toHaveLength(1);

    const window = within(friday).getByRole("region", { name: WINDOW });
    expect(window.textContent).toContain("14:00–15:00 · 8 people, 2 parties");
    expect(names(window)).toEqual(["Ananya Iyer", "Priya Nair", "Sameer Khan"]);
    expect(within(window).getAllByText("Pickup")).toHaveLength(2);
    expect(within(window).getByText("Own way")).toBeTruthy();
    expect(within(window).getByTestId("window-seats").textContent).toBe("1 arriving on their own");
    // An own-way party has no car control.
    expect(
      within(window)
        .getAllByRole("button", { name: /^Car for / })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Car for Ananya Iyer", "Car for Priya Nair"]);
    // A window's vehicle: its seats used and free, its driver on the party's line.
    const ixc = within(friday).getByRole("region", { name: "Chandigarh airport (IXC), 7 Nov 09:00–10:00: 1 person, 1 party" });
    expect(within(ixc).getByTestId("window-seats").textContent).toBe("Innova 2 1 of 7 seats, 6 free");
    expect(ixc.textContent).toContain("Innova 2 · driver Ramesh, +91 98765 43210");
    expect(within(friday).getByText("No departures on this day.")).toBeTruthy();
    // Points in the couple's order within the day.
    const order = within(friday)
      .getAllByTestId("travel-window")
      .map((w) => w.getAttribute("aria-label")!.split(",")[0]);
    expect(order).toEqual(["Kalka station", "Chandigarh airport (IXC)"]);

    // 23:30 at the venue stays on the 6th; its window ends at midnight.
    const thursday = screen.getByRole("region", { name: "Thursday, 6 November 2025" });
    const late = within(thursday).getByRole("region", { name: "Kalka station, 6 Nov 23:00–00:00: 5 people, 1 party" });
    expect(within(late).getByText("Innova 1")).toBeTruthy();
    // Departures on their own day, with their car.
    const sunday = screen.getByRole("region", { name: "Sunday, 9 November 2025" });
    expect(within(sunday).getByRole("region", { name: "Chandigarh airport (IXC), 9 Nov 16:00–17:00: 6 people, 1 party" }).textContent).toContain(
      "Tempo Traveller",
    );
    expect(screen.getAllByTestId("travel-day")).toHaveLength(3);
    // A party without a time is listed apart.
    const apart = screen.getByRole("region", { name: "Without a time" });
    expect(names(apart)).toEqual(["Kiran Rao"]);
    expect(apart.textContent).toContain("Arrival · Kalka station");
  });

  it("names the wedding's own zone", async () => {
    net.answers["guest.weddingDetails"] = { data: { ...WEDDING, timeZone: "Asia/Dubai" } };
    renderTab();
    expect(await screen.findByText("Times at the venue (Asia/Dubai)")).toBeTruthy();
  });

  it("fills a window with a vehicle, in time order, as far as its seats go", async () => {
    net.answers["admin.setTripVehicle"] = { data: { success: true } };
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: `Fill ${WINDOW} with a vehicle` }));
    const dialog = await screen.findByRole("dialog", { name: "Fill with a vehicle" });
    expect(dialog.textContent).toContain(WINDOW);
    expect(dialog.textContent).toContain("2 parties have no vehicle yet.");
    const select = within(dialog).getByLabelText("Vehicle") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Choose a vehicle", "Innova 2 · 7 of 7 seats free", "Dzire · 4 of 4 seats free"]);
    // Dzire's 4 seats take Priya (2) but not Ananya's party of 6.
    fireEvent.change(select, { target: { value: "8" } });
    expect(dialog.textContent).toContain("Takes Priya Nair (2): 2 people.");
    fireEvent.change(select, { target: { value: "7" } });
    expect(dialog.textContent).toContain("Takes Ananya Iyer (6): 6 people.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Fill" }));
    expect(await screen.findByText("Innova 2 assigned to 1 party")).toBeTruthy();
    expect(net.callsTo("admin.setTripVehicle")).toEqual([{ direction: "arrival", rsvpIds: [id(1)], vehicleId: 7 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(net.callsTo("admin.travel").length).toBe(2));
  });

  it("sets one party's drop vehicle, and shows the server's sentence when the seats are too few", async () => {
    net.answers["admin.setTripVehicle"] = serverError("Dzire has 4 seats; this trip would carry 6 people.", 400, "BAD_REQUEST");
    renderTab();
    const sunday = await screen.findByRole("region", { name: "Sunday, 9 November 2025" });
    fireEvent.click(within(sunday).getByRole("button", { name: "Car for Ananya Iyer" }));
    const dialog = await screen.findByRole("dialog", { name: "Vehicle for the drop" });
    fireEvent.change(within(dialog).getByLabelText("Vehicle"), { target: { value: "8" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save vehicle" }));
    expect(await screen.findByText("Dzire has 4 seats; this trip would carry 6 people.")).toBeTruthy();
    expect(net.callsTo("admin.setTripVehicle")).toEqual([{ direction: "departure", rsvpIds: [id(1)], vehicleId: 8 }]);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("sends each party one WhatsApp message with rooms, point, time, car and the itinerary", async () => {
    renderTab();
    const window = await screen.findByRole("region", { name: WINDOW });
    const link = within(window).getByRole("link", { name: "Send details on WhatsApp to Ananya Iyer" });
    const href = new URL(link.getAttribute("href")!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919000000001");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(href.searchParams.get("text")).toBe(
      [
        "Hello Ananya! Here are your details for Aarav & Meera's wedding.",
        "Rooms: 201 (Floor 2), 202 (Floor 2)",
        "Arrival: Fri 7 Nov, 14:05, pickup at Kalka station (train 12011 Shatabdi)",
        "Departure: Sun 9 Nov, 16:10, drop at Chandigarh airport (IXC) (flight 6E 2134)",
        "Car for your departure: Tempo Traveller",
        "(Times at the venue, Asia/Kolkata.)",
        `The itinerary: ${window.ownerDocument.location.origin}/timeline`,
      ].join("\n"),
    );
    const rohan = new URL(screen.getByRole("link", { name: "Send details on WhatsApp to Rohan Kapoor" }).getAttribute("href")!);
    expect(rohan.searchParams.get("text")).toContain("Your car: Innova 1");
  });

  it("prints with window.print", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says when no guest has shared travel yet", async () => {
    net.answers["admin.travel"] = { data: { arrivals: [], departures: [] } };
    renderTab();
    expect(await screen.findByText("No travel details yet")).toBeTruthy();
    expect(screen.getByText("Arrivals and departures appear here once guests who are coming share their travel plans.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });

  it("says when the list could not be read", async () => {
    net.answers["admin.travel"] = serverError();
    renderTab();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch travel details");
    expect(await screen.findByText("Failed to fetch travel details", { selector: "li *" })).toBeTruthy(); // the toast
    // The points stay usable.
    expect(screen.getByRole("list", { name: "Pickup points" })).toBeTruthy();
  });
});

describe("pickup points", () => {
  it("lists the points in order, and adds one with its kind", async () => {
    net.answers["admin.createPickupPoint"] = { data: { id: 3, name: "Shimla bus stand", kind: "bus", displayOrder: 2 } };
    renderTab();
    const list = await screen.findByRole("list", { name: "Pickup points" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Kalka stationRailway stationOrder 0", "Chandigarh airport (IXC)AirportOrder 1"]);
    fireEvent.click(screen.getByRole("button", { name: "Add Point" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Pickup Point" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Point" }));
    expect(await within(dialog).findByText("Point name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Point name"), { target: { value: "Shimla bus stand" } });
    const kind = within(dialog).getByRole("combobox", { name: "Kind" });
    fireEvent.keyDown(kind, { key: "ArrowDown" });
    fireEvent.click(await screen.findByRole("option", { name: "Bus stand" }));
    await waitFor(() => expect(kind.textContent).toBe("Bus stand"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Point" }));
    expect(await screen.findByText("Pickup point added successfully")).toBeTruthy();
    expect(net.callsTo("admin.createPickupPoint")).toEqual([{ name: "Shimla bus stand", kind: "bus", displayOrder: null }]);
    await waitFor(() => expect(net.callsTo("guest.pickupPoints").length).toBe(2));
  });

  it("edits a point's name and order", async () => {
    net.answers["admin.updatePickupPoint"] = (input) => ({ data: input });
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Kalka station" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Pickup Point" });
    fireEvent.change(within(dialog).getByLabelText("Point name"), { target: { value: "Kalka railway station" } });
    fireEvent.change(within(dialog).getByLabelText("Order (optional)"), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Point" }));
    expect(await screen.findByText("Pickup point updated successfully")).toBeTruthy();
    expect(net.callsTo("admin.updatePickupPoint")).toEqual([{ id: 1, name: "Kalka railway station", kind: "station", displayOrder: 4 }]);
  });

  it("deletes a free point after a confirmation, and shows the 409 for a point in use", async () => {
    net.answers["admin.deletePickupPoint"] = (input) =>
      (input as { id: number }).id === 1
        ? serverError("This point is used by 4 guests. Change their travel details first.", 409, "CONFLICT")
        : { data: { success: true } };
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Kalka station" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this pickup point?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete point" }));
    expect(await screen.findByText("This point is used by 4 guests. Change their travel details first.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    act(() => dismiss());
    fireEvent.click(screen.getByRole("button", { name: "Delete Chandigarh airport (IXC)" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete point" }));
    expect(await screen.findByText("Pickup point deleted successfully")).toBeTruthy();
    expect(net.callsTo("admin.deletePickupPoint")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("says when there are none yet", async () => {
    net.answers["guest.pickupPoints"] = { data: [] };
    renderTab();
    expect(await screen.findByText("No pickup points yet. Add the stations, airports and bus stands guests arrive at.")).toBeTruthy();
  });
});

describe("the WhatsApp message", () => {
  it("is one link for the RSVP card: the reply's rooms, its travel read from admin.travel, the itinerary", async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <SendDetailsLink rsvp={{ id: id(5), primaryGuestName: "Rohan Kapoor", primaryGuestPhone: "98765 43210", roomAssignments: [room("101", 1)] }} />
      </QueryClientProvider>,
    );
    const link = screen.getByRole("link", { name: "Send details on WhatsApp to Rohan Kapoor" });
    await waitFor(() => expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toContain("Your car: Innova 1"));
    const text = new URL(link.getAttribute("href")!).searchParams.get("text")!;
    expect(link.getAttribute("href")!.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(text).toContain("Room: 101 (Floor 1)");
    expect(text).toContain("Arrival: Thu 6 Nov, 23:30, pickup at Kalka station (train 12011 Shatabdi)");
    expect(text).toContain("/timeline");
  });

  it("gives an own-way party no car line, and names a fleet vehicle's driver and phone", () => {
    const leg = TRAVEL.arrivals[0]!;
    const base = { guestName: "Rohan", itineraryUrl: "https://x.in/timeline", vehicles: VEHICLES };
    expect(detailsMessage({ ...base, arrival: { ...leg, ownWay: true, needsPickup: false } })).not.toContain("car");
    expect(detailsMessage({ ...base, arrival: { ...leg, vehicleId: 7, vehicle: "Innova 2" } })).toContain(
      "Your car: Innova 2 · driver Ramesh, +91 98765 43210",
    );
  });

  it("leaves out what is not known", () => {
    expect(detailsMessage({ guestName: "", itineraryUrl: "https://x.in/timeline" })).toBe(
      "Hello! Here are your details for the wedding.\nThe itinerary: https://x.in/timeline",
    );
  });
});
