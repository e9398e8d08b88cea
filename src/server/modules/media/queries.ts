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

type MediaFields = Omit<VenueMedia, "id">;

export async function findVenueMedia(db: DB, id: number): Promise<VenueMedia | undefined> {
  const row = await db
    .selectFrom("venueMedia")
    .select(["id", "type", "mediaUrl", "title", "description", "displayOrder"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, type: row.type === "video" ? "video" : "image" };
}

export async function insertVenueMedia(db: DB, input: MediaFields): Promise<number> {
  const { id } = await db.insertInto("venueMedia").values(input).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function deleteVenueMedia(db: DB, id: number): Promise<VenueMedia | undefined> {
  const row = await findVenueMedia(db, id);
  if (row) await db.deleteFrom("venueMedia").where("id", "=", id).execute();
  return row;
}
