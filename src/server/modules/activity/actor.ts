/** The acting team member as the activity log names them, from an admin procedure's session. */
import type { DB } from "../../../../db/connect";
import { type ActivityAction, type Actor, recordActivity } from "./record";

export const actorOf = (session: { adminId: number; name: string }): Actor => ({ id: session.adminId, name: session.name });

/** Records what the session's team member just did, now (an admin procedure's write). */
export const recordBy = (
  ctx: { db: DB; now: () => Date; session: { adminId: number; name: string } },
  action: ActivityAction,
  detail: string,
  rsvpId?: string | null,
) => recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action, detail, rsvpId });
