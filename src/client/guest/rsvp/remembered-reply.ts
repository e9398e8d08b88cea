/**
 * "This browser remembers": after a reply (or a change) the browser keeps the reply's private link, so
 * the home page can show the reply instead of an empty form. One reply per browser, the latest.
 */
import { dateFormat } from "../../../shared/date-format";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";

export const REMEMBERED_REPLY_KEY = "rsvpReplyLink";
/** Set (session storage) before "Submit Another RSVP" reloads the page: the home page then shows the empty form. */
export const ANOTHER_REPLY_FLAG = "rsvpAnotherReply";

export interface RememberedReply {
  editToken: string;
  editUrl: string;
  /** When the guest replied or last changed the reply (ISO instant). */
  repliedAt: string;
}

/** The stored link as text (a stable value to compare), or null. */
export function rememberedReplyText(): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED_REPLY_KEY);
  } catch {
    return null;
  }
}

export function readRememberedReply(): RememberedReply | null {
  return parseRememberedReply(rememberedReplyText());
}

export function parseRememberedReply(raw: string | null): RememberedReply | null {
  try {
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RememberedReply>;
    if (typeof v.editToken !== "string" || !v.editToken || typeof v.editUrl !== "string" || !v.editUrl.startsWith("/rsvp/")) return null;
    return { editToken: v.editToken, editUrl: v.editUrl, repliedAt: typeof v.repliedAt === "string" ? v.repliedAt : "" };
  } catch {
    return null;
  }
}

export function rememberReply(reply: RememberedReply) {
  try {
    window.localStorage.setItem(REMEMBERED_REPLY_KEY, JSON.stringify(reply));
  } catch {
    // Private mode or a full store: the link is still on the Thank You screen.
  }
}

/** Forgets the stored link (all of it, or only if it is `token`'s). */
export function forgetReply(token?: string) {
  try {
    if (token && readRememberedReply()?.editToken !== token) return;
    window.localStorage.removeItem(REMEMBERED_REPLY_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** "5 November 2025": an instant as the calendar day at the venue. */
export function formatRepliedOn(instant: string): string | null {
  const t = Date.parse(instant);
  if (Number.isNaN(t)) return null;
  return dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: WEDDING_TIME_ZONE }).format(new Date(t));
}

/** Everyone the reply covers: the guest, their family members and their children. */
export const guestCount = (r: { familyMembers: unknown[]; children: unknown[] }) => 1 + r.familyMembers.length + r.children.length;

/** Who comes with the guest: their family members and children. */
export const companionCount = (r: { familyMembers: unknown[]; children: unknown[] }) => r.familyMembers.length + r.children.length;

/**
 * The card's one line, as a guest counts: "Coming: you and 2 guests", "Coming: just you" or "Not attending"
 * ("Attending with 3 guests" read as three guests besides oneself).
 */
export function replySummary(r: { rsvpStatus: string; familyMembers: unknown[]; children: unknown[] }): string {
  if (r.rsvpStatus !== "yes") return "Not attending";
  const n = companionCount(r);
  return n === 0 ? "Coming: just you" : `Coming: you and ${n} ${n === 1 ? "guest" : "guests"}`;
}

/** The link as the guest keeps it: absolute, on this site. */
/** The link whole, on this site's address (`origin`: the server's render passes the one the guest's browser sees). */
export const absoluteLink = (editUrl: string, origin = window.location.origin) => `${origin}${editUrl}`;

/** The guest's own WhatsApp (no number): a message to themselves with the link. */
export function whatsAppLink(url: string, couple?: string) {
  const text = `My RSVP${couple ? ` for ${couple}'s wedding` : ""}. Open this link to view or change it: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
