/**
 * POST /api/setup (issue 17): the first run's one call. With the printed token it saves the wedding's
 * details and the owner in one transaction; once anyone is on the team it answers 410.
 */
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import { SETUP_MESSAGES, type ZSetupInput } from "../../shared/schemas/setup";
import type { Context } from "../trpc/context";
import { RestStatus } from "../trpc/errors";
import { recordActivity } from "../modules/activity/record";
import { countAdmins, insertAdmin } from "../modules/team/queries";
import { saveWeddingDetails } from "../modules/wedding/queries";

const TOKEN_MESSAGES = { unknown: SETUP_MESSAGES.badToken, used: SETUP_MESSAGES.usedToken, expired: SETUP_MESSAGES.expiredToken } as const;

export async function runSetup(ctx: Pick<Context, "db" | "now" | "setup">, input: z.output<typeof ZSetupInput>) {
  const now = ctx.now();
  if ((await countAdmins(ctx.db)) > 0) throw new TRPCError({ code: "PRECONDITION_FAILED", message: SETUP_MESSAGES.done, cause: new RestStatus(410) });
  const gate = ctx.setup;
  const state = gate ? gate.check(input.token, now) : "unknown";
  if (state !== "ok" || !gate?.take(input.token, now)) {
    throw new TRPCError({ code: "FORBIDDEN", message: TOKEN_MESSAGES[state === "ok" ? "used" : state] });
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const owner = await insertAdmin(trx, { phone: input.phoneNumber, name: input.name, role: "owner", createdAt: now.toISOString() });
      await saveWeddingDetails(
        trx,
        {
          brideName: input.brideName,
          groomName: input.groomName,
          // Noon UTC keeps the calendar day the couple picked in every zone from UTC-11 to UTC+11 (as the Wedding tab saves dates).
          weddingDate: new Date(`${input.weddingDate}T12:00:00.000Z`).toISOString(),
          venue: input.venue,
          venueAddress: null,
          directionsLink: null,
        },
        now,
      );
      await recordActivity(trx, { at: now, actor: { id: owner.id, name: owner.name }, action: "setup", detail: `Set up the site; ${owner.name} is the owner` });
    });
  } catch (err) {
    gate.giveBack();
    throw err;
  }
  return { success: true as const, message: SETUP_MESSAGES.saved };
}
