// @vitest-environment jsdom
/** The Fleet section (msw): the list with seats and drivers, adding with validation, editing, removing, the desk's read-only view; and the manifest per vehicle and trip. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminTravel } from "../../../shared/schemas/travel";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { manifests, VehicleManifests } from "../print/vehicle-manifest";
import { Fleet } from "./fleet";

const net = trpcMock();
const server = setupServer(...net.handlers);
const VEHICLES = [
  { id: 7, name: "Innova 2", seats: 7, driverName: "Ramesh", driverPhone: "+919876543210", notes: null },
  { id: 8, name: "Dzire", seats: 4, driverName: null, driverPhone: null, notes: null },
];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["admin.vehicles"] = { data: VEHICLES };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const renderFleet = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <Fleet />
      <Toaster />
    </QueryClientProvider>,
  );

describe("the Fleet section", () => {
  it("lists each vehicle with its seats and driver", async () => {
    renderFleet();
    const rows = await screen.findAllByTestId("fleet-vehicle");
    expect(rows.map((r) => r.textContent)).toEqual(["Innova 27 seatsRamesh · +91 98765 43210", "Dzire4 seatsNo driver named"]);
  });

  it("adds a vehicle, refusing a blank name, no seats and a bad phone with sentences", async () => {
    net.answers["admin.createVehicle"] = (input) => ({ data: { id: 9, notes: null, ...(input as object) } });
    renderFleet();
    fireEvent.click(await screen.findByRole("button", { name: "Add Vehicle" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Vehicle" });
    fireEvent.change(within(dialog).getByLabelText("Driver's phone (optional)"), { target: { value: "12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await within(dialog).findByText("Vehicle name is required")).toBeTruthy();
    expect(within(dialog).getByText("Seats must be a whole number from 1 to 80")).toBeTruthy();
    expect(within(dialog).getByText(/Driver's phone must be a valid phone number/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Vehicle name"), { target: { value: "Tempo Traveller" } });
    fireEvent.change(within(dialog).getByLabelText("Seats"), { target: { value: "12" } });
    fireEvent.change(within(dialog).getByLabelText("Driver's name (optional)"), { target: { value: "Suresh" } });
    fireEvent.change(within(dialog).getByLabelText("Driver's phone (optional)"), { target: { value: "+44 7400 123456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await screen.findByText("Vehicle added successfully")).toBeTruthy();
    expect(net.callsTo("admin.createVehicle")).toEqual([
      { name: "Tempo Traveller", seats: 12, driverName: "Suresh", driverPhone: "+447400123456", notes: null },
    ]);
  });

  it("shows the server's sentence when fewer seats than a trip carries are saved", async () => {
    net.answers["admin.updateVehicle"] = serverError("Innova 2 already carries 7 people on one trip, so it needs at least 7 seats.", 400, "BAD_REQUEST");
    renderFleet();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Innova 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    expect((within(dialog).getByLabelText("Driver's phone (optional)") as HTMLInputElement).value).toBe("+91 98765 43210");
    fireEvent.change(within(dialog).getByLabelText("Seats"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Vehicle" }));
    expect(await screen.findByText("Innova 2 already carries 7 people on one trip, so it needs at least 7 seats.")).toBeTruthy();
    expect(net.callsTo("admin.updateVehicle")).toEqual([
      { id: 7, name: "Innova 2", seats: 5, driverName: "Ramesh", driverPhone: "+919876543210", notes: null },
    ]);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("removes a vehicle after a confirmation", async () => {
    net.answers["admin.deleteVehicle"] = { data: { success: true } };
    renderFleet();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Dzire" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this vehicle?" });
    expect(confirm.textContent).toContain("the parties it carried are left without a car");
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove vehicle" }));
    expect(await screen.findByText("Vehicle removed")).toBeTruthy();
    expect(net.callsTo("admin.deleteVehicle")).toEqual([{ id: 8 }]);
  });

  it("is read-only for the desk", async () => {
    net.answers["auth.verifySession"] = sessionOf("desk");
    renderFleet();
    await screen.findAllByTestId("fleet-vehicle");
    await waitFor(() => expect(net.callsTo("auth.verifySession").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Add Vehicle" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Innova 2" })).toBeNull();
  });
});

const leg = (n: number, name: string, people: number, at: string, vehicleId: number | null) => ({
  rsvpId: `r${n}`,
  primaryGuestName: name,
  primaryGuestPhone: `90000000${n}`,
  people,
  at,
  mode: "train" as const,
  number: "12011",
  pointId: 1,
  pointName: "Kalka station",
  vehicleId,
  vehicle: vehicleId ? "Innova 2" : null,
  ownWay: false,
});
const TRAVEL: AdminTravel = {
  arrivals: [
    { ...leg(1, "Asha Rao", 4, "2025-11-06T14:05", 7), needsPickup: true },
    { ...leg(2, "Ravi Kumar", 3, "2025-11-06T14:40", 7), needsPickup: true },
    { ...leg(3, "Meena Das", 2, "2025-11-06T14:50", null), needsPickup: true },
  ],
  departures: [{ ...leg(1, "Asha Rao", 4, "2025-11-09T10:15", 7), needsDrop: true }],
};

describe("the manifest", () => {
  it("lists each vehicle's trips in time order with who, where, when, phones and the driver", () => {
    const list = manifests(TRAVEL, VEHICLES);
    expect(list.map((m) => [m.vehicle.name, m.trips.map((t) => [t.direction, t.people, t.legs.map((l) => l.primaryGuestName)])])).toEqual([
      [
        "Innova 2",
        [
          ["arrival", 7, ["Asha Rao", "Ravi Kumar"]],
          ["departure", 4, ["Asha Rao"]],
        ],
      ],
    ]);
    render(<VehicleManifests travel={TRAVEL} vehicles={VEHICLES} />);
    expect(screen.getByRole("heading", { name: /Innova 2 · 7 seats/ }).textContent).toBe("Innova 2 · 7 seats · Driver: Ramesh, +91 98765 43210");
    const trips = screen.getAllByTestId("manifest-trip");
    expect(trips[0]!.querySelector("p")!.textContent).toBe("Pickup · 6 Nov 14:00–15:00 · Kalka station · 7 people of 7 seats");
    expect(trips[1]!.querySelector("p")!.textContent).toBe("Drop · 9 Nov 10:00–11:00 · Kalka station · 4 people of 7 seats");
    expect(
      within(trips[0]!)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["TimeGuestPeopleTrain or flightPhone", "14:05Asha Rao4Train 12011900000001", "14:40Ravi Kumar3Train 12011900000002"]);
  });
});
