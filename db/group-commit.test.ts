/** db/group-commit.ts on a real database file (the migrations, WAL, a second connection reading it). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeWatchOf } from "../src/server/public-cache/write-watch";
import { type DB, openDatabase } from "./connect";
import { GroupCommit } from "./group-commit";

let dir: string;
let db: DB;
let other: SQLite.Database;
let batches: GroupCommit;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "group-commit-"));
  const file = path.join(dir, "wedding.sqlite");
  ({ db } = await openDatabase(file));
  other = new SQLite(file, { readonly: true });
  batches = new GroupCommit(db);
});
afterEach(async () => {
  vi.useRealTimers();
  other.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const reply = (id: string, phone = `9${id.padStart(9, "0")}`) => ({
  id,
  primaryGuestName: `Guest ${id}`,
  primaryGuestPhone: phone,
  rsvpStatus: "yes",
  needsMakeupArtist: 0,
  makeupCount: 0,
  createdAt: "2026-11-24T00:00:00.000Z",
  editVersion: 1,
  editTokenHash: `hash-${id}`,
});
const storedIds = () => (other.prepare("SELECT id FROM rsvps ORDER BY id").all() as { id: string }[]).map((r) => r.id);

describe("group commit", () => {
  it("commits writes started together once, and answers each only after that commit is on disk", async () => {
    const ended = vi.spyOn(writeWatchOf(db)!, "transactionEnded");
    const seenByOthersWhenDone: string[][] = [];
    const jobs = ["1", "2", "3"].map((id) =>
      batches.run(async (trx) => {
        await trx.insertInto("rsvps").values(reply(id)).execute();
        return id;
      }),
    );
    for (const job of jobs) void job.then(() => seenByOthersWhenDone.push(storedIds()));
    expect(await Promise.all(jobs)).toEqual(["1", "2", "3"]);
    expect(ended).toHaveBeenCalledTimes(1);
    // Every caller heard back only once all three were readable from another connection.
    expect(seenByOthersWhenDone).toEqual([
      ["1", "2", "3"],
      ["1", "2", "3"],
      ["1", "2", "3"],
    ]);
  });

  it("rolls back only the job that failed; it hears its own error and the others stand", async () => {
    const results = await Promise.allSettled([
      batches.run((trx) => trx.insertInto("rsvps").values(reply("1")).execute()),
      batches.run(async (trx) => {
        await trx.insertInto("rsvps").values(reply("2")).execute();
        await trx.insertInto("familyMembers").values({ rsvpId: "2", position: 0, name: "Kept?", needsMakeupArtist: 0, makeupCount: 0 }).execute();
        throw new Error("the second reply is refused");
      }),
      // Same phone as a reply earlier in the batch: the job sees it (one transaction) and refuses itself.
      batches.run(async (trx) => {
        const same = await trx.selectFrom("rsvps").select("id").where("primaryGuestPhone", "=", "9000000001").executeTakeFirst();
        if (same) throw new Error(`already answered by ${same.id}`);
      }),
      batches.run((trx) => trx.insertInto("rsvps").values(reply("4")).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("the second reply is refused");
    expect((results[2] as PromiseRejectedResult).reason.message).toBe("already answered by 1");
    expect(storedIds()).toEqual(["1", "4"]);
    expect(other.prepare("SELECT count(*) AS n FROM family_members").get()).toEqual({ n: 0 });
  });

  it("runs a batch's jobs one after another, even when one waits on a timer", async () => {
    const steps: string[] = [];
    await Promise.all([
      batches.run(async (trx) => {
        steps.push("a starts");
        await new Promise((r) => setTimeout(r, 20));
        await trx.insertInto("rsvps").values(reply("1")).execute();
        steps.push("a ends");
      }),
      batches.run(async (trx) => {
        steps.push("b starts");
        await trx.insertInto("rsvps").values(reply("2")).execute();
        steps.push("b ends");
      }),
    ]);
    expect(steps).toEqual(["a starts", "a ends", "b starts", "b ends"]);
    expect(storedIds()).toEqual(["1", "2"]);
  });

  it("fails every job of a batch whose COMMIT fails, stores none of them, and the next batch works", async () => {
    const results = await Promise.allSettled([
      batches.run((trx) => trx.insertInto("rsvps").values(reply("1")).execute()),
      batches.run(async (trx) => {
        // A foreign key checked at COMMIT: a family member of no reply.
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        await trx.insertInto("familyMembers").values({ rsvpId: "nobody", position: 0, name: "Orphan", needsMakeupArtist: 0, makeupCount: 0 }).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(storedIds()).toEqual([]);
    await batches.run((trx) => trx.insertInto("rsvps").values(reply("3")).execute());
    expect(storedIds()).toEqual(["3"]);
  });

  it("lets a read on db wait until the open batch has committed, so nobody reads half of it", async () => {
    let ran!: () => void;
    const inside = new Promise<void>((r) => (ran = r));
    const job = batches.run(async (trx) => {
      await trx.insertInto("rsvps").values(reply("1")).execute();
      ran();
    });
    await inside;
    // The read shares SQLite's one connection, so it could see the uncommitted row; it waits instead.
    const read = db
      .selectFrom("rsvps")
      .select("id")
      .execute()
      .then((rows) => ({ rows, committedThen: storedIds() }));
    expect(await read).toEqual({ rows: [{ id: "1" }], committedThen: ["1"] });
    await job;
  });

  it("commits on the real event loop when a test fakes the timers", async () => {
    vi.useFakeTimers();
    await batches.run((trx) => trx.insertInto("rsvps").values(reply("1")).execute());
    expect(storedIds()).toEqual(["1"]);
  });
});
