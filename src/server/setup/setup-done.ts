/**
 * Nothing before setup: until the first-run setup has put someone on the team, the site belongs to nobody,
 * so guests' replies and ID uploads are refused (403 with a sentence) and the guest pages say the site is
 * being prepared (page-shell.tsx marks the page). Checked first by each guest write: the RSVP procedure
 * (both doors call it) and the two upload routes.
 */
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../trpc/context";
import { SETUP_PENDING_MESSAGE } from "../../shared/setup-pending";
import { drainThenClose } from "../files/drain";
import { countAdmins } from "../modules/team/queries";
import { publicProcedure } from "../trpc/init";

export { SETUP_PENDING_MESSAGE };

/** A team, once it exists, stays (the last owner cannot leave): one count per check until then, none after. */
export async function setupDone({ db, setup }: Pick<Deps, "db" | "setup">): Promise<boolean> {
  if (setup.teamSeen) return true;
  if ((await countAdmins(db)) === 0) return false;
  setup.teamSeen = true;
  return true;
}

/** A guest's write (the RSVP): FORBIDDEN with the sentence while nobody is on the team, before its input is read. */
export const guestWriteProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!(await setupDone(ctx))) throw new TRPCError({ code: "FORBIDDEN", message: SETUP_PENDING_MESSAGE });
  return next();
});

/** The guest upload routes (as routed, so an encoded path is the same route). */
const GUEST_UPLOADS = new Set(["/api/temp-upload", "/api/rsvp/:id/upload-id"]);

/** Refuses guest uploads before their body is read while setup is not done. */
export function refuseUploadsBeforeSetup(app: FastifyInstance) {
  app.addHook("onRequest", async (req, reply) => {
    if (!GUEST_UPLOADS.has(req.routeOptions.url ?? "") || (await setupDone(app.deps))) return;
    // Like every early refusal of an upload: read and drop the body so the client can read the answer, then close.
    await drainThenClose(req.raw, reply);
    return reply.code(403).send({ success: false, message: SETUP_PENDING_MESSAGE });
  });
}
