/** Rows of the login: one-time code challenges, one-time login links and admin sessions. Times are ISO-8601 text from ctx.now(). */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";

export interface NewChallenge {
  tokenHash: string;
  /** The team member the code goes to. */
  adminId: number;
  phone: string;
  ip: string;
  codeHash: string;
  expiresAt: string;
  createdAt: string;
}

export async function insertChallenge(db: DB, row: NewChallenge): Promise<number> {
  const { id } = await db
    .insertInto("otpChallenges")
    .values({ ...row, attempts: 0, closedAt: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export function findChallenge(db: DB, tokenHash: string) {
  return db
    .selectFrom("otpChallenges")
    .select(["id", "phone", "adminId", "codeHash", "attempts", "expiresAt", "closedAt"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/** Closes an open challenge; false when it was already closed (used, undelivered or ended). */
export async function closeChallenge(db: DB, id: number, nowIso: string): Promise<boolean> {
  const res = await db.updateTable("otpChallenges").set({ closedAt: nowIso }).where("id", "=", id).where("closedAt", "is", null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Counts a wrong code against an open challenge and closes it once `maxAttempts` is reached.
 * Returns the new attempt count, or null when the challenge was no longer open.
 */
export async function recordWrongCode(db: DB, id: number, nowIso: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable("otpChallenges")
    .set({
      attempts: (eb) => eb("attempts", "+", 1),
      closedAt: sql<string | null>`CASE WHEN attempts + 1 >= ${maxAttempts} THEN ${nowIso} ELSE NULL END`,
    })
    .where("id", "=", id)
    .where("closedAt", "is", null)
    .returning("attempts")
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Forgets challenges older than `beforeIso` (they no longer count towards any limit). */
export async function deleteChallengesBefore(db: DB, beforeIso: string): Promise<void> {
  await db.deleteFrom("otpChallenges").where("createdAt", "<", beforeIso).execute();
}

export async function insertSession(db: DB, row: { tokenHash: string; adminId: number; createdAt: string; expiresAt: string }): Promise<void> {
  await db.insertInto("adminSessions").values(row).execute();
}

export async function deleteSession(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("tokenHash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: DB, nowIso: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("expiresAt", "<=", nowIso).execute();
}

// ---------------------------------------------------------------------------------------------
// One-time login links (npm run admin:login-link)

export async function insertLoginLink(db: DB, row: { tokenHash: string; adminId: number; createdAt: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto("adminLoginLinks")
    .values({ ...row, usedAt: null })
    .execute();
}

/**
 * Marks the link used in one statement, so of two simultaneous redemptions only one wins.
 * The team member it logs in when this call used an unused, unexpired link naming one; else null.
 */
export async function consumeLoginLink(db: DB, tokenHash: string, nowIso: string): Promise<number | null> {
  const row = await db
    .updateTable("adminLoginLinks")
    .set({ usedAt: nowIso })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso)
    .returning("adminId")
    .executeTakeFirst();
  return row?.adminId ?? null;
}

export function findLoginLink(db: DB, tokenHash: string) {
  return db.selectFrom("adminLoginLinks").select(["expiresAt", "usedAt"]).where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/** Forgets links that expired before `beforeIso`. */
export async function deleteLoginLinksBefore(db: DB, beforeIso: string): Promise<void> {
  await db.deleteFrom("adminLoginLinks").where("expiresAt", "<", beforeIso).execute();
}
