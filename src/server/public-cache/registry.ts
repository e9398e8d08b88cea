/**
 * Everything a guest reads, as the public read cache keeps it. A new read that guests see registers here
 * (DESIGN.md, Second phase: one write path). The tables a builder reads are recorded while it runs
 * (track-reads.ts), so a write to any of them makes the entry stale; nothing is declared by hand.
 * Only public data: a builder must never read RSVPs, phones, ID paths or drafts (public-cache.test.ts checks).
 */
import type { DB } from "../../../db/connect";
import type { Dish } from "../../shared/schemas";
import { listVenueMedia } from "../modules/media/queries";
import { listDayMenus } from "../modules/menus/queries";
import { listTimelineEvents } from "../modules/timeline/queries";
import { listPickupPoints } from "../modules/travel/queries";
import { getWeddingDetails } from "../modules/wedding/queries";

/** A read with one answer for everyone. */
export interface SingleRead {
  procedure: `guest.${string}`;
  build: (db: DB) => Promise<unknown>;
}

/**
 * A read with a parameter: built at once for every key that exists (so the cache holds a bounded set of
 * keys and an unknown key costs nothing), looked up by the key taken from the procedure's input.
 */
export interface KeyedRead {
  procedure: `guest.${string}`;
  build: (db: DB) => Promise<Map<number, unknown>>;
  /** The key in a procedure input (tRPC input or REST path parameters), or undefined when it is not a plain id. */
  keyOf: (input: unknown) => number | undefined;
}

/** A positive integer id, given as a number or as its digits (REST path parameters, tRPC's coerced input). */
export function plainId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === "string" && /^[1-9]\d{0,15}$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : undefined;
  }
  return undefined;
}

export const SINGLE_READS = {
  weddingDetails: { procedure: "guest.weddingDetails", build: getWeddingDetails },
  venueMedia: { procedure: "guest.venueMedia", build: listVenueMedia },
  timelineEvents: { procedure: "guest.timelineEvents", build: listTimelineEvents },
  publishedDayMenus: { procedure: "guest.publishedDayMenus", build: (db) => listDayMenus(db, { publishedOnly: true }) },
  pickupPoints: { procedure: "guest.pickupPoints", build: listPickupPoints },
} satisfies Record<string, SingleRead>;

export const KEYED_READS = {
  /** Dishes of each meal of a published day menu (the same rows and order as listDishes). */
  mealDishes: {
    procedure: "guest.mealDishes",
    build: async (db) => {
      const byMeal = new Map<number, Dish[]>();
      for (const dayMenu of await listDayMenus(db, { publishedOnly: true })) for (const meal of dayMenu.menus) byMeal.set(meal.id, meal.dishes);
      return byMeal;
    },
    keyOf: (input) => (input && typeof input === "object" ? plainId((input as { menuId?: unknown }).menuId) : undefined),
  },
} satisfies Record<string, KeyedRead>;

export type SingleReadName = keyof typeof SINGLE_READS;
export type KeyedReadName = keyof typeof KEYED_READS;
export type ReadName = SingleReadName | KeyedReadName;

export const readOf = (name: ReadName): SingleRead | KeyedRead =>
  name in SINGLE_READS ? SINGLE_READS[name as SingleReadName] : KEYED_READS[name as KeyedReadName];

/** The cached read a procedure path answers ("guest.weddingDetails" -> weddingDetails), if any. */
export const READ_BY_PROCEDURE: ReadonlyMap<string, ReadName> = new Map(
  (Object.keys({ ...SINGLE_READS, ...KEYED_READS }) as ReadName[]).map((name) => [readOf(name).procedure, name]),
);

export const isKeyed = (name: ReadName): name is KeyedReadName => name in KEYED_READS;
