import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
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
    await db.insertInto("rooms").values({ roomNo: "101", floorNo: 1, description: null }).execute();
    const read = () => db.selectFrom("rooms").selectAll().execute();
    expect(await read()).toHaveLength(1);
    await db.schema.alterTable("rooms").addColumn("note", "text").execute();
    const rows = await read();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveProperty("note", null);
    await db.destroy();
  });
});
