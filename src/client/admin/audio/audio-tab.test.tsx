// @vitest-environment jsdom
/** Audio and Wedding tabs against a mocked network (msw): "Audio file replaced!", upload URL failure, load failure, error fallbacks. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { wavAudio } from "../../../server/files/media.test-helpers";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss, toast } from "../../ui/use-toast";
import { serverError, stubResizeObserver, trpcMock } from "../msw-trpc.test-helpers";
import { WeddingTab } from "../wedding/wedding-tab";
import { AudioTab } from "./audio-tab";

vi.mock("../../ui/use-toast", async (importOriginal) => {
  const mod = await importOriginal<typeof import("../../ui/use-toast")>();
  return { ...mod, toast: vi.fn(mod.toast) };
});

const net = trpcMock();
const server = setupServer(...net.handlers);
const KEY = "B".repeat(24);
const OLD = `/files/audio/${"O".repeat(24)}`;
const toasted = () => vi.mocked(toast).mock.calls.map(([t]) => t);
const failed = (description: string) => ({ title: "Error", description, variant: "destructive" });
const details = {
  brideName: "Meera",
  groomName: "Aarav",
  weddingDate: "2025-11-07T10:30:00.000Z",
  venue: "Resort",
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: OLD,
  backgroundAudioTitle: "Shehnai",
  backgroundAudioEnabled: true,
  rsvpMode: "open",
  contactPhone: null,
  itineraryDays: null,
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  stubResizeObserver();
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
  net.calls.length = 0;
  net.answers["guest.weddingDetails"] = { data: details };
  // The Wedding tab's Guest page card.
  net.answers["admin.guestPageSettings"] = { data: { showRoomsToGuests: false } };
  net.answers["admin.createUploadUrl"] = { data: { uploadURL: `/files/upload/audio/${KEY}?token=t`, path: `/files/audio/${KEY}` } };
  server.use(http.put("*/files/upload/audio/:key", () => HttpResponse.json({ path: `/files/audio/${KEY}`, mimeType: "audio/wav", sizeBytes: 16044 })));
});
afterEach(() => {
  server.resetHandlers();
  act(() => dismiss());
  cleanup();
});

const renderTab = (tab: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      {tab}
      <Toaster />
    </QueryClientProvider>,
  );
const pickAudio = () => {
  const file = new File([new Uint8Array(wavAudio(2))], "song.wav", { type: "audio/wav" });
  fireEvent.change(screen.getByLabelText("Replace Audio File"), { target: { files: [file] } });
};

describe("Audio tab", () => {
  it('says "Audio file replaced!" when a file replaces the current one, then saves the new address', async () => {
    net.answers["admin.updateAudioSettings"] = { data: { ...details, backgroundAudioUrl: `/files/audio/${KEY}` } };
    renderTab(<AudioTab />);
    await screen.findByText("Current audio file");
    pickAudio();
    expect(await screen.findByText("Audio file replaced!")).toBeTruthy();
    expect(toasted()).toEqual([{ title: "Audio file replaced!", variant: "success" }]);
    expect(await screen.findByText("New audio file (save to publish)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save Audio Settings" }));
    await waitFor(() =>
      expect(net.callsTo("admin.updateAudioSettings")).toEqual([
        { backgroundAudioTitle: "Shehnai", backgroundAudioEnabled: true, backgroundAudioUrl: `/files/audio/${KEY}` },
      ]),
    );
    expect(await screen.findByText("Audio settings updated successfully")).toBeTruthy();
    // Saved means published: the label goes back to "Current audio file", and Replace stays offered.
    expect(await screen.findByText("Current audio file")).toBeTruthy();
    expect(screen.queryByText("New audio file (save to publish)")).toBeNull();
    expect(screen.getByLabelText("Replace Audio File")).toBeTruthy();
  });

  it('says "Failed to get upload URL" when the upload address cannot be had', async () => {
    net.answers["admin.createUploadUrl"] = "network-error";
    renderTab(<AudioTab />);
    await screen.findByText("Current audio file");
    pickAudio();
    await waitFor(() => expect(toasted()).toEqual([failed("Failed to get upload URL")]));
    expect(screen.getByRole("alert").textContent).toContain("Failed to get upload URL");
  });

  it("falls back to the spec's sentence when saving fails without a server message", async () => {
    net.answers["admin.updateAudioSettings"] = "network-error";
    renderTab(<AudioTab />);
    fireEvent.click(await screen.findByRole("button", { name: "Save Audio Settings" }));
    await waitFor(() => expect(toasted()).toEqual([failed("Failed to update audio settings")]));
  });

  it("logs a load failure and says calmly that nothing could be loaded (no toast)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    net.answers["guest.weddingDetails"] = serverError();
    renderTab(<AudioTab />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load data");
    expect(log).toHaveBeenCalledWith("Failed to load audio settings", expect.anything());
    expect(toasted()).toEqual([]);
    log.mockRestore();
  });
});

describe("Wedding tab", () => {
  it('shows the server\'s sentence when it sent one, else "Failed to update wedding details"', async () => {
    net.answers["admin.updateWeddingDetails"] = "network-error";
    renderTab(<WeddingTab />);
    const save = await screen.findByRole("button", { name: "Save Wedding Details" });
    fireEvent.click(save);
    await waitFor(() => expect(toasted()).toEqual([failed("Failed to update wedding details")]));
    net.answers["admin.updateWeddingDetails"] = serverError("Venue is required", 400, "BAD_REQUEST");
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(toasted()).toContainEqual(failed("Venue is required")));
  });
});
