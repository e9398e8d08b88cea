/** Reads about ID documents: whose a stored file is (for the activity log) and the timed purge's inputs. */
import type { DB } from "../../../../db/connect";
import { ID_RETENTION_DEFAULT_DAYS, idDeletionInstant } from "../../../shared/id-retention";
import { WEDDING_TIME_ZONE } from "../../../shared/reply-deadline";
import { lastItineraryDay } from "../wedding/queries";

export interface IdDocumentOwner {
  rsvpId: string;
  /** The person the document belongs to: the primary guest or a family member. */
  personName: string;
  /** The reply's primary guest. */
  replyName: string;
}

/** Whose stored ID document `name` is, or null for an unclaimed upload (or a name no reply points at). */
export async function idDocumentOwner(db: DB, name: string): Promise<IdDocumentOwner | null> {
  const file = await db.selectFrom("storedFiles").select("rsvpId").where("name", "=", name).where("kind", "=", "id").executeTakeFirst();
  if (!file?.rsvpId) return null;
  const reply = await db.selectFrom("rsvps").select(["id", "primaryGuestName", "idProofUrl"]).where("id", "=", file.rsvpId).executeTakeFirst();
  if (!reply) return null;
  // idProofUrl holds "/files/id/<name>" or "front|back": a path segment match is exact.
  const holds = (url: string | null) => (url ?? "").split("|").some((p) => p.endsWith(`/${name}`));
  if (holds(reply.idProofUrl)) return { rsvpId: reply.id, personName: reply.primaryGuestName, replyName: reply.primaryGuestName };
  const members = await db.selectFrom("familyMembers").select(["name", "idProofUrl"]).where("rsvpId", "=", reply.id).execute();
  const member = members.find((m) => holds(m.idProofUrl));
  return { rsvpId: reply.id, personName: member?.name ?? reply.primaryGuestName, replyName: reply.primaryGuestName };
}

/** When the timed purge is due (ms since the epoch) and the retention it follows; null before a wedding date is saved. */
export async function idPurgeDue(db: DB): Promise<{ dueAt: number; retentionDays: number } | null> {
  const [wedding, lastDay] = await Promise.all([
    db.selectFrom("wedding").select(["weddingDate", "timeZone", "idRetentionDays"]).where("id", "=", 1).executeTakeFirst(),
    lastItineraryDay(db),
  ]);
  if (!wedding) return null;
  const retentionDays = wedding.idRetentionDays ?? ID_RETENTION_DEFAULT_DAYS;
  const dueAt = idDeletionInstant({ weddingDate: wedding.weddingDate, timeZone: wedding.timeZone || WEDDING_TIME_ZONE, lastDay, retentionDays });
  return dueAt === null ? null : { dueAt, retentionDays };
}
