/** Pure search and paging for the dashboard lists (RSVPs, room status, the assign dialogs). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./constants";
import { guestCount } from "./guest-totals";

const norm = (s: string | null | undefined) => (s ?? "").toLowerCase();

interface SearchableRsvp {
  primaryGuestName: string;
  primaryGuestPhone: string;
  rsvpStatus: string;
  familyMembers: readonly { name: string }[];
  children: readonly { name: string }[];
}

/** The status words an admin may type: "yes"/"attending", "no"/"not attending". */
const statusWords = (status: string) => (status === "yes" ? "yes attending" : status === "no" ? "no not attending" : status);

/** Search over guests (primary, family, children), phone and status. Blank matches everything. */
export function matchesRsvp(r: SearchableRsvp, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (norm(r.primaryGuestName).includes(q) || r.primaryGuestPhone.includes(q)) return true;
  if (r.familyMembers.some((m) => norm(m.name).includes(q)) || r.children.some((c) => norm(c.name).includes(q))) return true;
  const words = statusWords(r.rsvpStatus);
  return q === "attending" ? r.rsvpStatus === "yes" : q === "not attending" ? r.rsvpStatus === "no" : words.split(" ").includes(q);
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
