// @vitest-environment jsdom
/** The dashboard in the browser's logic, against a mocked network (msw): load states, header, room and ID proof toasts and buttons, the Excel download. */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../trpc";
import { Toaster } from "../ui/toaster";
import { dismiss } from "../ui/use-toast";
import { DashboardHeader } from "./dashboard-header";
import { Dashboard } from "./dashboard-page";
import { downloadExport, fileNameOf } from "./export-download";
import { renderDashboard } from "./render-dashboard.test-helpers";

type Answer = { data: unknown } | { error: { status: number; code: string; message: string } };
let answers: Record<string, Answer> = {};

const rsvp = (i: number, status = "yes") => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  primaryGuestName: `Guest ${i}`,
  primaryGuestPhone: String(9000000000 + i),
  primaryGuestGender: null,
  rsvpStatus: status,
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl: null,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  familyMembers:
    i % 2
      ? [
          {
            id: i,
            name: `Partner ${i}`,
            gender: null,
            dietaryPreference: null,
            beveragePreference: null,
            needsMakeupArtist: false,
            makeupCount: 0,
            idProofUrl: null,
          },
        ]
      : [],
  children: i % 3 === 0 ? [{ id: i, name: `Kid ${i}`, age: 5 }] : [],
  roomAssignments: [],
});

/** tRPC batches several procedures into one request: answer each from `answers`. */
const trpcHandler = http.get("*/trpc/:paths", ({ params }) => {
  const paths = String(params.paths).split(",");
  const body = paths.map((p) => {
    const a = answers[p];
    if (!a) return { error: { message: `unmocked ${p}`, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } };
    return "data" in a
      ? { result: { data: a.data } }
      : { error: { message: a.error.message, code: -32000, data: { code: a.error.code, httpStatus: a.error.status } } };
  });
  return HttpResponse.json(body, { status: body.some((b) => "error" in b) ? 207 : 200 });
});
/** Mutations (POST, batched the same way): answered from `answers` too. */
const trpcPostHandler = http.post("*/trpc/:paths", ({ params }) => {
  const paths = String(params.paths).split(",");
  return HttpResponse.json(paths.map((p) => ({ result: { data: (answers[p] as { data: unknown } | undefined)?.data ?? { success: true } } })));
});
const server = setupServer(trpcHandler, trpcPostHandler);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  window.scrollTo = vi.fn() as never; // the router restores scroll; jsdom has none
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  answers = {
    "guest.weddingDetails": { data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort" } },
    "guest.venueMedia": { data: [] },
    // RSVP cards read the timeline for the functions each person attends (none asks here).
    "guest.timelineEvents": { data: [] },
    // Cards of attending replies read the travel list for "Send details on WhatsApp".
    "admin.travel": { data: { arrivals: [], departures: [] } },
    "admin.diskStatus": { data: { low: false, freeBytes: 50 * 1024 ** 3, minFreeBytes: 1024 ** 3 } },
    // Cards mark replies "not on the guest list" once the couple keeps one (none here).
    "admin.households": { data: { data: [] } },
    // The RSVPs tab offers the pickup points as a filter.
    "guest.pickupPoints": { data: [] },
    // "Send details on WhatsApp" names the party's vehicle from the fleet.
    "admin.vehicles": { data: [] },
    // The Wedding tab's Guest page card: whether families see their rooms.
    "admin.guestPageSettings": { data: { showRoomsToGuests: false } },
    // The session's role decides the owner's and planner's tabs (Activity, the ID purge).
    "auth.verifySession": { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Meera", role: "owner" } },
  };
});
afterEach(() => {
  server.resetHandlers(trpcHandler, trpcPostHandler);
  server.events.removeAllListeners();
  act(() => dismiss());
  cleanup();
});

