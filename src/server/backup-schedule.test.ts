/**
 * The server's daily backup on a fake clock: it runs at BACKUP_TIME on the wedding's clock, writes the same
 * copy as `npm run backup` into DATA_DIR/backups, keeps the newest 14 of its own and touches nothing else.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../fastify.config";
import { openDatabase } from "../../db/connect";
import { buildApp } from "./app";
import { MANIFEST, nextRunAt, startDailyBackups } from "./backup-schedule";

const DAY = 86_400_000;
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-daily-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  vi.useRealTimers();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Only timeouts and Date are faked: better-sqlite3's backup steps on setImmediate and fs on real I/O. */
const fakeClock = (iso: string) => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: new Date(iso) });
const quietLog = () => ({ info: vi.fn(), error: vi.fn() });
const listDir = (dir: string) => fs.readdirSync(dir).sort();

describe("nextRunAt", () => {
  it("is the next 03:30 in the wedding's zone, today or tomorrow", () => {
    // 03:30 in Kolkata (UTC+5:30) is 22:00 UTC the evening before.
    expect(new Date(nextRunAt(Date.parse("2025-10-01T12:00:00Z"), "03:30", "Asia/Kolkata")).toISOString()).toBe("2025-10-01T22:00:00.000Z");
    expect(new Date(nextRunAt(Date.parse("2025-10-01T21:59:00Z"), "03:30", "Asia/Kolkata")).toISOString()).toBe("2025-10-01T22:00:00.000Z");
    expect(new Date(nextRunAt(Date.parse("2025-10-01T22:00:00Z"), "03:30", "Asia/Kolkata")).toISOString()).toBe("2025-10-02T22:00:00.000Z");
    expect(new Date(nextRunAt(Date.parse("2025-10-01T12:00:00Z"), "23:45", "UTC")).toISOString()).toBe("2025-10-01T23:45:00.000Z");
  });

  it("follows a daylight-saving change: 03:30 in London is 02:30 UTC in summer and 03:30 UTC after October's change", () => {
    expect(new Date(nextRunAt(Date.parse("2025-10-25T12:00:00Z"), "03:30", "Europe/London")).toISOString()).toBe("2025-10-26T03:30:00.000Z");
    expect(new Date(nextRunAt(Date.parse("2025-10-24T12:00:00Z"), "03:30", "Europe/London")).toISOString()).toBe("2025-10-25T02:30:00.000Z");
  });
});

