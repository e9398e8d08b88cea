// @vitest-environment jsdom
/** Issue 14 in the Timeline tab (msw): the "Ask guests if they will attend" switch is always sent, and the per-day lists badge asking events. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { TimelineTab } from "./timeline-tab";

const net = trpcMock();
const server = setupServer(...net.handlers);
const base = { toTime: null, dressCode: null, description: null, customIconUrl: null };
const haldi = { ...base, id: 7, day: 1, eventName: "Haldi", time: "4:00 PM", place: "Marigold Garden", displayOrder: 0, asksAttendance: true };
const lunch = { ...base, id: 8, day: 1, eventName: "Welcome Lunch", time: "1:00 PM", place: "Terrace", displayOrder: 1, asksAttendance: false };

beforeAll(() => {
  stubResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { weddingDate: "2025-11-07T10:30:00.000Z" } };
  net.answers["guest.timelineEvents"] = { data: [haldi, lunch] };
  net.answers["admin.updateTimelineEvent"] = (input) => ({ data: { ...haldi, ...(input as object) } });
});
afterEach(() => {
  act(() => dismiss());
  cleanup();
});

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <TimelineTab />
      <Toaster />
    </QueryClientProvider>,
  );
}
const row = (name: string) => screen.getAllByTestId("timeline-event-row").find((r) => r.textContent?.includes(name))!;
const askSwitch = () => screen.getByRole("switch", { name: "Ask guests if they will attend" });

describe("the per-day lists", () => {
  it('badge an event that asks guests with "Asks attendance", and no other', async () => {
    renderTab();
    await screen.findByText("Haldi");
    expect(within(row("Haldi")).getByText("Asks attendance")).toBeTruthy();
    expect(within(row("Welcome Lunch")).queryByText("Asks attendance")).toBeNull();
  });
});

describe('the "Ask guests if they will attend" switch', () => {
  it("shows the stored setting and sends the changed one with the event", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Welcome Lunch" }));
    expect(askSwitch().getAttribute("aria-checked")).toBe("false");
    fireEvent.click(askSwitch());
    expect(askSwitch().getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(net.callsTo("admin.updateTimelineEvent")).toHaveLength(1));
    expect(net.callsTo("admin.updateTimelineEvent")[0]).toMatchObject({ id: 8, eventName: "Welcome Lunch", asksAttendance: true });
    expect(await screen.findByText("Timeline event updated successfully")).toBeTruthy();
  });

  it("always sends it, also when it was left alone (the server reads a missing one as off)", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    expect(askSwitch().getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(net.callsTo("admin.updateTimelineEvent")).toHaveLength(1));
    expect(net.callsTo("admin.updateTimelineEvent")[0]).toMatchObject({ id: 7, asksAttendance: true });

    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    fireEvent.click(askSwitch());
    fireEvent.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(net.callsTo("admin.updateTimelineEvent")).toHaveLength(2));
    expect(net.callsTo("admin.updateTimelineEvent")[1]).toMatchObject({ id: 7, asksAttendance: false });
  });

  it("starts off for a new event, with its explanation", async () => {
    renderTab();
    await screen.findByText("Haldi");
    fireEvent.click(screen.getByRole("button", { name: "Add Event" }));
    const form = screen.getByRole("form", { name: "Add event" });
    expect(within(form).getByRole("switch", { name: "Ask guests if they will attend" }).getAttribute("aria-checked")).toBe("false");
    expect(askSwitch().getAttribute("aria-describedby")).toBe("event-asks-attendance-hint");
    expect(within(form).getByText(/the Headcounts tab counts who comes/)).toBeTruthy();
  });
});
