/**
 * Chasing replies: which households a round goes to, in order, the chase board's numbers, and the log of who
 * was told what. `selectRoundHouseholds` and `householdsForAnnouncement` are the one place a round's
 * households are chosen, whether the couple taps through wa.me links or the server sends through the Cloud API.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database, HouseholdMessageTable } from "../../../../db/schema";
import type { Insertable } from "kysely";
import type { RoundFilter } from "../../../shared/schemas/chase";
import { audienceIds, loadAudienceFacts } from "../announcements/audience";
import { audienceOf } from "../announcements/queries";

type Db = DB | Transaction<Database>;

/** What a round needs of a household to write and address its message. */
export interface RoundHousehold {
  id: number;
  name: string;
  phone: string | null;
  language: "en" | "hi";
  inviteVersion: number;
  sentAt: string | null;
  openedAt: string | null;
  remindedAt: string | null;
  reminderCount: number;
}

const ROUND_COLUMNS = [
  "households.id",
  "households.name",
  "households.phone",
  "households.language",
  "households.inviteVersion",
  "households.sentAt",
  "households.openedAt",
  "households.remindedAt",
  "households.reminderCount",
] as const;

const invitedTo = (events: string | null, eventId: number) => {
  if (events === null) return true;
  try {
    const ids: unknown = JSON.parse(events);
    return Array.isArray(ids) && ids.includes(eventId);
  } catch {
    return false;
  }
};

/**
 * A reminder round: households sent their invitation that have not replied, oldest invitation first, narrowed
 * to a side (a household of both sides counts for each), a tag (without case) or a function they are invited to.
 * A household that replies drops out the next time the round is read.
 */
export async function selectRoundHouseholds(db: Db, filter: RoundFilter): Promise<RoundHousehold[]> {
  let q = db
    .selectFrom("households")
    .leftJoin("rsvps", "rsvps.id", "households.rsvpId")
    .select([...ROUND_COLUMNS, "households.side", "households.tags", "households.events"])
    .where("rsvps.id", "is", null)
    .where("households.sentAt", "is not", null);
  if (filter.side) {
    const side = filter.side;
    q = q.where((eb) => (side === "both" ? eb("households.side", "=", "both") : eb("households.side", "in", [side, "both"])));
  }
  const rows = await q.orderBy("households.sentAt").orderBy("households.id").execute();
  const tag = filter.tag?.toLowerCase();
  return rows
    .filter((r) => !tag || (JSON.parse(r.tags) as string[]).some((t) => t.toLowerCase() === tag))
    .filter((r) => filter.eventId === null || invitedTo(r.events, filter.eventId))
    .map(({ side: _s, tags: _t, events: _e, ...h }) => h);
}

/** The households an announcement reaches now, by name; undefined when there is no such announcement. */
export async function householdsForAnnouncement(db: Db, announcementId: number): Promise<RoundHousehold[] | undefined> {
  const row = await db.selectFrom("announcements").select(["audienceKind", "audienceValue"]).where("id", "=", announcementId).executeTakeFirst();
  if (!row) return undefined;
  const ids = audienceIds(await loadAudienceFacts(db), audienceOf(row));
  if (!ids.length) return [];
  return db.selectFrom("households").select(ROUND_COLUMNS).where("id", "in", ids).orderBy("name").orderBy("id").execute();
}

/** Records a reminder opened for the household; false when there is no such household. */
export async function markReminded(db: Db, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable("households")
    .set((eb) => ({ remindedAt: at, reminderCount: eb("reminderCount", "+", 1) }))
    .where("id", "=", id)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** One line of who was told what (the Cloud API sender writes its sends here too, with their wamid). */
export async function logMessage(db: Db, row: Insertable<HouseholdMessageTable>): Promise<void> {
  await db.insertInto("householdMessages").values(row).execute();
}

export function messageLogRows(db: Db) {
  return db
    .selectFrom("householdMessages as m")
    .leftJoin("announcements as a", "a.id", "m.announcementId")
    .select(["m.householdId", "m.kind", "a.title as announcementTitle", "m.at", "m.via", "m.status", "m.error"])
    .orderBy("m.at", "desc")
    .orderBy("m.id", "desc")
    .execute();
}

/** The board's figures per function that asks who comes: seats invited, replied and not, and people coming. */
export async function boardEvents(db: Db) {
  const [events, households, coming] = await Promise.all([
    db.selectFrom("timelineEvents").select(["id", "eventName"]).where("asksAttendance", "=", 1).orderBy("day").orderBy("displayOrder").orderBy("id").execute(),
    db
      .selectFrom("households")
      .leftJoin("rsvps", "rsvps.id", "households.rsvpId")
      .select(["households.seats", "households.events", "rsvps.id as rsvpId"])
      .execute(),
    // Only the people of replies on the guest list, so "coming" is counted among the same households as "invited".
    db
      .selectFrom("personEvents")
      .innerJoin("rsvps", "rsvps.id", "personEvents.rsvpId")
      .innerJoin("households", "households.rsvpId", "rsvps.id")
      .select(["personEvents.eventId", "households.events"])
      .where("rsvps.rsvpStatus", "=", "yes")
      .execute(),
  ]);
  const comingBy = new Map<number, number>();
  for (const c of coming) if (invitedTo(c.events, c.eventId)) comingBy.set(c.eventId, (comingBy.get(c.eventId) ?? 0) + 1);
  return events.map((e) => {
    let invited = 0;
    let replied = 0;
    for (const h of households) {
      if (!invitedTo(h.events, e.id)) continue;
      invited += h.seats;
      if (h.rsvpId) replied += h.seats;
    }
    return { eventId: e.id, eventName: e.eventName, invited, replied, coming: comingBy.get(e.id) ?? 0, notReplied: invited - replied };
  });
}

export async function notSentCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("households")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sentAt", "is", null)
    .where("rsvpId", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
