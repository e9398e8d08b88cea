// @vitest-environment jsdom
/**
 * Issue 15 on the guest side, against a mocked network (msw): the optional Travel section of the
 * attending form (nothing filled in sends `travel: null`; the fields go in the exact shape; a pickup
 * without a point is refused at the field; a time far from the wedding is warned about but still sent),
 * the private link's page filled from guest.myRsvp's travel, and the remembered reply card's
 * "Add your travel details" while the travel is missing.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TimelineEvent } from "../../../shared/schemas";
import type { MyRsvp } from "../../../shared/schemas/rsvp";
import { type PickupPoint, TRAVEL_MESSAGES, type Travel } from "../../../shared/schemas/travel";
import { stubResizeObserver, trpcMock } from "../../admin/msw-trpc.test-helpers";
import { renderReplyPages, stubIntersectionObserver, weddingDetails } from "./rsvp.test-helpers";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { REMEMBERED_REPLY_KEY } from "./remembered-reply";
import { farFromWedding, weddingDayRange } from "./travel-values";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  window.scrollTo = () => {};
  // The section and the router's #travel bring elements into view; jsdom does not scroll.
  Element.prototype.scrollIntoView ??= () => {};
  stubResizeObserver();
  stubIntersectionObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  mock.reset();
  mock.answers["guest.weddingDetails"] = weddingDetails();
  mock.answers["guest.timelineEvents"] = { data: EVENTS };
  mock.answers["guest.pickupPoints"] = { data: POINTS };
  mock.answers["guest.submitRsvp"] = { data: { success: true, rsvpId: RSVP_ID, editToken: TOKEN, editUrl: `/rsvp/${TOKEN}` } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE";
const RSVP_ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const POINTS: PickupPoint[] = [
  { id: 2, name: "Kalka Railway Station", kind: "station", displayOrder: 0 },
  { id: 5, name: "Chandigarh Airport", kind: "airport", displayOrder: 1 },
];
const event = (id: number, day: number): TimelineEvent => ({
  id,
  day,
  eventName: `Event ${id}`,
  time: "12:00 PM",
  toTime: null,
  place: "Marigold Garden",
  dressCode: null,
  description: null,
  displayOrder: 0,
  customIconUrl: null,
  asksAttendance: false,
});
/** A two-day itinerary: 7 and 8 November. */
const EVENTS = [event(1, 1), event(2, 2)];

const TRAVEL: Travel = {
  arrivalAt: "2025-11-06T14:30",
  arrivalMode: "train",
  arrivalNumber: "12011",
  arrivalPointId: 2,
  needsPickup: true,
  departureAt: "2025-11-09T10:00",
  departureMode: "flight",
  departureNumber: "6E 2134",
  departurePointId: 5,
  needsDrop: false,
};

const reply = (over: Partial<MyRsvp> = {}): MyRsvp => ({
  rsvpId: RSVP_ID,
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "9123400001",
  primaryGuestGender: "male",
  rsvpStatus: "yes",
  dietaryPreference: "veg",
  beveragePreference: "non-alcoholic",
  needsMakeupArtist: false,
  makeupCount: 0,
  specialRequests: null,
  uploadMode: "single",
  hasIdDocument: false,
  familyMembers: [],
  children: [],
  createdAt: "2025-11-04T20:00:00.000Z",
  updatedAt: null,
  editUrl: `/rsvp/${TOKEN}`,
  travel: null,
  ...over,
});

async function startNewReply() {
  renderReplyPages("/");
  // The form itself (its chunk has arrived), not the skeleton.
  await screen.findByRole("button", { name: "Send my RSVP" });
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9123400001" } });
  fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
}

