/**
 * The one write path (DESIGN.md, Second phase): the app's SQLite connection, as its dialect hands it to
 * Kysely, sees every INSERT, UPDATE, DELETE and MERGE any code runs (query builder, `sql` template, or a
 * query compiled once and run again, db/compiled.ts) and tells its listeners which tables were written,
 * so the public read cache cannot miss a write a later feature adds. trackReads records which tables a
 * cached read's builder selects from, so a builder that starts reading another table depends on it
 * without anyone having to declare it.
 *
 * A write is reported three times: just before it runs, after it ran, and when the transaction it ran in
 * commits or rolls back. A cache entry built while a write was in flight therefore never survives it (see
 * cache.ts: an entry is only kept if no report came during its build).
 *
 * Not seen: statements sent around Kysely (better-sqlite3 directly) and other processes writing the same
 * file (restart the server after editing the database by hand). Nothing in this code base does either
 * while the server runs.
 */
import {
  type CompiledQuery,
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

export class WriteWatch {
  readonly #listeners = new Set<WriteListener>();
  /** Tables written since the last commit or rollback: reported again when the transaction ends. */
  #sinceTransactionEnd = new Set<string>();

  onWrite(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #report(tables: ReadonlySet<string>) {
    for (const listener of this.#listeners) listener(tables);
  }

  /** Runs one statement on `connection`, reporting the tables it writes before and after. */
  async execute<R>(connection: DatabaseConnection, compiled: CompiledQuery): Promise<QueryResult<R>> {
    const tables = writtenTables(compiled.query);
    if (!tables) return connection.executeQuery<R>(compiled);
    for (const table of tables) this.#sinceTransactionEnd.add(table);
    this.#report(tables);
    try {
      return await connection.executeQuery<R>(compiled);
    } finally {
      this.#report(tables);
    }
  }

  /** Called by the dialect once a transaction committed or rolled back. */
  transactionEnded() {
    if (this.#sinceTransactionEnd.size === 0) return;
    const tables = this.#sinceTransactionEnd;
    this.#sinceTransactionEnd = new Set();
    this.#report(tables);
  }
}

/** SqliteDialect whose connection runs every statement through the watch, and whose driver tells it when a transaction ends. */
export class WatchedSqliteDialect extends SqliteDialect {
  readonly #watch: WriteWatch;

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], watch: WriteWatch) {
    super(config);
    this.#watch = watch;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const watch = this.#watch;
    const acquire = driver.acquireConnection.bind(driver);
    const commit = driver.commitTransaction.bind(driver);
    const rollback = driver.rollbackTransaction.bind(driver);
    // SQLite has one connection: it is wrapped once.
    const watched = new WeakMap<DatabaseConnection, DatabaseConnection>();
    driver.acquireConnection = async () => {
      const connection = await acquire();
      let wrapped = watched.get(connection);
      if (!wrapped) {
        wrapped = {
          executeQuery: (compiled) => watch.execute(connection, compiled),
          streamQuery: (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize),
        };
        watched.set(connection, wrapped);
      }
      return wrapped;
    };
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
