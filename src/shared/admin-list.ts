/** Pure search and paging for the dashboard lists (RSVPs, room status, the assign dialogs). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./constants";
import type { RsvpFilter, RsvpSort, SortDir } from "./admin-address";
import { guestCount } from "./guest-totals";
import { waDigits } from "./phone-text";

export * from "./admin-address";

const norm = (s: string | null | undefined) => (s ?? "").toLowerCase();

interface SearchableRsvp {
  primaryGuestName: string;
  primaryGuestPhone: string;
  rsvpStatus: string;
  dietaryPreference?: string | null;
  specialRequests?: string | null;
  familyMembers: readonly { name: string; dietaryPreference?: string | null }[];
  children: readonly { name: string }[];
  roomAssignments?: readonly { room: { roomNo: string } }[];
  id?: string;
}

/** What the Travel list knows of a reply: its train and flight numbers and its pickup and drop points. */
export interface TravelFacts {
  numbers: string[];
  points: number[];
}
/** Replies with an arrival or a departure, by id (admin.travel's legs, see travelIndex). */
export type TravelIndex = ReadonlyMap<string, TravelFacts>;

/** The index of the Travel list's legs: each reply's numbers and points. */
export function travelIndex(legs: readonly { rsvpId: string; number: string | null; pointId: number | null }[]): Map<string, TravelFacts> {
  const index = new Map<string, TravelFacts>();
  for (const leg of legs) {
    const facts = index.get(leg.rsvpId) ?? { numbers: [], points: [] };
    if (leg.number?.trim()) facts.numbers.push(leg.number.trim());
    if (leg.pointId !== null) facts.points.push(leg.pointId);
    index.set(leg.rsvpId, facts);
  }
  return index;
}

/** The status words an admin may type: "yes"/"attending", "no"/"not attending". */
const statusWords = (status: string) => (status === "yes" ? "yes attending" : status === "no" ? "no not attending" : status);

/** The diet words a search finds: the stored value and the words a planner types ("vegetarian", "non veg"). */
const DIET_WORDS: Record<string, readonly string[]> = {
  veg: ["veg", "vegetarian"],
  "non-veg": ["non-veg", "non veg", "nonveg", "non-vegetarian", "non vegetarian"],
  vegan: ["vegan"],
  jain: ["jain"],
};
const dietWords = (d: string | null | undefined) => (d ? (DIET_WORDS[d] ?? [d.toLowerCase()]) : []);
/** A stored phone's digits, country code first (a bare ten-digit number, kept from before, is Indian). */
const phoneDigits = (phone: string) => waDigits(phone) ?? "";
/** Letters and digits only: "AI 101", "ai-101" and "AI101" are one flight. */
const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Search over the names of every person (primary, family, children), the phone however it is written (digits
 * compared), room numbers, train and flight numbers (from `travel`), special requests, diets and the status.
 * Blank matches everything.
 */
export function matchesRsvp(r: SearchableRsvp, query: string, travel?: TravelIndex): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (norm(r.primaryGuestName).includes(q) || r.primaryGuestPhone.includes(q)) return true;
  if (r.familyMembers.some((m) => norm(m.name).includes(q)) || r.children.some((c) => norm(c.name).includes(q))) return true;
  // A phone typed with spaces, dashes or its country code: "98765 43210", "+91-98765-43210".
  const digits = q.replace(/\D/g, "");
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3 && phoneDigits(r.primaryGuestPhone).includes(digits)) return true;
  if (r.roomAssignments?.some((a) => norm(a.room.roomNo) === q || compact(a.room.roomNo) === compact(q))) return true;
  const key = compact(q);
  if (key && r.id && travel?.get(r.id)?.numbers.some((n) => compact(n).includes(key))) return true;
  if (isStatusQuery(q)) {
    const words = statusWords(r.rsvpStatus);
    return q === "attending" ? r.rsvpStatus === "yes" : q === "not attending" ? r.rsvpStatus === "no" : words.split(" ").includes(q);
  }
  if (norm(r.specialRequests).includes(q)) return true;
  const diets = [r.dietaryPreference, ...r.familyMembers.map((m) => m.dietaryPreference)];
  return diets.some((d) => dietWords(d).includes(q));
}

interface SearchableRoom {
  roomNo: string;
  floorNo: number;
  description: string | null;
}

/** Assign Room dialog: room number, floor or description. */
export function matchesRoom(room: SearchableRoom, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return norm(room.roomNo).includes(q) || String(room.floorNo) === q.replace(/^floor\s*/, "") || norm(room.description).includes(q);
}

/** Room Status: the room's fields or the names and phones of the guests in it. */
export function matchesRoomOrGuests(room: SearchableRoom, guests: readonly SearchableRsvp[], query: string): boolean {
  return matchesRoom(room, query) || (query.trim() !== "" && guests.some((g) => matchesRsvp(g, query) && !isStatusQuery(query)));
}

const isStatusQuery = (q: string) => ["yes", "no", "attending", "not attending"].includes(q.trim().toLowerCase());

export const isPageSize = (n: number): n is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(n);

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based index of the first item shown, 0 when empty. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list; the page is clamped to the pages that exist. */
export function paginate<T>(list: readonly T[], page: number, size: number = DEFAULT_PAGE_SIZE): Page<T> {
  const total = list.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const items = list.slice(start, start + size);
  return { items, page: current, pageCount, from: total ? start + 1 : 0, to: start + items.length, total };
}

