/**
 * trackReads records which tables a cached read's builder selects from, so a builder that starts reading
 * another table depends on it without anyone having to declare it. Writes are reported by the database's
 * write watch (db/write-watch.ts).
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import type { DB } from "../../../db/connect";
import { ANY_TABLE, tableName } from "../../../db/write-watch";

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
export async function trackReads<T>(db: DB, build: (db: DB) => Promise<T>): Promise<{ value: T; tables: ReadonlySet<string> }> {
  const tables = new Set<string>();
  const value = await build(db.withPlugin(new ReadTracker(tables)));
  return { value, tables };
}
