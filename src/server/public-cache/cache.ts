/**
 * The public read cache: every guest read kept as its value (tRPC's procedures return it) and as ready-serialised
 * JSON with its ETag (REST sends it), built on the first read after a write to a table it read (lazily: a burst of admin edits costs one
 * rebuild). A build only takes effect when no table it read was written while it ran, so it never keeps
 * data a write (or a transaction still open) was changing; see db/write-watch.ts for when writes are reported.
 * One cache per app (deps.cache, made by buildApp over the database's write watch and the routers' guest reads,
 * src/server/trpc/guest-reads.ts); every guest read goes through it.
 * Before serving an entry it asks the watch whether another connection committed (`PRAGMA data_version`: the
 * sqlite3 shell, a restore script), which makes every entry stale.
 */
import type { DB } from "../../../db/connect";
import { ANY_TABLE, type WriteWatch } from "../../../db/write-watch";
import { Representation } from "./representation";
import { trackReads } from "./track-reads";
import { type GuestReads, type KeyedRead, readsByProcedure, type SingleRead } from "./registry";

/** A read's name: its key in the list buildApp gives (src/server/trpc/guest-reads.ts). */
type ReadName = string;

export interface CachedRead {
  /** The answer as procedures return it (deep-frozen: shared by every request). */
  readonly value: unknown;
  /** The REST body: the JSON itself. */
  readonly rest: Representation;
}

type Ready = CachedRead | ReadonlyMap<number, CachedRead>;

interface Slot {
  ready?: Ready;
  /** The tables the ready entry was built from. */
  tables?: ReadonlySet<string>;
  /** The build new readers wait for; dropped when a write may have changed what it reads. */
  building?: Promise<Ready>;
}

const touches = (read: ReadonlySet<string>, written: ReadonlySet<string>) =>
  written.has(ANY_TABLE) || read.has(ANY_TABLE) || [...written].some((table) => read.has(table));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function cachedRead(value: unknown): CachedRead {
  const json = JSON.stringify(value);
  return { value: deepFreeze(value), rest: new Representation(Buffer.from(json)) };
}

export class PublicReadCache {
  readonly #db: DB;
  readonly #watch: WriteWatch;
  readonly #reads: GuestReads;
  /** Each read's name, by its definition (what procedures pass). */
  readonly #nameOf = new Map<SingleRead | KeyedRead, ReadName>();
  /** The cached read each procedure path answers ("guest.weddingDetails" -> weddingDetails). */
  readonly readByProcedure: ReadonlyMap<string, ReadName>;
  readonly #slots = new Map<ReadName, Slot>();
  /** How many times each read was built (tests show that reads between writes are served from memory). */
  readonly builds = new Map<ReadName, number>();

  constructor(db: DB, watch: WriteWatch, reads: GuestReads) {
    this.#db = db;
    this.#watch = watch;
    this.#reads = reads;
    for (const [name, read] of Object.entries({ ...reads.single, ...reads.keyed })) {
      this.#slots.set(name, {});
      this.#nameOf.set(read, name);
    }
    this.readByProcedure = readsByProcedure(reads);
    watch.onWrite((tables) => this.#stale(tables));
  }

  /** Numbers every reported write; the last number that wrote each table. */
  #writes = 0;
  readonly #lastWrite = new Map<string, number>();

  /**
   * Changes whenever a write may have changed a guest read (while every entry is fresh, only a write of its
   * tables does): an answer made from the cache's values at one generation stays true while it lasts.
   */
  generation = 0;

  /** Counts another connection's commit (the sqlite3 shell, a restore) as a write of every table; cheap, synchronous. */
  noticeOtherConnections(): void {
    this.#watch.noticeOtherConnections();
  }

  #stale(tables: ReadonlySet<string>) {
    const seq = ++this.#writes;
    for (const table of tables) this.#lastWrite.set(table, seq);
    let changed = false;
    for (const slot of this.#slots.values()) {
      // A build in progress has not said yet what it reads: new readers start another one.
      if (slot.ready && !touches(slot.tables!, tables)) continue;
      changed = true;
      slot.ready = undefined;
      slot.tables = undefined;
      slot.building = undefined;
    }
    if (changed) this.generation++;
  }

