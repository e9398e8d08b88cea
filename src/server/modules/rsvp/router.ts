import { MESSAGES, ZMyRsvp, ZMyRsvpInput, ZRsvpSubmission, ZRsvpSubmitResponse, ZUpdateMyRsvpInput } from "../../../shared/schemas/rsvp";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import { publicProcedure } from "../../trpc/init";
import { guestWriteProcedure } from "../../setup/setup-done";
import { readTravel } from "../travel/queries";
import { editLinkOf, findRsvpIdByEditToken } from "./edit-link";
import { takeRsvpSlot } from "./limits";
import { readReply } from "./queries";
import { assertRepliesOpen, replaceRsvp, submitRsvp } from "./service";

/** The reply a private link opens, as the edit page reads it; 404 for an unknown or revoked link. */
export async function myReply(ctx: Pick<Context, "db" | "config">, rsvpId: string | undefined) {
  const found = rsvpId ? await readReply(ctx.db, rsvpId) : undefined;
  if (!found) throw notFound(MESSAGES.unknownLink);
  const travel = await readTravel(ctx.db, found.row.id);
  return { ...found.reply, travel, editUrl: editLinkOf(ctx.config.appSecret, found.row.id, found.row.editVersion).editUrl };
}

/** Runs a guest's write under the per-phone and per-IP limits; a failed write is not charged. */
async function limited<T>(ctx: Context, phone: string, write: () => Promise<T>): Promise<T> {
  const refund = takeRsvpSlot(ctx, phone);
  try {
    return await write();
  } catch (error) {
    refund();
    throw error;
  }
}

export const rsvpGuestProcedures = {
  submitRsvp: guestWriteProcedure
    .input(ZRsvpSubmission)
    .output(ZRsvpSubmitResponse)
    .mutation(({ ctx, input }) => limited(ctx, input.primaryGuestPhone, () => submitRsvp(ctx, input))),

  /** GET /api/rsvp/edit/:token. */
  myRsvp: publicProcedure
    .input(ZMyRsvpInput)
    .output(ZMyRsvp)
    .query(async ({ ctx, input }) => myReply(ctx, await findRsvpIdByEditToken(ctx.db, input.token))),

  /** PUT /api/rsvp/edit/:token: replaces the reply; refused after the reply-by date. */
  updateMyRsvp: publicProcedure
    .input(ZUpdateMyRsvpInput)
    .output(ZMyRsvp)
    .mutation(async ({ ctx, input }) => {
      const rsvpId = await findRsvpIdByEditToken(ctx.db, input.token);
      if (!rsvpId) throw notFound(MESSAGES.unknownLink);
      await assertRepliesOpen(ctx.db, ctx.now());
      await limited(ctx, input.reply.primaryGuestPhone, () => replaceRsvp(ctx, rsvpId, input.reply));
      return myReply(ctx, rsvpId);
    }),
};
