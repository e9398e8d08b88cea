/** The setup link is printed again every 5 minutes while it is pending, and no longer once used or expired. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSetupGate, remindSetupLink, SETUP_REMINDER_MS, SETUP_TOKEN_TTL_MS } from "./setup-gate";

describe("the setup link reminder", () => {
  afterEach(() => vi.useRealTimers());

  it("prints at once and every 5 minutes with the minutes left, and stops once the link is used", () => {
    vi.useFakeTimers({ now: new Date("2027-01-10T10:00:00Z") });
    const gate = createSetupGate(new Date(), true);
    const lines: string[] = [];
    remindSetupLink(gate, "http://localhost:3000/setup?token=x", (l) => lines.push(l));
    expect(lines).toEqual(["Nobody can log in yet. Set up the site within 60 minutes at http://localhost:3000/setup?token=x"]);
    vi.advanceTimersByTime(SETUP_REMINDER_MS);
    expect(lines[1]).toBe("Nobody can log in yet. Set up the site within 55 minutes at http://localhost:3000/setup?token=x");
    expect(gate.take(gate.token!, new Date())).toBe(true);
    vi.advanceTimersByTime(3 * SETUP_REMINDER_MS);
    expect(lines).toHaveLength(2);
  });

  it("stops once the link has expired, and prints nothing for a site that needs no setup", () => {
    vi.useFakeTimers({ now: new Date("2027-01-10T10:00:00Z") });
    const gate = createSetupGate(new Date(), true);
    const lines: string[] = [];
    remindSetupLink(gate, "u", (l) => lines.push(l));
    vi.advanceTimersByTime(SETUP_TOKEN_TTL_MS + 4 * SETUP_REMINDER_MS);
    expect(lines).toHaveLength(SETUP_TOKEN_TTL_MS / SETUP_REMINDER_MS);
    expect(lines.at(-1)).toContain("within 5 minutes");

    const none: string[] = [];
    remindSetupLink(createSetupGate(new Date(), false), "u", (l) => none.push(l));
    vi.advanceTimersByTime(SETUP_REMINDER_MS * 2);
    expect(none).toEqual([]);
  });
});