const travelRegion = () => screen.getByRole("region", { name: "Travel" });
const leg = (name: "Arrival" | "Departure") => within(within(travelRegion()).getByRole("group", { name }));
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
async function openTravel() {
  fireEvent.click(within(await screen.findByRole("region", { name: "Travel" })).getByRole("button", { name: "Add travel details" }));
  // The points come from guest.pickupPoints.
  await leg("Arrival").findByRole("option", { name: "Kalka Railway Station" });
}
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
const sentTravel = () => (mock.callsTo("guest.submitRsvp")[0] as { travel: unknown }).travel;
const described = (el: HTMLElement) => (el.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

describe("the Travel section of the attending form", () => {
  it("is optional: collapsed behind Add travel details, and a reply without it sends travel null", async () => {
    await startNewReply();
    const region = await screen.findByRole("region", { name: "Travel" });
    expect(within(region).getByRole("button", { name: "Add travel details" })).toBeTruthy();
    expect(within(region).queryByLabelText("Arrival date and time")).toBeNull();
    // Collapsed, the points are not even asked for.
    expect(mock.callsTo("guest.pickupPoints")).toHaveLength(0);
    send();
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(sentTravel()).toBeNull();
  });

  it("opened but left empty still sends travel null; declining hides it", async () => {
    await startNewReply();
    await openTravel();
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    expect(screen.queryByRole("region", { name: "Travel" })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
    send();
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(sentTravel()).toBeNull();
  });

  it("sends every field in the exact shape: wall-clock times as typed, point ids as numbers, blanks as null", async () => {
    await startNewReply();
    await openTravel();
    const arrival = leg("Arrival");
    change(arrival.getByLabelText("Arrival date and time"), "2025-11-06T14:30");
    change(arrival.getByLabelText("Arriving by"), "train");
    change(arrival.getByLabelText("Flight or train number"), "12011");
    change(arrival.getByLabelText("Pickup point"), "2");
    fireEvent.click(arrival.getByLabelText("Please pick us up"));
    const departure = leg("Departure");
    change(departure.getByLabelText("Departure date and time"), "2025-11-09T10:00");
    change(departure.getByLabelText("Leaving by"), "flight");
    change(departure.getByLabelText("Flight or train number"), " 6E 2134 ");
    send();
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(sentTravel()).toEqual({
      arrivalAt: "2025-11-06T14:30",
      arrivalMode: "train",
      arrivalNumber: "12011",
      arrivalPointId: 2,
      needsPickup: true,
      departureAt: "2025-11-09T10:00",
      departureMode: "flight",
      departureNumber: "6E 2134",
      departurePointId: null,
      needsDrop: false,
    });
    expect(screen.queryByTestId("travel-warning")).toBeNull();
  });

  it("a pickup without a point is refused at the checkbox, and nothing is sent until a point is chosen", async () => {
    await startNewReply();
    await openTravel();
    const arrival = leg("Arrival");
    change(arrival.getByLabelText("Arrival date and time"), "2025-11-06T14:30");
    const pickup = arrival.getByLabelText("Please pick us up");
    fireEvent.click(pickup);
    send();
    await waitFor(() => expect(described(pickup)).toEqual([TRAVEL_MESSAGES.pickupNeeds]));
    expect(pickup.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(pickup);
    expect(mock.callsTo("guest.submitRsvp")).toHaveLength(0);
    change(arrival.getByLabelText("Pickup point"), "5");
    send();
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(sentTravel()).toMatchObject({ arrivalAt: "2025-11-06T14:30", arrivalPointId: 5, needsPickup: true });
  });

  it("a departure before the arrival is refused at the departure time", async () => {
    await startNewReply();
    await openTravel();
    change(leg("Arrival").getByLabelText("Arrival date and time"), "2025-11-06T14:30");
    const departure = leg("Departure").getByLabelText("Departure date and time");
    change(departure, "2025-11-06T09:00");
    send();
    await waitFor(() => expect(described(departure)).toContain(TRAVEL_MESSAGES.departureBeforeArrival));
    expect(mock.callsTo("guest.submitRsvp")).toHaveLength(0);
  });

  it("warns about a time more than 7 days from the wedding's days, yet sends it", async () => {
    await startNewReply();
    await openTravel();
    const arrivalAt = leg("Arrival").getByLabelText("Arrival date and time");
    // 31 October is exactly 7 days before the 7th: no warning; the 30th is one day more.
    change(arrivalAt, "2025-10-31T09:00");
    expect(screen.queryByTestId("travel-warning")).toBeNull();
    change(arrivalAt, "2025-10-30T23:00");
    const early = await leg("Arrival").findByTestId("travel-warning");
    expect(early.textContent).toBe("This is more than 7 days before the wedding (7 November 2025). Please check the date; we will still save it.");
    expect(described(arrivalAt)).toContain(early.textContent);
    // The last day is the itinerary's day 2 (8 November): the 16th is more than 7 days after it.
    change(leg("Departure").getByLabelText("Departure date and time"), "2025-11-16T06:00");
    expect((await leg("Departure").findByTestId("travel-warning")).textContent).toContain("more than 7 days after the wedding (8 November 2025)");
    send();
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(sentTravel()).toMatchObject({ arrivalAt: "2025-10-30T23:00", departureAt: "2025-11-16T06:00" });
  });

  it("puts the server's sentence about a point that is gone at the point and reads the points again", async () => {
    const gone = TRAVEL_MESSAGES.unknownPoint("Pickup point");
    mock.answers["guest.submitRsvp"] = { error: { status: 400, code: "BAD_REQUEST", message: gone } };
    await startNewReply();
    await openTravel();
    const point = leg("Arrival").getByLabelText("Pickup point");
    change(point, "2");
    send();
    await waitFor(() => expect(described(point)).toEqual([gone]));
    await waitFor(() => expect(mock.callsTo("guest.pickupPoints")).toHaveLength(2));
  });
});

describe("the 7-day rule", () => {
  it("spans the wedding date and every itinerary day", () => {
    const range = weddingDayRange("2025-11-07", [1, 3]);
    expect(farFromWedding("2025-10-31T00:00", range)).toBeNull();
    expect(farFromWedding("2025-10-30T23:59", range)).toBe("early");
    expect(farFromWedding("2025-11-16T23:59", range)).toBeNull();
    expect(farFromWedding("2025-11-17T00:00", range)).toBe("late");
    expect(farFromWedding("2025-10-01T10:00", weddingDayRange(null, [1]))).toBeNull();
  });
});

describe("the private link's page", () => {
  it("opens the section filled from guest.myRsvp's travel and saves it unchanged with Update my reply", async () => {
    mock.answers["guest.myRsvp"] = { data: reply({ travel: TRAVEL }) };
    mock.answers["guest.updateMyRsvp"] = { data: reply({ travel: TRAVEL, updatedAt: "2025-11-06T10:00:00.000Z" }) };
    renderReplyPages(`/rsvp/${TOKEN}`);
    const arrival = await waitFor(() => leg("Arrival"));
    expect((arrival.getByLabelText("Arrival date and time") as HTMLInputElement).value).toBe("2025-11-06T14:30");
    expect((arrival.getByLabelText("Arriving by") as HTMLSelectElement).value).toBe("train");
    expect((arrival.getByLabelText("Flight or train number") as HTMLInputElement).value).toBe("12011");
    await waitFor(() => expect((arrival.getByLabelText("Pickup point") as HTMLSelectElement).value).toBe("2"));
    expect((arrival.getByLabelText("Please pick us up") as HTMLInputElement).checked).toBe(true);
    const departure = leg("Departure");
    expect((departure.getByLabelText("Departure date and time") as HTMLInputElement).value).toBe("2025-11-09T10:00");
    expect((departure.getByLabelText("Drop point") as HTMLSelectElement).value).toBe("5");
    expect((departure.getByLabelText("Please drop us") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Update my reply" }));
    await waitFor(() => expect(mock.callsTo("guest.updateMyRsvp")).toHaveLength(1));
    expect((mock.callsTo("guest.updateMyRsvp")[0] as { reply: { travel: unknown } }).reply.travel).toEqual(TRAVEL);
    // After the save the section stays open with what was saved.
    await screen.findByTestId("reply-saved");
    expect((leg("Arrival").getByLabelText("Arrival date and time") as HTMLInputElement).value).toBe("2025-11-06T14:30");
  });

  it("Remove travel details sends travel null", async () => {
    mock.answers["guest.myRsvp"] = { data: reply({ travel: TRAVEL }) };
    mock.answers["guest.updateMyRsvp"] = { data: reply({ travel: null }) };
    renderReplyPages(`/rsvp/${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Remove travel details" }));
    expect(within(travelRegion()).getByRole("button", { name: "Add travel details" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Update my reply" }));
    await waitFor(() => expect(mock.callsTo("guest.updateMyRsvp")).toHaveLength(1));
    expect((mock.callsTo("guest.updateMyRsvp")[0] as { reply: { travel: unknown } }).reply.travel).toBeNull();
  });
});

describe("the remembered reply card", () => {
  const remember = () =>
    localStorage.setItem(REMEMBERED_REPLY_KEY, JSON.stringify({ editToken: TOKEN, editUrl: `/rsvp/${TOKEN}`, repliedAt: "2025-11-04T20:00:00.000Z" }));

  it("says Add your travel details while an attending reply has none; the link opens the edit page on the section", async () => {
    remember();
    mock.answers["guest.myRsvp"] = { data: reply() };
    const router = renderReplyPages("/");
    const link = await screen.findByRole("link", { name: "Add your travel details" });
    expect(link.getAttribute("href")).toBe(`/rsvp/${TOKEN}#travel`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rsvp/${TOKEN}`));
    // The section is open, its first field ready.
    const arrivalAt = await waitFor(() => leg("Arrival").getByLabelText("Arrival date and time"));
    await waitFor(() => expect(document.activeElement).toBe(arrivalAt));
  });

  it("does not ask once travel is given, nor for a declined reply", async () => {
    remember();
    mock.answers["guest.myRsvp"] = { data: reply({ travel: TRAVEL }) };
    renderReplyPages("/");
    expect(await screen.findByRole("link", { name: "View or change your reply" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add your travel details" })).toBeNull();
    cleanup();
    queryClient.clear();
    mock.answers["guest.myRsvp"] = { data: reply({ rsvpStatus: "no" }) };
    renderReplyPages("/");
    expect(await screen.findByText("Not attending")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add your travel details" })).toBeNull();
  });
});
