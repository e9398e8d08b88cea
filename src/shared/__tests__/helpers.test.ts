import { describe, expect, it } from "vitest";
import { countdownParts, coupleHashtag } from "../countdown";
import { dayLabel, labelDays, ordinal, weddingDatesLabel } from "../day-labels";
import { eventIconKey } from "../event-icon";
import { guestCount, rsvpStats } from "../guest-totals";
import { parseIdProof } from "../id-proof";
import { compareMealTypes, groupBySubcategory, mealTypesPresent, sortByMealType } from "../meal-order";
import { sortRooms } from "../room-sort";
import { formatTimeRange, timeOptions } from "../time-range";
import { coupleNames, weddingView } from "../wedding-view";

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [31, "31st"],
    [101, "101st"],
    [111, "111th"],
  ])("%i -> %s", (n, label) => expect(ordinal(n)).toBe(label));
});

describe("dayLabel", () => {
  const date = "2025-11-07T16:00:00.000Z";
  it("adds the day offset to the wedding date", () => {
    expect(dayLabel(date, 1)).toBe("7th Nov");
    expect(dayLabel(date, 2)).toBe("8th Nov");
    expect(dayLabel(date, 3)).toBe("9th Nov");
  });
  it("crosses month ends", () => {
    expect(dayLabel("2025-10-31T10:00:00Z", 2)).toBe("1st Nov");
    expect(dayLabel("2025-10-31T10:00:00Z", 3)).toBe("2nd Nov");
  });
  it("falls back to Day N without a usable date", () => {
    expect(dayLabel(null, 2)).toBe("Day 2");
    expect(dayLabel("", 1)).toBe("Day 1");
    expect(dayLabel("not a date", 3)).toBe("Day 3");
  });
  it("formats the two wedding days with an en dash", () => {
    expect(weddingDatesLabel(date)).toBe("November 7–8, 2025");
    expect(weddingDatesLabel(null)).toBeNull();
    expect(weddingDatesLabel("not a date")).toBeNull();
  });
});

describe("the dates label runs to the itinerary's last day", () => {
  const label = (itineraryDays: number | null, weddingDate = "2027-02-12T10:00:00.000Z", timeZone = "Asia/Kolkata") =>
    weddingDatesLabel(weddingDate, labelDays(itineraryDays), timeZone);
  it("names one day for a one-day itinerary", () => expect(label(1)).toBe("February 12, 2027"));
  it("spans two days for a two-day itinerary", () => expect(label(2)).toBe("February 12–13, 2027"));
  it("spans three days for a three-day itinerary", () => expect(label(3)).toBe("February 12–14, 2027"));
  it("spans two days while the itinerary is empty", () => expect(label(null)).toBe("February 12–13, 2027"));
  it("names both months across a month's end", () => expect(label(3, "2025-10-30T10:00:00Z")).toBe("October 30 – November 1, 2025"));
  it("names both years across a year's end", () => expect(label(2, "2026-12-31T10:00:00Z")).toBe("December 31, 2026 – January 1, 2027"));
  it("starts on the calendar day in the wedding's zone, not in UTC", () => {
    // 02:00 IST on February 12 is 20:30 UTC on February 11.
    expect(label(3, "2027-02-11T20:30:00.000Z")).toBe("February 12–14, 2027");
    expect(label(3, "2027-02-11T20:30:00.000Z", "UTC")).toBe("February 11–13, 2027");
    expect(label(1, "2027-02-12T20:30:00.000Z", "America/New_York")).toBe("February 12, 2027");
  });
});

describe("coupleNames", () => {
  it("puts the groom first, as the spec's header and footer do", () =>
    expect(coupleNames({ groomName: "Aarav Shah", brideName: "Meera Rao" })).toBe("Aarav Shah & Meera Rao"));
  it("leaves out a missing or blank name", () => {
    expect(coupleNames({ groomName: "  ", brideName: "Meera" })).toBe("Meera");
    expect(coupleNames({ groomName: null, brideName: null })).toBe("");
    expect(coupleNames(undefined)).toBe("");
  });
  it("gives the first names in the same order to every page", () =>
    expect(weddingView({ groomName: "Aarav Shah", brideName: "Meera Rao" } as never).couple).toBe("Aarav & Meera"));
});

describe("formatTimeRange", () => {
  it("joins start and end", () => expect(formatTimeRange("4:00 PM", "6:30 PM")).toBe("4:00 PM - 6:30 PM"));
  it.each([null, undefined, "", "  ", "none", "None"])("open-ended for %j", (to) => expect(formatTimeRange("8:00 PM", to)).toBe("8:00 PM onwards"));
});

describe("timeOptions", () => {
  it("lists 48 half-hour steps in 12-hour format", () => {
    const opts = timeOptions();
    expect(opts).toHaveLength(48);
    expect(opts.slice(0, 3)).toEqual(["12:00 AM", "12:30 AM", "1:00 AM"]);
    expect(opts).toContain("11:30 AM");
    expect(opts[24]).toBe("12:00 PM");
    expect(opts.at(-1)).toBe("11:30 PM");
  });
});