describe("the daily backup", () => {
  /** A data folder with a real, migrated database file holding one reply, and one stored file. */
  async function dataFolder() {
    const dataDir = tmp();
    const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
    await db
      .insertInto("rsvps")
      .values({ id: "r-1", primaryGuestName: "Kabir", primaryGuestPhone: "9876543210", rsvpStatus: "yes" } as never)
      .execute();
    await db.destroy();
    fs.mkdirSync(path.join(dataDir, "files", "id"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "files", "id", "passport.pdf"), "%PDF-1.4 test");
    return dataDir;
  }

  it("runs every day at 03:30 Kolkata time, keeps the newest 14 of its own and leaves other things in the folder alone", async () => {
    const dataDir = await dataFolder();
    const backupsDir = path.join(dataDir, "backups");
    // Someone's manual backup (named like ours but not in the manifest) and a note: neither may be deleted.
    fs.mkdirSync(path.join(backupsDir, "2025-01-01T00-00-00Z"), { recursive: true });
    fs.writeFileSync(path.join(backupsDir, "2025-01-01T00-00-00Z", "wedding.sqlite"), "manual");
    fs.writeFileSync(path.join(backupsDir, "notes.txt"), "keep me");

    fakeClock("2025-10-01T12:00:00Z");
    const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
    const log = quietLog();
    const daily = startDailyBackups({ db, dataDir, time: "03:30", keep: 14, now: () => new Date(), log });
    await daily.whenIdle();
    expect(daily.next()?.toISOString()).toBe("2025-10-01T22:00:00.000Z");

    // Ten hours in: before 03:30 at the venue, nothing yet.
    await vi.advanceTimersByTimeAsync(9 * 3_600_000);
    await daily.whenIdle();
    expect(listDir(backupsDir)).toEqual(["2025-01-01T00-00-00Z", "notes.txt"]);

    // Sixteen days pass, one backup a day.
    for (let day = 0; day < 16; day++) {
      await vi.advanceTimersByTimeAsync(DAY);
      await daily.whenIdle();
    }
    await daily.stop();
    await db.destroy();

    expect(log.error).not.toHaveBeenCalled();
    const ours = Array.from({ length: 14 }, (_, i) =>
      new Date(Date.parse("2025-10-03T22:00:00Z") + i * DAY).toISOString().replace(".000Z", "Z").replace(/:/g, "-"),
    );
    expect(ours[13]).toBe("2025-10-16T22-00-00Z");
    expect(listDir(backupsDir)).toEqual(["2025-01-01T00-00-00Z", ...ours, MANIFEST, "notes.txt"].sort());
    expect(JSON.parse(fs.readFileSync(path.join(backupsDir, MANIFEST), "utf8"))).toEqual(ours);
    expect(fs.readFileSync(path.join(backupsDir, "2025-01-01T00-00-00Z", "wedding.sqlite"), "utf8")).toBe("manual");
    expect(fs.readFileSync(path.join(backupsDir, "notes.txt"), "utf8")).toBe("keep me");
    // The two oldest daily backups were pruned and said so.
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ removed: ["2025-10-01T22-00-00Z"] }), "daily backup written");

    // Each kept folder is a whole backup: the database with the reply, the stored file, owner-only.
    const newest = path.join(backupsDir, ours[13]!);
    const copy = new SQLite(path.join(newest, "wedding.sqlite"), { readonly: true });
    expect(copy.prepare("SELECT primary_guest_name AS name FROM rsvps").all()).toEqual([{ name: "Kabir" }]);
    copy.close();
    expect(fs.readFileSync(path.join(newest, "files", "id", "passport.pdf"), "utf8")).toBe("%PDF-1.4 test");
    expect(fs.statSync(newest).mode & 0o777).toBe(0o700);
  });

  it("reads the time on the wedding's clock as set on the Wedding tab", async () => {
    const dataDir = await dataFolder();
    const { db } = await openDatabase(path.join(dataDir, "wedding.sqlite"));
    await db
      .insertInto("wedding")
      .values({ id: 1, brideName: "Asha", groomName: "Rohan", weddingDate: "2025-12-12", venue: "Lakeside", timeZone: "America/New_York" } as never)
      .execute();
    fakeClock("2025-07-01T12:00:00Z");
    const daily = startDailyBackups({ db, dataDir, time: "03:30", keep: 14, now: () => new Date(), log: quietLog() });
    await daily.whenIdle();
    // 03:30 in New York in July (UTC-4).
    expect(daily.next()?.toISOString()).toBe("2025-07-02T07:30:00.000Z");
    await daily.stop();
    await db.destroy();
  });

  it("starts with the server (BACKUP_TIME in the settings), stops when it closes, and BACKUP_DAILY=false turns it off", async () => {
    const dataDir = await dataFolder();
    const backupsDir = path.join(dataDir, "backups");
    fakeClock("2025-10-01T12:00:00Z");
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", BACKUP_TIME: "04:15" }), logger: false });
    await app.ready();
    await vi.advanceTimersByTimeAsync(11 * 3_600_000); // 22:45 UTC is 04:15 in Kolkata
    await vi.waitFor(() => expect(fs.existsSync(path.join(backupsDir, MANIFEST))).toBe(true));
    expect(listDir(backupsDir)).toEqual(["2025-10-01T22-45-00Z", MANIFEST]);
    await app.close();
    await vi.advanceTimersByTimeAsync(3 * DAY);
    expect(listDir(backupsDir)).toEqual(["2025-10-01T22-45-00Z", MANIFEST]);

    const off = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", BACKUP_DAILY: "false" }), logger: false });
    await off.ready();
    await vi.advanceTimersByTimeAsync(3 * DAY);
    await off.close();
    expect(listDir(backupsDir)).toEqual(["2025-10-01T22-45-00Z", MANIFEST]);
  });

  it("validates its settings", () => {
    const dataDir = tmp();
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_TIME: "3:30" })).toThrow("BACKUP_TIME must be HH:MM on a 24-hour clock, e.g. 03:30");
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_TIME: "24:00" })).toThrow("BACKUP_TIME must be HH:MM");
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP must be at least 1");
    const defaults = loadConfig({ DATA_DIR: dataDir, BACKUP_TIME: "", BACKUP_KEEP: "" });
    expect([defaults.backupDaily, defaults.backupTime, defaults.backupKeep]).toEqual([true, "03:30", 14]);
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DAILY: "false" }).backupDaily).toBe(false);
  });
});
