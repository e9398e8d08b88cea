// @vitest-environment jsdom
/** The Wedding tab's "Who can reply", the couple's contact number and the message templates, against a mocked network (msw). */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "../../../shared/message-templates";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { WeddingTab } from "./wedding-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
const details = {
  brideName: "Meera",
  groomName: "Aarav",
  weddingDate: "2027-02-12T10:30:00.000Z",
  venue: "Resort",
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: null,
  backgroundAudioTitle: null,
  backgroundAudioEnabled: false,
  rsvpDeadline: null,
  timeZone: "Asia/Kolkata",
  idRetentionDays: 7,
  idDeletionDate: null,
  rsvpMode: "open",
  contactPhone: null,
  itineraryDays: null,
};
const templates = (own: Partial<Record<string, string>> = {}) => ({
  templates: (["invitation", "reminder"] as const).flatMap((kind) =>
    (["en", "hi"] as const).map((language) => ({
      kind,
      language,
      body: own[`${kind}-${language}`] ?? DEFAULT_TEMPLATES[kind][language],
      isDefault: !own[`${kind}-${language}`],
    })),
  ),
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: details };
  net.answers["admin.messageTemplates"] = { data: templates() };
  // The Guest page card beside the form.
  net.answers["admin.guestPageSettings"] = { data: { showRoomsToGuests: false } };
  net.answers["admin.updateWeddingDetails"] = { data: details };
  net.answers["admin.saveMessageTemplate"] = { data: { success: true } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderTab() {
  render(
    <QueryClientProvider client={queryClient}>
      <WeddingTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("who can reply", () => {
  it("saves invite-only with the couple's contact number", async () => {
    renderTab();
    const inviteOnly = (await screen.findByRole("radio", { name: /By invitation only/ })) as HTMLInputElement;
    expect((screen.getByRole("radio", { name: /Anyone with the site's link/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(inviteOnly);
    fireEvent.change(screen.getByLabelText("Couple's contact number (optional)"), { target: { value: "+44 7400 123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Wedding Details" }));
    expect(await screen.findByText("Wedding details updated successfully")).toBeTruthy();
    expect(net.callsTo("admin.updateWeddingDetails")[0]).toMatchObject({ rsvpMode: "invite-only", contactPhone: "+447400123456" });
  });

  it("shows a contact number it cannot read at the field, sending nothing", async () => {
    renderTab();
    fireEvent.change(await screen.findByLabelText("Couple's contact number (optional)"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Wedding Details" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/couple's contact number/);
    expect(net.callsTo("admin.updateWeddingDetails")).toEqual([]);
  });
});

describe("the message templates", () => {
  it("shows each kind in both languages, saves a new wording and shows the server's sentence for a bad one", async () => {
    renderTab();
    const invitation = await screen.findByRole("region", { name: "Invitation" });
    const hindi = within(invitation).getByLabelText(/Hindi/) as HTMLTextAreaElement;
    expect(hindi.value).toBe(DEFAULT_TEMPLATES.invitation.hi);
    expect(hindi.lang).toBe("hi");
    const english = within(invitation).getByLabelText(/English/) as HTMLTextAreaElement;
    const saveEnglish = within(invitation).getByRole("button", { name: "Save English" }) as HTMLButtonElement;
    expect(saveEnglish.disabled).toBe(true);

    fireEvent.change(english, { target: { value: "Namaste {name}! {link}" } });
    fireEvent.click(saveEnglish);
    expect(await screen.findByText("Invitation in English saved")).toBeTruthy();
    expect(net.callsTo("admin.saveMessageTemplate")).toEqual([{ kind: "invitation", language: "en", body: "Namaste {name}! {link}" }]);

    net.answers["admin.saveMessageTemplate"] = serverError(
      "{nmae} is not a placeholder. Use {name}, {link}, {couple}, {dates}, {deadline}.",
      400,
      "BAD_REQUEST",
    );
    fireEvent.change(english, { target: { value: "Dear {nmae} {link}" } });
    fireEvent.click(saveEnglish);
    expect((await within(invitation).findByRole("alert")).textContent).toBe("{nmae} is not a placeholder. Use {name}, {link}, {couple}, {dates}, {deadline}.");
  });

  it("returns a reworded template to the written default", async () => {
    net.answers["admin.messageTemplates"] = { data: templates({ "reminder-hi": "याद है? {link}" }) };
    renderTab();
    const reminder = await screen.findByRole("region", { name: "Reminder" });
    expect(within(reminder).getAllByText("Written default")).toHaveLength(1);
    fireEvent.click(within(reminder).getByRole("button", { name: "Use the written default" }));
    expect(await screen.findByText("Reminder in Hindi: back to the written default")).toBeTruthy();
    expect(net.callsTo("admin.saveMessageTemplate")).toEqual([{ kind: "reminder", language: "hi", body: null }]);
  });

  it("says so when the templates cannot be loaded", async () => {
    net.answers["admin.messageTemplates"] = serverError();
    renderTab();
    expect(await screen.findByText("Failed to load the message templates")).toBeTruthy();
  });
});
