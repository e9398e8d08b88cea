// @vitest-environment jsdom
/** Timeline tab against a mocked network (msw): load error toast, edit payload and fallbacks, the existing-event icon path. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pngImage } from "../../../server/files/media.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss, toast } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { TimelineTab } from "./timeline-tab";

vi.mock("../../ui/use-toast", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../ui/use-toast")>();
  return { ...mod, toast: vi.fn(mod.toast) };
});

const net = trpcMock();
const server = setupServer(...net.handlers);
const KEY = "A".repeat(24);
const haldi = {
  id: 7,
  day: 1,
  eventName: "Haldi",
  time: "10:00 AM",
  toTime: null,
  place: "Lawn",
  dressCode: null,
  description: null,
  displayOrder: 3,
  customIconUrl: null,
};
const toasted = () => vi.mocked(toast).mock.calls.map(([t]) => t);

beforeAll(() => {
  stubResizeObserver(); // the form's Radix switch measures itself
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
  net.reset();
  net.answers["guest.weddingDetails"] = { data: { weddingDate: "2025-11-07T10:30:00.000Z" } };
  net.answers["guest.timelineEvents"] = { data: [haldi] };
});
afterEach(() => {
  server.resetHandlers();
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

describe("timeline load errors", () => {
  it('toasts "Failed to fetch timeline events" once per failed load, not once per render or reopening', async () => {
    net.answers["guest.timelineEvents"] = serverError();
    const first = renderTab();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch timeline events");
    const failed = { title: "Error", description: "Failed to fetch timeline events", variant: "destructive" };
    await waitFor(() => expect(toasted()).toEqual([failed]));
    first.rerender(
      <QueryClientProvider client={queryClient}>
        <TimelineTab />
        <Toaster />
      </QueryClientProvider>,
    );
    first.unmount();
    // Reopening the tab retries the failed load (and only its failure toasts again).
    renderTab();
    await waitFor(() => expect(net.callsTo("guest.timelineEvents")).toHaveLength(2));
    await waitFor(() => expect(toasted()).toEqual([failed, failed]));
  });
});

describe("editing an event", () => {
  it("never sends displayOrder, and falls back to the spec's sentence on a network failure", async () => {
    net.answers["admin.updateTimelineEvent"] = "network-error";
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    fireEvent.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(toasted()).toContainEqual({ title: "Error", description: "Failed to update timeline event", variant: "destructive" }));
    const [sent] = net.callsTo("admin.updateTimelineEvent") as Record<string, unknown>[];
    expect(sent).toMatchObject({ id: 7, day: 1, eventName: "Haldi" });
    expect(sent!.displayOrder ?? null).toBeNull();

    net.answers["admin.updateTimelineEvent"] = serverError("Timeline event not found", 404, "NOT_FOUND");
    await waitFor(() => expect((screen.getByRole("button", { name: "Update Event" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(toasted()).toContainEqual({ title: "Error", description: "Timeline event not found", variant: "destructive" }));
  });
});

describe("custom icon of an existing event", () => {
  beforeEach(() => {
    net.answers["admin.createUploadUrl"] = { data: { uploadURL: `/files/upload/icon/${KEY}?token=t`, path: `/files/icon/${KEY}` } };
    server.use(http.put("*/files/upload/icon/:key", () => HttpResponse.json({ path: `/files/icon/${KEY}`, mimeType: "image/png", sizeBytes: 70 })));
  });
  const pick = () => {
    const file = new File([new Uint8Array(pngImage())], "lantern.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Upload icon"), { target: { files: [file] } });
  };

  it('saves it with PUT custom-icon, and says "Custom icon uploaded successfully!" only once that call succeeded', async () => {
    let release!: () => void;
    net.answers["admin.setTimelineEventIcon"] = () =>
      new Promise((resolve) => (release = () => resolve({ data: { ...haldi, customIconUrl: `/files/icon/${KEY}` } })));
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    pick();
    await waitFor(() => expect(net.callsTo("admin.setTimelineEventIcon")).toEqual([{ id: 7, customIconUrl: `/files/icon/${KEY}` }]));
    expect(toasted()).toEqual([]); // the file is stored, but the event does not have it yet
    const loads = net.callsTo("guest.timelineEvents").length;
    act(() => release());
    expect(await screen.findByText("Custom icon uploaded successfully!")).toBeTruthy();
    expect(toasted()).toEqual([{ title: "Custom icon uploaded successfully!", variant: "success" }]);
    await waitFor(() => expect(net.callsTo("guest.timelineEvents").length).toBe(loads + 1)); // events refresh
  });

  it("shows no success toast when PUT custom-icon fails", async () => {
    net.answers["admin.setTimelineEventIcon"] = "network-error";
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    pick();
    await waitFor(() => expect(toasted()).toEqual([{ title: "Error", description: "Failed to update timeline event", variant: "destructive" }]));
  });

  it('says "Failed to get upload URL" when no upload address can be had', async () => {
    net.answers["admin.createUploadUrl"] = serverError();
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Haldi" }));
    pick();
    await waitFor(() => expect(toasted()).toEqual([{ title: "Error", description: "Failed to get upload URL", variant: "destructive" }]));
    expect(net.callsTo("admin.setTimelineEventIcon")).toEqual([]);
  });
});
