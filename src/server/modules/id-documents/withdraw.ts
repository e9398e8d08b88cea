/**
 * "Withdraw and delete" (the guest's private link): withdrawing consent is as easy as giving it. The person's
 * ID documents go at once: their path and rows in one transaction with the "withdrawn by the guest" mark and
 * the activity entry, their files right after the commit. The person stays in the reply.
 */
import type { DB } from "../../../../db/connect";
import type { IdPerson } from "../../../shared/schemas/id-documents";
import { removeIdFile } from "../../files/storage";
import { notFound } from "../../trpc/errors";
import { recordActivity } from "../activity/record";
import { idFileNamesIn } from "../admin-rsvps/queries";

export const WITHDRAW_MESSAGES = {
  unknownPerson: "This person is not part of your reply. Please reload the page.",
} as const;

/** Deletes the ID documents of one person of the reply; true when there were any (nothing on file is not an error). */
export async function withdrawIdDocuments(deps: { db: DB; now: () => Date; config: { filesDir: string } }, rsvpId: string, person: IdPerson): Promise<boolean> {
  const now = deps.now();
  const at = now.toISOString();
  const names = await deps.db.transaction().execute(async (trx) => {
    const reply = await trx.selectFrom("rsvps").select(["primaryGuestName", "idProofUrl"]).where("id", "=", rsvpId).executeTakeFirst();
    if (!reply) throw notFound(WITHDRAW_MESSAGES.unknownPerson);
    const member =
      person.kind === "member"
        ? await trx.selectFrom("familyMembers").select(["id", "name", "idProofUrl"]).where("rsvpId", "=", rsvpId).where("id", "=", person.id).executeTakeFirst()
        : null;
    if (person.kind === "member" && !member) throw notFound(WITHDRAW_MESSAGES.unknownPerson);
    const url = member ? member.idProofUrl : reply.idProofUrl;
    if (!url) return [];
    const cleared = { idProofUrl: null, uploadMode: null, idDeletedAt: at, idDeletedBy: "guest" as const };
    if (member) await trx.updateTable("familyMembers").set(cleared).where("id", "=", member.id).execute();
    else await trx.updateTable("rsvps").set(cleared).where("id", "=", rsvpId).execute();
    const gone = idFileNamesIn([url]);
    if (gone.length) await trx.deleteFrom("storedFiles").where("kind", "=", "id").where("name", "in", gone).execute();
    const who = member ? `${member.name} (reply of ${reply.primaryGuestName})` : reply.primaryGuestName;
    await recordActivity(trx, { at: now, actor: null, action: "id.withdraw", detail: `${who}: ID document deleted at the guest's request`, rsvpId });
    return gone;
  });
  for (const name of names) await removeIdFile(deps.config.filesDir, name).catch(() => undefined);
  return names.length > 0;
}
