// @vitest-environment jsdom
/**
 * Issue 14 on the guest side, against a mocked network (msw): "Which celebrations will you join?" with a
 * checkbox per person for every event that asks (all ticked, "Everyone"/"No one", new people ticked),
 * the per-person `events` of the submission and of the private link's edit, the grid filled from
 * guest.myRsvp, no grid when nothing asks or when declining, and "RSVP requested" on the itinerary.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TimelineEvent } from "../../../shared/schemas";
import { MESSAGES, type MyRsvp } from "../../../shared/schemas/rsvp";
import { stubResizeObserver, trpcMock } from "../../admin/msw-trpc.test-helpers";
import { acceptInvitation, weddingDetails } from "./rsvp.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { TimelinePage } from "../timeline-page";
import { EditReplyPage } from "./edit-reply-page";
import { RsvpForm } from "./rsvp-form";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  window.scrollTo = () => {};
  // Radix measures the checkbox; jsdom has no ResizeObserver.
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  mock.reset();
  mock.answers["guest.weddingDetails"] = weddingDetails();
  mock.answers["guest.timelineEvents"] = { data: EVENTS };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE";
const event = (over: Partial<TimelineEvent> & Pick<TimelineEvent, "id" | "eventName">): TimelineEvent => ({
  day: 1,
  time: "12:00 PM",
  toTime: null,
  place: "Marigold Garden",
  dressCode: null,
  description: null,
  displayOrder: 0,
  customIconUrl: null,
  asksAttendance: false,
  ...over,
});
const HALDI = 3;
const SANGEET = 4;
const RECEPTION = 8;
const EVENTS: TimelineEvent[] = [
  event({ id: 1, eventName: "Guest Check-in", time: "12:00 PM", toTime: "1:00 PM" }),
  event({ id: HALDI, eventName: "Haldi Ceremony", time: "4:00 PM", toTime: "6:00 PM", displayOrder: 2, asksAttendance: true }),
  event({ id: SANGEET, eventName: "Sangeet & Dance Night", time: "8:00 PM", displayOrder: 3, asksAttendance: true }),
  event({ id: RECEPTION, eventName: "Reception Dinner", day: 2, time: "8:00 PM", displayOrder: 3, asksAttendance: true }),
];

const reply = (over: Partial<MyRsvp> = {}): MyRsvp => ({
  rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962",
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
  events: [HALDI, SANGEET, RECEPTION],
  familyMembers: [
    {
      id: 41,
      name: "Ira Malhotra",
      events: [HALDI, RECEPTION],
      gender: "female",
      dietaryPreference: "vegan",
      beveragePreference: "alcoholic",
      needsMakeupArtist: false,
      makeupCount: 0,
      uploadMode: "single",
      hasIdDocument: false,
    },
  ],
  children: [{ id: 7, name: "Tara", age: 6, events: [SANGEET] }],
  createdAt: "2025-11-04T20:00:00.000Z",
  updatedAt: null,
  editUrl: `/rsvp/${TOKEN}`,
  ...over,
});

function renderWithRouter(path: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <RsvpForm onSubmitted={() => {}} /> });
  const timeline = createRoute({ getParentRoute: () => root, path: "/timeline", component: TimelinePage });
  const menu = createRoute({ getParentRoute: () => root, path: "/menu/view", component: () => null });
  const edit = createRoute({
    getParentRoute: () => root,
    path: "/rsvp/$token",
    component: function Edit() {
      return <EditReplyPage token={edit.useParams().token} />;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([home, timeline, menu, edit]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const celebration = (name: RegExp) => within(screen.getByRole("group", { name }));
const box = (group: RegExp, person: string) => celebration(group).getByRole("checkbox", { name: person });
const ticked = (group: RegExp, person: string) => (box(group, person) as HTMLInputElement).checked;
const tickedIn = (group: RegExp) =>
  celebration(group)
    .getAllByRole<HTMLInputElement>("checkbox")
    .map((b) => b.checked);

async function startNewReply() {
  renderWithRouter("/");
  fireEvent.change((await screen.findAllByLabelText(/Full Name/))[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9123400001" } });
  await acceptInvitation();
}

const addMember = (name?: string) => {
  fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
  const cards = screen.getAllByRole("group", { name: /^Family Member #/ });
  if (name) fireEvent.change(within(cards.at(-1)!).getByLabelText(/Full Name/), { target: { value: name } });
};
const addChild = (name?: string) => {
  fireEvent.click(screen.getByRole("button", { name: "Add Child" }));
  const fields = screen.getAllByLabelText(/Child #\d+ name/);
  if (name) fireEvent.change(fields.at(-1)!, { target: { value: name } });
};

describe("Which celebrations will you join?", () => {
  it("lists every asked event with its day and time and ticks everyone of the party by default", async () => {
    await startNewReply();
    expect(await screen.findByRole("heading", { name: "Which celebrations will you join?" })).toBeTruthy();
    addMember("Ira Malhotra");
    addMember();
    addChild("Tara");
    addChild();
    // Only the events that ask, each a group named by event, day label and time.
    const groups = screen.getAllByTestId("celebration");
    expect(groups).toHaveLength(3);
    expect(screen.getByRole("group", { name: "Haldi Ceremony, 7th Nov, 4:00 PM - 6:00 PM" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Sangeet & Dance Night, 7th Nov, 8:00 PM onwards" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Reception Dinner, 8th Nov, 8:00 PM onwards" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: /Guest Check-in/ })).toBeNull();
    // A checkbox for every person, named as typed (or numbered while blank), all ticked.
    const names = celebration(/^Haldi/)
      .getAllByRole("checkbox")
      .map((b) => b.closest("label")!.textContent);
    expect(names).toEqual(["Kabir Malhotra", "Ira Malhotra", "Family member 2", "Tara", "Child 2"]);
    for (const g of [/^Haldi/, /^Sangeet/, /^Reception/]) expect(tickedIn(g)).toEqual([true, true, true, true, true]);
  });

  it("shows You for the primary guest until a name is typed", async () => {
    renderWithRouter("/");
    fireEvent.click(await screen.findByLabelText(/Joyfully accepts/));
    await screen.findByRole("heading", { name: "Which celebrations will you join?" });
    // One checkbox per event for the guest alone.
    expect(celebration(/^Haldi/).getAllByRole("checkbox")).toHaveLength(1);
    expect(box(/^Haldi/, "You")).toBeTruthy();
  });

  it("No one unticks everybody for that event only, Everyone ticks them again", async () => {
    await startNewReply();
    await screen.findByRole("heading", { name: "Which celebrations will you join?" });
    addMember("Ira Malhotra");
    addChild("Tara");
    fireEvent.click(celebration(/^Sangeet/).getByRole("button", { name: "No one" }));
    expect(tickedIn(/^Sangeet/)).toEqual([false, false, false]);
    expect(tickedIn(/^Haldi/)).toEqual([true, true, true]);
    expect(celebration(/^Sangeet/).getByText("0 of 3 joining")).toBeTruthy();
    fireEvent.click(celebration(/^Sangeet/).getByRole("button", { name: "Everyone" }));
    expect(tickedIn(/^Sangeet/)).toEqual([true, true, true]);
    expect(celebration(/^Sangeet/).getByText("All 3 joining")).toBeTruthy();
  });

  it("sends each person's events: a member unticked for one event is sent without its id, the rest join every asked event", async () => {
    mock.answers["guest.submitRsvp"] = { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962", editToken: TOKEN, editUrl: `/rsvp/${TOKEN}` } };
    await startNewReply();
    await screen.findByRole("heading", { name: "Which celebrations will you join?" });
    addMember("Ira Malhotra");
    addChild("Tara");
    fireEvent.click(box(/^Sangeet/, "Ira Malhotra"));
    expect(ticked(/^Sangeet/, "Ira Malhotra")).toBe(false);
    expect(celebration(/^Sangeet/).getByText("2 of 3 joining")).toBeTruthy();
    // A person added after the choices were made starts ticked for every event.
    addMember("Dev Malhotra");
    expect(tickedIn(/^Sangeet/)).toEqual([true, false, true, true]);
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    const sent = mock.callsTo("guest.submitRsvp")[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      rsvpStatus: "yes",
      events: [HALDI, SANGEET, RECEPTION],
      familyMembers: [
        { name: "Ira Malhotra", events: [HALDI, RECEPTION] },
        { name: "Dev Malhotra", events: [HALDI, SANGEET, RECEPTION] },
      ],
      children: [{ name: "Tara", events: [HALDI, SANGEET, RECEPTION] }],
    });
  });

  it("keeps the choices through no and back to yes, and a declined reply carries no events", async () => {
    mock.answers["guest.submitRsvp"] = { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962", editToken: TOKEN, editUrl: `/rsvp/${TOKEN}` } };
    await startNewReply();
    await screen.findByRole("heading", { name: "Which celebrations will you join?" });
    addMember("Ira Malhotra");
    fireEvent.click(box(/^Reception/, "Kabir Malhotra"));
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    // Hidden, not removed: the tap on "Yes" shows the grid again as it was.
    expect(screen.queryByRole("heading", { name: "Which celebrations will you join?" })).toBeNull();
    expect(screen.queryAllByTestId("celebration").every((el) => el.closest("[hidden]") !== null)).toBe(true);
    await acceptInvitation();
    expect(tickedIn(/^Reception/)).toEqual([false, true]);
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    const sent = mock.callsTo("guest.submitRsvp")[0] as Record<string, unknown>;
    expect(sent.rsvpStatus).toBe("no");
    expect(sent).not.toHaveProperty("events");
  });

  it("shows no grid when no event asks", async () => {
    mock.answers["guest.timelineEvents"] = { data: EVENTS.map((e) => ({ ...e, asksAttendance: false })) };
    mock.answers["guest.submitRsvp"] = { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962", editToken: TOKEN, editUrl: `/rsvp/${TOKEN}` } };
    await startNewReply();
    await waitFor(() => expect(mock.callsTo("guest.timelineEvents")).toHaveLength(1));
    expect(await screen.findByRole("heading", { name: "Special Requests & Notes" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Which celebrations will you join?" })).toBeNull();
    expect(screen.queryAllByTestId("celebration")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(1));
    expect(mock.callsTo("guest.submitRsvp")[0]).not.toHaveProperty("events");
  });

  it("when the server says a celebration is no longer on the list, the toast says so and the list is read again", async () => {
    mock.answers["guest.submitRsvp"] = { error: { status: 400, code: "BAD_REQUEST", message: MESSAGES.unknownEvent } };
    await startNewReply();
    await screen.findByRole("heading", { name: "Which celebrations will you join?" });
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect(await screen.findByText(MESSAGES.unknownEvent)).toBeTruthy();
    await waitFor(() => expect(mock.callsTo("guest.timelineEvents")).toHaveLength(2));
  });
});

describe("the private link's page", () => {
  it("fills the grid from guest.myRsvp's events and saves them with Update my reply", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.updateMyRsvp"] = { data: reply({ updatedAt: "2025-11-06T10:00:00.000Z" }) };
    renderWithRouter(`/rsvp/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "Which celebrations will you join?" })).toBeTruthy();
    expect(tickedIn(/^Haldi/)).toEqual([true, true, false]);
    expect(tickedIn(/^Sangeet/)).toEqual([true, false, true]);
    expect(tickedIn(/^Reception/)).toEqual([true, true, false]);
    // The child joins the Haldi too now.
    fireEvent.click(box(/^Haldi/, "Tara"));
    fireEvent.click(screen.getByRole("button", { name: "Update my reply" }));
    await waitFor(() => expect(mock.callsTo("guest.updateMyRsvp")).toHaveLength(1));
    const sent = mock.callsTo("guest.updateMyRsvp")[0] as { token: string; reply: Record<string, unknown> };
    expect(sent.token).toBe(TOKEN);
    expect(sent.reply).toMatchObject({
      events: [HALDI, SANGEET, RECEPTION],
      familyMembers: [{ id: 41, events: [HALDI, RECEPTION] }],
      children: [{ id: 7, events: [HALDI, SANGEET] }],
    });
  });

  it("a declined reply opens with everyone ticked once the guest switches to yes", async () => {
    mock.answers["guest.myRsvp"] = {
      data: reply({ rsvpStatus: "no", events: [], familyMembers: [{ ...reply().familyMembers[0]!, events: [] }], children: [] }),
    };
    renderWithRouter(`/rsvp/${TOKEN}`);
    expect(await screen.findByRole("button", { name: "Update my reply" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Which celebrations will you join?" })).toBeNull();
    await acceptInvitation();
    expect(await screen.findByRole("heading", { name: "Which celebrations will you join?" })).toBeTruthy();
    expect(tickedIn(/^Sangeet/)).toEqual([true, true]);
  });
});

describe("the itinerary", () => {
  it("marks the events that ask with RSVP requested", async () => {
    renderWithRouter("/timeline");
    expect(await screen.findByRole("heading", { name: "Haldi Ceremony" })).toBeTruthy();
    const card = (name: string) => screen.getByRole("heading", { name }).closest("article")!;
    expect(within(card("Haldi Ceremony")).getByText("RSVP requested")).toBeTruthy();
    expect(within(card("Sangeet & Dance Night")).getByText("RSVP requested")).toBeTruthy();
    expect(within(card("Guest Check-in")).queryByText("RSVP requested")).toBeNull();
  });
});
