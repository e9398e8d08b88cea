import { describe, expect, it } from "vitest";
import { matchesRoom, matchesRoomOrGuests, matchesRsvp, paginate, showingText } from "../admin-list";
import { rsvpStats } from "../guest-totals";
import { sortRooms } from "../room-sort";

const rsvp = (over: Partial<Parameters<typeof matchesRsvp>[0]> = {}) => ({
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9811122233",
  rsvpStatus: "yes",
  familyMembers: [{ name: "Ravi Rao" }],
  children: [{ name: "Mini" }],
  ...over,
});

describe("matchesRsvp", () => {
  it("finds by primary, family or child name, phone digits and status", () => {
    expect(matchesRsvp(rsvp(), "")).toBe(true);
    expect(matchesRsvp(rsvp(), "asha")).toBe(true);
    expect(matchesRsvp(rsvp(), "RAVI")).toBe(true);
    expect(matchesRsvp(rsvp(), "mini")).toBe(true);
    expect(matchesRsvp(rsvp(), "12223")).toBe(true);
    expect(matchesRsvp(rsvp(), "yes")).toBe(true);
    expect(matchesRsvp(rsvp(), "attending")).toBe(true);
    expect(matchesRsvp(rsvp(), "not attending")).toBe(false);
    expect(matchesRsvp(rsvp({ rsvpStatus: "no" }), "not attending")).toBe(true);
    expect(matchesRsvp(rsvp({ rsvpStatus: "no" }), "no")).toBe(true);
    expect(matchesRsvp(rsvp(), "zed")).toBe(false);
  });
});

describe("matchesRoom and matchesRoomOrGuests", () => {
  const room = { roomNo: "A-205", floorNo: 2, description: "Garden view" };
  it("finds a room by number, floor or description", () => {
    expect(matchesRoom(room, "a-2")).toBe(true);
    expect(matchesRoom(room, "2")).toBe(true);
    expect(matchesRoom(room, "floor 2")).toBe(true);
    expect(matchesRoom(room, "garden")).toBe(true);
    expect(matchesRoom(room, "3")).toBe(false);
  });
  it("finds a room by the guests in it", () => {
    expect(matchesRoomOrGuests(room, [rsvp()], "ravi")).toBe(true);
    expect(matchesRoomOrGuests(room, [rsvp()], "nobody")).toBe(false);
    expect(matchesRoomOrGuests(room, [], "ravi")).toBe(false);
  });
});

describe("paginate", () => {
  const list = Array.from({ length: 23 }, (_, i) => i + 1);
  it("slices pages and reports the range", () => {
    const p = paginate(list, 3, 10);
    expect(p).toMatchObject({ items: [21, 22, 23], page: 3, pageCount: 3, from: 21, to: 23, total: 23 });
    expect(showingText(p)).toBe("Showing 21 to 23 of 23 responses");
    expect(paginate(list, 1, 5).items).toEqual([1, 2, 3, 4, 5]);
  });
  it("clamps the page and handles an empty list", () => {
    expect(paginate(list, 9, 10).page).toBe(3);
    expect(paginate(list, 0, 10).page).toBe(1);
    expect(paginate([], 1, 10)).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe("stats and room sort (the dashboard's formulas)", () => {
  it("counts guests and children of attending RSVPs only", () => {
    const list = [
      { rsvpStatus: "yes", familyMembers: [1, 2], children: [1] },
      { rsvpStatus: "no", familyMembers: [1], children: [1, 2] },
      { rsvpStatus: "yes", familyMembers: [], children: [] },
    ];
    expect(rsvpStats(list)).toEqual({ totalResponses: 3, attending: 2, notAttending: 1, totalGuests: 5, children: 1 });
  });
  it("sorts rooms by floor, then numeric-aware number", () => {
    const rooms = ["10", "2", "A-205", "101"].map((roomNo, i) => ({ roomNo, floorNo: i === 3 ? 0 : 1 }));
    expect(sortRooms(rooms).map((r) => r.roomNo)).toEqual(["101", "2", "10", "A-205"]);
  });
});
