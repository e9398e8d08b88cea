import { describe, expect, it } from "vitest";
import {
  attendsFunction,
  idStatus,
  lastChanged,
  matchesRoom,
  matchesRoomOrGuests,
  matchesRsvp,
  paginate,
  parseFilters,
  passesFilter,
  passesFilters,
  showingText,
  sortRsvps,
  parseAdminSearch,
  travelIndex,
  usesPoint,
} from "../admin-list";
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

describe("RSVP filters and sorts (issue 16 item 5)", () => {
  const reply = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    primaryGuestName: id,
    rsvpStatus: "yes",
    idProofUrl: "/files/id/a.png" as string | null,
    createdAt: "2025-10-01T10:00:00.000Z" as string | null,
    updatedAt: null as string | null,
    familyMembers: [] as { idProofUrl: string | null }[],
    children: [] as unknown[],
    roomAssignments: [] as unknown[],
    ...over,
  });
  const asha = reply("Asha", { roomAssignments: [{}], familyMembers: [{ idProofUrl: null }], children: [{}], updatedAt: "2025-10-09T00:00:00.000Z" });
  const bala = reply("bala", { idProofUrl: "/files/id/f.png|/files/id/b.png", createdAt: "2025-10-05T00:00:00.000Z" });
  const neha = reply("Neha", { rsvpStatus: "no", idProofUrl: null, createdAt: null });
  const dev = reply("Dev", { idProofUrl: " | ", familyMembers: [{ idProofUrl: "/x" }, { idProofUrl: "/y" }], roomAssignments: [{}, {}] });
  const all = [asha, bala, neha, dev];
  const names = (list: { id: string }[]) => list.map((r) => r.id);
  const pick = (...f: Parameters<typeof passesFilters>[1]) => names(all.filter((r) => passesFilters(r, f, new Set(["bala", "Neha"]))));

  it("ID status: declined replies owe nothing; a front|back pair counts; blanks are missing", () => {
    expect(idStatus(neha)).toEqual({ kind: "not-needed" });
    expect(idStatus(bala)).toEqual({ kind: "complete", people: 1 });
    expect(idStatus(asha)).toEqual({ kind: "missing", missing: 1, people: 2 });
    expect(idStatus(dev)).toEqual({ kind: "missing", missing: 1, people: 3 });
  });

  it("filters: attending, not attending, ID missing, no room (attending only), has travel; several must all hold", () => {
    expect(pick()).toEqual(["Asha", "bala", "Neha", "Dev"]);
    expect(pick("attending")).toEqual(["Asha", "bala", "Dev"]);
    expect(pick("not-attending")).toEqual(["Neha"]);
    expect(pick("id-missing")).toEqual(["Asha", "Dev"]);
    expect(pick("no-room")).toEqual(["bala"]);
    expect(pick("has-travel")).toEqual(["bala", "Neha"]);
    expect(pick("has-travel", "attending")).toEqual(["bala"]);
    expect(pick("attending", "not-attending")).toEqual([]);
    expect(passesFilter(bala, "has-travel")).toBe(false);
  });

  it("sorts by name (case-blind), date (updated, else received; unknown oldest) and party size, both ways, stably", () => {
    expect(names(sortRsvps(all, "name"))).toEqual(["Asha", "bala", "Dev", "Neha"]);
    expect(names(sortRsvps(all, "name", "desc"))).toEqual(["Neha", "Dev", "bala", "Asha"]);
    expect(names(sortRsvps(all, "date"))).toEqual(["Asha", "bala", "Dev", "Neha"]);
    expect(names(sortRsvps(all, "date", "asc"))).toEqual(["Neha", "Dev", "bala", "Asha"]);
    expect(names(sortRsvps(all, "party"))).toEqual(["Asha", "Dev", "bala", "Neha"]);
    expect(names(sortRsvps(all, "party", "asc"))).toEqual(["Neha", "bala", "Asha", "Dev"]);
    expect(names(sortRsvps(all, undefined))).toEqual(names(all));
    expect(all.map((r) => r.id)).toEqual(["Asha", "bala", "Neha", "Dev"]);
    expect(lastChanged(asha)).toBe("2025-10-09T00:00:00.000Z");
    expect(lastChanged(bala)).toBe("2025-10-05T00:00:00.000Z");
  });

  it("reads the address: filters as a list or comma string, junk dropped, defaults left out", () => {
    expect(parseFilters("no-room, attending,bogus,attending")).toEqual(["attending", "no-room"]);
    expect(parseFilters(["has-travel", "ID-MISSING"])).toEqual(["id-missing", "has-travel"]);
    expect(parseFilters(undefined)).toEqual([]);
    expect(parseAdminSearch({ tab: "rooms", view: "table", q: "kapoor", filter: ["not-attending", "x"], sort: "party", dir: "asc", page: "3" })).toEqual({
      tab: "rooms",
      view: "table",
      q: "kapoor",
      filter: "not-attending",
      sort: "party",
      dir: "asc",
      page: 3,
    });
    expect(parseAdminSearch({ q: 98765, filter: "nope", view: "grid", sort: "size", dir: "up", page: 1, tab: "<b>" })).toEqual({ q: "98765" });
    expect(parseAdminSearch({})).toEqual({});
  });
});

