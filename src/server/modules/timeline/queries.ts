import type { DB } from "../../../../db/connect";
import type { TimelineEvent } from "../../../shared/schemas";

const EVENT_COLUMNS = [
  "id",
  "day",
  "eventName",
  "time",
  "toTime",
  "place",
  "dressCode",
  "description",
  "displayOrder",
  "customIconUrl",
  "asksAttendance",
] as const;
const toEvent = <T extends { asksAttendance: number }>(row: T) => ({ ...row, asksAttendance: row.asksAttendance === 1 });

/** Events by day, then displayOrder (id breaks ties so the order is stable). */
export async function listTimelineEvents(db: DB): Promise<TimelineEvent[]> {
  const rows = await db.selectFrom("timelineEvents").select(EVENT_COLUMNS).orderBy("day").orderBy("displayOrder").orderBy("id").execute();
  return rows.map(toEvent);
}

type EventFields = Omit<TimelineEvent, "id" | "displayOrder"> & { displayOrder: number | null };

export async function findTimelineEvent(db: DB, id: number): Promise<TimelineEvent | undefined> {
  const row = await db.selectFrom("timelineEvents").select(EVENT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && toEvent(row);
}

/** The displayOrder after the last event of a day (0 for an empty day). */
export async function nextDisplayOrder(db: DB, day: number): Promise<number> {
  const row = await db
    .selectFrom("timelineEvents")
    .select((eb) => eb.fn.max("displayOrder").as("max"))
    .where("day", "=", day)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertTimelineEvent(db: DB, input: EventFields): Promise<number> {
  const displayOrder = input.displayOrder ?? (await nextDisplayOrder(db, input.day));
  const { id } = await db
    .insertInto("timelineEvents")
    .values({ ...input, displayOrder, asksAttendance: input.asksAttendance ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Updates an event. On the same day it keeps its place unless an order is given (so a form opened
 * before an up/down move cannot undo it); moved to another day it goes last there, since a number
 * from the old day means nothing on the new one.
 */
export async function updateTimelineEvent(db: DB, id: number, input: EventFields): Promise<boolean> {
  const current = await findTimelineEvent(db, id);
  if (!current) return false;
  const displayOrder = current.day !== input.day ? await nextDisplayOrder(db, input.day) : (input.displayOrder ?? current.displayOrder);
  await db
    .updateTable("timelineEvents")
    .set({ ...input, displayOrder, asksAttendance: input.asksAttendance ? 1 : 0 })
    .where("id", "=", id)
    .execute();
  return true;
}

export async function deleteTimelineEvent(db: DB, id: number): Promise<TimelineEvent | undefined> {
  const event = await findTimelineEvent(db, id);
  if (event) await db.deleteFrom("timelineEvents").where("id", "=", id).execute();
  return event;
}

export async function setTimelineEventIcon(db: DB, id: number, customIconUrl: string | null): Promise<boolean> {
  const res = await db.updateTable("timelineEvents").set({ customIconUrl }).where("id", "=", id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Moves an event one place up or down within its day: the day is renumbered 0..n-1 in its current
 * order and the event swaps with its neighbour. Returns false when the event does not exist.
 */
export async function moveTimelineEvent(db: DB, id: number, direction: "up" | "down"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const event = await findTimelineEvent(trx, id);
    if (!event) return false;
    const day = await trx.selectFrom("timelineEvents").select(["id"]).where("day", "=", event.day).orderBy("displayOrder").orderBy("id").execute();
    const ids = day.map((e) => e.id);
    const at = ids.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    for (const [order, eventId] of ids.entries()) await trx.updateTable("timelineEvents").set({ displayOrder: order }).where("id", "=", eventId).execute();
    return true;
  });
}
