// @vitest-environment jsdom
/** The Wedding tab's optional reply-by date against a mocked network (msw): shown, saved, cleared, and its hint. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { WeddingTab } from "./wedding-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
const details = (rsvpDeadline: string | null) => ({
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
  rsvpDeadline,
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
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
const dateInput = () => screen.getByLabelText("Reply-by date (optional)") as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Wedding Details" }));
const sent = () => net.callsTo("admin.updateWeddingDetails") as Record<string, unknown>[];

describe("the reply-by date", () => {
  it("is an optional date input with a hint about the end of the day in India", async () => {
    net.answers["guest.weddingDetails"] = { data: details(null) };
    renderTab();
    await screen.findByLabelText("Bride name");
    expect(dateInput().type).toBe("date");
    expect(dateInput().value).toBe("");
    const hint = document.getElementById(dateInput().getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toContain("Guests can reply and change their reply until the end of this day at the venue (Asia/Kolkata).");
    expect(screen.queryByRole("button", { name: "Clear reply-by date" })).toBeNull();
  });

  it("is saved with the wedding details as YYYY-MM-DD", async () => {
    net.answers["guest.weddingDetails"] = { data: details(null) };
    renderTab();
    await screen.findByLabelText("Bride name");
    fireEvent.change(dateInput(), { target: { value: "2025-10-20" } });
    save();
    expect(await screen.findByText("Wedding details updated successfully")).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ brideName: "Meera", venue: "Resort", rsvpDeadline: "2025-10-20" });
  });

  it("shows the stored date, and clearing it sends null (replies open again)", async () => {
    net.answers["guest.weddingDetails"] = { data: details("2025-10-20") };
    renderTab();
    await screen.findByLabelText("Bride name");
    expect(dateInput().value).toBe("2025-10-20");
    fireEvent.click(screen.getByRole("button", { name: "Clear reply-by date" }));
    expect(dateInput().value).toBe("");
    save();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.rsvpDeadline).toBeNull();
  });

  it("keeps the stored date when other details are saved", async () => {
    net.answers["guest.weddingDetails"] = { data: details("2025-10-20") };
    renderTab();
    fireEvent.change(await screen.findByLabelText("Venue"), { target: { value: "Lake Resort" } });
    save();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ venue: "Lake Resort", rsvpDeadline: "2025-10-20" });
  });
});
