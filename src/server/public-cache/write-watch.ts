/**
 * The one write path (DESIGN.md, Second phase): a Kysely plugin on the app's only Kysely instance sees
 * every INSERT, UPDATE, DELETE and MERGE any code builds (query builder or `sql` template) and tells its
 * listeners which tables were written, so the public read cache cannot miss a write a later feature adds.
 * trackReads records which tables a cached read's builder selects from, so a builder that starts
 * reading another table depends on it without anyone having to declare it.
 *
 * A write is reported three times: when it is compiled (before it runs), after it ran, and when the
 * transaction it ran in commits or rolls back. A cache entry built while a write was in flight therefore
 * never survives it (see cache.ts: an entry is only kept if no report came during its build).
 *
 * Not seen: statements sent around Kysely (better-sqlite3 directly, `db.executeQuery` of an already
 * compiled query) and other processes writing the same file (restart the server after editing the
 * database by hand). Nothing in this code base does either while the server runs.
 */
import {
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  SqliteDialect,
  type UnknownRow,
} from "kysely";

/** Stands for "some table, which one is unknown" (a raw SQL write, a schema change): every entry is stale. */
export const ANY_TABLE = "*";

export type WriteListener = (tables: ReadonlySet<string>) => void;

/** The SQL name of a table node, through an alias (`update menus as m`). */
function tableName(node: OperationNode | undefined): string | undefined {
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
    case "DeleteQueryNode": {
      const names = node.from.froms.map(tableName);
      return new Set(names.map((name) => name ?? ANY_TABLE));
    }
    case "MergeQueryNode":
      return one(tableName(node.into));
    case "RawNode":
      return RAW_WRITE.test(node.sqlFragments.join("?")) ? one(ANY_TABLE) : null;
    default:
      // Schema changes (create/alter/drop table or index): every entry is stale.
      return one(ANY_TABLE);
  }
}

/** Every table a query names anywhere (joins, subqueries); ANY_TABLE for raw SQL, whose tables cannot be known. */
export function namedTables(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) namedTables(child, into);
  } else if (node && typeof node === "object") {
    const kind = (node as { kind?: unknown }).kind;
    if (kind === "TableNode") into.add(tableName(node as OperationNode) ?? ANY_TABLE);
    else if (kind === "RawNode") into.add(ANY_TABLE);
    else for (const child of Object.values(node)) if (child && typeof child === "object") namedTables(child, into);
  }
  return into;
}

/** Records every table the queries built through it name: a cached read's dependencies. */
class ReadTracker implements KyselyPlugin {
  constructor(private readonly tables: Set<string>) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    namedTables(node, this.tables);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * Runs a cached read's builder on `db` with a tracker added (same connection, same plugins) and returns what
 * it built with the tables its queries named. A plugin on the builder's own instance, not an
 * AsyncLocalStorage: that one turns on promise hooks for every promise of every request (Node 20).
 */
export async function trackReads<D extends Kysely<any>, T>(db: D, build: (db: D) => Promise<T>): Promise<{ value: T; tables: ReadonlySet<string> }> {
  const tables = new Set<string>();
  const value = await build(db.withPlugin(new ReadTracker(tables)) as D);
  return { value, tables };
}

export class WriteWatch implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  /** Compiled writes waiting for their result, by Kysely's per-query id object. */
  readonly #running = new WeakMap<object, Set<string>>();
  /** Tables written since the last commit or rollback: reported again when the transaction ends. */
  #sinceTransactionEnd = new Set<string>();

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
      this.#running.set(queryId, tables);
      for (const table of tables) this.#sinceTransactionEnd.add(table);
      this.#report(tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#running.get(queryId);
    if (tables) {
      this.#running.delete(queryId);
      this.#report(tables);
    }
    return result;
  }

  /** Called by the dialect once a transaction committed or rolled back. */
  transactionEnded() {
    if (this.#sinceTransactionEnd.size === 0) return;
    const tables = this.#sinceTransactionEnd;
    this.#sinceTransactionEnd = new Set();
    this.#report(tables);
  }
}

/** SqliteDialect whose driver tells the watch when a transaction ends. */
export class WatchedSqliteDialect extends SqliteDialect {
  readonly #watch: WriteWatch;

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], watch: WriteWatch) {
    super(config);
    this.#watch = watch;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const watch = this.#watch;
    const commit = driver.commitTransaction.bind(driver);
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.commitTransaction = async (connection: DatabaseConnection) => {
      try {
        await commit(connection);
      } finally {
        watch.transactionEnded();
      }
    };
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      try {
        await rollback(connection);
      } finally {
        watch.transactionEnded();
      }
    };
    return driver;
  }
}

/** The watch of each Kysely instance made by db/connect.ts (the public cache finds it from the db). */
const watches = new WeakMap<object, WriteWatch>();

export function attachWriteWatch<T extends object>(db: T, watch: WriteWatch): T {
  watches.set(db, watch);
  return db;
}

export const writeWatchOf = (db: object): WriteWatch | undefined => watches.get(db);
