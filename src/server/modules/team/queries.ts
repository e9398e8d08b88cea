/** Rows of the team (table admins, migration 0007). Phones are stored as their 10 digits. */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../../../db/connect";
import type { AdminRole, Database } from "../../../../db/schema";

type Db = DB | Kysely<Database> | Transaction<Database>;

export interface TeamMember {
  id: number;
  phone: string;
  name: string;
  role: AdminRole;
  createdAt: string;
}

const COLUMNS = ["id", "phone", "name", "role", "createdAt"] as const;

/** Owners first, then planners, then desk, each by name. */
export function listAdmins(db: Db): Promise<TeamMember[]> {
  return db
    .selectFrom("admins")
    .select(COLUMNS)
    .orderBy((eb) => eb.case().when("role", "=", "owner").then(0).when("role", "=", "planner").then(1).else(2).end())
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export function findAdminById(db: Db, id: number): Promise<TeamMember | undefined> {
  return db.selectFrom("admins").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export function findAdminByPhone(db: Db, phone: string): Promise<TeamMember | undefined> {
  return db.selectFrom("admins").select(COLUMNS).where("phone", "=", phone).executeTakeFirst();
}

/** The first owner (by id): the one `npm run admin:login-link` logs in without --phone. */
export function firstOwner(db: Db): Promise<TeamMember | undefined> {
  return db.selectFrom("admins").select(COLUMNS).where("role", "=", "owner").orderBy("id").executeTakeFirst();
}

export async function countAdmins(db: Db, role?: AdminRole): Promise<number> {
  let q = db.selectFrom("admins").select((eb) => eb.fn.countAll<number>().as("n"));
  if (role) q = q.where("role", "=", role);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function insertAdmin(db: Db, row: { phone: string; name: string; role: AdminRole; createdAt: string }): Promise<TeamMember> {
  return db.insertInto("admins").values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateAdmin(db: Db, id: number, patch: { phone?: string; name?: string; role?: AdminRole }): Promise<TeamMember | undefined> {
  return db.updateTable("admins").set(patch).where("id", "=", id).returning(COLUMNS).executeTakeFirst();
}

/** Deletes the member; their sessions, links and open codes go with them (ON DELETE CASCADE). */
export async function deleteAdmin(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom("admins").where("id", "=", id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/**
 * ADMIN_PHONE on start: that number is an owner (added as "Owner" when new, promoted when on the team
 * with another role). Returns what changed, for the log.
 */
export async function ensureOwner(db: Db, phone: string, now: Date): Promise<"added" | "promoted" | "kept"> {
  const found = await findAdminByPhone(db, phone);
  if (!found) {
    await insertAdmin(db, { phone, name: "Owner", role: "owner", createdAt: now.toISOString() });
    return "added";
  }
  if (found.role === "owner") return "kept";
  await updateAdmin(db, found.id, { role: "owner" });
  return "promoted";
}
