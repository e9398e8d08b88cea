// @vitest-environment jsdom
/**
 * The dense RSVPs view (issue 16 item 5) against a mocked network (msw): the table's rows and columns,
 * the filters (Has travel reads admin.travel), sorting from the headers, a row opening the full card by
 * click or Enter, the view remembered on this device with the address winning, and the address itself
 * (a memory router: search kept across tab switches, Back returns to the previous tab).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseAdminSearch } from "../../../shared/admin-list";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { Dashboard } from "../dashboard-page";
import { stubResizeObserver, sessionOf, trpcMock } from "../msw-trpc.test-helpers";
import { useRouterUrl, VIEW_STORAGE_KEY } from "./url-state";
import { renderDashboard } from "../render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0, idProofUrl: null };
const room = (id: number, roomNo: string) => ({ rsvpId: "x", roomId: id, room: { id, roomNo, floorNo: 1, description: null, isOccupied: true } });
const reply = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  primaryGuestName: name,
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  ...person,
  idProofUrl: "/files/id/a.png",
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/token",
  familyMembers: [],
  children: [],
  roomAssignments: [],
  ...over,
});
const uuid = (n: number) => `3b241101-e2bb-4255-8caf-4136c566a96${n}`;
const ROHAN = reply(uuid(1), "Rohan Kapoor", {
  primaryGuestPhone: "9876500001",
  familyMembers: [{ id: 11, name: "Sunita Kapoor", ...person }],
  children: [{ id: 12, name: "Kabir", age: 7 }],
  roomAssignments: [room(1, "101"), room(2, "102")],
  updatedAt: "2025-10-20T08:30:00.000Z",
});
const PRIYA = reply(uuid(2), "Priya Nair", {
  primaryGuestPhone: "9876500002",
  familyMembers: [{ id: 21, name: "Arjun Nair", ...person, idProofUrl: "/files/id/b.png" }],
  createdAt: "2025-10-06T14:42:05.000Z",
});
const NEHA = reply(uuid(3), "Neha Gupta", { primaryGuestPhone: "9876500003", rsvpStatus: "no", idProofUrl: null, createdAt: "2025-10-12T11:55:38.000Z" });
const leg = (rsvpId: string) => ({
  rsvpId,
  primaryGuestName: "",
  primaryGuestPhone: "",
  people: 1,
  at: null,
  mode: null,
  number: null,
  pointId: null,
  pointName: null,
  vehicle: null,
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  net.calls.length = 0;
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", rsvpDeadline: null },
  };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["auth.verifySession"] = sessionOf("owner");
  net.answers["guest.timelineEvents"] = { data: [] };
  net.answers["admin.rsvps"] = { data: { data: [ROHAN, PRIYA, NEHA] } };
  net.answers["admin.rooms"] = { data: [] };
  net.answers["admin.travel"] = { data: { arrivals: [{ ...leg(uuid(2)), needsPickup: true }], departures: [] } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const rowNames = () => screen.getAllByTestId("rsvp-row").map((r) => r.querySelector("td")!.textContent);
const cellsOf = (name: string) =>
  within(screen.getAllByTestId("rsvp-row").find((r) => r.textContent!.includes(name))!)
    .getAllByRole("cell")
    .map((c) => c.textContent);
async function openTable() {
  fireEvent.click(await screen.findByRole("button", { name: "Table" }));
  await screen.findByRole("table");
}

describe("RSVPs table view", () => {
  it("shows one row per reply: name, phone, status, party size, rooms, ID status, updated in India time", async () => {
    renderDashboard();
    await openTable();
    const headers = within(screen.getByRole("table"))
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers.map((h) => h!.replace(/, sort.*$/, ""))).toEqual(["Name", "Phone", "Status", "Party size", "Rooms", "ID status", "Updated"]);
    expect(rowNames()).toEqual(["Rohan Kapoor", "Priya Nair", "Neha Gupta"]);
    expect(cellsOf("Rohan Kapoor")).toEqual(["Rohan Kapoor", "9876500001", "Attending", "3", "101, 102", "1 of 2 missing", "20 Oct 2025, 14:00 IST"]);
    expect(cellsOf("Priya Nair")).toEqual(["Priya Nair", "9876500002", "Attending", "2", "None", "Complete", "6 Oct 2025, 20:12 IST"]);
    expect(cellsOf("Neha Gupta")).toEqual(["Neha Gupta", "9876500003", "Not Attending", "0", "—", "Not needed", "12 Oct 2025, 17:25 IST"]);
    expect(screen.queryAllByTestId("rsvp-card")).toHaveLength(0);
    expect(screen.getByText("Showing 1 to 3 of 3 responses")).toBeTruthy();
  });

  it("filters: not attending, ID missing, no room, has travel, together, and clears", async () => {
    renderDashboard();
    await openTable();
    const chip = (name: string) => within(screen.getByRole("group", { name: "Filters" })).getByRole("button", { name });
    fireEvent.click(chip("Not Attending"));
    expect(chip("Not Attending").getAttribute("aria-pressed")).toBe("true");
    expect(rowNames()).toEqual(["Neha Gupta"]);
    fireEvent.click(chip("Not Attending"));
    fireEvent.click(chip("ID missing"));
    expect(rowNames()).toEqual(["Rohan Kapoor"]);
    fireEvent.click(chip("ID missing"));
    fireEvent.click(chip("No room"));
    expect(rowNames()).toEqual(["Priya Nair"]);
    fireEvent.click(chip("Attending"));
    expect(rowNames()).toEqual(["Priya Nair"]);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    fireEvent.click(chip("Has travel"));
    await waitFor(() => expect(rowNames()).toEqual(["Priya Nair"]));
    expect(net.callsTo("admin.travel").length).toBeGreaterThanOrEqual(1);
    fireEvent.click(chip("Not Attending"));
    expect(screen.getByText("No Matching RSVPs")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms.")).toBeTruthy();
    // The empty state offers Clear filters too; then search and filters together.
    expect(screen.getAllByRole("button", { name: "Clear filters" })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[1]!);
    fireEvent.change(screen.getByPlaceholderText("Search guests, phone, status..."), { target: { value: "kapoor" } });
    await waitFor(() => expect(rowNames()).toEqual(["Rohan Kapoor"]));
  });

  it("sorts by name, party size and date from the headers, each way", async () => {
    renderDashboard();
    await openTable();
    const header = (name: RegExp) => screen.getByRole("columnheader", { name });
    fireEvent.click(within(header(/^Name/)).getByRole("button"));
    expect(rowNames()).toEqual(["Neha Gupta", "Priya Nair", "Rohan Kapoor"]);
    expect(header(/^Name/).getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(within(header(/^Name/)).getByRole("button"));
    expect(rowNames()).toEqual(["Rohan Kapoor", "Priya Nair", "Neha Gupta"]);
    expect(header(/^Name/).getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(within(header(/^Party size/)).getByRole("button"));
    expect(rowNames()).toEqual(["Rohan Kapoor", "Priya Nair", "Neha Gupta"]);
    expect(header(/^Name/).getAttribute("aria-sort")).toBe("none");
    fireEvent.click(within(header(/^Party size/)).getByRole("button"));
    expect(rowNames()).toEqual(["Neha Gupta", "Priya Nair", "Rohan Kapoor"]);
    fireEvent.click(within(header(/^Updated/)).getByRole("button"));
    expect(rowNames()).toEqual(["Rohan Kapoor", "Neha Gupta", "Priya Nair"]);
    expect(header(/^Updated/).getAttribute("aria-sort")).toBe("descending");
  });

  it("a click on a row, or Enter on it, opens the full card in a dialog", async () => {
    renderDashboard();
    await openTable();
    const row = screen.getAllByTestId("rsvp-row")[0]!;
    expect(row.tabIndex).toBe(0);
    fireEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "Reply of Rohan Kapoor" });
    const card = within(dialog).getByTestId("rsvp-card");
    expect(within(card).getByText("Sunita Kapoor")).toBeTruthy();
    expect(within(card).getByText("Room 101 (Floor 1)")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Assign Room" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const neha = screen.getAllByTestId("rsvp-row")[2]!;
    neha.focus();
    fireEvent.keyDown(neha, { key: "Enter" });
    const second = await screen.findByRole("dialog", { name: "Reply of Neha Gupta" });
    expect(within(second).getByText("Not Attending")).toBeTruthy();
  });

  it("remembers the view on this device; the cards view keeps its cards and sort select", async () => {
    const first = renderDashboard();
    await openTable();
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe("table");
    first.unmount();
    renderDashboard();
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Cards" }));
    expect(await screen.findAllByTestId("rsvp-card")).toHaveLength(3);
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe("cards");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeTruthy();
  });
});

/** The dashboard as the /admin route mounts it, reading its address from the router. */
function RoutedDashboard() {
  return <Dashboard url={useRouterUrl()} />;
}

