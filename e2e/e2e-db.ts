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

/**
 * Signs the page in as the admin with a session written straight into the server's database (the login
 * journey itself is covered by admin-login.spec.ts, and codes are rate-limited per phone), then opens /admin.
 */
export async function signInAsAdmin(page: import("@playwright/test").Page) {
  const { token, expiresAt } = await adminSession();
  await page.goto("/login");
  await page.context().addCookies([{ name: "admin_session", value: token, url: new URL(page.url()).origin, httpOnly: true, sameSite: "Strict" }]);
  await page.evaluate(
    ([t, e]) => {
      localStorage.setItem("adminSessionToken", t!);
      localStorage.setItem("adminSessionExpires", e!);
    },
    [token, expiresAt],
  );
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Wedding Management Dashboard" }).waitFor();
  // The tabs show once the member's role is known, all at once.
  await page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab").first().waitFor();
}

/** An admin session of `hours` written straight into the server's database: its bearer token and expiry. */
export async function adminSession(hours = 24): Promise<{ token: string; expiresAt: string }> {
  const { openDatabase } = await import("../db/connect");
  const { createSession } = await import("../src/server/modules/auth/service");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  try {
    const { token, expiresAt } = await createSession(db, new Date(), hours);
    return { token, expiresAt };
  } finally {
    await db.destroy();
  }
}

type Snapshot = Record<string, Record<string, unknown>[]>;

/** The rows of some tables, so a spec that edits shared demo content can put it back (see restoreTables). */
export function snapshotTables(tables: string[]): Snapshot {
  const db = openE2eDb();
  try {
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t}`).all() as Record<string, unknown>[]]));
  } finally {
    db.close();
  }
}

/** Writes a snapshot back, so the specs after this one see the demo wedding they expect. */
export function restoreTables(snapshot: Snapshot) {
  const db = new Database(path.join(e2eDataDir(), "wedding.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    db.transaction(() => {
      for (const [table, rows] of Object.entries(snapshot)) {
        db.prepare(`DELETE FROM ${table}`).run();
        for (const row of rows) {
          const cols = Object.keys(row);
          db.prepare(`INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`).run(...Object.values(row));
        }
      }
    })();
  } finally {
    db.close();
  }
}