describe("the dashboard's load states", () => {
  it("shows the spinner, then the RSVPs tab with the stat formulas and 10 cards per page", async () => {
    answers["admin.rsvps"] = { data: { data: Array.from({ length: 23 }, (_, i) => rsvp(i + 1, i === 0 ? "no" : "yes")) } };
    renderDashboard();
    expect(screen.getByText("Loading dashboard...")).toBeTruthy();
    expect(await screen.findByText("Showing 1 to 10 of 23 responses")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(screen.getAllByTestId("rsvp-card")).toHaveLength(10);
    const stats = screen.getByRole("region", { name: "RSVP statistics" });
    // 22 attending: 22 primaries + 11 partners (odd i from 3 to 23) + 7 kids (i = 3..21 by 3) = 40 guests.
    expect(stats.textContent).toContain("23Total Responses");
    expect(stats.textContent).toContain("22Attending");
    expect(stats.textContent).toContain("1Not Attending");
    expect(stats.textContent).toContain("40Total Guests");
    expect(stats.textContent).toContain("7Children");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "RSVPs",
      "Guest List",
      "Rooms",
      "Headcounts",
      "Travel",
      "Timeline",
      "Menu Management",
      "Wedding",
      "Audio",
      "Venue",
      "ID Proofs",
      "Activity",
      "Team",
    ]);
  });

  it("shows the empty state when nobody has answered", async () => {
    answers["admin.rsvps"] = { data: { data: [] } };
    renderDashboard();
    expect(await screen.findByText("No RSVP Responses Yet")).toBeTruthy();
    expect(screen.getByText("RSVP submissions will appear here once guests start responding.")).toBeTruthy();
  });

  it('shows "Failed to load data" when the RSVP load fails', async () => {
    answers["admin.rsvps"] = { error: { status: 500, code: "INTERNAL_SERVER_ERROR", message: "Something went wrong on our side. Please try again." } };
    renderDashboard();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load data");
  });
});

const room = (id: number, roomNo: string, floorNo = 1) => ({ id, roomNo, floorNo, description: null, isOccupied: false });
const errorAnswer = { error: { status: 500, code: "INTERNAL_SERVER_ERROR", message: "Something went wrong on our side. Please try again." } };
/** The toast (Radix renders each as an <li>) holding this text. */
const toastOf = (text: string) => screen.getByText(text).closest("li")!;
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));

/** Header and tabs as the page has them; the header needs a router for Logout. */
function renderPage() {
  const root = createRootRoute({
    component: () => (
      <>
        <DashboardHeader />
        <Dashboard />
        <Toaster />
      </>
    ),
  });
  const admin = createRoute({ getParentRoute: () => root, path: "/admin" });
  const router = createRouter({ routeTree: root.addChildren([admin]), history: createMemoryHistory({ initialEntries: ["/admin"] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the dashboard header", () => {
  it("shows the couple groom first and the wedding's days in its own zone, to the itinerary's last day", async () => {
    // 20:00 UTC is 01:30 the next day in India: the wedding's zone decides, whatever the viewer's.
    answers["guest.weddingDetails"] = {
      data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T20:00:00.000Z", venue: "Resort", timeZone: "Asia/Kolkata", itineraryDays: 3 },
    };
    answers["admin.rsvps"] = { data: { data: [] } };
    renderPage();
    expect(await screen.findByText(/November 8–10, 2025/)).toBeTruthy();
    expect(screen.getByText(/Aarav & Meera/)).toBeTruthy();
  });

  it('Refresh Data re-fetches the lists and says "Data Refreshed"', async () => {
    let rsvpCalls = 0;
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("admin.rsvps")) rsvpCalls += 1;
    });
    answers["admin.rsvps"] = { data: { data: [rsvp(1)] } };
    renderPage();
    await screen.findByText("Showing 1 to 1 of 1 responses");
    answers["admin.rsvps"] = { data: { data: [rsvp(1), rsvp(2)] } };
    fireEvent.click(screen.getByRole("button", { name: /Refresh Data/ }));
    expect(await screen.findByText("Data Refreshed")).toBeTruthy();
    expect(screen.getByText("All data has been updated with the latest information.")).toBeTruthy();
    expect(screen.getByText("Showing 1 to 2 of 2 responses")).toBeTruthy();
    expect(rsvpCalls).toBe(2);
  });

  it("Refresh Data says it failed (destructive Error) when a list cannot be re-fetched, keeping the last list", async () => {
    answers["admin.rsvps"] = { data: { data: [rsvp(1)] } };
    renderPage();
    await screen.findByText("Showing 1 to 1 of 1 responses");
    answers["admin.rsvps"] = errorAnswer;
    fireEvent.click(screen.getByRole("button", { name: /Refresh Data/ }));
    expect(await screen.findByText("Some data could not be refreshed. Please try again.")).toBeTruthy();
    expect(toastOf("Error").className).toContain("bg-[#fdf1f0]");
    expect(screen.queryByText("Data Refreshed")).toBeNull();
    expect(screen.getByText("Showing 1 to 1 of 1 responses")).toBeTruthy();
  });
});

