// @vitest-environment jsdom
/**
 * The RSVP form's browser-side logic against a mocked network (msw): upload slots (progress, success,
 * failure variants), the submit button states, the idempotency key and the spec's toasts.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { acceptInvitation } from "./rsvp.test-helpers";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { ID_CONSENT_LABEL } from "../../../shared/schemas/rsvp";
import { RsvpForm, type SubmittedRsvp } from "./rsvp-form";
import { PHONE_HINT } from "./fields";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => queryClient.clear());
afterEach(() => {
  server.resetHandlers();
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

/** A gate the test opens to let a mocked answer through. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

const submitted: { body: Record<string, unknown> }[] = [];
function acceptSubmit(rsvpId = "3b241101-e2bb-4255-8caf-4136c566a962", wait?: Promise<void>) {
  server.use(
    http.post("*/trpc/guest.submitRsvp", async ({ request }) => {
      const body = (await request.json()) as Record<string, Record<string, unknown>>;
      submitted.push({ body: body["0"] ?? body });
      if (wait) await wait;
      return HttpResponse.json([{ result: { data: { success: true, rsvpId, editToken: EDIT_TOKEN, editUrl: `/rsvp/${EDIT_TOKEN}` } } }]);
    }),
  );
}
const EDIT_TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE";

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

async function fillPrimary() {
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "98-7654x3210" } });
  await acceptInvitation();
}

const submitButton = () => screen.getByRole("button", { name: /Send my RSVP|Submitting|Thank You|Uploading files/ });
const file = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
/** Ticks the consent to share ID documents with the hotel (issue 17) when it is not yet, then picks the file. */
function choose(label: string, f: File) {
  const consent = screen.queryByLabelText(ID_CONSENT_LABEL) as HTMLInputElement | null;
  if (consent && !consent.checked) fireEvent.click(consent);
  fireEvent.change(screen.getByLabelText(label), { target: { files: [f] } });
}

beforeEach(() => (submitted.length = 0));

describe("ID upload slot", () => {
  it("shows progress, blocks submission while uploading, then keeps the stored name", async () => {
    const release = gate();
    server.use(
      http.post("*/api/temp-upload", async () => {
        await release.opened;
        return HttpResponse.json({ success: true, fileName: "Zx81abcdEFGH.pdf", message: "File uploaded successfully" });
      }),
    );
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary();
    choose("ID document (both sides) for you", file("passport.pdf", "application/pdf"));

    await waitFor(() => expect(submitButton().textContent).toContain("Uploading files..."));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Uploading\.\.\. \d+%/)).toBeTruthy();
    fireEvent.submit(screen.getByRole("form"));
    await act(() => delay(50));
    expect(submitted).toHaveLength(0);

    release.open();
    await screen.findByText("File Uploaded Successfully");
    expect(screen.getByText("Your ID proof has been uploaded.")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "ID document (both sides) upload for you" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(submitButton().textContent).toContain("Send my RSVP");
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]!.body).toMatchObject({ primaryGuestPhone: "+919876543210", uploadedFileName: "Zx81abcdEFGH.pdf", uploadMode: "single" });
    await screen.findByText("RSVP & ID Proof Submitted Successfully!");
  });

  it("Change file returns a single slot to idle and forgets the name", async () => {
    server.use(http.post("*/api/temp-upload", () => HttpResponse.json({ success: true, fileName: "Zx81abcdEFGH.pdf", message: "ok" })));
    acceptSubmit();
    renderForm();
    await fillPrimary();
    choose("ID document (both sides) for you", file("passport.pdf", "application/pdf"));
    await screen.findByText("passport.pdf");
    fireEvent.click(screen.getByRole("button", { name: "Change file" }));
    expect(screen.getAllByText("Choose a file")[0]).toBeTruthy();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.body.uploadedFileName).toBeNull();
  });

  it.each([
    ["a 500 answer", () => HttpResponse.json({ message: "boom" }, { status: 500 })],
    ["success false", () => HttpResponse.json({ success: false, fileName: "", message: "no" })],
    ["invalid JSON", () => new HttpResponse("<html>", { status: 200, headers: { "content-type": "text/html" } })],
    ["a network error", () => HttpResponse.error()],
  ])("after %s the slot is in error with progress 0 and the Upload Failed toast", async (_label, answer) => {
    server.use(http.post("*/api/temp-upload", answer));
    renderForm();
    await fillPrimary();
    choose("ID document (both sides) for you", file("passport.pdf", "application/pdf"));
    await screen.findByText("Failed to upload ID proof. Please try again.");
    expect(screen.getByText("Upload Failed")).toBeTruthy();
    expect(screen.getByText("Upload failed, choose the file again")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("front and back have their own success and failure messages", async () => {
    let calls = 0;
    server.use(
      http.post("*/api/temp-upload", () =>
        ++calls === 1 ? HttpResponse.json({ success: true, fileName: "FrontFile01.png", message: "ok" }) : HttpResponse.json({ message: "x" }, { status: 500 }),
      ),
    );
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText("Front & Back Separately"));
    choose("Front side for you", file("front.png", "image/png"));
    await screen.findByText("Front ID Uploaded Successfully");
    choose("Back side for you", file("back.png", "image/png"));
    await screen.findByText("Failed to upload back ID. Please try again.");
  });

  it("refuses a wrong type or an oversized file before sending: toast for the guest, alert in a member card", async () => {
    let sent = 0;
    server.use(http.post("*/api/temp-upload", () => (sent++, HttpResponse.json({}))));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderForm();
    await fillPrimary();
    choose("ID document (both sides) for you", file("big.pdf", "application/pdf", 15 * 1024 * 1024 + 1));
    await screen.findByText("File too large. Please upload a file smaller than 15MB.");
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    choose("ID document (both sides) for Family Member #1", file("x.gif", "image/gif"));
    expect(alert).toHaveBeenCalledWith("Invalid file type. Please upload a PDF, JPG, or PNG file.");
    expect(sent).toBe(0);
  });

  it("a family member's failed upload is a plain alert", async () => {
    server.use(http.post("*/api/temp-upload", () => HttpResponse.json({ message: "x" }, { status: 500 })));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    choose("ID document (both sides) for Family Member #1", file("id.pdf", "application/pdf"));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Upload failed. Please try again."));
  });
});