describe("the dashboard's address", () => {
  function renderRouted(start: string) {
    const root = createRootRoute({ component: Outlet });
    const admin = createRoute({ getParentRoute: () => root, path: "/admin", validateSearch: parseAdminSearch, component: RoutedDashboard });
    const history = createMemoryHistory({ initialEntries: [start] });
    const router = createRouter({ routeTree: root.addChildren([admin]), history });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }
  const params = (router: ReturnType<typeof renderRouted>) => Object.fromEntries(new URLSearchParams(router.state.location.searchStr));

  it("opens the tab, view, search, filter and sort it names, the address winning over the remembered view", async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, "cards");
    renderRouted("/admin?tab=rsvps&view=table&q=kapoor&filter=attending&sort=name&dir=desc");
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["Rohan Kapoor"]);
    expect((screen.getByPlaceholderText("Search guests, phone, status...") as HTMLInputElement).value).toBe("kapoor");
    expect(
      within(screen.getByRole("group", { name: "Filters" }))
        .getByRole("button", { name: "Attending" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("writes typing, view, filters and tabs to the address; switching tabs keeps the search; Back returns to the previous tab", async () => {
    const router = renderRouted("/admin");
    await openTable();
    fireEvent.change(screen.getByPlaceholderText("Search guests, phone, status..."), { target: { value: "nair" } });
    await waitFor(() => expect(params(router)).toMatchObject({ view: "table", q: "nair" }));
    fireEvent.click(within(screen.getByRole("group", { name: "Filters" })).getByRole("button", { name: "No room" }));
    await waitFor(() => expect(params(router).filter).toBe("no-room"));
    expect(rowNames()).toEqual(["Priya Nair"]);
    const tabs = screen.getByRole("tablist", { name: "Dashboard sections" });
    fireEvent.mouseDown(within(tabs).getByRole("tab", { name: "Rooms" }), { button: 0 });
    await waitFor(() => expect(params(router)).toMatchObject({ tab: "rooms", q: "nair", filter: "no-room", view: "table" }));
    fireEvent.mouseDown(within(tabs).getByRole("tab", { name: "RSVPs" }), { button: 0 });
    await screen.findByRole("table");
    expect((screen.getByPlaceholderText("Search guests, phone, status...") as HTMLInputElement).value).toBe("nair");
    expect(rowNames()).toEqual(["Priya Nair"]);
    act(() => router.history.back());
    await waitFor(() => expect(within(tabs).getByRole("tab", { name: "Rooms" }).getAttribute("aria-selected")).toBe("true"));
    expect(params(router).tab).toBe("rooms");
  });
});

describe("finding anyone", () => {
  // Radix Select scrolls its chosen option into view; jsdom has no scrolling.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });
  const event = (id: number, eventName: string, asksAttendance: boolean) => ({
    id,
    day: 1,
    eventName,
    time: "6:00 PM",
    toTime: null,
    place: "Lawn",
    dressCode: null,
    description: null,
    displayOrder: id,
    customIconUrl: null,
    asksAttendance,
  });
  beforeEach(() => {
    // Rohan's son attends the Sangeet; Priya arrives by 6E 202 at the airport and leaves from the station.
    net.answers["admin.rsvps"] = {
      data: { data: [{ ...ROHAN, children: [{ id: 12, name: "Kabir", age: 7, events: [5] }] }, { ...PRIYA, specialRequests: "Wheelchair please" }, NEHA] },
    };
    net.answers["guest.timelineEvents"] = { data: [event(4, "Haldi", false), event(5, "Sangeet", true)] };
    net.answers["guest.pickupPoints"] = {
      data: [
        { id: 1, name: "Pune Airport", kind: "airport", displayOrder: 0 },
        { id: 2, name: "Pune Station", kind: "station", displayOrder: 1 },
      ],
    };
    net.answers["admin.travel"] = {
      data: {
        arrivals: [{ ...leg(uuid(2)), number: "6E 202", pointId: 1, pointName: "Pune Airport", needsPickup: true }],
        departures: [{ ...leg(uuid(2)), pointId: 2, pointName: "Pune Station", needsDrop: true }],
      },
    };
  });
  const choose = async (select: string, option: string) => {
    fireEvent.click(screen.getByRole("combobox", { name: select }));
    fireEvent.click(await screen.findByRole("option", { name: option }));
  };

  it('"No travel details" lists attending replies without an arrival or a departure', async () => {
    renderDashboard();
    await openTable();
    fireEvent.click(within(screen.getByRole("group", { name: "Filters" })).getByRole("button", { name: "No travel details" }));
    await waitFor(() => expect(rowNames()).toEqual(["Rohan Kapoor"]));
  });

  it("chooses a function (only those that ask attendance) and a pickup point, kept in the address, and clears them", async () => {
    const root = createRootRoute({ component: Outlet });
    const admin = createRoute({ getParentRoute: () => root, path: "/admin", validateSearch: parseAdminSearch, component: RoutedDashboard });
    const router = createRouter({ routeTree: root.addChildren([admin]), history: createMemoryHistory({ initialEntries: ["/admin?view=table"] }) });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole("table");
    fireEvent.click(await screen.findByRole("combobox", { name: "Function" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Any function", "Sangeet"]);
    fireEvent.click(screen.getByRole("option", { name: "Sangeet" }));
    await waitFor(() => expect(rowNames()).toEqual(["Rohan Kapoor"]));
    expect(new URLSearchParams(router.state.location.searchStr).get("fn")).toBe("5");
    await choose("Function", "Any function");
    await choose("Pickup point", "Pune Station");
    await waitFor(() => expect(rowNames()).toEqual(["Priya Nair"]));
    expect(new URLSearchParams(router.state.location.searchStr).get("point")).toBe("2");
    await choose("Function", "Sangeet");
    await waitFor(() => expect(screen.getByText("No Matching RSVPs")).toBeTruthy());
    fireEvent.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await waitFor(() => expect(rowNames()).toEqual(["Rohan Kapoor", "Priya Nair", "Neha Gupta"]));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.searchStr))).toEqual({ view: "table" });
  });

  it("searches a flight number, a phone written with spaces, a room number and a special request", async () => {
    renderDashboard();
    await openTable();
    const search = screen.getByPlaceholderText("Search guests, phone, status...");
    fireEvent.change(search, { target: { value: "6e202" } });
    await waitFor(() => expect(rowNames()).toEqual(["Priya Nair"]));
    fireEvent.change(search, { target: { value: "+91 98765 00003" } });
    await waitFor(() => expect(rowNames()).toEqual(["Neha Gupta"]));
    fireEvent.change(search, { target: { value: "102" } });
    await waitFor(() => expect(rowNames()).toEqual(["Rohan Kapoor"]));
    fireEvent.change(search, { target: { value: "wheelchair" } });
    await waitFor(() => expect(rowNames()).toEqual(["Priya Nair"]));
  });
});
