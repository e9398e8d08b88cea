// @vitest-environment jsdom
/** The Wedding tab's Guest page card against a mocked network (msw): Show rooms to guests, saved at once; the desk reads it. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient, trpc } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { GuestPageCard } from "./guest-page-card";

const net = trpcMock();
const server = setupServer(...net.handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["admin.guestPageSettings"] = { data: { showRoomsToGuests: false } };
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

const role = (r: "planner" | "desk") => {
  net.answers["auth.verifySession"] = { data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: "Priya", role: r } };
};
const renderCard = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <GuestPageCard />
      <Toaster />
    </QueryClientProvider>,
  );

describe("Show rooms to guests", () => {
  it("is off by default and saves when the planner turns it on", async () => {
    role("planner");
    net.answers["admin.updateGuestPageSettings"] = { data: { showRoomsToGuests: true } };
    renderCard();
    const toggle = await screen.findByRole("switch", { name: "Show rooms to guests" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    net.answers["admin.guestPageSettings"] = { data: { showRoomsToGuests: true } };
    fireEvent.click(toggle);
    await screen.findByText("Guests now see their rooms on their invitation page");
    expect(net.callsTo("admin.updateGuestPageSettings")).toEqual([{ showRoomsToGuests: true }]);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("says so when the save fails, and keeps the switch as it was", async () => {
    role("planner");
    net.answers["admin.updateGuestPageSettings"] = serverError();
    renderCard();
    const toggle = await screen.findByRole("switch", { name: "Show rooms to guests" });
    await waitFor(() => expect(toggle.hasAttribute("disabled")).toBe(false));
    fireEvent.click(toggle);
    await screen.findByText("Something went wrong on our side. Please try again.");
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
  });

  it("is read-only for the desk", async () => {
    role("desk");
    renderCard();
    const toggle = await screen.findByRole("switch", { name: "Show rooms to guests" });
    // Once the session's role is known (before it, nothing can change either).
    await waitFor(() => expect(queryClient.getQueryData(trpc.auth.verifySession.queryKey())).toBeDefined());
    expect(toggle.hasAttribute("disabled")).toBe(true);
  });
});
