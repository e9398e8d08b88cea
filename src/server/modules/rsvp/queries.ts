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

/** The reply with its people in order, as the guest gave it; ID documents only as "on file". */
export async function readReply(db: Db, rsvpId: string) {
  const row = await db.selectFrom("rsvps").selectAll().where("id", "=", rsvpId).executeTakeFirst();
  if (!row) return undefined;
  const [members, children] = await Promise.all([
    db.selectFrom("familyMembers").selectAll().where("rsvpId", "=", rsvpId).orderBy("position").execute(),
    db.selectFrom("children").select(["id", "name", "age"]).where("rsvpId", "=", rsvpId).orderBy("position").execute(),
  ]);
  const idOnFile = (p: { idProofUrl: string | null; uploadMode: string | null }) => ({
    uploadMode: p.idProofUrl ? (p.uploadMode as "single" | "separate" | null) : null,
    hasIdDocument: Boolean(p.idProofUrl),
  });
  type Enum<T extends string> = T | null;
  return {
    row,
    reply: {
      rsvpId: row.id,
      primaryGuestName: row.primaryGuestName,
      primaryGuestPhone: row.primaryGuestPhone,
      primaryGuestGender: row.primaryGuestGender as Enum<"male" | "female" | "prefer-not-to-say">,
      rsvpStatus: row.rsvpStatus as "yes" | "no",
      dietaryPreference: row.dietaryPreference as Enum<"veg" | "non-veg" | "vegan">,
      beveragePreference: row.beveragePreference as Enum<"alcoholic" | "non-alcoholic">,
      needsMakeupArtist: Boolean(row.needsMakeupArtist),
      makeupCount: row.makeupCount,
      specialRequests: row.specialRequests,
      ...idOnFile(row),
      familyMembers: members.map((m) => ({
        id: m.id,
        name: m.name,
        gender: m.gender as Enum<"male" | "female" | "prefer-not-to-say">,
        dietaryPreference: m.dietaryPreference as Enum<"veg" | "non-veg" | "vegan">,
        beveragePreference: m.beveragePreference as Enum<"alcoholic" | "non-alcoholic">,
        needsMakeupArtist: Boolean(m.needsMakeupArtist),
        makeupCount: m.makeupCount,
        ...idOnFile(m),
      })),
      children,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
  };
}
