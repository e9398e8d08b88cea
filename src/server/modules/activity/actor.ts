/** The acting team member as the activity log names them, from an admin procedure's session. */
import type { Actor } from "./record";

export const actorOf = (session: { adminId: number; name: string }): Actor => ({ id: session.adminId, name: session.name });
