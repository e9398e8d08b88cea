// @vitest-environment jsdom
/** Dashboard part 1 in the browser's logic, against a mocked network (msw): load states and the Excel download toasts. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../trpc";
import { Toaster } from "../ui/toaster";
import { dismiss } from "../ui/use-toast";
import { Dashboard } from "./dashboard-page";
import { downloadExport, fileNameOf } from "./export-download";

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
  familyMembers: i % 2 ? [{ id: i, name: `Partner ${i}`, gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0, idProofUrl: null }] : [],
  children: i % 3 === 0 ? [{ id: i, name: `Kid ${i}`, age: 5 }] : [],
  roomAssignments: [],
});

/** tRPC batches several procedures into one request: answer each from `answers`. */
const trpcHandler = http.get("*/trpc/:paths", ({ params }) => {
  const paths = String(params.paths).split(",");
  const body = paths.map((p) => {
    const a = answers[p];
    if (!a) return { error: { message: `unmocked ${p}`, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } };
    return "data" in a ? { result: { data: a.data } } : { error: { message: a.error.message, code: -32000, data: { code: a.error.code, httpStatus: a.error.status } } };
  });
  return HttpResponse.json(body, { status: body.some((b) => "error" in b) ? 207 : 200 });
});
const server = setupServer(trpcHandler);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  answers = {
    "guest.weddingDetails": { data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort" } },
    "guest.venueMedia": { data: [] },
  };
});
afterEach(() => {
  server.resetHandlers(trpcHandler);
  act(() => dismiss());
  cleanup();
});

function renderDashboard() {
  render(
    <QueryClientProvider client={queryClient}>
      <Dashboard />
      <Toaster />
    </QueryClientProvider>,
  );
}

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
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["RSVPs", "Rooms", "Timeline", "Menu Management", "Wedding", "Audio", "Venue", "ID Proofs"]);
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
