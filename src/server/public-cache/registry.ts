/**
 * What a guest read the public read cache keeps looks like. Each one is declared beside its procedure in its
 * module's router (`satisfies SingleRead` / `KeyedRead`) and listed in src/server/trpc/guest-reads.ts, which
 * buildApp hands to the cache: nothing here imports a module (DESIGN.md, Second phase: one write path). The
 * tables a builder reads are recorded while it runs (track-reads.ts), so a write to any of them makes the entry
 * stale; nothing is declared by hand.
 * Only public data: a builder must never read RSVPs, phones, ID paths or drafts (public-cache.test.ts checks).
 */
import type { DB } from "../../../db/connect";

/** A read with one answer for everyone. */
export interface SingleRead<T = unknown> {
  procedure: `guest.${string}`;
  build: (db: DB) => Promise<T>;
}

/**
 * A read with a parameter: built at once for every key that exists (so the cache holds a bounded set of
 * keys and an unknown key costs nothing), looked up by the key taken from the procedure's input.
 */
export interface KeyedRead<V = unknown> {
  procedure: `guest.${string}`;
  build: (db: DB) => Promise<Map<number, V>>;
  /** The key in a procedure input (tRPC input or REST path parameters), or undefined when it is not a plain id. */
  keyOf: (input: unknown) => number | undefined;
}

/** Every read the cache keeps, by name. */
export interface GuestReads {
  single: Record<string, SingleRead>;
  keyed: Record<string, KeyedRead>;
}

/** The name of the cached read each procedure path answers ("guest.weddingDetails" -> weddingDetails). */
export const readsByProcedure = (reads: GuestReads): ReadonlyMap<string, string> =>
  new Map(Object.entries({ ...reads.single, ...reads.keyed }).map(([name, read]) => [read.procedure, name]));

/** A positive integer id, given as a number or as its digits (REST path parameters, tRPC's coerced input). */
export function plainId(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === "string" && /^[1-9]\d{0,15}$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : undefined;
  }
  return undefined;
}
