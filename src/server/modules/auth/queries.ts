/** Rows of the login: one-time code challenges and admin sessions. Times are ISO-8601 text from ctx.now(). */
import { sql } from "kysely";
import type { DB } from "../../../../db/connect";

export interface NewChallenge {
  tokenHash: string;
  phone: string;
  ip: string;
  codeHash: string;
  expiresAt: string;
  createdAt: string;
}

/** Challenges created after `sinceIso` for the phone or the IP. */
export async function countChallengesSince(db: DB, by: { phone: string } | { ip: string }, sinceIso: string): Promise<number> {
  let query = db
    .selectFrom("otpChallenges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("createdAt", ">", sinceIso);
  query = "phone" in by ? query.where("phone", "=", by.phone) : query.where("ip", "=", by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
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
    .select(["id", "phone", "codeHash", "attempts", "expiresAt", "closedAt"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/** Closes an open challenge; false when it was already closed (used, replaced or ended). */
export async function closeChallenge(db: DB, id: number, nowIso: string): Promise<boolean> {
  const res = await db.updateTable("otpChallenges").set({ closedAt: nowIso }).where("id", "=", id).where("closedAt", "is", null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A new code replaces the old ones: closes every other open challenge of the phone. */
export async function closeOtherChallenges(db: DB, phone: string, keepId: number, nowIso: string): Promise<void> {
  await db
    .updateTable("otpChallenges")
    .set({ closedAt: nowIso })
    .where("phone", "=", phone)
    .where("id", "!=", keepId)
    .where("closedAt", "is", null)
    .execute();
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

export async function insertSession(db: DB, row: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
  await db.insertInto("adminSessions").values(row).execute();
}

export async function deleteSession(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("tokenHash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: DB, nowIso: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("expiresAt", "<=", nowIso).execute();
}