describe("submitting", () => {
  it("shows Submitting... then Thank You!, both disabled, and reports the rsvpId", async () => {
    const release = gate();
    acceptSubmit("3b241101-e2bb-4255-8caf-4136c566a962", release.opened);
    const { onSubmitted } = renderForm();
    await fillPrimary();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toContain("Submitting..."));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    release.open();
    await waitFor(() => expect(submitButton().textContent).toContain("Thank You!"));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmitted).toHaveBeenCalledWith({
      rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962",
      idUploadFailed: false,
      editUrl: `/rsvp/${EDIT_TOKEN}`,
      attending: true,
    });
    await screen.findByText("RSVP Submitted Successfully!");
    expect(screen.getByText("Thank you for confirming your attendance!")).toBeTruthy();
  });

  it("a failed submit shows Submission Failed, keeps what was typed, and a retry reuses the idempotency key", async () => {
    let attempt = 0;
    server.use(
      http.post("*/trpc/guest.submitRsvp", async ({ request }) => {
        const body = (await request.json()) as Record<string, Record<string, unknown>>;
        submitted.push({ body: body["0"]! });
        // A failure on the server's side (a lost connection keeps the reply on the phone instead: offline-reply.test.tsx).
        if (++attempt === 1)
          return HttpResponse.json([{ error: { message: "Internal server error", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } }], {
            status: 500,
          });
        return HttpResponse.json([{ result: { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962" } } }]);
      }),
    );
    const { onSubmitted } = renderForm();
    await fillPrimary();
    fireEvent.click(submitButton());
    await screen.findByText("Submission Failed");
    expect(screen.getByText("Please check your information and try again.")).toBeTruthy();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");
    expect(submitButton().textContent).toContain("Send my RSVP");
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted).toHaveLength(2);
    expect(submitted[0]!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(submitted[1]!.body.idempotencyKey).toBe(submitted[0]!.body.idempotencyKey);
  });

  it("shows the server's field messages at the fields", async () => {
    server.use(
      http.post("*/trpc/guest.submitRsvp", () =>
        HttpResponse.json(
          [
            {
              error: {
                message: "Name is required",
                code: -32600,
                data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors: { "familyMembers.0.name": "Name is required" } },
              },
            },
          ],
          { status: 400 },
        ),
      ),
    );
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.change(within(screen.getByRole("group", { name: "Family Member #1" })).getByLabelText(/Full Name/), { target: { value: "Ira" } });
    fireEvent.click(submitButton());
    await screen.findByText("Submission Failed");
    const member = within(screen.getByRole("group", { name: "Family Member #1" }));
    expect(member.getByText("Name is required")).toBeTruthy();
    expect(document.activeElement).toBe(member.getByLabelText(/Full Name/));
  });

  it("a primary ID that failed is sent to the saved RSVP; if that fails too, the spec's message", async () => {
    const rsvpId = "3b241101-e2bb-4255-8caf-4136c566a962";
    let attached = 0;
    server.use(
      http.post("*/api/temp-upload", () => HttpResponse.json({ message: "x" }, { status: 503 })),
      http.post(`*/api/rsvp/${rsvpId}/upload-id`, () => (attached++, HttpResponse.json({ message: "x" }, { status: 503 }))),
    );
    acceptSubmit(rsvpId);
    const { onSubmitted } = renderForm();
    await fillPrimary();
    choose("ID document (both sides) for you", file("passport.pdf", "application/pdf"));
    await screen.findByText("Failed to upload ID proof. Please try again.");
    fireEvent.click(submitButton());
    await screen.findByText("RSVP saved but ID proof upload failed. Please try uploading again.");
    expect(attached).toBe(1);
    expect(onSubmitted).toHaveBeenCalledWith({ rsvpId, idUploadFailed: true, editUrl: `/rsvp/${EDIT_TOKEN}`, attending: true });
  });

  it("no later sections, and nothing of them sent, when the guest is not coming", async () => {
    acceptSubmit();
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    // Drawn but hidden: a tap on "Yes" only shows them.
    expect(screen.getByText("Dining Preferences").closest("[hidden]")).not.toBeNull();
    expect(screen.getByText("Family Members & Companions").closest("[hidden]")).not.toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.body).toMatchObject({ rsvpStatus: "no", familyMembers: [], children: [] });
    // A no is not thanked for "confirming your attendance".
    await screen.findByText("We'll miss you! Thank you for letting us know.");
    expect(screen.queryByText("Thank you for confirming your attendance!")).toBeNull();
  });
});

