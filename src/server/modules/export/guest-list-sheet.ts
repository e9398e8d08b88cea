/**
 * The Guest list sheet: the households of the dashboard's Guest List tab with their status and reply, by side then
 * name. Never the invitation link: it is a capability, and the workbook is a file that travels.
 */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";
import type { HouseholdStatus } from "../../../shared/schemas/households";
import { statusOf } from "../households/queries";
import type { Column } from "./sheet";
import { INSTANT_FORMAT } from "./zone";

/**
 * Thirteen columns on one landscape page: wide text wraps within a cap and the zone's name wraps in the time headers,
 * so the page prints at about two thirds of full size, not the third the wide RSVPs sheet prints at.
 */
export const guestListColumns = (timeZone: string): Column[] => [
  { header: "Household", key: "name", width: 20, maxWidth: 20, repeat: true },
  { header: "Side", key: "side", width: 10 },
  { header: "Tags", key: "tags", width: 14, maxWidth: 14 },
  { header: "Phone", key: "phone", width: 15 },
  { header: "Language", key: "language", width: 10 },
  { header: "Seats", key: "seats", width: 10 },
  { header: "Expected guests", key: "guests", width: 18, maxWidth: 18 },
  { header: "Functions", key: "functions", width: 14, maxWidth: 16 },
  { header: "Status", key: "status", width: 10 },
  { header: `Sent (${timeZone})`, key: "sentAt", width: 19, style: { numFmt: INSTANT_FORMAT } },
  { header: `Opened (${timeZone})`, key: "openedAt", width: 19, style: { numFmt: INSTANT_FORMAT } },
  { header: "Reply", key: "reply", width: 12, maxWidth: 12 },
  { header: "Notes", key: "notes", width: 16, maxWidth: 16 },
];

export const STATUS_TEXT: Record<HouseholdStatus, string> = {
  "not-sent": "Not sent",
  sent: "Sent",
  opened: "Opened",
  replied: "Replied",
  declined: "Declined",
};
const SIDE_TEXT: Record<string, string> = { bride: "Bride", groom: "Groom", both: "Both" };
const LANGUAGE_TEXT: Record<string, string> = { en: "English", hi: "Hindi" };
/** Bride's side first, then the groom's, then both families, then households with no side yet. */
const SIDE_ORDER: Record<string, number> = { bride: 0, groom: 1, both: 2 };
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const list = <T>(json: string | null): T[] => {
  try {
    const v: unknown = json === null ? [] : JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** "2 of 3 coming", "Declined", or blank before a reply. */
export function replyText(status: string | null, people: number, seats: number): string {
  if (status === "no") return "Declined";
  return status ? `${people} of ${seats} coming` : "";
}

export async function guestListRows(db: DB, inZone: (iso: string | null | undefined) => Date | null): Promise<Record<string, unknown>[]> {
  const [households, asked] = await Promise.all([
    db
      .selectFrom("households as h")
      .leftJoin("rsvps as r", "r.id", "h.rsvpId")
      // Never the link's hash or version: nothing in the file opens an invitation.
      .select([
        "h.id",
        "h.name",
        "h.side",
        "h.tags",
        "h.phone",
        "h.language",
        "h.seats",
        "h.guests",
        "h.events",
        "h.notes",
        "h.sentAt",
        "h.openedAt",
        "r.rsvpStatus",
        sql<number>`(select count(*) from family_members f where f.rsvp_id = r.id)`.as("familyCount"),
        sql<number>`(select count(*) from children c where c.rsvp_id = r.id)`.as("childCount"),
      ])
      .execute(),
    db
      .selectFrom("timelineEvents")
      .select(["id", "eventName", "day"])
      .where("asksAttendance", "=", 1)
      .orderBy("day")
      .orderBy("displayOrder")
      .orderBy("id")
      .execute(),
  ]);
  // Two functions of one name are told apart by their day, as in the Guests sheet.
  const named = new Map<string, number>();
  for (const e of asked) named.set(e.eventName, (named.get(e.eventName) ?? 0) + 1);
  const label = (e: (typeof asked)[number]) => ((named.get(e.eventName) ?? 0) > 1 ? `${e.eventName} (Day ${e.day})` : e.eventName);
  const functionsText = (json: string | null) => {
    if (json === null) return "All";
    const ids = new Set(list<number>(json));
    return (
      asked
        .filter((e) => ids.has(e.id))
        .map(label)
        .join(", ") || "None"
    );
  };

  households.sort((a, b) => (SIDE_ORDER[a.side ?? ""] ?? 3) - (SIDE_ORDER[b.side ?? ""] ?? 3) || byName.compare(a.name, b.name) || a.id - b.id);
  return households.map((h) => {
    const people = h.rsvpStatus === "yes" ? 1 + Number(h.familyCount) + Number(h.childCount) : 0;
    return {
      name: h.name,
      side: SIDE_TEXT[h.side ?? ""] ?? "",
      tags: list<string>(h.tags).join(", "),
      phone: h.phone ?? "",
      language: LANGUAGE_TEXT[h.language] ?? h.language,
      seats: h.seats,
      guests: list<string>(h.guests).join(", "),
      functions: functionsText(h.events),
      status: STATUS_TEXT[statusOf(h)],
      sentAt: inZone(h.sentAt),
      openedAt: inZone(h.openedAt),
      reply: replyText(h.rsvpStatus, people, h.seats),
      notes: h.notes ?? "",
    };
  });
}