describe("meal order", () => {
  it("sorts known types in serving order and unknown ones last, alphabetically", () => {
    const meals = ["dinner", "zumba-break", "breakfast", "brunch", "welcome-drinks", "hi-tea", "lunch", "snacks"].map((mealType) => ({ mealType }));
    expect(sortByMealType(meals).map((m) => m.mealType)).toEqual([
      "welcome-drinks",
      "breakfast",
      "lunch",
      "hi-tea",
      "snacks",
      "dinner",
      "brunch",
      "zumba-break",
    ]);
    expect(compareMealTypes("dinner", "lunch")).toBeGreaterThan(0);
  });
  it("lists the distinct types present", () => {
    expect(mealTypesPresent([{ mealType: "dinner" }, { mealType: "lunch" }, { mealType: "dinner" }])).toEqual(["lunch", "dinner"]);
  });
  it("groups dishes by subcategory with Other Items last", () => {
    const groups = groupBySubcategory([
      { name: "a", subcategory: "Main Course" },
      { name: "b", subcategory: null },
      { name: "c", subcategory: "Starters" },
      { name: "d", subcategory: "Main Course" },
      { name: "e", subcategory: "" },
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.name)])).toEqual([
      ["Main Course", ["a", "d"]],
      ["Starters", ["c"]],
      ["Other Items", ["b", "e"]],
    ]);
  });
});

describe("sortRooms", () => {
  it("sorts by floor, then numeric-aware room number", () => {
    const rooms = [
      { floorNo: 2, roomNo: "A-205" },
      { floorNo: 1, roomNo: "10" },
      { floorNo: 1, roomNo: "2" },
      { floorNo: 0, roomNo: "G3" },
      { floorNo: 1, roomNo: "A-205" },
      { floorNo: 2, roomNo: "201" },
    ];
    expect(sortRooms(rooms).map((r) => `${r.floorNo}:${r.roomNo}`)).toEqual(["0:G3", "1:2", "1:10", "1:A-205", "2:201", "2:A-205"]);
  });
});

describe("guest totals", () => {
  const yes = { rsvpStatus: "yes", familyMembers: [{}, {}], children: [{}] };
  const no = { rsvpStatus: "no", familyMembers: [{}], children: [{}, {}] };
  const alone = { rsvpStatus: "yes", familyMembers: [], children: [] };
  it("counts 1 + family + children for attending RSVPs only", () => {
    expect(guestCount(yes)).toBe(4);
    expect(guestCount(alone)).toBe(1);
    expect(guestCount(no)).toBe(0);
  });
  it("computes the five stats", () => {
    expect(rsvpStats([yes, no, alone])).toEqual({ totalResponses: 3, attending: 2, notAttending: 1, totalGuests: 5, children: 1 });
    expect(rsvpStats([])).toEqual({ totalResponses: 0, attending: 0, notAttending: 0, totalGuests: 0, children: 0 });
  });
});

describe("parseIdProof", () => {
  it("reads empty, single and front|back values", () => {
    expect(parseIdProof(null)).toEqual({ kind: "none" });
    expect(parseIdProof("")).toEqual({ kind: "none" });
    expect(parseIdProof("/files/id/a.pdf")).toEqual({ kind: "single", url: "/files/id/a.pdf" });
    expect(parseIdProof("/files/id/f.png|/files/id/b.png")).toEqual({ kind: "front-back", front: "/files/id/f.png", back: "/files/id/b.png" });
  });
  it("treats a half-empty pair as a single document", () => {
    expect(parseIdProof("/files/id/f.png|")).toEqual({ kind: "single", url: "/files/id/f.png" });
    expect(parseIdProof("|")).toEqual({ kind: "none" });
  });
});

describe("eventIconKey", () => {
  it.each([
    ["Guest Check-in", "check-in"],
    ["Find your seat", "check-in"],
    ["Photo Session", "photo"],
    ["Family pictures", "photo"],
    ["Wedding Ceremony", "ceremony"],
    ["Cocktail Hour", "cocktail"],
    ["Welcome Drinks", "cocktail"],
    ["Gala Dinner", "dinner"],
    ["Farewell Lunch", "dinner"],
    ["Group meal", "dinner"],
    ["Sangeet Dance Night", "party"],
    ["After party", "party"],
    ["Grand Reception", "reception"],
    ["Haldi", "default"],
  ])("%s -> %s", (name, key) => expect(eventIconKey(name)).toBe(key));
  it("uses the spec's order when several keywords match", () => {
    expect(eventIconKey("Ceremony photos")).toBe("photo");
    expect(eventIconKey("Reception dinner")).toBe("dinner");
  });
});

describe("countdown", () => {
  it("splits the remaining time", () => {
    const now = new Date("2025-11-01T00:00:00Z");
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });
  it("is done at and after zero", () => {
    const now = new Date("2025-11-07T16:00:00Z");
    expect(countdownParts(now, now).done).toBe(true);
    expect(countdownParts(new Date(now.getTime() - 1000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
  it("builds the hashtag from first names", () => {
    expect(coupleHashtag("Aarav Sharma", "Meera Iyer")).toBe("#AaravWedsMeera");
  });
});