/** "Showing X to Y of Z responses" */
export const showingText = (p: Page<unknown>, noun = "responses") => `Showing ${p.from} to ${p.to} of ${p.total} ${noun}`;

export { guestCount };

// ---- RSVPs: filters, sorts and the dashboard's address (issue 16 item 5) ----

export const RSVP_FILTER_LABELS: Record<RsvpFilter, string> = {
  attending: "Attending",
  "not-attending": "Not Attending",
  "id-missing": "ID missing",
  "no-room": "No room",
  "has-travel": "Has travel",
  "no-travel": "No travel details",
  "not-on-list": "Not on the guest list",
};

/** A header's first click: names A to Z, the newest change first, the largest party first. */
export const DEFAULT_DIR: Record<RsvpSort, SortDir> = { name: "asc", date: "desc", party: "desc" };

interface FilterableRsvp {
  id: string;
  primaryGuestName: string;
  rsvpStatus: string;
  idProofUrl: string | null;
  createdAt: string | null;
  updatedAt?: string | null;
  familyMembers: readonly { idProofUrl: string | null }[];
  children: readonly unknown[];
  roomAssignments: readonly unknown[];
  /** The household on the guest list the reply belongs to; null: not on the list. */
  householdId?: number | null;
}

const hasId = (value: string | null | undefined) => Boolean(value?.split("|").some((p) => p.trim()));

/** Whose ID documents an attending reply still owes: the primary guest and each family member (children need none). */
export function idStatus(
  r: FilterableRsvp,
): { kind: "not-needed" } | { kind: "complete"; people: number } | { kind: "missing"; missing: number; people: number } {
  if (r.rsvpStatus !== "yes") return { kind: "not-needed" };
  const people = [r.idProofUrl, ...r.familyMembers.map((m) => m.idProofUrl)];
  const missing = people.filter((v) => !hasId(v)).length;
  return missing ? { kind: "missing", missing, people: people.length } : { kind: "complete", people: people.length };
}

/** "updated" of a reply: its last change, else when it came in. */
export const lastChanged = (r: { createdAt: string | null; updatedAt?: string | null }) => r.updatedAt ?? r.createdAt;

/** Does one reply pass one filter? `withTravel`: ids of replies that have an arrival or a departure. */
export function passesFilter(r: FilterableRsvp, filter: RsvpFilter, withTravel: ReadonlySet<string> | TravelIndex = new Set<string>()): boolean {
  switch (filter) {
    case "attending":
      return r.rsvpStatus === "yes";
    case "not-attending":
      return r.rsvpStatus === "no";
    case "id-missing":
      return idStatus(r).kind === "missing";
    case "no-room":
      // A declined reply needs no room.
      return r.rsvpStatus === "yes" && r.roomAssignments.length === 0;
    case "has-travel":
      return withTravel.has(r.id);
    case "no-travel":
      // Attending, and neither an arrival nor a departure given.
      return r.rsvpStatus === "yes" && !withTravel.has(r.id);
    case "not-on-list":
      return r.householdId === null;
  }
}

export const passesFilters = (r: FilterableRsvp, filters: readonly RsvpFilter[], withTravel?: ReadonlySet<string> | TravelIndex) =>
  filters.every((f) => passesFilter(r, f, withTravel));

/** An attending reply where someone (the primary guest, a family member or a child) attends the function `eventId`. */
export const attendsFunction = (
  r: {
    rsvpStatus: string;
    events?: readonly number[];
    familyMembers: readonly { events?: readonly number[] }[];
    children: readonly { events?: readonly number[] }[];
  },
  eventId: number,
) => r.rsvpStatus === "yes" && [r.events, ...r.familyMembers.map((m) => m.events), ...r.children.map((c) => c.events)].some((e) => e?.includes(eventId));

/** A reply whose arrival or departure uses the pickup point `pointId`. */
export const usesPoint = (r: { id: string }, pointId: number, travel: TravelIndex) => travel.get(r.id)?.points.includes(pointId) ?? false;

/** A sorted copy; ties keep the given order (then names decide). Unknown dates sort as the oldest. */
export function sortRsvps<T extends FilterableRsvp>(list: readonly T[], sort: RsvpSort | undefined, dir: SortDir = sort ? DEFAULT_DIR[sort] : "asc"): T[] {
  if (!sort) return [...list];
  const sign = dir === "asc" ? 1 : -1;
  const byName = (a: T, b: T) => a.primaryGuestName.localeCompare(b.primaryGuestName, "en", { sensitivity: "base", numeric: true });
  const time = (r: T) => {
    const t = Date.parse(lastChanged(r) ?? "");
    return Number.isNaN(t) ? -Infinity : t;
  };
  const key: Record<RsvpSort, (a: T, b: T) => number> = {
    name: byName,
    date: (a, b) => (time(a) === time(b) ? 0 : time(a) < time(b) ? -1 : 1),
    party: (a, b) => guestCount(a) - guestCount(b),
  };
  return list
    .map((r, i) => ({ r, i }))
    .sort((a, b) => sign * key[sort](a.r, b.r) || (sort === "name" ? 0 : byName(a.r, b.r)) || a.i - b.i)
    .map(({ r }) => r);
}
