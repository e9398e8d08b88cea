// @vitest-environment jsdom
/** Select's openAt: a time list opened with nothing chosen shows 9:00 AM in its middle, not midnight (issue 16). */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { endTimeOpenAt } from "../admin/timeline/event-form";
import { timeOptions } from "../../shared/time-range";
import { Select } from "./select";

const TIMES = timeOptions().map((t) => ({ value: t, label: t }));
const ROW = 36;
const scrolled: number[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  // jsdom lays nothing out: rows of 36 px in a 288 px list, and a record of where the list was scrolled.
  Object.defineProperty(HTMLElement.prototype, "offsetTop", {
    configurable: true,
    get() {
      const i = TIMES.findIndex((o) => o.value === this.dataset?.value);
      return i < 0 ? 0 : i * ROW;
    },
  });
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", { configurable: true, get: () => ROW });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 8 * ROW });
  Object.defineProperty(HTMLElement.prototype, "scrollTop", { configurable: true, get: () => 0, set: (v: number) => void scrolled.push(v) });
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  cleanup();
  scrolled.length = 0;
});

async function open() {
  const trigger = screen.getByRole("combobox");
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
  await screen.findByRole("listbox");
  await act(() => new Promise((r) => setTimeout(r, 5)));
}

describe("Select openAt", () => {
  it("opens an empty time list with 9:00 AM in the middle", async () => {
    render(<Select value="" onValueChange={() => {}} options={TIMES} placeholder="Select a time" openAt="9:00 AM" />);
    await open();
    const nine = TIMES.findIndex((o) => o.value === "9:00 AM");
    expect(nine).toBe(18);
    expect(scrolled.at(-1)).toBe(nine * ROW - 4 * ROW + ROW / 2);
  });

  it("leaves a chosen value to Radix (which shows the chosen option)", async () => {
    render(<Select value="4:00 PM" onValueChange={() => {}} options={TIMES} openAt="9:00 AM" />);
    await open();
    expect(scrolled).toEqual([]);
  });

  it("an end time opens an hour after the start, or at 9:00 AM", () => {
    expect(endTimeOpenAt("4:00 PM")).toBe("5:00 PM");
    expect(endTimeOpenAt("11:30 PM")).toBe("12:30 AM");
    expect(endTimeOpenAt("")).toBe("9:00 AM");
    expect(endTimeOpenAt("Sunset")).toBe("9:00 AM");
  });
});
