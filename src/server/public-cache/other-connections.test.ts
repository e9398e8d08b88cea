/**
 * Commits made by another connection to the same file (the sqlite3 shell, a restore script) reach guests:
 * the cache sees them through SQLite's data_version before it serves an entry or a kept tRPC answer.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../fastify.config";
import { openDatabase } from "../../../db/connect";
import { buildApp } from "../app";

let dataDir: string;
let dbFile: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-other-connection-"));
  const config = loadConfig({ APP_SECRET: "t".repeat(64), DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PHONE: "7000000001" });
  dbFile = config.dbFile;
  // Looked for on every read here; the app's default interval (200 ms) has its own test in db/write-watch.test.ts.
  app = await buildApp({ config, logger: false, database: await openDatabase(config.dbFile, { otherConnectionsEveryMs: 0 }) });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A write as an operator makes it: its own connection to the file, committed and closed. */
function writeElsewhere(statement: string) {
  const other = new SQLite(dbFile);
  other.exec(statement);
  other.close();
}

const names = (points: { name: string }[]) => points.map((p) => p.name);
const restPoints = async () => names((await app.inject({ method: "GET", url: "/api/travel/points" })).json());
const trpcPoints = async () => names((await app.inject({ method: "GET", url: "/trpc/guest.pickupPoints" })).json().result.data);

describe("a commit by another connection", () => {
  it("makes the next cached read and the next kept tRPC answer fresh", async () => {
    writeElsewhere("insert into pickup_points (name, kind, display_order) values ('Pune Airport', 'airport', 0)");
    expect(await restPoints()).toEqual(["Pune Airport"]);
    expect(await trpcPoints()).toEqual(["Pune Airport"]);
    // Served from memory now: the REST entry and tRPC's kept answer.
    const builds = app.deps.cache.builds.get("pickupPoints");
    expect(await restPoints()).toEqual(["Pune Airport"]);
    expect(await trpcPoints()).toEqual(["Pune Airport"]);
    expect(app.deps.cache.builds.get("pickupPoints")).toBe(builds);

    writeElsewhere("update pickup_points set name = 'Pune Junction', kind = 'station'");
    expect(await trpcPoints()).toEqual(["Pune Junction"]);
    expect(await restPoints()).toEqual(["Pune Junction"]);

    writeElsewhere("delete from pickup_points");
    expect(await restPoints()).toEqual([]);
    expect(await trpcPoints()).toEqual([]);
  });

  it("is the only thing that makes the app's entries stale: its own reads and writes of other tables do not look like one", async () => {
    await restPoints();
    const builds = () => app.deps.cache.builds.get("pickupPoints");
    const before = builds();
    await app.deps.db.updateTable("admins").set({ name: "Meera" }).execute();
    await restPoints();
    await trpcPoints();
    expect(builds()).toBe(before);
    writeElsewhere("update admins set name = 'Meera Iyer'");
    await trpcPoints();
    expect(builds()).toBe(before! + 1);
  });
});
