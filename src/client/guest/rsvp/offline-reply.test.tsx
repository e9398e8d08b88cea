// @vitest-environment jsdom
/**
 * A reply whose send fails for want of a connection is kept on the phone with "Saved on this phone…", sent once
 * when the connection is back or the page is opened again, and a refusal then brings the form back filled in.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { trpcMock } from "../../admin/msw-trpc.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { emptyForm } from "./form-types";
import { keepPendingReply, PENDING_REPLY_KEY, readPendingReply, SAVED_ON_PHONE } from "./pending-reply";
import { ID_CONSENT_LABEL } from "../../../shared/schemas/rsvp";
import { RsvpForm, type SubmittedRsvp } from "./rsvp-form";
import { ThankYou } from "./thank-you";
import { REMEMBERED_REPLY_KEY } from "./remembered-reply";
import { acceptInvitation, renderReplyPages, stubIntersectionObserver, weddingDetails } from "./rsvp.test-helpers";

// The page's reads; each test answers the reply itself (with the server's field errors where it refuses).
const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  mock.reset();
  Object.assign(mock.answers, { "guest.weddingDetails": weddingDetails(), "guest.timelineEvents": { data: [] } });
});
afterEach(() => {
  server.resetHandlers();
  act(() => dismiss());
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const RSVP_ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const saved = () => HttpResponse.json([{ result: { data: { success: true, rsvpId: RSVP_ID, editToken: "edit-token-1", editUrl: "/rsvp/edit-token-1" } } }]);
const refused = () =>
  HttpResponse.json(
    [
      {
        error: {
          message: "Please check your information",
          code: -32600,
          data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors: { "reply.primaryGuestName": "Please give your full name as on your ID" } },
        },
      },
    ],
    { status: 400 },
  );

/** Counts the replies the server got and the idempotency keys they carried; `answer` decides each one. */
function serverAnswering(answer: (n: number) => Response) {
  const keys: string[] = [];
  server.use(
    http.post("*/trpc/guest.submitRsvp", async ({ request }) => {
      const body = (await request.json()) as Record<string, { idempotencyKey?: string }>;
      keys.push(String(body["0"]?.idempotencyKey));
      return answer(keys.length);
    }),
  );
  return keys;
}

