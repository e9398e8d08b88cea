/** The write watch of a database opened by db/connect.ts: what it reports, and when. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./connect";

async function watched() {
  const reports: string[][] = [];
  const opened = await openDatabase(":memory:", { onWrite: (tables) => reports.push([...tables]) });
  reports.length = 0; // the migrations' schema changes
  return { ...opened, reports };
}

describe("the write watch given when the database is opened", () => {
  it("reports the SQL table of each write before it runs and once it has, and nothing for a read", async () => {
    const { db, reports } = await watched();
    await db.selectFrom("pickupPoints").selectAll().execute();
    expect(reports).toEqual([]);
    await db.insertInto("pickupPoints").values({ name: "Airport", kind: "airport", displayOrder: 0 }).execute();
    expect(reports).toEqual([["pickup_points"], ["pickup_points"]]);
    await db.destroy();
  });

  it("sees writes inside a transaction, also one that fails, and raw SQL as a write of any table", async () => {
    const { db, reports } = await watched();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("venueMedia").set({ title: "x" }).where("id", "=", 0).execute();
      await trx.deleteFrom("timelineEvents").where("id", "=", 0).execute();
    });
    expect(reports).toEqual([["venue_media"], ["venue_media"], ["timeline_events"], ["timeline_events"]]);
    reports.length = 0;
    await expect(
      db
        .insertInto("pickupPoints")
        .values({ name: "No kind", kind: null as never, displayOrder: 0 })
        .execute(),
    ).rejects.toThrow();
    expect(reports).toEqual([["pickup_points"]]);
    reports.length = 0;
    await sql`update venue_media set title = title`.execute(db);
    expect(reports).toEqual([["*"], ["*"]]);
    await db.destroy();
  });
});

describe("commits of other connections", () => {
  it("are reported as a write of any table when looked for, once each; the watched connection's own writes are not", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-watch-"));
    const file = path.join(dir, "wedding.sqlite");
    const reports: string[][] = [];
    const { db, watch } = await openDatabase(file, { onWrite: (tables) => reports.push([...tables]), otherConnectionsEveryMs: 0 });
    await db.insertInto("pickupPoints").values({ name: "Airport", kind: "airport", displayOrder: 0 }).execute();
    reports.length = 0;
    watch.noticeOtherConnections();
    expect(reports).toEqual([]);
    const other = new SQLite(file);
    other.exec("update pickup_points set name = 'Pune Airport'");
    watch.noticeOtherConnections();
    watch.noticeOtherConnections();
    expect(reports).toEqual([["*"]]);
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are looked for at most once per interval, and seen once it has passed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-watch-"));
    const file = path.join(dir, "wedding.sqlite");
    const reports: string[][] = [];
    const { db, watch } = await openDatabase(file, { onWrite: (tables) => reports.push([...tables]), otherConnectionsEveryMs: 100 });
    await db.insertInto("pickupPoints").values({ name: "Airport", kind: "airport", displayOrder: 0 }).execute();
    watch.noticeOtherConnections();
    reports.length = 0;
    const other = new SQLite(file);
    other.exec("update pickup_points set name = 'Pune Airport'");
    watch.noticeOtherConnections();
    expect(reports).toEqual([]);
    await vi.waitFor(() => {
      watch.noticeOtherConnections();
      expect(reports).toEqual([["*"]]);
    });
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
