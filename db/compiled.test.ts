/** db/compiled.ts on the real migrations in memory: built once per shape, bound by name, seen by the write watch. */
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeWatchOf } from "../src/server/public-cache/write-watch";
import { compiledInsert, compiledQuery } from "./compiled";
import { createKysely, type DB, migrate } from "./connect";

let sqlite: SQLite.Database;
let db: DB;
beforeEach(async () => {
  sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  db = createKysely(sqlite);
  await migrate(db);
});
afterEach(() => db.destroy());

const reply = (id: string) => ({
  id,
  primaryGuestName: `Guest ${id}`,
  primaryGuestPhone: `9${id.padStart(9, "0")}`,
  rsvpStatus: "yes",
  needsMakeupArtist: 0,
  makeupCount: 0,
  createdAt: "2026-11-24T00:00:00.000Z",
  editTokenHash: `hash-${id}`,
});

describe("compiledQuery", () => {
  it("builds once, binds values by name and keeps the builder's own literals", async () => {
    const build = vi.fn((d: DB, param: (name: "phone") => string) =>
      d.selectFrom("rsvps").select(["id", "primaryGuestName"]).where("primaryGuestPhone", "=", param("phone")).where("rsvpStatus", "=", "yes"),
    );
    const byPhone = compiledQuery(build as never) as (d: DB, v: { phone: string }) => Promise<{ rows: { id: string; primaryGuestName: string }[] }>;
    await db.insertInto("rsvps").values([reply("a"), { ...reply("b"), rsvpStatus: "no" }]).execute();
    expect((await byPhone(db, { phone: "900000000a" })).rows).toEqual([{ id: "a", primaryGuestName: "Guest a" }]); // camelCase rows
    expect((await byPhone(db, { phone: "900000000b" })).rows).toEqual([]); // the literal "yes" still applies
    expect((await byPhone(db, { phone: "900000000x" })).rows).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("refuses a call that leaves a parameter out, before anything runs", async () => {
    const byPhone = compiledQuery<"phone", { id: string }>((d, param) => d.selectFrom("rsvps").select("id").where("primaryGuestPhone", "=", param("phone")));
    await expect(byPhone(db, {} as { phone: string })).rejects.toThrow("no value for phone");
  });

  it("runs in the transaction it is given", async () => {
    const insertOne = compiledInsert("rsvps");
    await expect(
      db.transaction().execute(async (trx) => {
        await insertOne(trx, [reply("t")]);
        expect(await trx.selectFrom("rsvps").select("id").execute()).toEqual([{ id: "t" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.selectFrom("rsvps").select("id").execute()).toEqual([]);
  });
});

describe("compiledInsert", () => {
  it("inserts many rows in one statement, compiled once per row count and columns, with RETURNING rows", async () => {
    await db.insertInto("rsvps").values(reply("r")).execute();
    const insertMembers = compiledInsert("familyMembers", ["id", "position"]);
    const compile = vi.spyOn(db, "insertInto");
    const member = (position: number) => ({ rsvpId: "r", position, name: `M${position}`, needsMakeupArtist: 0, makeupCount: 0 });
    const first = await insertMembers(db, [member(0), member(1)]);
    const second = await insertMembers(db, [member(2), member(3)]);
    await insertMembers(db, [member(4), member(5), member(6)]); // another row count: another shape
    expect(first.map((r) => r.position).sort()).toEqual([0, 1]);
    expect(second.map((r) => r.position).sort()).toEqual([2, 3]);
    expect(compile).toHaveBeenCalledTimes(2);
    const stored = await db.selectFrom("familyMembers").select(["name", "position"]).orderBy("position").execute();
    expect(stored.map((m) => m.name)).toEqual(["M0", "M1", "M2", "M3", "M4", "M5", "M6"]);
  });

  it("leaves an undefined column out, so the table's default applies, and rows with different columns still go in whole", async () => {
    const insertRsvps = compiledInsert("rsvps");
    await insertRsvps(db, [{ ...reply("d"), specialRequests: undefined }]);
    await insertRsvps(db, [reply("e"), { ...reply("f"), specialRequests: "Window seat" }]);
    const rows = await db.selectFrom("rsvps").select(["id", "specialRequests", "editVersion"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "d", specialRequests: null, editVersion: 1 },
      { id: "e", specialRequests: null, editVersion: 1 },
      { id: "f", specialRequests: "Window seat", editVersion: 1 },
    ]);
    expect(await insertRsvps(db, [])).toEqual([]);
  });

  it("is seen by the write watch like any other write: before it runs, after, and when its transaction ends", async () => {
    const reports: string[][] = [];
    writeWatchOf(db)!.onWrite((tables) => reports.push([...tables]));
    const insertRsvps = compiledInsert("rsvps");
    await db.transaction().execute(async (trx) => {
      await insertRsvps(trx, [reply("w")]);
      expect(reports).toEqual([["rsvps"], ["rsvps"]]);
    });
    expect(reports).toHaveLength(3);
    expect(reports[2]).toContain("rsvps"); // with what the migrations wrote outside any transaction
  });
});
