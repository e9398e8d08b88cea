/** The fixed-window counter behind every counted limit: counting, the window, refunds, and what it keeps in memory. */
import { describe, expect, it } from "vitest";
import { humanWait, WindowLimiter } from "./limits";

const MINUTE = 60_000;

describe("WindowLimiter", () => {
  it("lets a key use its units, refuses the next with the seconds left, and opens a new window after", () => {
    const limiter = new WindowLimiter({ max: 3, windowMs: MINUTE });
    expect([limiter.take("a", 0), limiter.take("a", 1000), limiter.take("a", 2000)]).toEqual([0, 0, 0]);
    expect(limiter.take("a", 30_000)).toBe(30);
    expect(limiter.take("b", 30_000)).toBe(0); // another key counts alone
    expect(limiter.take("a", MINUTE)).toBe(0);
  });

  it("takes several units at once, and a refund gives them back within the window only", () => {
    const limiter = new WindowLimiter({ max: 10, windowMs: MINUTE });
    expect(limiter.take("ip", 0, 8)).toBe(0);
    expect(limiter.wait("ip", 0, 3)).toBe(60);
    limiter.refund("ip", 0, 5);
    expect(limiter.take("ip", 0, 7)).toBe(0);
    limiter.refund("ip", MINUTE + 1, 10); // the window ended: nothing to give back to
    expect(limiter.take("ip", MINUTE + 1, 10)).toBe(0);
  });

  it("drops keys whose window has ended as new ones open, and keeps those still counting", () => {
    const limiter = new WindowLimiter({ max: 1, windowMs: MINUTE });
    for (let i = 0; i < 1000; i++) limiter.take(`phone-${i}`, i);
    expect(limiter.size).toBe(1000);
    limiter.take("late", MINUTE + 500); // keys opened at 0..500 ms have ended
    expect(limiter.size).toBe(1000 - 501 + 1);
    expect(limiter.take("phone-999", MINUTE + 500)).toBe(1); // still counted: refused
  });

  it("a key that opens a new window moves behind the others, so an ended key after it is still dropped", () => {
    const limiter = new WindowLimiter({ max: 1, windowMs: MINUTE });
    limiter.take("a", 0);
    limiter.take("b", 30_000);
    limiter.take("a", MINUTE); // a's second window, to 2 minutes
    limiter.take("c", MINUTE + 30_000); // b has ended; a has not
    expect(limiter.size).toBe(2);
    expect(limiter.take("a", MINUTE + 30_000)).toBe(30); // a's count survived
    expect(limiter.take("b", MINUTE + 30_000)).toBe(0); // b starts afresh
  });

  it("holds only the keys of the current window under a flood of distinct keys", () => {
    const limiter = new WindowLimiter({ max: 5, windowMs: 1000 });
    for (let i = 0; i < 50_000; i++) limiter.take(`ip-${i}`, i); // one new key a millisecond
    expect(limiter.size).toBe(1000);
  });
});

describe("humanWait", () => {
  it("says seconds, minutes or hours", () => {
    expect([humanWait(1), humanWait(59), humanWait(60), humanWait(61), humanWait(3600), humanWait(3601)]).toEqual([
      "1 second",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "1 hour",
      "2 hours",
    ]);
  });
});
