// @vitest-environment jsdom
/**
 * Issue 13 on the guest side, against a mocked network (msw): the remembered reply on the home page
 * (card with date and summary; a 404 forgets the link), the 409 at the phone field, the reply-by date
 * replacing the form, the Thank You link, and the private link's page (prefilled, declining keeps the
 * people and sends them, a dead link, closed replies read-only).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ID_CONSENT_LABEL, MESSAGES, type MyRsvp } from "../../../shared/schemas/rsvp";
import { type Answer, trpcMock } from "../../admin/msw-trpc.test-helpers";
import { acceptInvitation, renderReplyPages, stubIntersectionObserver, weddingDetails } from "./rsvp.test-helpers";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { REMEMBERED_REPLY_KEY, replySummary } from "./remembered-reply";
import { ThankYou } from "./thank-you";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubIntersectionObserver();
  window.scrollTo = () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  mock.reset();
  wedding();
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

const TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE";
const conflict = (message: string): Answer => ({ error: { status: 409, code: "CONFLICT", message } });
const notFound: Answer = { error: { status: 404, code: "NOT_FOUND", message: MESSAGES.unknownLink } };
const forbidden = (message: string): Answer => ({ error: { status: 403, code: "FORBIDDEN", message } });

function wedding(rsvpDeadline: string | null = null) {
  mock.answers["guest.weddingDetails"] = weddingDetails(rsvpDeadline);
}

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
  specialRequests: "A quiet room",
  uploadMode: "single",
  hasIdDocument: true,
  familyMembers: [
    {
      id: 41,
      name: "Ira Malhotra",
      gender: "female",
      dietaryPreference: "vegan",
      beveragePreference: "alcoholic",
      needsMakeupArtist: false,
      makeupCount: 0,
      uploadMode: "separate",
      hasIdDocument: true,
    },
  ],
  children: [{ id: 7, name: "Tara", age: 6 }],
  // 20:00 UTC on the 4th is already the 5th at the venue (Asia/Kolkata, +05:30).
  createdAt: "2025-11-04T20:00:00.000Z",
  updatedAt: null,
  editUrl: `/rsvp/${TOKEN}`,
  ...over,
});

function remember() {
  localStorage.setItem(REMEMBERED_REPLY_KEY, JSON.stringify({ editToken: TOKEN, editUrl: `/rsvp/${TOKEN}`, repliedAt: "2025-11-04T20:00:00.000Z" }));
}

const phoneField = () => screen.getByLabelText(/Phone Number/) as HTMLInputElement;
const described = (el: HTMLElement) => (el.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

describe("the home page remembers a reply", () => {
  it("shows the card with the date at the venue, the summary and the link instead of the form", async () => {
    remember();
    mock.answers["guest.myRsvp"] = { data: reply() };
    const router = renderReplyPages();
    // The card is its own lazily loaded chunk: its first load may take more than a second on a busy machine.
    expect(await screen.findByRole("heading", { name: "You replied on 5 November 2025" })).toBeTruthy();
    expect(screen.getByText("Coming: you and 2 guests")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    expect(mock.callsTo("guest.myRsvp")).toEqual([{ token: TOKEN }]);
    const link = screen.getByRole("link", { name: "View or change your reply" });
    expect(link.getAttribute("href")).toBe(`/rsvp/${TOKEN}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rsvp/${TOKEN}`));
    expect(await screen.findByRole("button", { name: "Update my reply" })).toBeTruthy();
  });

  it("a declined reply reads Not attending; the last change's date is the one shown", async () => {
    remember();
    mock.answers["guest.myRsvp"] = { data: reply({ rsvpStatus: "no", updatedAt: "2025-11-06T10:00:00.000Z" }) };
    renderReplyPages();
    expect(await screen.findByRole("heading", { name: "You replied on 6 November 2025" })).toBeTruthy();
    expect(screen.getByText("Not attending")).toBeTruthy();
  });

  it("Reply for someone else shows the empty form and keeps the link", async () => {
    remember();
    mock.answers["guest.myRsvp"] = { data: reply() };
    renderReplyPages();
    fireEvent.click(await screen.findByRole("button", { name: "Reply for someone else" }));
    expect(await screen.findByRole("form", { name: "RSVP form" })).toBeTruthy();
    expect(phoneField().value).toBe("");
    expect(localStorage.getItem(REMEMBERED_REPLY_KEY)).toContain(TOKEN);
  });

  it("a link the server no longer knows (404) is forgotten and the form comes back", async () => {
    remember();
    mock.answers["guest.myRsvp"] = notFound;
    renderReplyPages();
    expect(await screen.findByRole("form", { name: "RSVP form" })).toBeTruthy();
    expect(localStorage.getItem(REMEMBERED_REPLY_KEY)).toBeNull();
    expect(screen.queryByText(/You replied on/)).toBeNull();
  });

  it("a submission is remembered by the browser", async () => {
    mock.answers["guest.submitRsvp"] = { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962", editToken: TOKEN, editUrl: `/rsvp/${TOKEN}` } };
    renderReplyPages();
    // The form itself (its chunk has arrived), not the skeleton.
    await screen.findByRole("button", { name: "Send my RSVP" });
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    fireEvent.change(phoneField(), { target: { value: "9123400001" } });
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_REPLY_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(REMEMBERED_REPLY_KEY)!)).toMatchObject({
      editToken: TOKEN,
      editUrl: `/rsvp/${TOKEN}`,
      repliedAt: expect.any(String),
    });
  });
});

describe("a second reply for one phone", () => {
  it("shows the 409 sentence at the phone field only, focused, with no toast repeating it", async () => {
    mock.answers["guest.submitRsvp"] = conflict(MESSAGES.duplicatePhone);
    renderReplyPages();
    // The form itself (its chunk has arrived), not the skeleton.
    await screen.findByRole("button", { name: "Send my RSVP" });
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    fireEvent.change(phoneField(), { target: { value: "9123400001" } });
    await acceptInvitation();
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    await waitFor(() => expect(described(phoneField())).toEqual([MESSAGES.duplicatePhone]));
    expect(phoneField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(phoneField());
    // The toast would have come in the same turn as the field's sentence; let the toaster render before looking.
    await act(async () => {});
    expect(screen.queryByText("Submission Failed")).toBeNull();
    expect(screen.queryByText("Please check your information and try again.")).toBeNull();
    expect(screen.getByRole("button", { name: "Send my RSVP" })).toBeTruthy();
  });
});

describe("the reply-by date", () => {
  it("before it, the section says Kindly reply by {date} above the form", async () => {
    wedding("2099-12-31");
    renderReplyPages();
    expect(await screen.findByText("Kindly reply by 31 December 2099")).toBeTruthy();
    expect(await screen.findByRole("form", { name: "RSVP form" })).toBeTruthy();
  });

  it("after it, the sentence replaces the form", async () => {
    wedding("2020-01-05");
    renderReplyPages();
    expect(await screen.findByText("Replies closed on 5 January 2020. Please contact the couple.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    expect(screen.queryByText(/Kindly reply by/)).toBeNull();
  });

  it("when the server refuses with 403, its sentence replaces the form", async () => {
    mock.answers["guest.submitRsvp"] = forbidden("Replies closed on 1 November 2025. Please contact the couple.");
    renderReplyPages();
    // The form itself (its chunk has arrived), not the skeleton.
    await screen.findByRole("button", { name: "Send my RSVP" });
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    fireEvent.change(phoneField(), { target: { value: "9123400001" } });
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(screen.getByRole("button", { name: "Send my RSVP" }));
    expect(await screen.findByTestId("replies-closed")).toBeTruthy();
    expect(screen.getByTestId("replies-closed").textContent).toBe("Replies closed on 1 November 2025. Please contact the couple.");
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
  });

  it("after it, a remembered reply can be viewed, not changed, and nobody else can reply", async () => {
    wedding("2020-01-05");
    remember();
    mock.answers["guest.myRsvp"] = { data: reply() };
    renderReplyPages();
    expect(await screen.findByRole("link", { name: "View your reply" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reply for someone else" })).toBeNull();
  });
});

describe("the Thank You screen", () => {
  it("shows the absolute link with Copy and Send to my WhatsApp, and says to keep it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      <QueryClientProvider client={queryClient}>
        <ThankYou rsvpId="3b241101-e2bb-4255-8caf-4136c566a962" idUploadFailed={false} editUrl={`/rsvp/${TOKEN}`} attending={false} />
      </QueryClientProvider>,
    );
    const url = `${window.location.origin}/rsvp/${TOKEN}`;
    expect(screen.getByTestId("reply-link").textContent).toBe(url);
    expect(screen.getByText(/Keep this link/)).toBeTruthy();
    const wa = screen.getByRole("link", { name: "Send to my WhatsApp" }).getAttribute("href")!;
    expect(wa.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(wa.slice("https://wa.me/?text=".length))).toContain(url);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await screen.findByText("Link copied.");
    expect(writeText).toHaveBeenCalledWith(url);
    // A no: "We'll miss you", no talk of rooms.
    expect(screen.getByText(/We'll miss you/)).toBeTruthy();
    expect(screen.queryByText(/rooms/)).toBeNull();
  });
});

describe("the reply's summary, as a guest counts", () => {
  const yes = (members: number, children: number) => ({ rsvpStatus: "yes", familyMembers: Array(members).fill({}), children: Array(children).fill({}) });
  it("says who comes besides the guest: just you, you and 1 guest, you and 3 guests; or Not attending", () => {
    expect(replySummary(yes(0, 0))).toBe("Coming: just you");
    expect(replySummary(yes(1, 0))).toBe("Coming: you and 1 guest");
    expect(replySummary(yes(2, 1))).toBe("Coming: you and 3 guests");
    expect(replySummary({ ...yes(2, 1), rsvpStatus: "no" })).toBe("Not attending");
  });
});

describe("the private link's page", () => {
  it("shows the consent already given, ticked, while a document it covers is on file", async () => {
    mock.answers["guest.myRsvp"] = { data: reply({ idConsentAt: "2025-11-04T20:00:00.000Z" }) };
    renderReplyPages(`/rsvp/${TOKEN}`);
    await screen.findByRole("button", { name: "Update my reply" });
    expect((screen.getByLabelText(new RegExp(ID_CONSENT_LABEL)) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("You agreed to this on 5 November 2025.")).toBeTruthy();
  });

  it("asks for the consent again once no document it covered is on file", async () => {
    const none = reply({ idConsentAt: "2025-11-04T20:00:00.000Z", hasIdDocument: false });
    none.familyMembers = none.familyMembers.map((m) => ({ ...m, hasIdDocument: false }));
    mock.answers["guest.myRsvp"] = { data: none };
    renderReplyPages(`/rsvp/${TOKEN}`);
    await screen.findByRole("button", { name: "Update my reply" });
    expect((screen.getByLabelText(new RegExp(ID_CONSENT_LABEL)) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/You agreed to this on/)).toBeNull();
  });

  it("opens the form filled in, with ID documents on file, and Update my reply saves through guest.updateMyRsvp", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.updateMyRsvp"] = (input) => ({
      data: reply({ rsvpStatus: (input as { reply: { rsvpStatus: "yes" | "no" } }).reply.rsvpStatus, updatedAt: "2025-11-06T10:00:00.000Z" }),
    });
    renderReplyPages(`/rsvp/${TOKEN}`);
    expect(await screen.findByRole("button", { name: "Update my reply" })).toBeTruthy();
    expect(screen.getByText(/You replied on 5 November 2025/)).toBeTruthy();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");
    expect(phoneField().value).toBe("9123400001");
    const member = within(screen.getByRole("group", { name: "Family Member #1" }));
    expect((member.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Ira Malhotra");
    expect((screen.getByLabelText(/Child #1 name/) as HTMLInputElement).value).toBe("Tara");
    expect(screen.getAllByText("ID document on file")).toHaveLength(2);
    // Replacing is offered; until a new file is uploaded the one on file stays.
    fireEvent.click(screen.getAllByRole("button", { name: /Replace it with a new upload/ })[0]!);
    expect(screen.getByLabelText("ID document (both sides) for you")).toBeTruthy();

    // Declining keeps the family and children and still sends them (with their ids).
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    expect(screen.queryByRole("group", { name: "Family Member #1" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Update my reply" }));
    await screen.findByTestId("reply-saved");
    const first = mock.callsTo("guest.updateMyRsvp")[0] as { token: string; reply: Record<string, unknown> };
    expect(first.token).toBe(TOKEN);
    expect(first.reply).toMatchObject({
      rsvpStatus: "no",
      familyMembers: [{ id: 41, name: "Ira Malhotra", uploadedFileName: null, frontIdFileName: null, backIdFileName: null }],
      children: [{ id: 7, name: "Tara", age: 6 }],
    });
    expect(first.reply).not.toHaveProperty("idempotencyKey");
    expect(screen.getAllByText("Your reply is updated").length).toBeGreaterThan(0);
    expect(screen.getByText("We'll miss you! Thank you for letting us know.")).toBeTruthy();

    // And back to yes: the member is there with her choices, and saving sends her again.
    await acceptInvitation();
    const again = within(screen.getByRole("group", { name: "Family Member #1" }));
    expect((again.getByLabelText("Dietary preference") as HTMLSelectElement).value).toBe("vegan");
    fireEvent.click(screen.getByRole("button", { name: "Update my reply" }));
    await waitFor(() => expect(mock.callsTo("guest.updateMyRsvp")).toHaveLength(2));
    const second = mock.callsTo("guest.updateMyRsvp")[1] as { reply: Record<string, unknown> };
    expect(second.reply).toMatchObject({
      rsvpStatus: "yes",
      familyMembers: [{ id: 41, name: "Ira Malhotra", dietaryPreference: "vegan" }],
      children: [{ id: 7 }],
    });
    expect(JSON.parse(localStorage.getItem(REMEMBERED_REPLY_KEY)!)).toMatchObject({ editToken: TOKEN });
  });

  it("a link that is not valid any more says so, and is forgotten", async () => {
    remember();
    mock.answers["guest.myRsvp"] = notFound;
    renderReplyPages(`/rsvp/${TOKEN}`);
    expect(await screen.findByText(MESSAGES.unknownLink)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_REPLY_KEY)).toBeNull());
  });

  it("after the reply-by date the reply is shown read-only with the sentence", async () => {
    wedding("2020-01-05");
    mock.answers["guest.myRsvp"] = { data: reply() };
    renderReplyPages(`/rsvp/${TOKEN}`);
    expect(await screen.findByText("Replies closed on 5 January 2020. Please contact the couple.")).toBeTruthy();
    expect(screen.getByTestId("reply-overview").textContent).toContain("Ira Malhotra");
    expect(screen.queryByRole("button", { name: "Update my reply" })).toBeNull();
  });

  it("a save the server refuses after the date (403) replaces the form with its sentence", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.updateMyRsvp"] = forbidden("Replies closed on 1 November 2025. Please contact the couple.");
    renderReplyPages(`/rsvp/${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Update my reply" }));
    expect(await screen.findByTestId("replies-closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Update my reply" })).toBeNull();
    expect(screen.getByTestId("reply-overview")).toBeTruthy();
  });
});
