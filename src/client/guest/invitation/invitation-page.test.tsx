// @vitest-environment jsdom
/**
 * The household's invitation page (/i/<token>) and the invite-only home section, against a mocked network (msw):
 * the greeting, only the invited functions, the form filled with the expected names, the seats refused in the
 * browser and the server's 400, the token on every send, the reply with "Change my reply", Hindi, and the dead link.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEADLINE_MESSAGES } from "../../../shared/reply-deadline";
import type { TimelineEvent } from "../../../shared/schemas";
import { HOUSEHOLD_MESSAGES, type Invitation } from "../../../shared/schemas/households";
import { MESSAGES, type MyRsvp } from "../../../shared/schemas/rsvp";
import { type Answer, stubResizeObserver, trpcMock } from "../../admin/msw-trpc.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { RsvpSection } from "../rsvp-section";
import { emptyForm } from "../rsvp/form-types";
import { keepPendingReply, placeOf, readPendingReply } from "../rsvp/pending-reply";
import { stubIntersectionObserver, weddingDetails } from "../rsvp/rsvp.test-helpers";
import { InvitationPage } from "./invitation-page";
import { INVITATION_TEXT } from "./strings";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubIntersectionObserver();
  stubResizeObserver();
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  mock.reset();
  wedding();
  mock.answers["guest.timelineEvents"] = { data: EVENTS };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const TOKEN = "Zyxwvutsrqponmlkjihgfedcba9876543210-_ZYXWV";
const HALDI = 3;
const SANGEET = 4;
const RECEPTION = 8;
const event = (over: Partial<TimelineEvent> & Pick<TimelineEvent, "id" | "eventName">): TimelineEvent => ({
  day: 1,
  time: "12:00 PM",
  toTime: null,
  place: "Marigold Garden",
  dressCode: null,
  description: null,
  displayOrder: 0,
  customIconUrl: null,
  asksAttendance: true,
  ...over,
});
const EVENTS: TimelineEvent[] = [
  event({ id: HALDI, eventName: "Haldi Ceremony", time: "4:00 PM", toTime: "6:00 PM", dressCode: "Yellow" }),
  event({ id: SANGEET, eventName: "Sangeet & Dance Night", time: "8:00 PM" }),
  event({ id: RECEPTION, eventName: "Reception Dinner", day: 2, time: "8:00 PM", place: "The Lawn" }),
];
const invitedTo = EVENTS.filter((e) => e.id !== SANGEET).map(({ id, eventName, day, time, toTime, place, dressCode }) => ({
  id,
  eventName,
  day,
  time,
  toTime,
  place,
  dressCode,
}));

function wedding(over: Record<string, unknown> = {}) {
  const base = weddingDetails() as { data: Record<string, unknown> };
  mock.answers["guest.weddingDetails"] = { data: { ...base.data, rsvpMode: "open", contactPhone: null, ...over } };
}

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  householdName: "Sharma family",
  guests: ["Kabir Sharma", "Ira Sharma"],
  seats: 3,
  events: invitedTo,
  language: "en",
  reply: null,
  ...over,
});

const savedReply = (over: Partial<MyRsvp> = {}): MyRsvp => ({
  rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962",
  primaryGuestName: "Kabir Sharma",
  primaryGuestPhone: "9123400001",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  specialRequests: null,
  uploadMode: "single",
  hasIdDocument: false,
  events: [HALDI, RECEPTION],
  familyMembers: [
    {
      id: 41,
      name: "Ira Sharma",
      events: [HALDI],
      gender: null,
      dietaryPreference: null,
      beveragePreference: null,
      needsMakeupArtist: false,
      makeupCount: 0,
      uploadMode: "single",
      hasIdDocument: false,
    },
  ],
  children: [],
  createdAt: "2025-11-04T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/edit-token",
  ...over,
});

const submitted: Answer = { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962", editToken: "edit-token", editUrl: "/rsvp/edit-token" } };

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <RsvpSection onSubmitted={() => {}} /> });
  const page = createRoute({
    getParentRoute: () => root,
    path: "/i/$token",
    component: function Invite() {
      return <InvitationPage token={page.useParams().token} />;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([home, page]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const memberCards = () => screen.queryAllByRole("group", { name: /^Family Member #/ });

async function openAndAccept() {
  renderAt(`/i/${TOKEN}`);
  fireEvent.change(await screen.findByLabelText(/Phone Number/), { target: { value: "9123400001" } });
  fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
  await screen.findByRole("heading", { name: "Which celebrations will you join?" });
}

describe("the invitation page", () => {
  it("greets the household, lists only its functions and fills the form with its names, asking only about those functions", async () => {
    mock.answers["guest.invitation"] = { data: invitation() };
    await openAndAccept();
    expect(mock.callsTo("guest.invitation")[0]).toEqual({ token: TOKEN });
    expect(screen.getByRole("heading", { level: 1, name: "Dear Sharma family" })).toBeTruthy();
    const listed = within(screen.getByTestId("invited-events"));
    expect(listed.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Haldi Ceremony", "Reception Dinner"]);
    expect(listed.getByText("7th Nov · 4:00 PM - 6:00 PM")).toBeTruthy();
    expect(listed.getByText("The Lawn")).toBeTruthy();
    expect(listed.getByText("Yellow")).toBeTruthy();
    expect(screen.queryByText(/Sangeet/)).toBeNull();
    // The first expected name is the primary guest, the others family members.
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Sharma");
    expect(memberCards()).toHaveLength(1);
    expect((within(memberCards()[0]!).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ira Sharma");
    expect(screen.getAllByTestId("celebration").map((g) => g.querySelector("legend")!.textContent)).toEqual([
      "Haldi Ceremony, 7th Nov, 4:00 PM - 6:00 PM",
      "Reception Dinner, 8th Nov, 8:00 PM onwards",
    ]);
  });

  it("refuses one person more than the seats in the browser, with the server's sentence under the button that tried", async () => {
    mock.answers["guest.invitation"] = { data: invitation({ seats: 2 }) };
    await openAndAccept();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    expect(memberCards()).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe(HOUSEHOLD_MESSAGES.tooManyPeople(2));
    fireEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(screen.queryAllByTestId("child")).toHaveLength(0);
    expect(screen.getAllByText(HOUSEHOLD_MESSAGES.tooManyPeople(2))).toHaveLength(1);
    // Removing someone frees the seat.
    fireEvent.click(screen.getByRole("button", { name: "Remove Family Member #1" }));
    expect(screen.queryByText(HOUSEHOLD_MESSAGES.tooManyPeople(2))).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(screen.getAllByTestId("child")).toHaveLength(1);
  });

  it("shows the server's 400 when it refuses the party, and sends the invitation token with the reply", async () => {
    mock.answers["guest.invitation"] = { data: invitation() };
    mock.answers["guest.submitRsvp"] = { error: { status: 400, code: "BAD_REQUEST", message: HOUSEHOLD_MESSAGES.tooManyPeople(3) } };
    await openAndAccept();
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(screen.getAllByText(HOUSEHOLD_MESSAGES.tooManyPeople(3)).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId("seat-limit").textContent).toBe(HOUSEHOLD_MESSAGES.tooManyPeople(3));
    expect(mock.callsTo("guest.submitRsvp")[0]).toMatchObject({
      invitationToken: TOKEN,
      primaryGuestName: "Kabir Sharma",
      events: [HALDI, RECEPTION],
      familyMembers: [{ name: "Ira Sharma", events: [HALDI, RECEPTION] }],
    });
  });

  it("shows any other refusal of the server as its sentence", async () => {
    mock.answers["guest.invitation"] = { data: invitation() };
    mock.answers["guest.submitRsvp"] = { error: { status: 400, code: "BAD_REQUEST", message: HOUSEHOLD_MESSAGES.eventNotInvited } };
    await openAndAccept();
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect(await screen.findByText(HOUSEHOLD_MESSAGES.eventNotInvited)).toBeTruthy();
  });

  it("after the reply shows it with Change my reply, which sends the changed reply with the same token", async () => {
    let reply: MyRsvp | null = null;
    mock.answers["guest.invitation"] = () => ({ data: invitation({ reply }) });
    mock.answers["guest.submitRsvp"] = () => {
      reply = savedReply();
      return submitted;
    };
    await openAndAccept();
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect((await screen.findByTestId("invitation-thanks")).textContent).toContain(INVITATION_TEXT.en.thanksComing);
    const overview = within(await screen.findByTestId("reply-overview"));
    expect(overview.getByText("Kabir Sharma")).toBeTruthy();
    expect(overview.getByText("Haldi Ceremony: Kabir Sharma, Ira Sharma")).toBeTruthy();
    expect(overview.queryByText(/Sangeet/)).toBeNull();
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Change my reply" }));
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Sharma");
    expect((within(memberCards()[0]!).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ira Sharma");
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(mock.callsTo("guest.submitRsvp")).toHaveLength(2));
    const [first, second] = mock.callsTo("guest.submitRsvp") as { invitationToken: string; idempotencyKey: string; rsvpStatus: string }[];
    // The change keeps the family through a "no", as the private link's page does.
    expect(second).toMatchObject({ invitationToken: TOKEN, rsvpStatus: "no", familyMembers: [{ id: 41, name: "Ira Sharma" }] });
    // A new form, a new key: the change is not taken for a retry of the first reply.
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(await screen.findByTestId("reply-overview")).toBeTruthy();
  });

  it("says the reply is saved, with Try again, when the invitation cannot be read again after the reply", async () => {
    let reads = 0;
    mock.answers["guest.invitation"] = () =>
      ++reads === 1 ? { data: invitation() } : reads === 2 ? "network-error" : { data: invitation({ reply: savedReply() }) };
    mock.answers["guest.submitRsvp"] = submitted;
    await openAndAccept();
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect((await screen.findByText(INVITATION_TEXT.en.replySavedNotShown, {}, { timeout: 10_000 })).getAttribute("role")).toBe("alert");
    // The form is gone: the reply is saved, and another send would only replace it.
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("reply-overview")).toBeTruthy();
  });

  it("after the reply-by date says replies are closed instead of the form, and shows a reply without Change my reply", async () => {
    wedding({ rsvpDeadline: "2020-01-31" });
    mock.answers["guest.invitation"] = { data: invitation() };
    renderAt(`/i/${TOKEN}`);
    expect((await screen.findByTestId("replies-closed")).textContent).toBe(DEADLINE_MESSAGES.closed("2020-01-31"));
    expect(screen.queryByLabelText(/Phone Number/)).toBeNull();
    cleanup();
    queryClient.clear();
    mock.answers["guest.invitation"] = { data: invitation({ reply: savedReply() }) };
    renderAt(`/i/${TOKEN}`);
    expect(await screen.findByTestId("reply-overview")).toBeTruthy();
    expect(screen.getByTestId("replies-closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change my reply" })).toBeNull();
  });

  it("shows a reply given before on load, without the form", async () => {
    mock.answers["guest.invitation"] = { data: invitation({ reply: savedReply() }) };
    renderAt(`/i/${TOKEN}`);
    expect(await screen.findByTestId("reply-overview")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your reply" })).toBeTruthy();
    expect(screen.queryByLabelText(/Phone Number/)).toBeNull();
    expect(screen.getByRole("button", { name: "Change my reply" })).toBeTruthy();
  });

  it("sends a change kept on this phone (its send had no connection) with the invitation token when the page opens again", async () => {
    let reply: MyRsvp | null = savedReply();
    mock.answers["guest.invitation"] = () => ({ data: invitation({ reply }) });
    mock.answers["guest.submitRsvp"] = () => {
      reply = savedReply({ rsvpStatus: "no" });
      return submitted;
    };
    const change = { ...emptyForm(), primaryGuestName: "Kabir Sharma", primaryGuestPhone: "+919123400001", rsvpStatus: "no", travel: null };
    keepPendingReply({
      place: placeOf(TOKEN),
      idempotencyKey: "kept-invite-0001",
      reply: change as never,
      values: { ...emptyForm(), primaryGuestName: "Kabir Sharma", rsvpStatus: "no" },
      primaryIdMissing: false,
      missingIds: [],
    });
    renderAt(`/i/${TOKEN}`);
    expect((await screen.findByTestId("invitation-thanks")).textContent).toContain(INVITATION_TEXT.en.thanksNotComing);
    expect(mock.callsTo("guest.submitRsvp")).toEqual([
      expect.objectContaining({ invitationToken: TOKEN, idempotencyKey: "kept-invite-0001", rsvpStatus: "no" }),
    ]);
    expect(readPendingReply(placeOf(TOKEN))).toBeNull();
  });

  it("leaves a reply kept on another invitation's page alone", async () => {
    mock.answers["guest.invitation"] = { data: invitation({ reply: savedReply() }) };
    keepPendingReply({
      place: placeOf("another-household-token"),
      idempotencyKey: "kept-invite-0002",
      reply: { ...emptyForm(), rsvpStatus: "no" } as never,
      values: emptyForm(),
      primaryIdMissing: false,
      missingIds: [],
    });
    renderAt(`/i/${TOKEN}`);
    expect(await screen.findByTestId("reply-overview")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change my reply" })).toBeTruthy();
    expect(mock.callsTo("guest.submitRsvp")).toEqual([]);
    expect(readPendingReply(placeOf("another-household-token"))).not.toBeNull();
  });

  it("is in Hindi for a Hindi invitation: greeting, headings, functions, button, seat limit and thanks", async () => {
    const hi = INVITATION_TEXT.hi;
    let reply: MyRsvp | null = null;
    mock.answers["guest.invitation"] = () => ({ data: invitation({ householdName: "शर्मा परिवार", language: "hi", seats: 2, reply }) });
    mock.answers["guest.submitRsvp"] = () => {
      reply = savedReply();
      return submitted;
    };
    await openAndAccept();
    expect(screen.getByTestId("invitation").getAttribute("lang")).toBe("hi");
    expect(screen.getByRole("heading", { level: 1, name: "प्रिय शर्मा परिवार" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "मांगलिक कार्यक्रम" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "क्या आप पधारेंगे?" })).toBeTruthy();
    expect(within(screen.getByTestId("invited-events")).getByText("वेशभूषा:")).toBeTruthy();
    expect(within(screen.getByTestId("invited-events")).getByText(/4:00 PM से 6:00 PM तक/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    expect(screen.getByRole("alert").textContent).toBe("आपका निमंत्रण 2 अतिथियों के लिए है। और लोगों को जोड़ने से पहले कृपया वर-वधू से पूछ लें।");
    fireEvent.click(screen.getByRole("button", { name: hi.submit }));
    expect((await screen.findByTestId("invitation-thanks")).textContent).toBe(`${hi.thanksTitle} ${hi.thanksComing}`);
    expect(await screen.findByText(hi.sentToast.title)).toBeTruthy();
    expect(await screen.findByRole("button", { name: hi.change })).toBeTruthy();
    const overview = within(screen.getByTestId("reply-overview"));
    expect(overview.getByText("आ रहे हैं: आप और 1 अतिथि")).toBeTruthy();
    expect(overview.getByText("परिवार के सदस्य")).toBeTruthy();
  });

  it("says kindly, in English and Hindi, that a revoked or unknown link is not valid, with no form", async () => {
    mock.answers["guest.invitation"] = { error: { status: 404, code: "NOT_FOUND", message: HOUSEHOLD_MESSAGES.unknownInvitation } };
    renderAt(`/i/${TOKEN}`);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(HOUSEHOLD_MESSAGES.unknownInvitation);
    expect(within(alert).getByText(INVITATION_TEXT.hi.notFound).getAttribute("lang")).toBe("hi");
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
    expect(screen.getByRole("link", { name: INVITATION_TEXT.en.home }).getAttribute("href")).toBe("/");
    expect(screen.queryByLabelText(/Full Name/)).toBeNull();
  });

  it("offers Try again when the invitation could not load, and opens it when the connection is back", async () => {
    mock.answers["guest.invitation"] = "network-error";
    renderAt(`/i/${TOKEN}`);
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain(INVITATION_TEXT.en.loadFailed);
    mock.answers["guest.invitation"] = { data: invitation() };
    fireEvent.click(screen.getByRole("button", { name: /Try again/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dear Sharma family" })).toBeTruthy();
  });
});

describe("the home page by invitation only", () => {
  it("shows the sentence instead of the form, with Message the couple on WhatsApp when there is a contact number", async () => {
    wedding({ rsvpMode: "invite-only", contactPhone: "+919876543210" });
    renderAt("/");
    expect((await screen.findByTestId("invite-only")).textContent).toContain(MESSAGES.inviteOnly);
    expect(screen.getByRole("link", { name: "Message the couple" }).getAttribute("href")).toBe("https://wa.me/919876543210");
    expect(screen.queryByLabelText(/Phone Number/)).toBeNull();
    expect(screen.queryByText(/Add Member/)).toBeNull();
  });

  it("shows the sentence without a link when the couple has no contact number", async () => {
    wedding({ rsvpMode: "invite-only", contactPhone: null });
    renderAt("/");
    expect((await screen.findByTestId("invite-only")).textContent).toBe(MESSAGES.inviteOnly);
    expect(screen.queryByRole("link", { name: "Message the couple" })).toBeNull();
  });

  it("keeps the open form in open mode", async () => {
    wedding({ rsvpMode: "open" });
    renderAt("/");
    expect(await screen.findByLabelText(/Phone Number/)).toBeTruthy();
    expect(screen.queryByTestId("invite-only")).toBeNull();
  });
});
