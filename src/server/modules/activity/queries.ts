/** Reads of the activity log. */
import type { DB } from "../../../../db/connect";
import type { ActivityPage } from "../../../shared/schemas/activity";

/** One page of the log, newest first (ties by id, so entries of the same instant keep their order). */
export async function listActivity(db: DB, page: number, pageSize: number): Promise<ActivityPage> {
  const [entries, count] = await Promise.all([
    db
      .selectFrom("activityLog")
      .select(["id", "at", "adminId", "adminName", "action", "detail", "rsvpId"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("activityLog")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
  ]);
  return { entries, page, pageSize, total: Number(count?.n ?? 0) };
}
