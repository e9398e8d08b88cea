/**
 * Who a round goes to. Invitations and reminders pick households by their invitation's step, side, tag and
 * function; an announcement goes to its audience, which the announcements module decides (`AnnouncementAudience`:
 * this module does not know audiences).
 */
import type { DB } from "../../../../db/connect";
import type { Household } from "../../../shared/schemas/households";
import type { WhatsappSendInput } from "../../../shared/schemas/whatsapp";
import { householdsForAnnouncement } from "../chase/queries";
import { listHouseholds } from "../households/queries";

/** The household ids an announcement is for, or null when there is no such announcement. */
export type AnnouncementAudience = (db: DB, announcementId: number) => Promise<number[] | null>;

/** The announcements module's audience (chase/queries.ts): its households' ids, null for an unknown announcement. */
export const announcementHouseholds: AnnouncementAudience = async (db, announcementId) =>
  (await householdsForAnnouncement(db, announcementId))?.map((h) => h.id) ?? null;

type Filter = Pick<WhatsappSendInput, "status" | "side" | "tag" | "eventId">;

const matchesStatus = (h: Household, status: Filter["status"]) =>
  !status || (status === "not-replied" ? h.status === "not-sent" || h.status === "sent" || h.status === "opened" : h.status === status);

/** A household on both sides hears what either side's round says. */
const matchesSide = (h: Household, side: Filter["side"]) => !side || h.side === side || (side !== "both" && h.side === "both");

export function matchesFilter(h: Household, f: Filter): boolean {
  return (
    matchesStatus(h, f.status) &&
    matchesSide(h, f.side) &&
    (!f.tag || h.tags.some((t) => t.toLowerCase() === f.tag!.toLowerCase())) &&
    (f.eventId === undefined || h.events === null || h.events.includes(f.eventId))
  );
}

/** Whom a round without a status goes to: invitations to those not sent one yet, reminders to those not replied. */
export const DEFAULT_STATUS = { invitation: "not-sent", reminder: "not-replied", announcement: undefined } as const;

/** The households a round picks, in the guest list's order; null for an unknown announcement. */
export async function roundHouseholds(
  db: DB,
  secret: string,
  input: WhatsappSendInput,
  announcementAudience: AnnouncementAudience,
): Promise<Household[] | null> {
  const all = await listHouseholds(db, secret);
  const filter: Filter = { ...input, status: input.status ?? DEFAULT_STATUS[input.kind] };
  if (input.kind !== "announcement") return all.filter((h) => matchesFilter(h, filter));
  const audience = await announcementAudience(db, input.announcementId!);
  if (!audience) return null;
  const ids = new Set(audience);
  return all.filter((h) => ids.has(h.id) && matchesFilter(h, filter));
}
