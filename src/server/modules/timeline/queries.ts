import type { DB } from "../../../../db/connect";
import type { TimelineEvent } from "../../../shared/schemas";

/** Events by day, then displayOrder (id breaks ties so the order is stable). */
export async function listTimelineEvents(db: DB): Promise<TimelineEvent[]> {
  return db
    .selectFrom("timelineEvents")
    .select(["id", "day", "eventName", "time", "toTime", "place", "dressCode", "description", "displayOrder", "customIconUrl"])
    .orderBy("day")
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
}
