// @vitest-environment jsdom
/**
 * The countdown on a page the server drew: hydration takes the server's moment (no mismatch, so React keeps
 * the server's HTML), then the phone's own clock, ticking every second.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { queryClient, trpc } from "../trpc";
import { DrawnAt } from "../ui/drawn-at";
import { Countdown } from "./countdown";

const WEDDING = "2025-11-07T10:30:00.000Z";
const page = (drawnAt: number | null) => (
  <DrawnAt.Provider value={drawnAt}>
    <QueryClientProvider client={queryClient}>
      <Countdown />
    </QueryClientProvider>
  </DrawnAt.Provider>
);

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
  queryClient.clear();
  queryClient.setQueryData(trpc.guest.weddingDetails.queryKey(), { weddingDate: WEDDING, brideName: "Meera", groomName: "Aarav" } as never);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  vi.useRealTimers();
});

/** Draws the countdown as the server does at `serverNow`, then hydrates it in a browser whose clock says `phoneNow`. */
async function drawThenHydrate(serverNow: string, phoneNow: string) {
  vi.setSystemTime(new Date(serverNow));
  const drawnAt = Date.now();
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(drawnAt));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  vi.setSystemTime(new Date(phoneNow));
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, page(drawnAt), { onRecoverableError: recoverable });
  });
  return { serverHtml, recoverable };
}

it("hydrates a page drawn seconds earlier without a mismatch, then shows the phone's time at once", async () => {
  const { serverHtml, recoverable } = await drawThenHydrate("2025-11-01T10:29:52Z", "2025-11-01T10:30:00Z");
  expect(serverHtml).toContain("08");
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByRole("timer").textContent).toBe("06Days00Hours00Minutes00Seconds");
  await act(async () => vi.advanceTimersByTime(1000));
  expect(screen.getByRole("timer").textContent).toBe("05Days23Hours59Minutes59Seconds");
});

it("a page drawn after the day, opened on a phone whose clock is before it, counts down without a mismatch", async () => {
  const { serverHtml, recoverable } = await drawThenHydrate("2025-11-08T09:00:00Z", "2025-11-07T10:29:58Z");
  expect(serverHtml).toContain("Today's the Day");
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByRole("timer").textContent).toBe("00Days00Hours00Minutes02Seconds");
  await act(async () => vi.advanceTimersByTime(2000));
  expect(screen.getByRole("heading", { name: "Today's the Day" })).toBeTruthy();
});

it("a page the browser draws itself (no server moment) starts from the phone's clock", async () => {
  vi.setSystemTime(new Date("2025-11-07T10:29:59Z"));
  const container = document.createElement("div");
  document.body.append(container);
  const { createRoot } = await import("react-dom/client");
  await act(async () => {
    root = createRoot(container);
    root.render(page(null));
  });
  expect(screen.getByRole("timer").textContent).toBe("00Days00Hours00Minutes01Seconds");
});
