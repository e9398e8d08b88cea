import { describe, expect, it } from "vitest";
import { pageTitle } from "../page-title";
import { weddingView } from "../wedding-view";

describe("pageTitle", () => {
  const w = weddingView({ groomName: "Aarav Sharma", brideName: "Meera Iyer" } as never);
  it.each([
    ["/", "Aarav & Meera · Wedding"],
    ["/timeline", "Wedding Itinerary · Aarav & Meera"],
    ["/timeline/", "Wedding Itinerary · Aarav & Meera"],
    ["/menu/view", "Menus · Aarav & Meera"],
    ["/menu/day-2", "Menus · Aarav & Meera"],
    ["/login", "Admin Login · Aarav & Meera"],
    ["/admin", "Admin Dashboard · Aarav & Meera"],
  ])("%s -> %s", (path, title) => expect(pageTitle(path, w)).toBe(title));

  it("names the 404 page, and follows the couple's saved names", () => {
    expect(pageTitle("/nowhere", w, { notFound: true })).toBe("Page Not Found · Aarav & Meera");
    expect(pageTitle("/timeline", weddingView({ groomName: "Rohan Mehta", brideName: "Anaya Rao" } as never))).toBe("Wedding Itinerary · Rohan & Anaya");
  });
});
