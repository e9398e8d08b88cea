/** An audience in words, for the dashboard and the Activity log ("everyone coming to the Sangeet"). */
import type { Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { Database } from "../../../../db/schema";
import type { AnnouncementRow } from "./queries";

type Db = DB | Transaction<Database>;

export async function describeAudience(db: Db, a: Pick<AnnouncementRow, "audienceKind" | "audienceValue">): Promise<string> {
  const v = a.audienceValue ?? "";
  switch (a.audienceKind) {
    case "everyone":
      return "everyone invited";
    case "coming":
      return "everyone coming";
    case "event": {
      const e = await db.selectFrom("timelineEvents").select("eventName").where("id", "=", Number(v)).executeTakeFirst();
      return `everyone coming to ${e?.eventName ?? "a deleted function"}`;
    }
    case "side":
      return v === "both" ? "households of both sides" : `the ${v}'s side`;
    case "tag":
      return `households tagged ${v}`;
    case "pickup-point": {
      const p = await db.selectFrom("pickupPoints").select("name").where("id", "=", Number(v)).executeTakeFirst();
      return `guests met or dropped at ${p?.name ?? "a deleted pickup point"}`;
    }
    case "arrival-day":
      return `guests arriving on ${v}`;
  }
}