describe("room toasts", () => {
  it('Room Status says "Failed to fetch RSVPs with rooms" (toast and text) when the RSVPs cannot load; Room Management still works', async () => {
    answers["admin.rsvps"] = errorAnswer;
    answers["admin.rooms"] = { data: [room(1, "101")] };
    renderPage();
    await screen.findByText("Failed to load data");
    openTab("Rooms");
    expect(await screen.findByText("Room 101")).toBeTruthy();
    expect(screen.queryByText("Failed to fetch RSVPs with rooms")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Room Status & Assignments" }));
    await waitFor(() => expect(screen.getAllByText("Failed to fetch RSVPs with rooms")).toHaveLength(2));
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch RSVPs with rooms");
    expect(toastOf("Error").textContent).toContain("Failed to fetch RSVPs with rooms");
  });

  it('a failed assignment says "Failed to assign room" for one room and "Failed to assign rooms" for several', async () => {
    answers["admin.rsvps"] = { data: { data: [rsvp(2)] } };
    answers["admin.rooms"] = { data: [room(1, "101"), room(2, "102"), room(3, "103")] };
    server.use(http.post("*/trpc/:paths", () => HttpResponse.error()));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Assign Room" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: /Room 101/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Assign 1 Room(s)" }));
    expect(await screen.findByText("Failed to assign room")).toBeTruthy();
    expect(toastOf("Error").className).toContain("bg-[#fdf1f0]");
    // The dialog stays open with the selection cleared (once the lists are re-read), ready to try again.
    await within(dialog).findByText("0 room(s) selected");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: /Room 101/ }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Room 102/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Assign 2 Room(s)" }));
    expect(await screen.findByText("Failed to assign rooms")).toBeTruthy();
  });
});

