// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useShownAfterPaint } from "./use-shown-after-paint";

describe("useShownAfterPaint", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] }));
  afterEach(() => vi.useRealTimers());

  it("is shown at once when it starts shown (a page drawn with the answer already Yes)", () => {
    const { result } = renderHook(({ show }) => useShownAfterPaint(show), { initialProps: { show: true } });
    expect(result.current).toBe(true);
  });

  it("shows only after the next frame and the task after it, and hides at once", () => {
    const { result, rerender } = renderHook(({ show }) => useShownAfterPaint(show), { initialProps: { show: false } });
    rerender({ show: true });
    expect(result.current).toBe(false);
    // The frame callback has run (the paint follows it) but the task it queued has not.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    rerender({ show: false });
    expect(result.current).toBe(false);
  });

  it("never shows when hidden again before the frame (a quick Yes then No)", () => {
    const { result, rerender } = renderHook(({ show }) => useShownAfterPaint(show), { initialProps: { show: false } });
    rerender({ show: true });
    rerender({ show: false });
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
  });
});
