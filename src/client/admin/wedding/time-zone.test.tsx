// @vitest-environment jsdom
/** The Wedding tab's time zone select (issue 15) against a mocked network (msw): shown, changed, saved, and a stored zone outside the list. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { WeddingTab } from "./wedding-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
const details = (timeZone: string) => ({
  brideName: "Meera",
  groomName: "Aarav",
  weddingDate: "2025-11-07T10:30:00.000Z",
  venue: "Resort",
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: null,
  backgroundAudioTitle: null,
  backgroundAudioEnabled: false,
  rsvpMode: "open",
  contactPhone: null,
  itineraryDays: null,
  rsvpDeadline: null,
  timeZone,
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.calls.length = 0;
  net.answers["admin.updateWeddingDetails"] = { data: { success: true } };
  // The Guest page card beside the form.
  net.answers["admin.guestPageSettings"] = { data: { showRoomsToGuests: false } };
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
const zone = () => screen.getByRole("combobox", { name: "Time zone" });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Wedding Details" }));
const sent = () => net.callsTo("admin.updateWeddingDetails") as Record<string, unknown>[];

describe("the time zone", () => {
  it("shows the stored zone (Asia/Kolkata by default) with a hint, and saves it unchanged", async () => {
    net.answers["guest.weddingDetails"] = { data: details("Asia/Kolkata") };
    renderTab();
    await screen.findByLabelText("Bride name");
    expect(zone().textContent).toBe("India: Asia/Kolkata");
    const hint = document.getElementById(zone().getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe("Where the wedding is: travel times and every date and time the dashboard shows are in this zone.");
    save();
    expect(await screen.findByText("Wedding details updated successfully")).toBeTruthy();
    expect(sent()[0]).toMatchObject({ timeZone: "Asia/Kolkata" });
  });

  it("offers the sensible zones, and saves the one chosen", async () => {
    net.answers["guest.weddingDetails"] = { data: details("Asia/Kolkata") };
    renderTab();
    await screen.findByLabelText("Bride name");
    fireEvent.keyDown(zone(), { key: "ArrowDown" });
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "India: Asia/Kolkata",
      "UAE: Asia/Dubai",
      "Nepal: Asia/Kathmandu",
      "Sri Lanka: Asia/Colombo",
      "Singapore: Asia/Singapore",
      "United Kingdom: Europe/London",
      "US East: America/New_York",
      "UTC",
    ]);
    fireEvent.click(within(list).getByRole("option", { name: "UAE: Asia/Dubai" }));
    await waitFor(() => expect(zone().textContent).toBe("UAE: Asia/Dubai"));
    save();
    expect(await screen.findByText("Wedding details updated successfully")).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ brideName: "Meera", timeZone: "Asia/Dubai" });
  });

  it("keeps a stored zone that is not in the list as an option", async () => {
    net.answers["guest.weddingDetails"] = { data: details("Asia/Tokyo") };
    renderTab();
    await screen.findByLabelText("Bride name");
    expect(zone().textContent).toBe("Asia/Tokyo");
    fireEvent.keyDown(zone(), { key: "ArrowDown" });
    expect(
      within(await screen.findByRole("listbox"))
        .getAllByRole("option")
        .at(-1)!.textContent,
    ).toBe("Asia/Tokyo");
    fireEvent.keyDown(await screen.findByRole("listbox"), { key: "Escape" });
    save();
    expect(await screen.findByText("Wedding details updated successfully")).toBeTruthy();
    expect(sent()[0]).toMatchObject({ timeZone: "Asia/Tokyo" });
  });
});