  /** Whether a write reported after number `since` touched any of these tables. */
  #writtenSince(since: number, tables: ReadonlySet<string>): boolean {
    if (this.#writes === since) return false;
    if (tables.has(ANY_TABLE) || (this.#lastWrite.get(ANY_TABLE) ?? 0) > since) return true;
    for (const table of tables) if ((this.#lastWrite.get(table) ?? 0) > since) return true;
    return false;
  }

  async #build(name: ReadName): Promise<{ ready: Ready; tables: ReadonlySet<string> }> {
    this.builds.set(name, (this.builds.get(name) ?? 0) + 1);
    if (!this.isKeyed(name)) {
      const { value, tables } = await trackReads(this.#db, this.#reads.single[name]!.build);
      return { ready: cachedRead(value), tables };
    }
    const { value, tables } = await trackReads(this.#db, this.#reads.keyed[name]!.build);
    return { ready: new Map([...value].map(([key, one]) => [key, cachedRead(one)])), tables };
  }

  isKeyed(name: ReadName): boolean {
    return name in this.#reads.keyed;
  }

  /** The key a keyed read takes from a procedure input, or undefined when it is not a plain id. */
  keyOf(name: ReadName, input: unknown): number | undefined {
    return this.#reads.keyed[name]!.keyOf(input);
  }

  /** The name of a read this cache was given. */
  nameOf(read: SingleRead | KeyedRead): ReadName {
    const name = this.#nameOf.get(read);
    if (name === undefined) throw new Error(`${read.procedure} is not among the guest reads given to the cache (src/server/trpc/guest-reads.ts)`);
    return name;
  }

  /** The tables a fresh entry was built from (undefined while stale). */
  tablesOf(name: ReadName): ReadonlySet<string> | undefined {
    return this.#slots.get(name)!.tables;
  }

  /** The read's entry: at once when fresh, else a promise of the rebuilt one (one build at a time). */
  #get(name: ReadName): Ready | Promise<Ready> {
    this.noticeOtherConnections();
    const slot = this.#slots.get(name)!;
    if (slot.ready) return slot.ready;
    if (slot.building) return slot.building;
    const since = this.#writes;
    const building: Promise<Ready> = this.#build(name).then(
      ({ ready, tables }) => {
        // Kept only if nothing it read was written meanwhile (compiled or run: db/write-watch.ts).
        if (!this.#writtenSince(since, tables) && (slot.building === building || !slot.ready)) {
          slot.ready = ready;
          slot.tables = tables;
        }
        if (slot.building === building) slot.building = undefined;
        return ready;
      },
      (error: unknown) => {
        if (slot.building === building) slot.building = undefined;
        throw error;
      },
    );
    slot.building = building;
    return building;
  }

  single(name: ReadName): CachedRead | Promise<CachedRead> {
    return this.#get(name) as CachedRead | Promise<CachedRead>;
  }

  /** The entry of one key, undefined when the key does not exist (nothing is added for it). */
  keyed(name: ReadName, key: number): CachedRead | undefined | Promise<CachedRead | undefined> {
    const ready = this.#get(name) as ReadonlyMap<number, CachedRead> | Promise<ReadonlyMap<number, CachedRead>>;
    return ready instanceof Promise ? ready.then((map) => map.get(key)) : ready.get(key);
  }

  /** Which keyed entries are held (tests: unknown keys never add one). */
  async keysOf(name: ReadName): Promise<number[]> {
    return [...((await this.#get(name)) as ReadonlyMap<number, CachedRead>).keys()];
  }
}

/** What a guest procedure returns: the cached answer (the same object every time until a write). */
export async function publicRead<T>(cache: PublicReadCache, read: SingleRead<T>): Promise<T> {
  return (await cache.single(cache.nameOf(read))).value as T;
}

/** A keyed read's answer for one key, or undefined when the key is not among the public ones. */
export async function publicReadOf<V>(cache: PublicReadCache, read: KeyedRead<V>, key: number): Promise<V | undefined> {
  return (await cache.keyed(cache.nameOf(read), key))?.value as V | undefined;
}
