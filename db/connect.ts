import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type SqliteDatabase } from "kysely";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";
import { type WriteListener, WriteWatch } from "./write-watch";

export type DB = Kysely<Database>;

export interface OpenedDb {
  db: DB;
  sqlite: SQLite.Database;
  /** Tells listeners (the app's public read cache) of every write: db/write-watch.ts. */
  watch: WriteWatch;
}

/**
 * Opens the SQLite file (":memory:" for tests) with the pragmas DESIGN.md asks for:
 * WAL for concurrent readers, synchronous=FULL so an acknowledged RSVP survives power loss,
 * foreign keys on, and a busy timeout instead of SQLITE_BUSY errors.
 */
export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") prepareDbFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  if (file !== ":memory:") restrictDbFiles(file);
  return sqlite;
}

/** Owner-only modes (issue 12, item 6): guests' names, phones and ID links are not for other local users. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database's folder `0700` when it does not exist yet (an existing folder is the
 * operator's: its mode is left alone) and a new database file `0600` before SQLite opens it, so
 * there is no moment at which it is readable by others. SQLite gives its -wal and -shm the mode
 * of the database file.
 */
function prepareDbFile(file: string): void {
  const dir = path.dirname(file);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.chmodSync(dir, PRIVATE_DIR_MODE); // whatever the umask
  }
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
}

/** The database, its WAL and shared-memory file `0600`, also those of a database made before this rule. */
export function restrictDbFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      if ((fs.statSync(f).mode & 0o777) !== PRIVATE_FILE_MODE) fs.chmodSync(f, PRIVATE_FILE_MODE);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not ours to change (another owner): say so rather than refuse to start.
      if (code === "EPERM") process.emitWarning(`Could not make ${f} readable by its owner only (chmod 600): ${String(error)}`);
      else if (code !== "ENOENT") throw error;
    }
  }
}

/**
 * better-sqlite3 as Kysely sees it, with prepared statements kept for reuse: Kysely prepares every
 * query anew, which was a fifth of the cost of a public read (npm run bench). The cache is bounded
 * (queries with IN lists make many texts), and a statement still being iterated is never handed out.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) return cached.busy ? sqlite.prepare(sql) : cached;
      const stmt = sqlite.prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

export interface DbOptions {
  /** Told the tables of every write made through Kysely (db/write-watch.ts). */
  onWrite?: WriteListener;
  /** How often commits by other connections are looked for, in ms (db/write-watch.ts; 200). */
  otherConnectionsEveryMs?: number;
}

/**
 * The app's Kysely instance: camelCase names, and a write watch that sees every write (the one write path of
 * DESIGN.md) and the commits of other connections; returned with it, for listeners that come after the db.
 */
export function createKysely(sqlite: SQLite.Database, options: DbOptions = {}): OpenedDb {
  const watch = new WriteWatch(sqlite, options.otherConnectionsEveryMs);
  if (options.onWrite) watch.onWrite(options.onWrite);
  // The watch comes after CamelCasePlugin, so it reports SQL table names (snake_case).
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new CamelCasePlugin(), watch] });
  return { db, sqlite, watch };
}

/** Applies every pending migration; safe to call on every start. */
export async function migrate(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
}

export async function openDatabase(file: string, options: DbOptions = {}): Promise<OpenedDb> {
  const opened = createKysely(openSqlite(file), options);
  await migrate(opened.db);
  return opened;
}
