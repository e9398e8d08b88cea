/**
 * Team changes (issue 17), with the last-owner rule: the team always keeps at least one owner, so nobody can
 * remove or demote the last one. Every change is written to the activity log in plain words.
 */
import type { z } from "zod";
import type { DB } from "../../../../db/connect";
import { ROLE_LABELS } from "../../../shared/roles";
import { TEAM_MESSAGES, type ZTeamMemberInput, type ZTeamUpdateInput } from "../../../shared/schemas/team";
import type { AdminSession } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { type Actor, recordActivity } from "../activity/record";
import { changeDetail, fieldChanges } from "../activity/diff";
import { countAdmins, deleteAdmin, findAdminById, findAdminByPhone, insertAdmin, type TeamMember, updateAdmin } from "./queries";

const actorOf = (s: Pick<AdminSession, "adminId" | "name">): Actor => ({ id: s.adminId, name: s.name });
const roleWord = (m: Pick<TeamMember, "role">) => ROLE_LABELS[m.role].toLowerCase();

/** What the API shows of a member: the number under the documented name. */
export const teamView = (m: TeamMember) => ({ id: m.id, phoneNumber: m.phone, name: m.name, role: m.role, createdAt: m.createdAt });

export async function addMember(db: DB, by: AdminSession, input: z.output<typeof ZTeamMemberInput>, now: Date) {
  return db.transaction().execute(async (trx) => {
    if (await findAdminByPhone(trx, input.phoneNumber)) throw conflict(TEAM_MESSAGES.phoneTaken);
    const member = await insertAdmin(trx, { phone: input.phoneNumber, name: input.name, role: input.role, createdAt: now.toISOString() });
    await recordActivity(trx, { at: now, actor: actorOf(by), action: "team.add", detail: `Added ${member.name} (${roleWord(member)})` });
    return teamView(member);
  });
}

export async function changeMember(db: DB, by: AdminSession, input: z.output<typeof ZTeamUpdateInput>, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = await findAdminById(trx, input.id);
    if (!before) throw notFound(TEAM_MESSAGES.notFound);
    if (input.phoneNumber !== undefined && input.phoneNumber !== before.phone) {
      if (await findAdminByPhone(trx, input.phoneNumber)) throw conflict(TEAM_MESSAGES.phoneTaken);
    }
    if (before.role === "owner" && input.role !== undefined && input.role !== "owner" && (await countAdmins(trx, "owner")) <= 1) {
      throw conflict(TEAM_MESSAGES.lastOwner);
    }
    const patch = Object.fromEntries(Object.entries({ phone: input.phoneNumber, name: input.name, role: input.role }).filter(([, v]) => v !== undefined));
    const after = Object.keys(patch).length > 0 ? (await updateAdmin(trx, before.id, patch))! : before;
    const changes = fieldChanges(before, after, {
      name: "Name",
      role: { label: "Role", show: (v) => roleWord({ role: v as TeamMember["role"] }) },
      phone: "Phone number",
    });
    if (changes.length > 0) {
      await recordActivity(trx, { at: now, actor: actorOf(by), action: "team.change", detail: changeDetail(before.name, changes) });
    }
    // A new number or a lower role ends the member's sessions: they log in again as who they are now.
    if (after.phone !== before.phone || after.role !== before.role) await trx.deleteFrom("adminSessions").where("adminId", "=", after.id).execute();
    return teamView(after);
  });
}

export async function removeMember(db: DB, by: AdminSession, id: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const member = await findAdminById(trx, id);
    if (!member) throw notFound(TEAM_MESSAGES.notFound);
    if (member.role === "owner" && (await countAdmins(trx, "owner")) <= 1) throw conflict(TEAM_MESSAGES.lastOwner);
    // Recorded first: the entry keeps the remover's name even when they removed themselves.
    await recordActivity(trx, { at: now, actor: actorOf(by), action: "team.remove", detail: `Removed ${member.name} (${roleWord(member)})` });
    await deleteAdmin(trx, id);
    return { success: true as const, message: `${member.name} was removed from the team.` };
  });
}
