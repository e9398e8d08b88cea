/**
 * Deleting every ID document at once (issue 17, item 5): the owner's purge and the timed one share this.
 * The database is changed in one transaction (stored rows gone, paths cleared, "deleted on" set, the activity
 * entry); the files are removed after the commit, so a failure can leave a stray file, never a path to nothing.
 */
import fs from "node:fs";
import path from "node:path";
import type { DB } from "../../../../db/connect";
import { zStoredFileName } from "../../../shared/schemas/rsvp";
import { ID_DIR, removeIdFile } from "../../files/storage";
import { type Actor, recordActivity } from "../activity/record";
import { type ScrubResult, scrubBackups } from "./backups";

export interface PurgeResult {
  /** ID document files deleted from DATA_DIR (claimed documents and unclaimed uploads). */
  deleted: number;
  /** What became of the backups under DATA_DIR/backups; null when none were looked at. */
  backups: ScrubResult | null;
}

export interface PurgeOptions {
  /** DATA_DIR/backups: its dated backups lose their ID documents too. */
  backupsDir?: string;
  /** Words for the activity log after the count (the timed purge says why it ran). */
  reason?: string;
}

const plural = (n: number) => `${n} ID document${n === 1 ? "" : "s"}`;

/** Names of the files in files/id/ (every accepted ID document lives there, claimed or not). */
async function idFilesOnDisk(filesDir: string): Promise<string[]> {
  const names = await fs.promises.readdir(path.join(filesDir, ID_DIR)).catch(() => [] as string[]);
  return names.filter((n) => zStoredFileName.safeParse(n).success);
}

export async function purgeIdDocuments(db: DB, filesDir: string, now: Date, actor: Actor | null, opts: PurgeOptions = {}): Promise<PurgeResult> {
  const at = now.toISOString();
  const onDisk = await idFilesOnDisk(filesDir);
  const names = await db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom("storedFiles").where("kind", "=", "id").returning("name").execute();
    await trx.updateTable("rsvps").set({ idProofUrl: null, uploadMode: null, idDeletedAt: at }).where("idProofUrl", "is not", null).execute();
    await trx.updateTable("familyMembers").set({ idProofUrl: null, uploadMode: null, idDeletedAt: at }).where("idProofUrl", "is not", null).execute();
    const all = [...new Set([...rows.map((r) => r.name).filter((n) => zStoredFileName.safeParse(n).success), ...onDisk])];
    if (actor || all.length > 0) {
      await recordActivity(trx, { at: now, actor, action: "id.purge", detail: `Deleted ${plural(all.length)}${opts.reason ? ` ${opts.reason}` : ""}` });
    }
    return all;
  });
  for (const name of names) await removeIdFile(filesDir, name);
  // A timed run that found nothing has nothing new to take out of the backups either.
  const backups = opts.backupsDir && (actor || names.length > 0) ? scrubBackups(opts.backupsDir, now) : null;
  return { deleted: names.length, backups };
}
