import type { DB } from "../../../../db/connect";
import type { WeddingDetails } from "../../../shared/schemas";

export const EMPTY_WEDDING: WeddingDetails = {
  weddingDate: null,
  brideName: null,
  groomName: null,
  venue: null,
  venueAddress: null,
  directionsLink: null,
  backgroundAudioUrl: null,
  backgroundAudioTitle: null,
  backgroundAudioEnabled: false,
};

/** The single wedding row, or all-null details before the couple has saved any (the client shows defaults). */
export async function getWeddingDetails(db: DB): Promise<WeddingDetails> {
  const row = await db.selectFrom("wedding").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return EMPTY_WEDDING;
  return {
    weddingDate: row.weddingDate,
    brideName: row.brideName,
    groomName: row.groomName,
    venue: row.venue,
    venueAddress: row.venueAddress,
    directionsLink: row.directionsLink,
    backgroundAudioUrl: row.backgroundAudioUrl,
    backgroundAudioTitle: row.backgroundAudioTitle,
    backgroundAudioEnabled: row.backgroundAudioEnabled === 1,
  };
}
