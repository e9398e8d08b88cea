import type { Insertable, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { ChildTable, Database, FamilyMemberTable, RsvpTable } from "../../../../db/schema";

type Db = DB | Transaction<Database>;

export async function findRsvpIdByIdempotencyKey(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("rsvps").select("id").where("idempotencyKey", "=", key).executeTakeFirst();
  return row?.id;
}

export async function insertRsvp(db: Db, row: Insertable<RsvpTable>) {
  await db.insertInto("rsvps").values(row).execute();
}

export async function insertFamilyMembers(db: Db, rows: Insertable<FamilyMemberTable>[]) {
  if (rows.length) await db.insertInto("familyMembers").values(rows).execute();
}

export async function insertChildren(db: Db, rows: Insertable<ChildTable>[]) {
  if (rows.length) await db.insertInto("children").values(rows).execute();
}

/** Claims an unclaimed ID upload for an RSVP; false when no such temp upload exists (unknown or already claimed). */
export async function claimIdFile(db: Db, name: string, rsvpId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("storedFiles")
    .set({ rsvpId, claimedAt: at })
    .where("name", "=", name)
    .where("kind", "=", "id")
    .where("rsvpId", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
