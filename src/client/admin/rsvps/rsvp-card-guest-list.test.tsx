// @vitest-environment jsdom
/**
 * A reply "not on the guest list" on its card against a mocked network (msw): the badge and the filter only once the
 * couple keeps a guest list, and "Add to guest list" linking the reply to a household or making one from it.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, sessionOf, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { renderDashboard } from "../render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);

const reply = (id: string, name: string, householdId: number | null) => ({
  id,
  primaryGuestName: name,
  primaryGuestPhone: "+919876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl: null,
  specialRequests: null,
  createdAt: "2026-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: `/rsvp/token-${id}`,
  familyMembers: [],
  children: [],
  roomAssignments: [],
  householdId,
});
const household = (id: number, name: string, rsvpId: string | null) => ({
  id,
  name,
  side: null,
  tags: [],
  phone: null,
  language: "en",
  seats: 3,
  guests: [],
  events: null,
  notes: null,
  status: rsvpId ? "replied" : "sent",
  sentAt: null,
  openedAt: null,
  rsvpId,
  inviteUrl: `/i/t${id}`,
});
const ON_LIST = "11111111-1111-4111-8111-111111111111";
const OFF_LIST = "22222222-2222-4222-8222-222222222222";

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  // Radix Select scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2026-12-12T10:30:00.000Z", venue: "Resort" } };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["guest.timelineEvents"] = { data: [] };
  net.answers["admin.travel"] = { data: { arrivals: [], departures: [] } };
  net.answers["admin.diskStatus"] = { data: { low: false, freeBytes: 50 * 1024 ** 3, minFreeBytes: 1024 ** 3 } };
  net.answers["auth.verifySession"] = sessionOf("planner");
  net.answers["admin.rsvps"] = { data: { data: [reply(ON_LIST, "Ramesh Sharma", 1), reply(OFF_LIST, "Gate Crasher", null)] } };
  net.answers["admin.households"] = { data: { data: [household(1, "Sharma family", ON_LIST), household(2, "Verma family", null)] } };
  net.answers["admin.linkRsvpHousehold"] = (input) => ({ data: household(2, (input as { create?: true }).create ? "Gate Crasher" : "Verma family", OFF_LIST) });
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const cardOf = async (name: string) => within((await screen.findAllByTestId("rsvp-card")).find((c) => within(c).queryByRole("heading", { name }))!);

describe("a reply not on the guest list", () => {
  it("is marked on its card, and the filter keeps only such replies", async () => {
    renderDashboard();
    const off = await cardOf("Gate Crasher");
    expect(await off.findByText("Not on the guest list")).toBeTruthy();
    expect((await cardOf("Ramesh Sharma")).queryByText("Not on the guest list")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Not on the guest list" }));
    await waitFor(() => expect(screen.getAllByTestId("rsvp-card")).toHaveLength(1));
    expect(within(screen.getByTestId("rsvp-card")).getByRole("heading", { name: "Gate Crasher" })).toBeTruthy();
  });

  it("is not marked while the couple keeps no guest list", async () => {
    net.answers["admin.households"] = { data: { data: [] } };
    renderDashboard();
    const off = await cardOf("Gate Crasher");
    await waitFor(() => expect(net.callsTo("admin.households")).toHaveLength(1));
    expect(off.queryByText("Not on the guest list")).toBeNull();
    expect(off.queryByRole("button", { name: /Add to guest list/ })).toBeNull();
  });

  it("is linked to a household that has not replied", async () => {
    renderDashboard();
    fireEvent.click(await (await cardOf("Gate Crasher")).findByRole("button", { name: /Add to guest list/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add to the guest list" });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Household" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    // The Sharma family already has its reply: only households without one are offered.
    expect(options).toEqual(["A new household: Gate Crasher", "Verma family (3 seats)"]);
    fireEvent.click(screen.getByRole("option", { name: "Verma family (3 seats)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Link the reply" }));
    expect(await screen.findByText("Gate Crasher's reply is now on the guest list as Verma family.")).toBeTruthy();
    expect(net.callsTo("admin.linkRsvpHousehold")).toEqual([{ id: OFF_LIST, householdId: 2 }]);
  });

  it("shows the household whose phone or name it shares as a possible match, and uses it in place of that household's reply", async () => {
    net.answers["admin.rsvps"] = {
      data: { data: [reply(ON_LIST, "Ramesh Sharma", 1), { ...reply(OFF_LIST, "Gate Crasher", null), possibleHousehold: { id: 1, name: "Sharma family" } }] },
    };
    renderDashboard();
    const off = await cardOf("Gate Crasher");
    expect(await off.findByText("Possible match: Sharma family")).toBeTruthy();
    fireEvent.click(await off.findByRole("button", { name: /Add to guest list/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add to the guest list" });
    expect(within(dialog).getByText(/anyone can type a phone number or a name/)).toBeTruthy();
    expect(within(dialog).getByText(/Sharma family already has a reply/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this reply" }));
    await waitFor(() => expect(net.callsTo("admin.linkRsvpHousehold")).toEqual([{ id: OFF_LIST, householdId: 1, replace: true }]));
  });

  it("makes a new household from the reply, and shows the server's sentence when it refuses", async () => {
    net.answers["admin.linkRsvpHousehold"] = serverError(
      "Verma family already has a reply. Delete one of the two replies first, or link this one to another household.",
      409,
      "CONFLICT",
    );
    renderDashboard();
    fireEvent.click(await (await cardOf("Gate Crasher")).findByRole("button", { name: /Add to guest list/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add to the guest list" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Make a household" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(/already has a reply/);
    expect(net.callsTo("admin.linkRsvpHousehold")).toEqual([{ id: OFF_LIST, create: true }]);
  });
});
