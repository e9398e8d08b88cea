// @vitest-environment jsdom
/**
 * The dashboard for a desk session (issue 17, msw): only RSVPs, Rooms, Headcounts and Travel; no Export; the
 * server's "on-file" marker shown as "ID uploaded", never a document link; no Add RSVP, Edit, Delete or link
 * actions, but Assign Room; rooms and pickup points read without add, edit or delete. A planner keeps them.
 */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ID_ON_FILE } from "../../shared/id-proof";
import { queryClient } from "../trpc";
import { dismiss } from "../ui/use-toast";
import { sessionOf, stubResizeObserver, trpcMock } from "./msw-trpc.test-helpers";
import { renderDashboard } from "./render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);

const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0 };
const reply = (idProofUrl: string) => ({
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/token123",
  familyMembers: [{ id: 7, name: "Anya Malhotra", ...person, idProofUrl }],
  children: [],
  roomAssignments: [],
});
const ROOM = { id: 1, roomNo: "101", floorNo: 1, description: null, isOccupied: false };

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", timeZone: "Asia/Kolkata" },
  };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["guest.pickupPoints"] = { data: [{ id: 1, name: "Kalka station", kind: "station", displayOrder: 0 }] };
  net.answers["admin.rooms"] = { data: [ROOM] };
  net.answers["admin.travel"] = { data: { arrivals: [], departures: [] } };
  net.answers["admin.diskStatus"] = { data: { low: false, freeBytes: 50 * 1024 ** 3, minFreeBytes: 1024 ** 3 } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe("dashboard for the desk", () => {
  beforeEach(() => {
    net.answers["auth.verifySession"] = sessionOf("desk");
    net.answers["admin.rsvps"] = { data: { data: [reply(ID_ON_FILE)] } };
  });

  it("shows the desk's tabs only, no Export, and 'ID uploaded' without a document link", async () => {
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["RSVPs", "Guest List", "Rooms", "Headcounts", "Travel"]);
    expect(screen.queryByRole("button", { name: "Export to Excel" })).toBeNull();
    expect(card.getAllByText("ID uploaded").length).toBeGreaterThanOrEqual(2);
    expect(document.querySelectorAll("a[href*='/files/'], a[href*='on-file']").length).toBe(0);
  });

  it("warns the desk too, calmly, while the server's disk is almost full", async () => {
    net.answers["admin.diskStatus"] = { data: { low: true, freeBytes: 300 * 1024 ** 2, minFreeBytes: 1024 ** 3 } };
    renderDashboard();
    await screen.findByTestId("rsvp-card");
    const banner = (await screen.findByText(/disk is almost full/)).closest("[role=status]")!;
    expect(banner.textContent).toBe(
      "The server's disk is almost full. Guests cannot upload ID documents until there is at least 1.0 GB free (300 MB now). Free some space on the server, then refresh this page.",
    );
  });

  it("shows no disk warning while there is room", async () => {
    renderDashboard();
    await screen.findByTestId("rsvp-card");
    expect(screen.queryByText(/disk is almost full/)).toBeNull();
  });

  it("offers Assign Room but no Add RSVP, Edit, Delete or link actions", async () => {
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    expect(card.getByRole("button", { name: "Assign Room" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add RSVP" })).toBeNull();
    expect(card.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(card.queryByRole("button", { name: "Delete RSVP of Kabir Malhotra" })).toBeNull();
    expect(card.queryByRole("button", { name: /Revoke link/ })).toBeNull();
    expect(card.queryByRole("button", { name: /Copy guest link/ })).toBeNull();
  });

  it("reads rooms and pickup points without add, edit or delete", async () => {
    renderDashboard();
    await screen.findByTestId("rsvp-card");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Rooms" }));
    fireEvent.click(screen.getByRole("tab", { name: "Rooms" }));
    const management = await screen.findByRole("button", { name: /Room Management/ }).catch(() => null);
    if (management) fireEvent.click(management);
    expect(await screen.findByText("Room 101")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Room" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Room 101" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Room 101" })).toBeNull();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Travel" }));
    fireEvent.click(screen.getByRole("tab", { name: "Travel" }));
    expect(await screen.findByText("Kalka station")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Point" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Kalka station" })).toBeNull();
  });
});

describe("dashboard for a planner", () => {
  it("keeps Add RSVP, Edit, Delete and the document links", async () => {
    net.answers["auth.verifySession"] = sessionOf("planner");
    net.answers["admin.rsvps"] = { data: { data: [reply("/files/id/abcdefgh12.png")] } };
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    expect(await screen.findByRole("button", { name: "Add RSVP" })).toBeTruthy();
    expect(card.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(card.getByRole("button", { name: "Delete RSVP of Kabir Malhotra" })).toBeTruthy();
    expect(card.getByRole("link", { name: "View ID Proof of Kabir Malhotra" }).getAttribute("href")).toBe("/files/id/abcdefgh12.png");
    // The same steps as the desk's, so the desk's missing buttons are not a view that never showed them.
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Rooms" }));
    fireEvent.click(screen.getByRole("tab", { name: "Rooms" }));
    const management = await screen.findByRole("button", { name: /Room Management/ }).catch(() => null);
    if (management) fireEvent.click(management);
    expect(await screen.findByRole("button", { name: "Edit Room 101" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Room" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Travel" }));
    fireEvent.click(screen.getByRole("tab", { name: "Travel" }));
    expect(await screen.findByRole("button", { name: "Edit Kalka station" })).toBeTruthy();
  });
});
