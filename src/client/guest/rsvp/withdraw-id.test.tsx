// @vitest-environment jsdom
/**
 * Consent taken back on the private link, against a mocked network (msw): "Withdraw and delete" asks first,
 * then deletes one person's document and keeps everything typed; a "no" on a reply with documents says
 * before sending that they will be deleted.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MyRsvp } from "../../../shared/schemas/rsvp";
import { trpcMock } from "../../admin/msw-trpc.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { EditReplyPage } from "./edit-reply-page";
import { DECLINE_DELETES_IDS } from "./withdraw-id";

const mock = trpcMock();
const server = setupServer(...mock.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  window.scrollTo = () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  mock.reset();
  mock.answers["guest.weddingDetails"] = {
    data: { weddingDate: "2025-11-07", brideName: "Meera", groomName: "Aarav", venue: "The Hill Cafe", rsvpDeadline: null },
  };
  mock.answers["guest.timelineEvents"] = { data: [] };
  mock.answers["guest.pickupPoints"] = { data: [] };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const TOKEN = "Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE";
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
  children: [],
  createdAt: "2025-11-04T20:00:00.000Z",
  updatedAt: null,
  editUrl: `/rsvp/${TOKEN}`,
  ...over,
});

function renderEdit() {
  const root = createRootRoute({ component: Outlet });
  const edit = createRoute({ getParentRoute: () => root, path: "/rsvp/$token", component: () => <EditReplyPage token={TOKEN} /> });
  const router = createRouter({ routeTree: root.addChildren([edit]), history: createMemoryHistory({ initialEntries: [`/rsvp/${TOKEN}`] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("Withdraw and delete", () => {
  it("asks first, deletes the family member's document only, and keeps what the guest typed", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.withdrawMyIdDocument"] = { data: reply({ familyMembers: [{ ...reply().familyMembers[0]!, hasIdDocument: false, uploadMode: null }] }) };
    renderEdit();
    const name = (await screen.findAllByLabelText(/Full Name/))[0] as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Kabir M." } });
    expect(screen.getAllByText("ID document on file")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Withdraw and delete Ira Malhotra's ID document" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete this ID document?")).toBeTruthy();
    expect(within(dialog).getByText(/no longer have Ira Malhotra's ID document/)).toBeTruthy();
    // Keep it: nothing is sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(mock.callsTo("guest.withdrawMyIdDocument")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Withdraw and delete Ira Malhotra's ID document" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw and delete" }));
    expect(await screen.findByText("ID document deleted")).toBeTruthy();
    expect(mock.callsTo("guest.withdrawMyIdDocument")).toEqual([{ token: TOKEN, person: { kind: "member", id: 41 } }]);
    await waitFor(() => expect(screen.getAllByText("ID document on file")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Withdraw and delete your ID document" })).toBeTruthy();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir M.");
  });

  it("withdraws the primary guest's own document as { kind: primary }, and says so when it fails", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.withdrawMyIdDocument"] = {
      error: { status: 404, code: "NOT_FOUND", message: "This person is not part of your reply. Please reload the page." },
    };
    renderEdit();
    await screen.findAllByText("ID document on file");
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw and delete your ID document" }));
    expect(within(await screen.findByRole("alertdialog")).getByText(/no longer have your ID document/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Withdraw and delete" }));
    expect(await screen.findByText("Could not delete the ID document")).toBeTruthy();
    expect(screen.getByText("This person is not part of your reply. Please reload the page.")).toBeTruthy();
    expect(mock.callsTo("guest.withdrawMyIdDocument")).toEqual([{ token: TOKEN, person: { kind: "primary" } }]);
    expect(screen.getAllByText("ID document on file")).toHaveLength(2);
  });
});

describe("after the reply-by date", () => {
  it("still lists the documents on file, each with Withdraw and delete", async () => {
    mock.answers["guest.weddingDetails"] = {
      data: { weddingDate: "2025-11-07", brideName: "Meera", groomName: "Aarav", venue: "The Hill Cafe", rsvpDeadline: "2025-01-01" },
    };
    mock.answers["guest.myRsvp"] = { data: reply() };
    mock.answers["guest.withdrawMyIdDocument"] = { data: reply({ hasIdDocument: false, uploadMode: null }) };
    renderEdit();
    const overview = await screen.findByTestId("reply-overview");
    expect(screen.queryByRole("form", { name: "RSVP form" })).toBeNull();
    expect(overview.textContent).toContain("ID documents on file");
    fireEvent.click(within(overview).getByRole("button", { name: "Withdraw and delete your ID document" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw and delete" }));
    expect(await screen.findByText("ID document deleted")).toBeTruthy();
    expect(mock.callsTo("guest.withdrawMyIdDocument")).toEqual([{ token: TOKEN, person: { kind: "primary" } }]);
    await waitFor(() => expect(within(overview).queryByRole("button", { name: "Withdraw and delete your ID document" })).toBeNull());
    expect(within(overview).getByRole("button", { name: "Withdraw and delete Ira Malhotra's ID document" })).toBeTruthy();
  });
});

describe("declining a reply with documents on file", () => {
  it("says under the attendance choice that the documents will be deleted when sent", async () => {
    mock.answers["guest.myRsvp"] = { data: reply() };
    renderEdit();
    const no = await screen.findByRole("radio", { name: /Regretfully declines/ });
    expect(screen.queryByText(DECLINE_DELETES_IDS)).toBeNull();
    fireEvent.click(no);
    expect(await screen.findByText(DECLINE_DELETES_IDS)).toBeTruthy();
    expect(DECLINE_DELETES_IDS).toBe("Your ID documents will be deleted when you send this.");
  });

  it("says nothing when no document is on file", async () => {
    mock.answers["guest.myRsvp"] = { data: reply({ hasIdDocument: false, uploadMode: null, familyMembers: [] }) };
    renderEdit();
    fireEvent.click(await screen.findByRole("radio", { name: /Regretfully declines/ }));
    await screen.findByRole("button", { name: "Update my reply" });
    expect(screen.queryByText(DECLINE_DELETES_IDS)).toBeNull();
  });
});
