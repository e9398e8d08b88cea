import type { DB } from "../../../../db/connect";
import type { VenueMedia } from "../../../shared/schemas";

export async function listVenueMedia(db: DB): Promise<VenueMedia[]> {
  const rows = await db
    .selectFrom("venueMedia")
    .select(["id", "type", "mediaUrl", "title", "description", "displayOrder"])
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, type: r.type === "video" ? "video" : "image" }));
}
