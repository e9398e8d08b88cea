/**
 * The purge reaches the backups it can find (issue 17, item 5): every dated backup under DATA_DIR/backups
 * (scripts/backup.ts, the daily backup) loses its ID document files, and its database copy is marked as the
 * live one is (paths cleared, "deleted on" set), so a restore never brings the documents back.
 * Backups copied elsewhere (a USB stick, another folder) are out of reach: the README says so.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

export interface ScrubResult {
  /** Backups that held ID documents (files or paths) and no longer do. */
  backups: number;
  /** ID document files deleted from them. */
  files: number;
  /** Backups that could not be scrubbed (unreadable, being written), by folder name, with the reason. */
  failed: { backup: string; reason: string }[];
}

/** Deletes the ID documents from every backup under `backupsDir`; a missing folder is no backups. */
export function scrubBackups(backupsDir: string, at: Date): ScrubResult {
  const result: ScrubResult = { backups: 0, files: 0, failed: [] };
  const entries = fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir, { withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(backupsDir, entry.name);
    try {
      const files = removeIdFiles(path.join(dir, "files", "id"));
      const rows = markDatabase(path.join(dir, "wedding.sqlite"), at);
      result.files += files;
      if (files > 0 || rows > 0) result.backups += 1;
    } catch (error) {
      result.failed.push({ backup: entry.name, reason: (error as Error).message });
    }
  }
  return result;
}

function removeIdFiles(idDir: string): number {
  if (!fs.existsSync(idDir)) return 0;
  let n = 0;
  for (const name of fs.readdirSync(idDir)) {
    fs.rmSync(path.join(idDir, name), { force: true, recursive: true });
    n += 1;
  }
  return n;
}

/** Clears the copy's ID paths and rows; returns how many rows changed. A copy made before migration 0007 has no "deleted on" columns. */
function markDatabase(file: string, at: Date): number {
  if (!fs.existsSync(file)) return 0;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const hasDeletedAt = (db.prepare("select count(*) as n from pragma_table_info('rsvps') where name = 'id_deleted_at'").get() as { n: number }).n > 0;
    const stamp = hasDeletedAt ? ", id_deleted_at = @at" : "";
    const run = db.transaction(() => {
      let changed = db.prepare("delete from stored_files where kind = 'id'").run().changes;
      changed += db
        .prepare(`update rsvps set id_proof_url = null, upload_mode = null${stamp} where id_proof_url is not null`)
        .run({ at: at.toISOString() }).changes;
      changed += db
        .prepare(`update family_members set id_proof_url = null, upload_mode = null${stamp} where id_proof_url is not null`)
        .run({ at: at.toISOString() }).changes;
      return changed;
    });
    return run();
  } finally {
    db.close();
  }
}
