// @vitest-environment jsdom
/**
 * Issue 13 item 8 in the form's own logic, against a mocked network (msw): a phone number typed key by
 * key ends in the same 10 digits as the paste; the makeup count sent for an empty or zero count; the
 * server's own reason when it refuses a file. Issue 30: a family member's ID slot points to the one consent
 * tick; a long file name is cut with an ellipsis, whole in its title.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { phoneDigits } from "./phone";
import { RsvpForm } from "./rsvp-form";
import { ID_CONSENT_LABEL, MESSAGES } from "../../../shared/schemas/rsvp";
import { PHONE_HINT } from "./fields";
import { acceptInvitation, weddingDetails } from "./rsvp.test-helpers";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
/** The reads the form makes besides the reply itself: the wedding's details and the celebrations (none asked). */
const READS: Record<string, unknown> = { "guest.weddingDetails": (weddingDetails() as { data: unknown }).data, "guest.timelineEvents": [] };
beforeEach(() => {
  queryClient.clear();
  server.use(
    http.get("*/trpc/:procedures", ({ params }) =>
      HttpResponse.json(
        String(params.procedures)
          .split(",")
          .map((p) => ({ result: { data: READS[p] ?? null } })),
      ),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

const REFUSED = "Invalid file type. Please upload a PDF, JPG, or PNG file.";
const submitted: Record<string, unknown>[] = [];
beforeEach(() => (submitted.length = 0));
function acceptSubmit() {
  server.use(
    http.post("*/trpc/guest.submitRsvp", async ({ request }) => {
      const body = (await request.json()) as Record<string, Record<string, unknown>>;
      submitted.push(body["0"] ?? body);
      return HttpResponse.json([{ result: { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a962" } } }]);
    }),
  );
}

function renderForm() {
  const onSubmitted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RsvpForm onSubmitted={onSubmitted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSubmitted };
}

const phoneInput = () => screen.getByLabelText(/Phone Number/) as HTMLInputElement;
/** One change event per key, each appending to what the field shows now (as a keyboard does). */
function typeInto(input: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
}
const submitButton = () => screen.getByRole("button", { name: /Send my RSVP|Submitting|Thank You|Uploading files/ });

async function fillPrimary(phone = "9876543210") {
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(phoneInput(), { target: { value: phone } });
  await acceptInvitation();
}

describe("phone number typed key by key", () => {
  const cases = ["+91 98765 43210", "09876543210", "+919876543210", "0091 98765 43210", "98765 43210", "+91-98765-43210", "+91 0 98765 43210"];

  it.each(cases)("%j typed ends in 9876543210, as pasted", (text) => {
    let typed = "";
    for (const ch of text) typed = phoneDigits(typed + ch);
    expect(typed).toBe("9876543210");
    expect(phoneDigits(text)).toBe("9876543210");
  });

  it("keeps the start of a country code or a lone 0 on screen while it is all there is", () => {
    expect(["+", "+9", "+91", "+91 ", "0", "00", "0091"].map(phoneDigits)).toEqual(["+", "+9", "+91", "+91", "0", "00", "0091"]);
    expect(phoneDigits("+1 415 555 0100")).toBe("+1 415 555 0100");
    expect(phoneDigits("123456789012345")).toBe("1234567890");
  });

  it.each(["+91 98765 43210", "09876543210"])("in the form, typing %j leaves 9876543210 and submits +919876543210", async (text) => {
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary("");
    typeInto(phoneInput(), text);
    expect(phoneInput().value).toBe("9876543210");
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]).toMatchObject({ primaryGuestPhone: "+919876543210" }); // sent in E.164
  });
});

describe("a guest from abroad", () => {
  it("asks for the phone keypad and tells guests abroad to add their country code", () => {
    renderForm();
    expect(phoneInput().getAttribute("inputmode")).toBe("tel");
    const hint = document.getElementById(phoneInput().getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(hint?.textContent).toBe(PHONE_HINT);
  });

  it("keeps +44 7400 123456 as typed and submits it in E.164", async () => {
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary("");
    typeInto(phoneInput(), "+44 7400 123456");
    expect(phoneInput().value).toBe("+44 7400 123456");
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]).toMatchObject({ primaryGuestPhone: "+447400123456" });
  });

  it("says what is wrong with a number too short for its country code, and sends nothing", async () => {
    acceptSubmit();
    renderForm();
    await fillPrimary("+44 7400");
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.phoneAbroad)).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it("under the spec's ten-digit message, still shows how to give a number from abroad", async () => {
    renderForm();
    await fillPrimary("447400123");
    fireEvent.click(screen.getByLabelText(/Regretfully declines/));
    fireEvent.click(submitButton());
    expect(await screen.findByText("Phone number must be exactly 10 digits")).toBeTruthy();
    const described = phoneInput()
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Phone number must be exactly 10 digits", PHONE_HINT]);
  });
});

describe("makeup count", () => {
  it("ticked with the count emptied (guest) or 0 (member) sends 1 session each; unticked sends 0", async () => {
    acceptSubmit();
    const { onSubmitted } = renderForm();
    await fillPrimary();
    fireEvent.click(screen.getAllByLabelText(/I would like a makeup artist/)[0]!);
    const count = screen.getByLabelText("Number of makeup sessions") as HTMLInputElement;
    expect(count.value).toBe("1");
    fireEvent.change(count, { target: { value: "" } });

    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[1]!, { target: { value: "Ira Malhotra" } });
    fireEvent.click(screen.getAllByLabelText(/I would like a makeup artist/)[1]!);
    fireEvent.change(screen.getAllByLabelText("Number of makeup sessions")[1]!, { target: { value: "0" } });

    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.change(screen.getAllByLabelText(/Full Name/)[2]!, { target: { value: "Dev Malhotra" } });
    const third = screen.getAllByLabelText(/I would like a makeup artist/)[2]!;
    fireEvent.click(third);
    fireEvent.change(screen.getAllByLabelText("Number of makeup sessions")[2]!, { target: { value: "3" } });
    fireEvent.click(third);

    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submitted[0]).toMatchObject({
      needsMakeupArtist: true,
      makeupCount: 1,
      familyMembers: [
        { name: "Ira Malhotra", needsMakeupArtist: true, makeupCount: 1 },
        { name: "Dev Malhotra", needsMakeupArtist: false, makeupCount: 0 },
      ],
    });
  });
});

describe("a file the server refuses", () => {
  const file = () => new File([new TextEncoder().encode("just text")], "x.pdf", { type: "application/pdf" });

  it("shows the server's own sentence to the guest (toast) and in a member card (alert)", async () => {
    server.use(http.post("*/api/temp-upload", () => HttpResponse.json({ success: false, message: REFUSED }, { status: 415 })));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText(ID_CONSENT_LABEL));
    fireEvent.change(screen.getByLabelText("ID document (both sides) for you"), { target: { files: [file()] } });
    expect(await screen.findAllByText(REFUSED)).not.toHaveLength(0);
    expect(screen.queryByText("Failed to upload ID proof. Please try again.")).toBeNull();
    expect(screen.getByText("Upload failed, choose the file again")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    fireEvent.change(screen.getByLabelText("ID document (both sides) for Family Member #1"), { target: { files: [file()] } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(REFUSED));
  });

  it('keeps "try again" when trying again can help (a server error)', async () => {
    server.use(http.post("*/api/temp-upload", () => HttpResponse.json({ message: "Something went wrong on our side." }, { status: 500 })));
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText(ID_CONSENT_LABEL));
    fireEvent.change(screen.getByLabelText("ID document (both sides) for you"), { target: { files: [file()] } });
    await screen.findByText("Failed to upload ID proof. Please try again.");
  });
});

describe("a family member's ID slot and the one consent tick", () => {
  it("points to the tick with a link that brings it into focus, and says once ticked that it covers the member", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByRole("button", { name: "Add Member" }));
    const member = within(screen.getByRole("group", { name: "Family Member #1" }));
    expect(member.getByTestId("consent-pointer").textContent).toContain("Uploads wait for your agreement to share ID documents with the hotel");
    const link = member.getByRole("link", { name: /^Tick the agreement\s*\(for Family Member #1\)$/ });
    const tick = screen.getByLabelText(ID_CONSENT_LABEL);
    expect(link.getAttribute("href")).toBe(`#${tick.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(tick);

    fireEvent.click(tick);
    expect(member.getByTestId("consent-pointer").textContent).toContain("Your agreement to share ID documents with the hotel covers this person too.");
    expect(member.getByRole("link", { name: /^See the agreement\s*\(for Family Member #1\)$/ })).toBeTruthy();
  });
});

describe("a long file name", () => {
  const LONG = "Aadhaar-card-of-Ira-Venkataraghavan-Subramaniam-front-and-back-scanned-at-home.pdf";

  it("is cut with an ellipsis after upload, with the whole name in its title and text", async () => {
    server.use(
      http.post("*/api/temp-upload", () =>
        HttpResponse.json({ success: true, fileName: "0b6a8c1e-3f0b-4a0e-9c1d-2f5e7a9b1c3d.pdf", message: "File uploaded successfully" }),
      ),
    );
    renderForm();
    await fillPrimary();
    fireEvent.click(screen.getByLabelText(ID_CONSENT_LABEL));
    const pdf = new File([new TextEncoder().encode("%PDF-1.7 guest passport")], LONG, { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("ID document (both sides) for you"), { target: { files: [pdf] } });
    const name = await screen.findByTitle(LONG);
    expect(name.textContent).toBe(LONG);
    expect(name.className.split(" ")).toEqual(expect.arrayContaining(["truncate", "w-0", "min-w-full"]));
  });
});
