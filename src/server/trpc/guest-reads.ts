/**
 * Every guest read the public read cache keeps, collected from the modules' routers (each declares its read
 * beside its procedure); buildApp hands this list to the cache. A new read that guests see is listed here.
 */
import { announcementsRead } from "../modules/announcements/router";
import { venueMediaRead } from "../modules/media/router";
import { mealDishesRead, publishedDayMenusRead } from "../modules/menus/router";
import { timelineEventsRead } from "../modules/timeline/router";
import { pickupPointsRead } from "../modules/travel/router";
import { weddingDetailsRead } from "../modules/wedding/router";
import { type GuestReads, readsByProcedure } from "../public-cache/registry";

export const SINGLE_READS = {
  weddingDetails: weddingDetailsRead,
  venueMedia: venueMediaRead,
  timelineEvents: timelineEventsRead,
  publishedDayMenus: publishedDayMenusRead,
  pickupPoints: pickupPointsRead,
  announcements: announcementsRead,
};

export const KEYED_READS = {
  mealDishes: mealDishesRead,
};

export type ReadName = keyof typeof SINGLE_READS | keyof typeof KEYED_READS;

export const GUEST_READS: GuestReads = { single: SINGLE_READS, keyed: KEYED_READS };

/** The cached read a procedure path answers, if any (the doors' checks: public answers, no-store elsewhere). */
export const READ_BY_PROCEDURE = readsByProcedure(GUEST_READS);
