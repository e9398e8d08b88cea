/**
 * The one write path (DESIGN.md, Second phase): a Kysely plugin that sees every INSERT, UPDATE, DELETE and
 * MERGE built through Kysely (query builder or `sql` template) and tells its listeners which tables were
 * written, so a cache of reads cannot miss a write a later feature adds. It knows nothing of who listens.
 *
 * A write is reported twice: when Kysely compiles it (just before it runs) and once its result is back. A
 * read that ran between the two therefore always hears of it after it read. Reads never interleave with an
 * open transaction (SQLite has one connection, which Kysely's driver holds for the transaction), so a
 * commit or rollback needs no report of its own.
 *
 * Commits made by another connection (the sqlite3 shell, a restore script, another process) are noticed
 * through SQLite's `PRAGMA data_version` on the app's own handle, which changes only when another connection
 * committed: `noticeOtherConnections()` (called before a cached answer is served, looking at most every
 * 200 ms) then reports a write of every table. Not seen: statements sent around Kysely on the app's own handle; nothing in this code base does that.
 */
import type SQLite from "better-sqlite3";
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/** Stands for "some table, which one is unknown" (a raw SQL write, a schema change): everything is stale. */
export const ANY_TABLE = "*";

export type WriteListener = (tables: ReadonlySet<string>) => void;

/** The SQL name of a table node, through an alias (`update menus as m`). */
export function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as { kind: string; table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === "TableNode") return n.table?.identifier?.name;
  if (n.kind === "AliasNode") return tableName(n.node);
  return undefined;
}

const RAW_WRITE = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete|replace|merge|drop|alter|create)\b/i;

/** The tables a statement writes, or null when it only reads. */
export function writtenTables(node: RootOperationNode): Set<string> | null {
  const one = (name: string | undefined) => new Set([name ?? ANY_TABLE]);
  switch (node.kind) {
    case "SelectQueryNode":
      return null;
    case "InsertQueryNode":
      return one(tableName(node.into));
    case "UpdateQueryNode":
      return one(tableName(node.table));
    case "DeleteQueryNode":
      return new Set(node.from.froms.map((from) => tableName(from) ?? ANY_TABLE));
    case "MergeQueryNode":
      return one(tableName(node.into));
    case "RawNode":
      return RAW_WRITE.test(node.sqlFragments.join("?")) ? one(ANY_TABLE) : null;
    default:
      // Schema changes (create/alter/drop table or index): everything is stale.
      return one(ANY_TABLE);
  }
}

/** Reports the tables each write names to its listeners (db/connect.ts installs one per database). */
export class WriteWatch implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  /** Writes compiled and not yet answered, to report again with their result. */
  readonly #pending = new WeakMap<QueryId, ReadonlySet<string>>();
  /** `PRAGMA data_version` on the app's connection (prepared once: a check costs a microsecond), and its last value. */
  readonly #dataVersion: SQLite.Statement | undefined;
  #lastVersion: unknown;

  readonly #everyMs: number;
  #lookedAt = -Infinity;

  /**
   * `sqlite`: the connection Kysely writes through, whose data_version tells of other connections' commits.
   * `everyMs`: how often it is looked at. A look takes SQLite's read lock (a third of the CPU of a cached
   * read when done on every request), and a hand edit reaching guests a fifth of a second later is soon enough.
   */
  constructor(sqlite?: SQLite.Database, everyMs = 200) {
    this.#dataVersion = sqlite?.prepare("PRAGMA data_version").pluck();
    this.#lastVersion = this.#dataVersion?.get();
    this.#everyMs = everyMs;
  }

  /** Reports a write of every table when another connection committed since the last look (synchronous). */
  noticeOtherConnections(): void {
    if (!this.#dataVersion) return;
    const now = performance.now();
    if (now - this.#lookedAt < this.#everyMs) return;
    this.#lookedAt = now;
    const version = this.#dataVersion.get();
    if (version === this.#lastVersion) return;
    this.#lastVersion = version;
    this.#report(new Set([ANY_TABLE]));
  }

  onWrite(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #report(tables: ReadonlySet<string>) {
    for (const listener of this.#listeners) listener(tables);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables) {
      this.#pending.set(queryId, tables);
      this.#report(tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(queryId);
    if (tables) {
      this.#pending.delete(queryId);
      this.#report(tables);
    }
    return result;
  }
}
