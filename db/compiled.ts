/**
 * Queries Kysely builds and compiles once per shape, then runs again with new values. A guest's reply runs
 * about ten statements, and building and compiling each one cost more than SQLite running it (issue 18).
 * They run through `db.executeQuery`, so a transaction, the plugins' result transforms (camelCase) and the
 * write watch (which sees every statement at the connection) treat them like any other query.
 *
 * A builder gets `param(name)`, a stand-in for a value given at run time; literals it writes itself stay.
 * The SQL of a shape never changes, so better-sqlite3's statement cache (db/connect.ts) finds it too.
 */
import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

const MARK = "\u0000param:";

interface Prepared<R> {
  compiled: CompiledQuery<R>;
  /** Each parameter of the SQL: a value given at run time (by name) or a literal of the builder. */
  slots: ({ name: string } | { value: unknown })[];
}

function prepare<R>(query: Compilable<R>): Prepared<R> {
  const compiled = query.compile();
  const slots = compiled.parameters.map((p) => (typeof p === "string" && p.startsWith(MARK) ? { name: p.slice(MARK.length) } : { value: p }));
  return { compiled, slots };
}

function run<R>(db: Db, { compiled, slots }: Prepared<R>, values: Readonly<Record<string, unknown>>): Promise<QueryResult<R>> {
  const parameters = slots.map((slot) => {
    if (!("name" in slot)) return slot.value;
    const value = values[slot.name];
    if (value === undefined) throw new Error(`compiled query: no value for ${slot.name}`);
    return value;
  });
  return db.executeQuery({ ...compiled, parameters });
}

/**
 * A query of one shape: `build(db, param)` once, then every call binds `values` by name. Every named
 * parameter must be given (null for SQL NULL).
 */
export function compiledQuery<P extends string, R>(build: (db: Db, param: (name: P) => string) => Compilable<R>) {
  let prepared: Prepared<R> | undefined;
  return async (db: Db, values: Readonly<Record<P, unknown>>): Promise<QueryResult<R>> => {
    prepared ??= prepare(build(db, (name) => `${MARK}${name}`));
    return run(db, prepared, values);
  };
}

/** A row's columns as Kysely's builder writes them: those not undefined. */
const columnsOf = (row: object) => Object.keys(row).filter((c) => (row as Record<string, unknown>)[c] !== undefined);

/**
 * A multi-row INSERT compiled once per number of rows and set of columns (a column left undefined is left
 * out, as Kysely's builder does); `returning` columns come back as rows. Rows of one call share their
 * columns (the reply's rows do); rows that do not go through the builder.
 */
export function compiledInsert<T extends keyof Database & string>(table: T, returning: readonly string[] = []) {
  /** Per shape: the SQL, and which row's column each of its parameters is. */
  const shapes = new Map<string, { compiled: CompiledQuery<Record<string, unknown>>; cells: { row: number; column: string }[] }>();
  return async <Row extends Insertable<Database[T]>>(db: Db, rows: readonly Row[]): Promise<Record<string, unknown>[]> => {
    if (rows.length === 0) return [];
    const columns = columnsOf(rows[0]!);
    const key = columns.join(",");
    const builder = (values: readonly Record<string, unknown>[]) => {
      const insert = db.insertInto(table).values(values as never);
      return (returning.length ? insert.returning(returning as never) : insert) as unknown as Compilable<Record<string, unknown>>;
    };
    if (rows.some((row) => columnsOf(row).join(",") !== key)) return (await db.executeQuery(builder(rows as never).compile())).rows;
    const shape = `${rows.length}:${key}`;
    let prepared = shapes.get(shape);
    if (!prepared) {
      const { compiled, slots } = prepare(builder(rows.map((_, r) => Object.fromEntries(columns.map((c) => [c, `${MARK}${r}.${c}`])))));
      const cells = slots.map((slot) => {
        if (!("name" in slot)) throw new Error(`compiled insert into ${table}: a value that is not a row's`);
        const dot = slot.name.indexOf(".");
        return { row: Number(slot.name.slice(0, dot)), column: slot.name.slice(dot + 1) };
      });
      prepared = { compiled, cells };
      shapes.set(shape, prepared);
    }
    const parameters = prepared.cells.map(({ row, column }) => (rows[row] as Record<string, unknown>)[column]);
    return (await db.executeQuery<Record<string, unknown>>({ ...prepared.compiled, parameters })).rows;
  };
}