function renderForm() {
  const onSubmitted = vi.fn<(r: SubmittedRsvp) => void>();
  render(
    <QueryClientProvider client={queryClient}>
      <RsvpForm onSubmitted={onSubmitted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSubmitted };
}

function fillAndSend() {
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
  fireEvent.click(screen.getByLabelText(/Regretfully declines/));
  fireEvent.click(screen.getByRole("button", { name: /Send my RSVP/ }));
}

const backOnline = () => act(() => void window.dispatchEvent(new Event("online")));

describe("a reply sent without a connection", () => {
  it("is kept on the phone with the sentence, then sent once when the connection is back", async () => {
    const keys = serverAnswering((n) => (n === 1 ? HttpResponse.error() : saved()));
    const { onSubmitted } = renderForm();
    fillAndSend();
    expect(await screen.findByText(SAVED_ON_PHONE)).toBeTruthy();
    expect(screen.getByText(SAVED_ON_PHONE).getAttribute("aria-live")).toBe("polite");
    const kept = readPendingReply("home")!;
    expect(kept.reply.primaryGuestName).toBe("Kabir Malhotra");
    expect(kept.idempotencyKey).toBe(keys[0]);
    expect(onSubmitted).not.toHaveBeenCalled();

    backOnline();
    backOnline();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]![0]).toMatchObject({ rsvpId: RSVP_ID, editUrl: "/rsvp/edit-token-1", attending: false });
    // The first try and one more with the same key, although `online` came twice.
    expect(keys).toEqual([kept.idempotencyKey, kept.idempotencyKey]);
    expect(window.localStorage.getItem(PENDING_REPLY_KEY)).toBeNull();
    expect(await screen.findByText("We'll miss you! Thank you for letting us know.")).toBeTruthy();
    expect(screen.queryByText(SAVED_ON_PHONE)).toBeNull();
  });

  it("still offline when `online` fires, it stays kept and goes at the next chance", async () => {
    const keys = serverAnswering((n) => (n <= 2 ? HttpResponse.error() : saved()));
    const { onSubmitted } = renderForm();
    fillAndSend();
    await screen.findByText(SAVED_ON_PHONE);
    backOnline();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(screen.getByText(SAVED_ON_PHONE)).toBeTruthy();
    expect(readPendingReply("home")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try sending now" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(new Set(keys).size).toBe(1);
  });

  it("refused once the connection is back (400), the form returns with what was typed and the server's error", async () => {
    serverAnswering((n) => (n === 1 ? HttpResponse.error() : refused()));
    const { onSubmitted } = renderForm();
    fillAndSend();
    await screen.findByText(SAVED_ON_PHONE);
    backOnline();
    expect(await screen.findByText("Please give your full name as on your ID")).toBeTruthy();
    expect(screen.getByText("Submission Failed")).toBeTruthy();
    expect(screen.queryByText(SAVED_ON_PHONE)).toBeNull();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");
    expect(screen.getByRole("button", { name: /Send my RSVP/ })).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe("a family member's ID that failed to upload before the reply was kept", () => {
  it("is not kept; once the reply is sent the Thank You asks for it again by the member's name", async () => {
    server.use(http.post("*/api/temp-upload", () => HttpResponse.error()));
    vi.spyOn(window, "alert").mockImplementation(() => {});
    serverAnswering((n) => (n === 1 ? HttpResponse.error() : saved()));
    const { onSubmitted } = renderForm();
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
    await acceptInvitation();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[1]!, { target: { value: "Ravi Verma" } });
    fireEvent.click(screen.getByLabelText(ID_CONSENT_LABEL));
    const id = new File([new Uint8Array(2048)], "ravi.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("ID document (both sides) for Family Member #1"), { target: { files: [id] } });
    await screen.findByText("Upload failed, choose the file again");
    fireEvent.click(screen.getByRole("button", { name: /Send my RSVP/ }));
    await screen.findByText(SAVED_ON_PHONE);
    expect(readPendingReply("home")!.missingIds).toEqual(["Ravi Verma"]);
    expect(window.localStorage.getItem(PENDING_REPLY_KEY)).not.toContain("ravi.pdf");
    backOnline();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const result = onSubmitted.mock.calls[0]![0];
    expect(result).toMatchObject({ missingIds: ["Ravi Verma"], idUploadFailed: false });
    cleanup();
    render(
      <QueryClientProvider client={queryClient}>
        <ThankYou rsvpId={result.rsvpId} idUploadFailed={false} editUrl={result.editUrl} missingIds={result.missingIds} />
      </QueryClientProvider>,
    );
    expect(screen.getByText("The ID document for Ravi Verma did not reach us. Please choose it again on your reply's page (link below).")).toBeTruthy();
  });
});

/** A reply kept by an earlier visit of this page. */
function keptEarlier(primaryIdMissing = false, missingIds: string[] = []) {
  keepPendingReply({
    place: "home",
    idempotencyKey: "kept-earlier-0001",
    reply: {
      ...emptyForm(),
      primaryGuestName: "Asha Verma",
      primaryGuestPhone: "+919876500000",
      rsvpStatus: "yes",
      familyMembers: [],
      children: [],
      travel: null,
    } as never,
    values: { ...emptyForm(), primaryGuestName: "Asha Verma", primaryGuestPhone: "9876500000", rsvpStatus: "yes" },
    primaryIdMissing,
    missingIds,
  });
}

describe("a page opened again with a reply kept on the phone", () => {
  it("sends it at once, with its own key, and shows the Thank You; IDs that failed are asked for again", async () => {
    keptEarlier(true, ["Family Member #1"]);
    const keys = serverAnswering(() => saved());
    const { onSubmitted } = renderForm();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(keys).toEqual(["kept-earlier-0001"]);
    expect(onSubmitted.mock.calls[0]![0]).toMatchObject({ rsvpId: RSVP_ID, idUploadFailed: true, attending: true, missingIds: ["Family Member #1"] });
    expect(await screen.findByText("ID Proof Upload Failed")).toBeTruthy();
    expect(window.localStorage.getItem(PENDING_REPLY_KEY)).toBeNull();
  });

  it("shows the sentence while the connection is still down, and sends it once when it is back", async () => {
    keptEarlier();
    const keys = serverAnswering((n) => (n === 1 ? HttpResponse.error() : saved()));
    const { onSubmitted } = renderForm();
    expect(await screen.findByText(SAVED_ON_PHONE)).toBeTruthy();
    await waitFor(() => expect(keys).toHaveLength(1));
    backOnline();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(keys).toEqual(["kept-earlier-0001", "kept-earlier-0001"]);
    expect(await screen.findByText("Thank you for confirming your attendance!")).toBeTruthy();
  });

  it("on the home page, goes before a reply this browser remembers, and is sent from the section at once", async () => {
    stubIntersectionObserver();
    window.localStorage.setItem(REMEMBERED_REPLY_KEY, JSON.stringify({ editToken: "older", editUrl: "/rsvp/older", repliedAt: "2025-11-01T10:00:00Z" }));
    keptEarlier();
    const keys = serverAnswering(() => saved());
    renderReplyPages("/");
    await waitFor(() => expect(keys).toEqual(["kept-earlier-0001"]));
    expect(await screen.findByText("Thank you for confirming your attendance!")).toBeTruthy();
    expect(window.localStorage.getItem(PENDING_REPLY_KEY)).toBeNull();
    // The new reply's link is the one remembered now.
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_REPLY_KEY)!)).toMatchObject({ editUrl: "/rsvp/edit-token-1" });
  });

  it("refused because the reply-by date has passed (403), shows the server's sentence in the form's place", async () => {
    keptEarlier();
    const closedOn = "Replies closed on 1 November 2025. Please contact the couple directly.";
    serverAnswering(() => HttpResponse.json([{ error: { message: closedOn, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } }], { status: 403 }));
    const { onSubmitted } = renderForm();
    expect(await screen.findByText(closedOn)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    expect(screen.queryByText(SAVED_ON_PHONE)).toBeNull();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("refused (400), shows the form filled from the kept copy with the server's error", async () => {
    keptEarlier();
    serverAnswering(() => refused());
    const { onSubmitted } = renderForm();
    expect(await screen.findByText("Please give your full name as on your ID")).toBeTruthy();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Asha Verma");
    expect((screen.getByLabelText(/Phone Number/) as HTMLInputElement).value).toBe("9876500000");
    expect(screen.getByText("Submission Failed")).toBeTruthy();
    expect(screen.queryByText(SAVED_ON_PHONE)).toBeNull();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
