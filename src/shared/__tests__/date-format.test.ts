import { describe, expect, it } from "vitest";
import { dateFormat } from "../date-format";

describe("dateFormat", () => {
  it("makes one formatter per locale and options, and formats as Intl does", () => {
    const a = dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).toBe(a);
    expect(a.format(new Date("2025-11-07T00:00:00Z"))).toBe("7 November 2025");
  });

  it("keeps formatters of other zones, locales and options apart", () => {
    const at = new Date("2025-11-06T20:00:00Z");
    const kolkata = dateFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });
    const utc = dateFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" });
    expect(kolkata).not.toBe(utc);
    expect(kolkata.format(at)).toBe("2025-11-07");
    expect(utc.format(at)).toBe("2025-11-06");
    expect(dateFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(at)).toBe("नवंबर");
  });
});
