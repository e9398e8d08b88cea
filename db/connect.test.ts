import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../fastify.config";
import { openDatabase, withStatementCache } from "./connect";

describe("withStatementCache", () => {
  it("hands out the same prepared statement for the same SQL", () => {
    const wrapped = withStatementCache(new SQLite(":memory:"));
    expect(wrapped.prepare("SELECT 1 AS one")).toBe(wrapped.prepare("SELECT 1 AS one"));
    expect(wrapped.prepare("SELECT 2 AS two")).not.toBe(wrapped.prepare("SELECT 1 AS one"));
  });

  it("prepares a fresh statement while the cached one is still being iterated", () => {
    const sqlite = new SQLite(":memory:");
    sqlite.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);");
    const wrapped = withStatementCache(sqlite);
    const sql = "SELECT n FROM t ORDER BY n";
    const outer = wrapped.prepare(sql).iterate([]);
    const seen: number[] = [];
    for (const row of outer as Iterable<{ n: number }>) {
      // A nested read of the same text while the outer one is open would throw "statement is busy".
      seen.push(row.n, (wrapped.prepare(sql).all([]) as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
  });

  it("stays within its bound", () => {
    const wrapped = withStatementCache(new SQLite(":memory:"), 2);
    const first = wrapped.prepare("SELECT 1");
    wrapped.prepare("SELECT 2");
    wrapped.prepare("SELECT 3");
    expect(wrapped.prepare("SELECT 1")).not.toBe(first);
  });

  it("keeps answering correctly through Kysely after the schema changes", async () => {
    const { db } = await openDatabase(":memory:");
    const hotel = await db.insertInto("hotels").values({ name: "Resort", createdAt: "2026-01-01T00:00:00.000Z" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("rooms").values({ hotelId: hotel.id, roomNo: "101", floorNo: 1, description: null }).execute();
    const read = () => db.selectFrom("rooms").selectAll().execute();
    expect(await read()).toHaveLength(1);
    await db.schema.alterTable("rooms").addColumn("note", "text").execute();
    const rows = await read();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveProperty("note", null);
    await db.destroy();
  });
});

describe("files on disk are the owner's only (issue 12, item 6)", () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-modes-"));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const mode = (p: string) => fs.statSync(p).mode & 0o777;

  it("creates DATA_DIR 0700 and the database, its WAL and shared memory 0600", async () => {
    const dataDir = path.join(tmp(), "data");
    const file = path.join(dataDir, "wedding.sqlite");
    const { db } = await openDatabase(file);
    const hotel = await db.insertInto("hotels").values({ name: "Resort", createdAt: "2026-01-01T00:00:00.000Z" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("rooms").values({ hotelId: hotel.id, roomNo: "101", floorNo: 1, description: null }).execute();
    expect(mode(dataDir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    await db.destroy();
  });

  it("tightens a world-readable database made before the rule, and leaves an existing folder's mode alone", async () => {
    const dataDir = tmp();
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, "wedding.sqlite");
    const old = new SQLite(file);
    old.pragma("journal_mode = WAL");
    old.exec("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1);");
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.chmodSync(f, 0o644);
    const { db } = await openDatabase(file);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    expect(mode(dataDir)).toBe(0o755);
    await db.destroy();
    old.close();
  });

  it("loadConfig creates DATA_DIR 0700 with the app secret 0600", () => {
    const dataDir = path.join(tmp(), "fresh", "data");
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PHONE: "9876543210" });
    expect(config.dataDir).toBe(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "app-secret"))).toBe(0o600);
  });
});
