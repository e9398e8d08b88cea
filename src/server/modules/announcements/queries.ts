/** Announcements: Kysely queries, each taking the database (or a transaction) first. */
import type { Selectable, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { AnnouncementTable, Database } from "../../../../db/schema";
import type { Audience, AnnouncementValues } from "../../../shared/schemas/announcements";

type Db = DB | Transaction<Database>;
export type AnnouncementRow = Selectable<AnnouncementTable> & { eventName: string | null };

export const audienceOf = (row: Pick<AnnouncementRow, "audienceKind" | "audienceValue">): Audience => ({ kind: row.audienceKind, value: row.audienceValue });

const withEvent = (db: Db) =>
  db
    .selectFrom("announcements")
    .leftJoin("timelineEvents", "timelineEvents.id", "announcements.eventId")
    .selectAll("announcements")
    .select("timelineEvents.eventName");

/** Newest first (the latest change counts as new: a moved Sangeet is news again). */
export async function listAnnouncementRows(db: Db): Promise<AnnouncementRow[]> {
  const rows = await withEvent(db).execute();
  const at = (r: AnnouncementRow) => r.updatedAt ?? r.createdAt;
  return rows.sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : b.id - a.id));
}

export const findAnnouncementRow = (db: Db, id: number) => withEvent(db).where("announcements.id", "=", id).executeTakeFirst();

const columnsOf = (v: AnnouncementValues) => ({
  title: v.title,
  text: v.text,
  eventId: v.eventId,
  time: v.time,
  audienceKind: v.audience.kind,
  audienceValue: v.audience.value,
});

export async function insertAnnouncement(db: Db, values: AnnouncementValues, at: string): Promise<number> {
  const { id } = await db
    .insertInto("announcements")
    .values({ ...columnsOf(values), createdAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAnnouncement(db: Db, id: number, values: AnnouncementValues, at: string): Promise<boolean> {
  const res = await db
    .updateTable("announcements")
    .set({ ...columnsOf(values), updatedAt: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom("announcements").where("id", "=", id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}
