// @vitest-environment jsdom
/** An RSVP card lists, per person, the functions they attend (issue 14), against a mocked network (msw). */
import { act, cleanup, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, sessionOf, trpcMock } from "../msw-trpc.test-helpers";
import { renderDashboard } from "../render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
const event = (id: number, day: number, eventName: string, asksAttendance: boolean, displayOrder: number) => ({
  id,
  day,
  eventName,
  time: "6:00 PM",
  toTime: null,
  place: "Lawn",
  dressCode: null,
  description: null,
  customIconUrl: null,
  displayOrder,
  asksAttendance,
});
const EVENTS = [
  event(3, 1, "Haldi Ceremony", true, 0),
  event(4, 1, "Sangeet", true, 1),
  event(5, 2, "Wedding Ceremony", false, 0),
  event(6, 2, "Reception", true, 1),
];
const person = { gender: null, dietaryPreference: null, beveragePreference: null, needsMakeupArtist: false, makeupCount: 0, idProofUrl: null };
const reply = (over: Record<string, unknown> = {}) => ({
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  ...person,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/token",
  // Timeline order, whatever order the ids come in; 5 no longer asks, so it is not named.
  events: [6, 3, 5],
  familyMembers: [
    { id: 21, name: "Ravi Rao", ...person, events: [3] },
    { id: 22, name: "Lata Rao", ...person, events: [] },
  ],
  children: [{ id: 31, name: "Mini", age: 6, events: [4, 6] }],
  roomAssignments: [],
  ...over,
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", rsvpDeadline: null },
  };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["auth.verifySession"] = sessionOf("owner");
  net.answers["guest.timelineEvents"] = { data: EVENTS };
  net.answers["admin.rsvps"] = { data: { data: [reply()] } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const card = async () => screen.findByTestId("rsvp-card");
/** The "Functions" value shown next to `who` (a member's or child's entry, or the primary guest column). */
function functionsOf(scope: HTMLElement) {
  const label = within(scope).getByText(/^Functions:?$/);
  return label.nextElementSibling!.textContent;
}

describe("functions per person on an RSVP card", () => {
  it("names the asked functions each person attends, in timeline order, and None for someone who attends none", async () => {
    renderDashboard();
    const c = await card();
    await within(c).findAllByText(/^Functions:?$/);
    const primary = within(c).getByText("Primary Guest Details").closest("section")!;
    expect(functionsOf(primary)).toBe("Haldi Ceremony, Reception");
    expect(functionsOf(within(c).getByText("Ravi Rao").closest("li")!)).toBe("Haldi Ceremony");
    expect(functionsOf(within(c).getByText("Lata Rao").closest("li")!)).toBe("None");
    expect(functionsOf(within(c).getByText("Mini").closest("li")!)).toBe("Sangeet, Reception");
  });

  it("shows no functions for a declined reply, or when no function asks guests", async () => {
    net.answers["admin.rsvps"] = { data: { data: [reply({ rsvpStatus: "no", events: [], familyMembers: [], children: [] })] } };
    renderDashboard();
    await within(await card()).findByText("Not Attending");
    expect(screen.queryByText(/^Functions:?$/)).toBeNull();
    cleanup();
    queryClient.clear();
    net.answers["admin.rsvps"] = { data: { data: [reply()] } };
    net.answers["guest.timelineEvents"] = { data: EVENTS.map((e) => ({ ...e, asksAttendance: false })) };
    renderDashboard();
    await within(await card()).findByText("Ravi Rao");
    expect(screen.queryByText(/^Functions:?$/)).toBeNull();
  });

  it("leaves the card as it was when the timeline cannot be read", async () => {
    net.answers["guest.timelineEvents"] = serverError();
    renderDashboard();
    await within(await card()).findByText("Ravi Rao");
    expect(screen.queryByText(/^Functions:?$/)).toBeNull();
  });
});
