/**
 * `npm run backup`: a consistent copy of the database (SQLite's online backup API, safe while the
 * server runs and writes) and of the stored files, into BACKUP_DIR/<date-time>/ (default ./backups).
 * Restore: stop the server, copy the folder's contents into DATA_DIR, start the server.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { loadConfig } from "../fastify.config";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../db/connect";

export interface BackupResult {
  dir: string;
  dbBytes: number;
  files: number;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

export async function backup(opts: { dataDir: string; backupsDir: string; now?: Date }): Promise<BackupResult> {
  const dbFile = path.join(opts.dataDir, "wedding.sqlite");
  if (!fs.existsSync(dbFile)) throw new Error(`No database at ${dbFile}`);
  const dir = path.join(opts.backupsDir, stamp(opts.now ?? new Date()));
  // Owner only, like DATA_DIR (issue 12, item 6): a backup holds every guest's details and ID documents.
  // The backups folder is tightened only when we create it; the dated folder is always new.
  if (!fs.existsSync(opts.backupsDir)) makePrivateDir(opts.backupsDir);
  makePrivateDir(dir);
  // The copy is created 0600 before SQLite writes into it, so it is never readable by others.
  fs.closeSync(fs.openSync(path.join(dir, "wedding.sqlite"), "w", PRIVATE_FILE_MODE));

  // The database first: files are written before the rows that point at them, so every row of this
  // copy finds its file in the copy of files/ taken after it.
  const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(dir, "wedding.sqlite"));
  } finally {
    source.close();
  }
  const check = new SQLite(path.join(dir, "wedding.sqlite"), { readonly: true });
  try {
    const ok = check.pragma("integrity_check", { simple: true });
    if (ok !== "ok") throw new Error(`Backup failed its integrity check: ${String(ok)}`);
  } finally {
    check.close();
  }

  let files = 0;
  const filesDir = path.join(opts.dataDir, "files");
  if (fs.existsSync(filesDir)) {
    const inFlight = path.join(filesDir, "temp");
    // Asynchronous: the server's daily backup (src/server/backup-schedule.ts) runs this beside live requests.
    await fs.promises.cp(filesDir, path.join(dir, "files"), {
      recursive: true,
      // temp/ holds uploads still being received: not part of any RSVP yet. A file removed while we
      // copy (an RSVP deleted meanwhile) is skipped rather than failing the backup.
      filter: (src) => {
        if (src === inFlight || src.startsWith(inFlight + path.sep)) return false;
        try {
          if (fs.statSync(src).isFile()) files++;
          return true;
        } catch {
          return false;
        }
      },
    });
  }
  const secret = path.join(opts.dataDir, "app-secret");
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(dir, "app-secret"));
  restrictTree(dir);
  return { dir, dbBytes: fs.statSync(path.join(dir, "wedding.sqlite")).size, files };
}

function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE); // whatever the umask
}

/** Every folder of the copy 0700 and every file 0600 (copied files keep their source's mode otherwise). */
function restrictTree(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(p);
    else if (entry.isFile()) fs.chmodSync(p, PRIVATE_FILE_MODE);
  }
}

// Run as a script only: the server bundle (dist/server/main.mjs) inlines this module for its daily backup,
// and there import.meta.url is the bundle's own address, which equals argv[1].
if (import.meta.url === `file://${process.argv[1]}` && /backup\.[cm]?[jt]s$/.test(process.argv[1] ?? "")) {
  const config = loadConfig(process.env);
  const backupsDir = path.resolve(process.argv[2] ?? "backups");
  const r = await backup({ dataDir: config.dataDir, backupsDir });
  console.log(`Backup written to ${r.dir}: database ${(r.dbBytes / 1024).toFixed(0)} KB, ${r.files} stored files.`);
}