describe("fields", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["(987) 654-3210 ext 55", "9876543210"],
  ])("a pasted phone %j keeps its digits: %j", (pasted, expected) => {
    renderForm();
    const phone = screen.getByLabelText(/Phone Number/) as HTMLInputElement;
    expect(phone.maxLength).toBe(-1);
    fireEvent.change(phone, { target: { value: pasted } });
    expect(phone.value).toBe(expected);
  });

  it("a makeup count left behind by an unticked box does not block the submission", async () => {
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText(/I would like a makeup artist/));
    fireEvent.change(screen.getByLabelText("Number of makeup sessions"), { target: { value: "11" } });
    fireEvent.click(submitButton());
    expect(await screen.findByText("Makeup count must be between 1 and 10")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I would like a makeup artist/));
    expect(screen.queryByLabelText("Number of makeup sessions")).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]!.body).toMatchObject({ needsMakeupArtist: false, makeupCount: 0 });
  });

  it("a ticked makeup box with the count cleared sends one session", async () => {
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText(/I would like a makeup artist/));
    fireEvent.change(screen.getByLabelText("Number of makeup sessions"), { target: { value: "" } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]!.body).toMatchObject({ needsMakeupArtist: true, makeupCount: 1 });
  });

  it("errors are described on the controls, and only by elements that exist", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "123" } });
    fireEvent.click(submitButton());
    await screen.findByText("Please select your attendance");
    const described = (el: HTMLElement) => (el.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    // The hint stays under the ten-digit message: it tells a guest abroad to add the country code.
    expect(described(screen.getByLabelText(/Phone Number/))).toEqual(["Phone number must be exactly 10 digits", PHONE_HINT]);
    for (const radio of screen.getAllByRole("radio", { name: /Joyfully accepts|Regretfully declines/ })) {
      expect(radio.getAttribute("aria-invalid")).toBe("true");
      expect(described(radio)).toEqual(["Please select your attendance"]);
    }
  });

  it("a child's age is labelled with whose age it is", async () => {
    renderForm();
    await acceptInvitation();
    fireEvent.click(screen.getByRole("button", { name: "Add Child" }));
    fireEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(screen.getByLabelText("Age of Child #2")).toBeTruthy();
  });

  it("an upload slot's state is the file input's description, in a polite live region", async () => {
    const release = gate();
    server.use(
      http.post("*/api/temp-upload", async () => {
        await release.opened;
        return HttpResponse.json({ success: true, fileName: "Zx81abcdEFGH.pdf", message: "ok" });
      }),
    );
    renderForm();
    await fillPrimary();
    const input = screen.getByLabelText("ID document (both sides) for you");
    const status = () => document.getElementById(input.getAttribute("aria-describedby")!)!;
    expect(status().getAttribute("role")).toBe("status");
    expect(status().textContent).toBe("Choose a file");
    choose("ID document (both sides) for you", file("passport.pdf", "application/pdf"));
    await waitFor(() => expect(status().textContent).toMatch(/^Uploading\.\.\. \d+%$/));
    expect(input.getAttribute("aria-disabled")).toBe("true");
    release.open();
    await waitFor(() => expect(status().textContent).toBe("Uploaded passport.pdf"));
  });
});
