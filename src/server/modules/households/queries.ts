/** The guest list: Kysely queries, each taking the database (or a transaction) first. */
import type { Selectable, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database, HouseholdTable } from "../../../../db/schema";
import type { Household, HouseholdStatus, HouseholdValues } from "../../../shared/schemas/households";
import { inviteLinkOf } from "./invite-link";

type Db = DB | Transaction<Database>;
type Row = Selectable<HouseholdTable> & { rsvpStatus: string | null };

const parseList = <T>(json: string | null): T[] | null => {
  if (json === null) return null;
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** A reply decides the status; before one, the furthest step the invitation reached. */
export function statusOf(row: { sentAt: string | null; openedAt: string | null; rsvpStatus: string | null }): HouseholdStatus {
  if (row.rsvpStatus === "no") return "declined";
  if (row.rsvpStatus) return "replied";
  if (row.openedAt) return "opened";
  return row.sentAt ? "sent" : "not-sent";
}

function toHousehold(secret: string, row: Row): Household {
  return {
    id: row.id,
    name: row.name,
    side: row.side,
    tags: parseList<string>(row.tags) ?? [],
    phone: row.phone,
    language: row.language,
    seats: row.seats,
    guests: parseList<string>(row.guests) ?? [],
    events: parseList<number>(row.events),
    notes: row.notes,
    status: statusOf(row),
    sentAt: row.sentAt,
    openedAt: row.openedAt,
    rsvpId: row.rsvpId,
    inviteUrl: inviteLinkOf(secret, row.id, row.inviteVersion).inviteUrl,
  };
}

const withReply = (db: Db) => db.selectFrom("households").leftJoin("rsvps", "rsvps.id", "households.rsvpId").selectAll("households").select("rsvps.rsvpStatus");

export async function listHouseholds(db: Db, secret: string): Promise<Household[]> {
  const rows = await withReply(db).orderBy("households.name").orderBy("households.id").execute();
  return rows.map((row) => toHousehold(secret, row));
}

export async function findHousehold(db: Db, secret: string, id: number): Promise<Household | undefined> {
  const row = await withReply(db).where("households.id", "=", id).executeTakeFirst();
  return row && toHousehold(secret, row);
}

/** The stored row, for the invitation and the reply checks. */
export const householdRow = (db: Db, id: number) => db.selectFrom("households").selectAll().where("id", "=", id).executeTakeFirst();

const columnsOf = (v: HouseholdValues) => ({
  name: v.name,
  side: v.side,
  tags: JSON.stringify(v.tags),
  phone: v.phone,
  language: v.language,
  seats: v.seats,
  guests: JSON.stringify(v.guests),
  events: v.events === null ? null : JSON.stringify(v.events),
  notes: v.notes,
});

/** Inserts the household with its invitation link's lookup hash; its id. */
export async function insertHousehold(db: Db, secret: string, values: HouseholdValues, at: string): Promise<number> {
  const { id } = await db
    .insertInto("households")
    .values({ ...columnsOf(values), createdAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("households")
    .set({ inviteTokenHash: inviteLinkOf(secret, id, 1).inviteTokenHash })
    .where("id", "=", id)
    .execute();
  return id;
}

export async function updateHousehold(db: Db, id: number, values: HouseholdValues, at: string): Promise<boolean> {
  const res = await db
    .updateTable("households")
    .set({ ...columnsOf(values), updatedAt: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Deletes the household; its reply stays, no longer linked to anyone on the list. */
export async function deleteHousehold(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom("households").where("id", "=", id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** Marks the invitation sent (again: the latest sending counts). */
export async function markSent(db: Db, id: number, at: string): Promise<boolean> {
  const res = await db.updateTable("households").set({ sentAt: at }).where("id", "=", id).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Records the first opening only; later openings change nothing. */
export async function markOpened(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("households").set({ openedAt: at }).where("id", "=", id).where("openedAt", "is", null).execute();
}

/** The functions guests are asked about, in itinerary order, with what an invitation shows of them. */
export async function askedEvents(db: Db) {
  return db
    .selectFrom("timelineEvents")
    .select(["id", "eventName", "day", "time", "toTime", "place", "dressCode"])
    .where("asksAttendance", "=", 1)
    .orderBy("day")
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
}