describe("finding anyone: the new filters", () => {
  const person = (events: number[]) => ({ idProofUrl: "/x", events });
  const reply = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    primaryGuestName: id,
    rsvpStatus: "yes",
    idProofUrl: "/files/id/a.png" as string | null,
    createdAt: null,
    events: [] as number[],
    familyMembers: [] as { idProofUrl: string | null; events: number[] }[],
    children: [] as { events: number[] }[],
    roomAssignments: [] as unknown[],
    ...over,
  });
  const withTravel = reply("withTravel", { events: [7] });
  const noTravel = reply("noTravel", { familyMembers: [person([8])] });
  const declined = reply("declined", { rsvpStatus: "no", events: [7] });
  const childOnly = reply("childOnly", { children: [{ events: [9] }], roomAssignments: [{}] });
  const all = [withTravel, noTravel, declined, childOnly];
  const travel = travelIndex([
    { rsvpId: "withTravel", number: "AI 101", pointId: 1 },
    { rsvpId: "withTravel", number: null, pointId: 2 },
    { rsvpId: "declined", number: "12951", pointId: 1 },
  ]);
  const ids = (keep: (r: (typeof all)[number]) => boolean) => all.filter(keep).map((r) => r.id);

  it("indexes each reply's train and flight numbers and points from its arrival and departure", () => {
    expect(travel.get("withTravel")).toEqual({ numbers: ["AI 101"], points: [1, 2] });
    expect(travel.has("noTravel")).toBe(false);
  });
  it('"No travel details": attending replies with neither an arrival nor a departure', () =>
    expect(ids((r) => passesFilter(r, "no-travel", travel))).toEqual(["noTravel", "childOnly"]));
  it('"No room": attending replies without a room', () => expect(ids((r) => passesFilter(r, "no-room", travel))).toEqual(["withTravel", "noTravel"]));
  it('"ID missing": attending replies where someone has no document', () => {
    const missing = reply("missing", { familyMembers: [{ idProofUrl: null, events: [] }] });
    expect(passesFilter(missing, "id-missing")).toBe(true);
    expect(passesFilter(withTravel, "id-missing")).toBe(false);
  });
  it("by function: attending replies where the primary guest, a family member or a child attends it", () => {
    expect(ids((r) => attendsFunction(r, 7))).toEqual(["withTravel"]);
    expect(ids((r) => attendsFunction(r, 8))).toEqual(["noTravel"]);
    expect(ids((r) => attendsFunction(r, 9))).toEqual(["childOnly"]);
    expect(ids((r) => attendsFunction(r, 99))).toEqual([]);
  });
  it("by pickup point: an arrival or a departure through it", () => {
    expect(ids((r) => usesPoint(r, 1, travel))).toEqual(["withTravel", "declined"]);
    expect(ids((r) => usesPoint(r, 2, travel))).toEqual(["withTravel"]);
  });
  it("keeps the new filter, the function and the point in the address, junk dropped", () => {
    expect(parseFilters("no-travel,attending")).toEqual(["attending", "no-travel"]);
    expect(parseAdminSearch({ filter: "no-travel", fn: "7", point: 2 })).toEqual({ filter: "no-travel", fn: 7, point: 2 });
    expect(parseAdminSearch({ fn: "x", point: -1 })).toEqual({});
  });
});

describe("finding anyone: search", () => {
  const r = rsvp({
    id: "r1",
    primaryGuestPhone: "+919811122233",
    dietaryPreference: "veg",
    specialRequests: "Wheelchair at the lawn, please",
    familyMembers: [{ name: "Ravi Rao", dietaryPreference: "vegan" }],
    roomAssignments: [{ room: { roomNo: "B-204" } }],
  });
  const travel = travelIndex([{ rsvpId: "r1", number: "AI-101", pointId: 1 }]);
  it("finds every person's name", () => {
    expect(matchesRsvp(r, "asha")).toBe(true);
    expect(matchesRsvp(r, "ravi rao")).toBe(true);
    expect(matchesRsvp(r, "mini")).toBe(true);
  });
  it("finds the phone however it is written: spaces, dashes, the country code", () => {
    for (const q of ["98111 22233", "+91 98111-22233", "(981) 112 2233", "919811122233"]) expect(matchesRsvp(r, q), q).toBe(true);
    expect(matchesRsvp(r, "98111 22234")).toBe(false);
    // A number stored as ten bare digits is Indian: its +91 form finds it too.
    expect(matchesRsvp(rsvp({ primaryGuestPhone: "9811122233" }), "+91 98111 22233")).toBe(true);
  });
  it("finds a room number", () => {
    expect(matchesRsvp(r, "b-204")).toBe(true);
    expect(matchesRsvp(r, "B204")).toBe(true);
    expect(matchesRsvp(r, "B-205")).toBe(false);
  });
  it("finds a train or flight number from the travel list, however it is spaced", () => {
    expect(matchesRsvp(r, "ai 101", travel)).toBe(true);
    expect(matchesRsvp(r, "AI101", travel)).toBe(true);
    expect(matchesRsvp(r, "AI101")).toBe(false);
    expect(matchesRsvp(r, "6E 202", travel)).toBe(false);
  });
  it("finds words of the special requests", () => {
    expect(matchesRsvp(r, "wheelchair")).toBe(true);
    expect(matchesRsvp(r, "at the lawn")).toBe(true);
  });
  it("finds a diet of anyone in the party, by its value or its word", () => {
    expect(matchesRsvp(r, "veg")).toBe(true);
    expect(matchesRsvp(r, "vegetarian")).toBe(true);
    expect(matchesRsvp(r, "vegan")).toBe(true);
    expect(matchesRsvp(rsvp({ dietaryPreference: "non-veg" }), "non veg")).toBe(true);
    expect(matchesRsvp(rsvp({ dietaryPreference: "non-veg" }), "vegan")).toBe(false);
    expect(matchesRsvp(rsvp({ dietaryPreference: "non-veg" }), "veg")).toBe(false);
  });
});
