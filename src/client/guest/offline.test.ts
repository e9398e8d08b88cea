// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { savedOnText } from "./offline";

describe("savedOnText", () => {
  it("says when a page was saved on the venue's clock, naming the zone", () => {
    // 08:35 UTC is 2:05 pm in Kolkata and 8:35 am in London.
    expect(savedOnText(new Date("2025-11-07T08:35:00Z"), "Asia/Kolkata")).toBe("7 Nov, 2:05 pm IST");
    expect(savedOnText(new Date("2025-11-07T08:35:00Z"), "Europe/London")).toMatch(/^7 Nov, 8:35 am (GMT|UTC)$/);
  });
});
