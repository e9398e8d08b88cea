// @vitest-environment jsdom
/**
 * "Add RSVP" and "Edit" against a mocked network (msw): the guest's form in a dialog; Add calls
 * admin.createRsvp, Edit reads admin.rsvpReply and saves with admin.updateRsvp; the list is read again.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../trpc";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock, sessionOf } from "../msw-trpc.test-helpers";
import { renderDashboard } from "../render-dashboard.test-helpers";

const net = trpcMock();
const server = setupServer(...net.handlers);
const ID = "3b241101-e2bb-4255-8caf-4136c566a962";

const listed = (over: Record<string, unknown> = {}) => ({
  id: ID,
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: null,
  rsvpStatus: "yes",
  dietaryPreference: null,
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  idProofUrl: null,
  specialRequests: null,
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/tok",
  familyMembers: [
    {
      id: 41,
      name: "Anya Malhotra",
      gender: "female",
      dietaryPreference: "veg",
      beveragePreference: null,
      needsMakeupArtist: false,
      makeupCount: 0,
      idProofUrl: "/files/id/abcdefgh12.png",
    },
  ],
  children: [{ id: 7, name: "Ira", age: 6 }],
  roomAssignments: [],
  ...over,
});

/** admin.rsvpReply: the same reply in the guest form's shape (documents only as "on file"). */
const stored = {
  rsvpId: ID,
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "9876543210",
  primaryGuestGender: "male",
  rsvpStatus: "yes",
  dietaryPreference: "veg",
  beveragePreference: null,
  needsMakeupArtist: false,
  makeupCount: 0,
  specialRequests: "Ground floor please",
  uploadMode: null,
  hasIdDocument: false,
  familyMembers: [
    {
      id: 41,
      name: "Anya Malhotra",
      gender: "female",
      dietaryPreference: "veg",
      beveragePreference: null,
      needsMakeupArtist: false,
      makeupCount: 0,
      uploadMode: "single",
      hasIdDocument: true,
    },
  ],
  children: [{ id: 7, name: "Ira", age: 6 }],
  createdAt: "2025-10-01T10:00:00.000Z",
  updatedAt: null,
  editUrl: "/rsvp/tok",
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  window.scrollTo = vi.fn() as never;
  Element.prototype.scrollIntoView ??= vi.fn();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.calls.length = 0;
  net.answers["guest.weddingDetails"] = {
    data: { brideName: "Meera", groomName: "Aarav", weddingDate: "2025-11-07T10:30:00.000Z", venue: "Resort", rsvpDeadline: null },
  };
  net.answers["guest.venueMedia"] = { data: [] };
  net.answers["auth.verifySession"] = sessionOf("owner");
  net.answers["admin.rsvps"] = { data: { data: [listed()] } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe("Add RSVP", () => {
  it("opens the guest's form in a dialog and sends a reply received by phone with admin.createRsvp", async () => {
    net.answers["admin.createRsvp"] = () => {
      net.answers["admin.rsvps"] = {
        data: { data: [listed(), listed({ id: "3b241101-e2bb-4255-8caf-4136c566a999", primaryGuestName: "Dadi Ji", familyMembers: [], children: [] })] },
      };
      return { data: { success: true, rsvpId: "3b241101-e2bb-4255-8caf-4136c566a999", editToken: "t2", editUrl: "/rsvp/t2" } };
    };
    renderDashboard();
    await screen.findByTestId("rsvp-card");
    fireEvent.click(screen.getByRole("button", { name: "Add RSVP" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add RSVP" }));
    expect(dialog.getByText(/Enter a reply a guest gave you by phone/)).toBeTruthy();

    fireEvent.change((await dialog.findAllByLabelText(/Full Name/))[0]!, { target: { value: "Dadi Ji" } });
    fireEvent.change(dialog.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
    fireEvent.click(dialog.getByLabelText(/Joyfully accepts/));
    fireEvent.click(await dialog.findByRole("button", { name: /Add Member/ }));
    fireEvent.change(dialog.getAllByLabelText(/Full Name/)[1]!, { target: { value: "Chotu" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add RSVP" }));

    expect(await screen.findByText("RSVP added successfully")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = net.callsTo("admin.createRsvp") as Record<string, unknown>[];
    expect(sent).toHaveLength(1);
    // The same phone as an existing reply is allowed here; the dialog adds one idempotency key.
    expect(sent[0]).toMatchObject({ primaryGuestName: "Dadi Ji", primaryGuestPhone: "+919876543210", rsvpStatus: "yes", familyMembers: [{ name: "Chotu" }] });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getAllByTestId("rsvp-card")).toHaveLength(2));
  });

  it("keeps the dialog open and says why when the server refuses", async () => {
    net.answers["admin.createRsvp"] = serverError("Too many replies at once. Please wait a minute and try again.", 429, "TOO_MANY_REQUESTS");
    renderDashboard();
    await screen.findByTestId("rsvp-card");
    fireEvent.click(screen.getByRole("button", { name: "Add RSVP" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add RSVP" }));
    fireEvent.change((await dialog.findAllByLabelText(/Full Name/))[0]!, { target: { value: "Dadi Ji" } });
    fireEvent.change(dialog.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
    fireEvent.click(dialog.getByLabelText(/Regretfully declines/));
    fireEvent.click(dialog.getByRole("button", { name: "Add RSVP" }));
    expect(await screen.findByText("Submission Failed")).toBeTruthy();
    expect(screen.getByText("Too many replies at once. Please wait a minute and try again.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add RSVP" })).toBeTruthy();
    expect(screen.queryByText("RSVP added successfully")).toBeNull();
  });
});

describe("Edit", () => {
  it("reads the reply with admin.rsvpReply, then replaces it with admin.updateRsvp keeping people's ids", async () => {
    net.answers["admin.rsvpReply"] = { data: stored };
    net.answers["admin.updateRsvp"] = () => {
      net.answers["admin.rsvps"] = { data: { data: [listed({ primaryGuestName: "Kabir M.", updatedAt: "2025-11-03T08:35:00.000Z" })] } };
      return { data: { ...stored, primaryGuestName: "Kabir M.", updatedAt: "2025-11-03T08:35:00.000Z" } };
    };
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    fireEvent.click(card.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit RSVP of Kabir Malhotra" }));
    const name = (await dialog.findAllByLabelText(/Full Name/))[0] as HTMLInputElement;
    expect(name.value).toBe("Kabir Malhotra");
    expect((dialog.getAllByLabelText(/Full Name/)[1] as HTMLInputElement).value).toBe("Anya Malhotra");
    expect(net.callsTo("admin.rsvpReply")).toEqual([{ id: ID }]);

    fireEvent.change(name, { target: { value: "Kabir M." } });
    fireEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("RSVP updated successfully")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const sent = net.callsTo("admin.updateRsvp") as { id: string; reply: Record<string, unknown> }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe(ID);
    expect(sent[0]!.reply).toMatchObject({
      primaryGuestName: "Kabir M.",
      primaryGuestPhone: "+919876543210",
      specialRequests: "Ground floor please",
      familyMembers: [{ id: 41, name: "Anya Malhotra" }],
      children: [{ id: 7, name: "Ira", age: 6 }],
    });
    // Anya's document stays on file: no new upload is named.
    expect((sent[0]!.reply.familyMembers as Record<string, unknown>[])[0]!.uploadedFileName ?? null).toBeNull();
    expect(await screen.findByText("Updated 3 Nov 2025, 14:05 IST")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Kabir M." })).toBeTruthy();
  });

  it("reads the reply again each time the dialog opens", async () => {
    // The form is a lazy chunk: on a loaded machine its first import takes seconds (vitest.setup.ts sizes the waits).
    net.answers["admin.rsvpReply"] = { data: stored };
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    fireEvent.click(card.getByRole("button", { name: "Edit" }));
    await screen.findAllByLabelText(/Full Name/);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    net.answers["admin.rsvpReply"] = { data: { ...stored, primaryGuestName: "Changed by the guest" } };
    fireEvent.click(card.getByRole("button", { name: "Edit" }));
    await waitFor(async () => expect(((await screen.findAllByLabelText(/Full Name/))[0] as HTMLInputElement).value).toBe("Changed by the guest"));
    expect(net.callsTo("admin.rsvpReply")).toHaveLength(2);
  });

  it('says "Failed to load the reply" when it cannot be read', async () => {
    net.answers["admin.rsvpReply"] = serverError("RSVP not found", 404, "NOT_FOUND");
    renderDashboard();
    const card = within(await screen.findByTestId("rsvp-card"));
    fireEvent.click(card.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect((await dialog.findByRole("alert")).textContent).toBe("Failed to load the reply");
    expect(net.callsTo("admin.updateRsvp")).toHaveLength(0);
  });
});
