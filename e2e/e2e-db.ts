/** Read access to the database of the server the browser tests drive (its folder is written by serve-demo.ts). */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export function e2eDataDir(): string {
  const port = process.env.E2E_PORT ?? "3210";
  return fs.readFileSync(`e2e/output/data-dir-${port}`, "utf8").trim();
}

/** A read-only connection; close it after use. */
export function openE2eDb(): Database.Database {
  return new Database(path.join(e2eDataDir(), "wedding.sqlite"), { readonly: true, fileMustExist: true });
}
