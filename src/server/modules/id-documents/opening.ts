/** Every opening of an ID document goes into the activity log: whose document, never the file or its name. */
import type { DB } from "../../../../db/connect";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { idDocumentOwner } from "./queries";

export async function recordIdOpening(db: DB, name: string, at: Date, session: { adminId: number; name: string }): Promise<void> {
  const owner = await idDocumentOwner(db, name);
  const detail = !owner
    ? "An uploaded ID document not yet part of a reply"
    : owner.personName === owner.replyName
      ? owner.personName
      : `${owner.personName} (reply of ${owner.replyName})`;
  await recordActivity(db, { at, actor: actorOf(session), action: "id.open", detail, rsvpId: owner?.rsvpId ?? null });
}
