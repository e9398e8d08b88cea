/** Announcements: Kysely queries, each taking the database (or a transaction) first. */
import type { Selectable, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { AnnouncementTable, Database } from "../../../../db/schema";
import type { Audience, AnnouncementValues } from "../../../shared/schemas/announcements";

type Db = DB | Transaction<Database>;
export type AnnouncementRow = Selectable<AnnouncementTable> & { eventName: string | null };

export const audienceOf = (row: Pick<AnnouncementRow, "audienceKind" | "audienceValue">): Audience => ({ kind: row.audienceKind, value: row.audienceValue });

/** Newest first (the latest change counts as new: a moved Sangeet is news again). */
export function listAnnouncementRows(db: Db): Promise<AnnouncementRow[]> {
  return db
    .selectFrom("announcements as a")
    .leftJoin("timelineEvents as e", "e.id", "a.eventId")
    .selectAll("a")
    .select("e.eventName")
    .orderBy((eb) => eb.fn.coalesce("a.updatedAt", "a.createdAt"), "desc")
    .orderBy("a.id", "desc")
    .execute();
}

export const findAnnouncementRow = (db: Db, id: number) =>
  db
    .selectFrom("announcements as a")
    .leftJoin("timelineEvents as e", "e.id", "a.eventId")
    .selectAll("a")
    .select("e.eventName")
    .where("a.id", "=", id)
    .executeTakeFirst();

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
