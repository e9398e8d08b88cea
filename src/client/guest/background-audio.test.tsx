// @vitest-environment jsdom
/** Background music (guest spec, section 4): autoplay after 1 s, the blocked-autoplay hint, gesture start, mute toggle. */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../trpc";
import { BackgroundAudio } from "./background-audio";

const details = (enabled: boolean) =>
  http.get("*/trpc/guest.weddingDetails", () =>
    HttpResponse.json([
      {
        result: {
          data: {
            weddingDate: "2025-11-07T10:30:00.000Z",
            brideName: "Meera",
            groomName: "Aarav",
            venue: "Glenmoor",
            venueAddress: null,
            directionsLink: null,
            backgroundAudioUrl: "/files/audio/song.mp3",
            backgroundAudioTitle: "Tum Hi Ho",
            backgroundAudioEnabled: enabled,
          },
        },
      },
    ]),
  );

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => queryClient.clear());
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.restoreAllMocks();
});

function renderAudio() {
  render(
    <QueryClientProvider client={queryClient}>
      <BackgroundAudio />
    </QueryClientProvider>,
  );
}

const blocked = () => Promise.reject(Object.assign(new Error("play() needs a gesture"), { name: "NotAllowedError" }));

describe("BackgroundAudio", () => {
  it("renders nothing when the music is not enabled", async () => {
    server.use(details(false));
    renderAudio();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId("background-audio-toggle")).toBeNull();
  });

  it("plays 1 s after load, looping at volume 0.4, and the button mutes it", async () => {
    server.use(details(true));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockReturnValue(false);
    renderAudio();
    const audio = (await screen.findByTestId("background-audio")) as HTMLAudioElement;
    expect(audio.getAttribute("src")).toBe("/files/audio/song.mp3");
    // Nothing is fetched before the music is to play: a blocked autoplay costs a phone no bytes.
    expect(audio.getAttribute("preload")).toBe("none");
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBeCloseTo(0.4);
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(play).not.toHaveBeenCalled();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const button = await screen.findByRole("button", { name: "Mute “Tum Hi Ho”" });
    fireEvent.click(button);
    expect(audio.muted).toBe(true);
    expect(screen.getByRole("button", { name: "Play “Tum Hi Ho”" })).toBeTruthy();
  });

  it("when autoplay is blocked: muted, the hint for 5 s, and the first key press starts the music", async () => {
    server.use(details(true));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(blocked);
    renderAudio();
    await screen.findByText("Music Ready to Play");
    expect(screen.getByText("Tap anywhere to start music")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play “Tum Hi Ho”" })).toBeTruthy();

    play.mockImplementation(() => Promise.resolve());
    fireEvent.keyDown(window, { key: "a" });
    await screen.findByRole("button", { name: "Mute “Tum Hi Ho”" });
    expect(screen.queryByText("Music Ready to Play")).toBeNull();
    const calls = play.mock.calls.length;
    fireEvent.mouseMove(window);
    expect(play.mock.calls.length).toBe(calls);
  });

  it("hides the hint after 5 s when nobody touches the page", async () => {
    server.use(details(true));
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(blocked);
    renderAudio();
    await screen.findByText("Music Ready to Play");
    await waitFor(() => expect(screen.queryByText("Music Ready to Play")).toBeNull());
  });
});
