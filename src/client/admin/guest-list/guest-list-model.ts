/** The Guest List tab's pure rules: the numbers at the top, the search, the filters and what a reply brings. */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { guestCount } from "../../../shared/guest-totals";
import type { Household, HouseholdStatus } from "../../../shared/schemas/households";
import type { Rsvp } from "../../../shared/schemas/rsvp";

/** The functions guests are asked about (the ones a household can be invited to), by id. */
export type AskedEvents = ReadonlyMap<number, string>;
export type RepliesById = ReadonlyMap<string, Rsvp>;

export const STATUS_LABELS: Record<HouseholdStatus, string> = {
  "not-sent": "Not sent",
  sent: "Sent",
  opened: "Opened",
  replied: "Replied",
  declined: "Declined",
};

export const SIDE_LABELS = { bride: "Bride", groom: "Groom", both: "Both" } as const;

/** The linked reply, when the reply list has it. */
export const replyOf = (h: Household, replies: RepliesById) => (h.rsvpId ? replies.get(h.rsvpId) : undefined);

/** People the household's reply brings (0 for a decline), or null before a reply. */
export function comingOf(h: Household, replies: RepliesById): number | null {
  const reply = replyOf(h, replies);
  return reply ? guestCount(reply) : null;
}

export const hasReplied = (h: Household) => h.status === "replied" || h.status === "declined";

export function guestListStats(households: readonly Household[], replies: RepliesById) {
  let seats = 0;
  let sent = 0;
  let opened = 0;
  let replied = 0;
  let coming = 0;
  for (const h of households) {
    seats += h.seats;
    if (h.sentAt) sent += 1;
    if (h.openedAt) opened += 1;
    if (hasReplied(h)) replied += 1;
    coming += comingOf(h, replies) ?? 0;
  }
  const total = households.length;
  return {
    households: total,
    seats,
    sent,
    opened,
    replied,
    repliedPercent: total ? Math.round((replied / total) * 100) : 0,
    coming,
    notReplied: total - replied,
  };
}

/** "All" for every asked function, else their names in itinerary order ("None" when every chosen one stopped asking). */
export function functionNames(h: Household, asked: AskedEvents): string {
  if (h.events === null) return "All";
  const names = [...asked].filter(([id]) => h.events!.includes(id)).map(([, name]) => name);
  return names.length ? names.join(", ") : "None";
}

/** All tags on the list, each spelling once (tags compare without case), sorted. */
export function allTags(households: readonly Household[]): string[] {
  const seen = new Map<string, string>();
  for (const h of households) for (const t of h.tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** "+91 98765 43210": the stored E.164 number spaced as people read it. */
export const spacedPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

const digits = (s: string) => s.replace(/\D/g, "");

/** Name, phone (any way it is written: the last digits match), guest names, tags and notes. */
export function matchesHousehold(h: Household, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const text = [h.name, ...h.guests, ...h.tags, h.notes ?? "", h.phone ?? ""].join("\n").toLowerCase();
  if (text.includes(q)) return true;
  const d = digits(q);
  // "98765 43210" finds +919876543210; a lone digit or two would match nearly everyone.
  return d.length >= 3 && d.length === q.replace(/[\s+()-]/g, "").length && Boolean(h.phone && digits(h.phone).includes(d));
}

export type StatusFilter = HouseholdStatus | "not-replied" | "";
export type SideFilter = Household["side"] | "none" | "";

export interface GuestListFilters {
  status: StatusFilter;
  side: SideFilter;
  /** Lower-cased tag, or "". */
  tag: string;
  /** A function's id as text, or "". */
  event: string;
}
export const NO_FILTERS: GuestListFilters = { status: "", side: "", tag: "", event: "" };
export const hasFilters = (f: GuestListFilters) => Boolean(f.status || f.side || f.tag || f.event);

export function passesFilters(h: Household, f: GuestListFilters): boolean {
  if (f.status === "not-replied" ? hasReplied(h) : f.status && h.status !== f.status) return false;
  if (f.side && (f.side === "none" ? h.side !== null : h.side !== f.side)) return false;
  if (f.tag && !h.tags.some((t) => t.toLowerCase() === f.tag)) return false;
  // A household invited to all functions is invited to this one.
  if (f.event && h.events !== null && !h.events.includes(Number(f.event))) return false;
  return true;
}
