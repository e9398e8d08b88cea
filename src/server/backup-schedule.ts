/**
 * The daily backup the server makes by itself (issue 18, item 5): the same copy as `npm run backup`
 * (scripts/backup.ts), written into DATA_DIR/backups at BACKUP_TIME on the wedding's clock, keeping the
 * newest BACKUP_KEEP. Only folders this schedule wrote (listed in its manifest) are ever deleted, so a
 * manual backup or anything else put in that folder stays.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { DB } from "../../db/connect";
import { backup, type BackupResult } from "../../scripts/backup";
import { zoneOffsetMs } from "../shared/reply-deadline";
import { knownZone } from "./modules/export/zone";
import { getWeddingDetails } from "./modules/wedding/queries";

/** The folder's list of the backups the schedule made, oldest first. */
export const MANIFEST = "daily-backups.json";
/** Folder names backup() makes: "2025-10-01T22-00-00Z". */
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;

export interface DailyBackupOptions {
  db: DB;
  dataDir: string;
  /** "HH:MM" on the wedding's clock (wedding.time_zone). */
  time: string;
  keep: number;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface DailyBackups {
  /** When the next backup will run, once scheduled. */
  next: () => Date | null;
  /** Resolves when no backup or pruning is in progress (tests wait on it between days). */
  whenIdle: () => Promise<void>;
  /** Cancels the timer and waits for a backup in progress to finish. */
  stop: () => Promise<void>;
}

/**
 * The first instant after `after` at which the wall clock in `timeZone` reads `time`. On the day a zone
 * skips that time (a DST gap), the instant falls an hour off; on a day it repeats, the first one wins.
 */
export function nextRunAt(after: number, time: string, timeZone: string): number {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wallNow = new Date(after + zoneOffsetMs(after, timeZone));
  for (let day = 0; ; day++) {
    const wall = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate() + day, hour, minute);
    // The offset at the guess, then at the corrected instant: right across an offset change.
    const guess = wall - zoneOffsetMs(wall, timeZone);
    const at = wall - zoneOffsetMs(guess, timeZone);
    if (at > after) return at;
  }
}

export function startDailyBackups(opts: DailyBackupOptions): DailyBackups {
  const backupsDir = path.join(opts.dataDir, "backups");
  let timer: NodeJS.Timeout | null = null;
  let nextAt: number | null = null;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  // The zone is read before each scheduling, so a zone changed on the Wedding tab counts from the next run.
  const schedule = async (after: number) => {
    const { timeZone } = await getWeddingDetails(opts.db);
    if (stopped) return;
    const zone = knownZone(timeZone);
    nextAt = nextRunAt(after, opts.time, zone);
    timer = setTimeout(() => (busy = run(nextAt!)), Math.max(0, nextAt - opts.now().getTime()));
    timer.unref(); // a pending backup never keeps the process alive
  };

  const run = async (due: number) => {
    try {
      const result = await backup({ dataDir: opts.dataDir, backupsDir, now: opts.now() });
      const removed = await remember(backupsDir, result, opts.keep);
      opts.log.info({ dir: result.dir, dbBytes: result.dbBytes, files: result.files, removed }, "daily backup written");
    } catch (err) {
      opts.log.error({ err }, "daily backup failed");
    }
    // From the due time, not the clock: a timer that fires a little early must not run twice that day.
    await scheduleSafely(Math.max(due, opts.now().getTime()));
  };

  const scheduleSafely = (after: number) => schedule(after).catch((err: unknown) => opts.log.error({ err }, "could not schedule the daily backup"));

  busy = scheduleSafely(opts.now().getTime()).then(() => {
    if (nextAt !== null)
      opts.log.info({ next: new Date(nextAt).toISOString(), dir: backupsDir, keep: opts.keep }, `daily backups at ${opts.time} on the wedding's clock`);
  });

  return {
    next: () => (nextAt === null ? null : new Date(nextAt)),
    whenIdle: async () => {
      // A run started while waiting replaces `busy`: wait until it stays the same.
      for (let seen = busy; ; seen = busy) {
        await seen;
        if (seen === busy) return;
      }
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await busy;
    },
  };
}

/** Adds the new backup to the manifest and deletes the schedule's own backups beyond the newest `keep`. */
async function remember(backupsDir: string, result: BackupResult, keep: number): Promise<string[]> {
  const manifestFile = path.join(backupsDir, MANIFEST);
  const listed = await readManifest(manifestFile);
  const names = [...listed.filter((n) => n !== path.basename(result.dir)), path.basename(result.dir)].sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) {
    // A name in the manifest is checked again before deleting: never a path outside the folder.
    if (BACKUP_NAME.test(name)) await fs.rm(path.join(backupsDir, name), { recursive: true, force: true });
  }
  const kept = names.slice(removed.length);
  await fs.writeFile(`${manifestFile}.tmp`, JSON.stringify(kept, null, 2) + "\n", { mode: 0o600 });
  await fs.rename(`${manifestFile}.tmp`, manifestFile);
  return removed;
}

async function readManifest(file: string): Promise<string[]> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, "utf8"));
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === "string" && BACKUP_NAME.test(n)) : [];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}