describe("ID proof buttons", () => {
  const withIds = {
    ...rsvp(1),
    idProofUrl: "/files/id/front-a.png|/files/id/back-a.png",
    familyMembers: [
      {
        id: 11,
        name: "Ravi",
        gender: null,
        dietaryPreference: null,
        beveragePreference: null,
        needsMakeupArtist: false,
        makeupCount: 0,
        idProofUrl: "/files/id/front-r.pdf|/files/id/back-r.pdf",
      },
      {
        id: 12,
        name: "Nila",
        gender: null,
        dietaryPreference: null,
        beveragePreference: null,
        needsMakeupArtist: false,
        makeupCount: 0,
        idProofUrl: "/files/id/nila.pdf",
      },
      { id: 13, name: "Om", gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0, idProofUrl: null },
    ],
  };
  const single = { ...rsvp(2), idProofUrl: "/files/id/single.jpg" };
  const declined = { ...rsvp(4, "no"), primaryGuestName: "Declined Dev" };

  /** The link's visible text, address and new-tab attributes. */
  const linkOf = (scope: HTMLElement, name: string) => {
    const a = within(scope).getByRole("link", { name }) as HTMLAnchorElement;
    return { text: a.textContent?.trim(), href: a.getAttribute("href"), target: a.target, rel: a.rel };
  };
  const newTab = { target: "_blank", rel: "noopener noreferrer" };

  it("the RSVP card shows Front ID / Back ID for a front|back value, Front / Back / View ID for members, and ID Proof Pending when missing", async () => {
    answers["admin.rsvps"] = { data: { data: [withIds, single] } };
    renderPage();
    const [card, singleCard] = await screen.findAllByTestId("rsvp-card");
    expect(linkOf(card!, "Front ID of Guest 1")).toEqual({ text: "Front ID", href: "/files/id/front-a.png", ...newTab });
    expect(linkOf(card!, "Back ID of Guest 1")).toEqual({ text: "Back ID", href: "/files/id/back-a.png", ...newTab });
    expect(linkOf(card!, "Front of Ravi")).toEqual({ text: "Front", href: "/files/id/front-r.pdf", ...newTab });
    expect(linkOf(card!, "Back of Ravi")).toEqual({ text: "Back", href: "/files/id/back-r.pdf", ...newTab });
    expect(linkOf(card!, "View ID of Nila")).toEqual({ text: "View ID", href: "/files/id/nila.pdf", ...newTab });
    expect(within(card!).getAllByText("ID Proof Pending")).toHaveLength(1);
    expect(linkOf(singleCard!, "View ID Proof of Guest 2")).toEqual({ text: "View ID Proof", href: "/files/id/single.jpg", ...newTab });
  });

  it('the ID Proofs tab shows the same buttons; a declined guest without one is "Not needed (declined)", never "ID Proof Pending" (issue 16)', async () => {
    answers["admin.rsvps"] = { data: { data: [withIds, declined] } };
    renderPage();
    await screen.findAllByTestId("rsvp-card");
    openTab("ID Proofs");
    const [row, declinedRow] = await screen.findAllByTestId("id-proof-row");
    expect(linkOf(row!, "Front ID of Guest 1").href).toBe("/files/id/front-a.png");
    expect(linkOf(row!, "Back ID of Guest 1").href).toBe("/files/id/back-a.png");
    expect(linkOf(row!, "Front of Ravi").text).toBe("Front");
    expect(linkOf(row!, "Back of Ravi").text).toBe("Back");
    expect(linkOf(row!, "View ID of Nila").text).toBe("View ID");
    expect(within(declinedRow!).getByText("Declined Dev")).toBeTruthy();
    expect(within(declinedRow!).getByText("Not needed (declined)")).toBeTruthy();
    expect(within(declinedRow!).queryByText("ID Proof Pending")).toBeNull();
  });

  it("the RSVP card of a declined reply is not marked ID Proof Pending (primary guest or members)", async () => {
    answers["admin.rsvps"] = { data: { data: [{ ...declined, familyMembers: [{ ...withIds.familyMembers[0]!, idProofUrl: null }] }] } };
    renderPage();
    const [card] = await screen.findAllByTestId("rsvp-card");
    expect(within(card!).queryByText("ID Proof Pending")).toBeNull();
    expect(within(card!).getAllByText("Not needed (declined)").length).toBeGreaterThanOrEqual(1);
  });
});

describe("Export to Excel", () => {
  beforeEach(() => {
    localStorage.setItem("adminSessionToken", "tok");
    localStorage.setItem("adminSessionExpires", new Date(Date.now() + 3600_000).toISOString());
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    render(<Toaster />);
  });

  it("downloads with the bearer token and the server's file name, then says so", async () => {
    let auth: string | null = null;
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    server.use(
      http.get("*/api/admin/export", ({ request }) => {
        auth = request.headers.get("authorization");
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { "content-disposition": 'attachment; filename="wedding-rsvps-2025-11-03.xlsx"' } });
      }),
    );
    expect(await act(() => downloadExport())).toBe(true);
    expect(auth).toBe("Bearer tok");
    expect(clicked).toEqual(["wedding-rsvps-2025-11-03.xlsx"]);
    expect(await screen.findByText("Export Successful")).toBeTruthy();
    expect(screen.getByText("Excel file has been downloaded successfully.")).toBeTruthy();
  });

  it('says "Export failed: {status} {statusText}" on an error answer, and "Failed to export data" on a network failure', async () => {
    server.use(http.get("*/api/admin/export", () => new HttpResponse("{}", { status: 500, statusText: "Internal Server Error" })));
    expect(await act(() => downloadExport())).toBe(false);
    expect(await screen.findByText("Export failed: 500 Internal Server Error")).toBeTruthy();
    server.use(http.get("*/api/admin/export", () => HttpResponse.error()));
    expect(await act(() => downloadExport())).toBe(false);
    expect(await screen.findByText("Failed to export data")).toBeTruthy();
    expect(screen.getByText("Export Failed")).toBeTruthy();
  });

  it("reads the file name from Content-Disposition, with a dated fallback", () => {
    expect(fileNameOf('attachment; filename="wedding-rsvps-2025-11-03.xlsx"')).toBe("wedding-rsvps-2025-11-03.xlsx");
    expect(fileNameOf(null)).toMatch(/^wedding-rsvps-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
