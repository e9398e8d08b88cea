import { ZReplyChallenge } from "../../../shared/schemas/reply-proof";
import { MESSAGES, ZMyRsvp, ZMyRsvpInput, ZRsvpSubmission, ZRsvpSubmitResponse, ZUpdateMyRsvpInput } from "../../../shared/schemas/rsvp";
import type { Context } from "../../trpc/context";
import { forbidden, notFound } from "../../trpc/errors";
import { publicProcedure } from "../../trpc/init";
import { guestWriteProcedure } from "../../setup/setup-done";
import { readTravel } from "../travel/queries";
import { editLinkOf, findRsvpIdByEditToken } from "./edit-link";
import { takeLinkSlot, takeNewReplySlot } from "./limits";
import { createReplyChallenge } from "./proof-of-work";
import { findRsvpByIdempotencyKey, readReply } from "./queries";
import { assertRepliesOpen, replaceRsvp, submitRsvp } from "./service";
import { rest } from "../../trpc/rest-meta";
import { fitToHousehold, householdOfReply, notePossibleHousehold, submitInvitedReply } from "../households/invited-reply";
import { rsvpModeOf } from "../wedding/queries";

/** The reply a private link opens, as the edit page reads it; 404 for an unknown or revoked link. */
export async function myReply(ctx: Pick<Context, "db" | "config">, rsvpId: string | undefined) {
  const found = rsvpId ? await readReply(ctx.db, rsvpId) : undefined;
  if (!found) throw notFound(MESSAGES.unknownLink);
  const travel = await readTravel(ctx.db, found.row.id);
  return { ...found.reply, travel, editUrl: editLinkOf(ctx.config.appSecret, found.row.id, found.row.editVersion).editUrl };
}

/** Runs a guest's write with the slots taken for it; a failed write gives them back. */
async function limited<T>(refund: () => void, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    refund();
    throw error;
  }
}

export const rsvpGuestProcedures = {
  submitRsvp: guestWriteProcedure
    .meta(rest("guest.submitRsvp", { method: "POST", path: "/api/rsvp" }))
    .input(ZRsvpSubmission)
    .output(ZRsvpSubmitResponse)
    .mutation(async ({ ctx, input }) => {
      // Through a household's invitation link: its seats and functions, counted per link (households/invited-reply.ts).
      if (input.invitationToken) return submitInvitedReply(ctx, { ...input, invitationToken: input.invitationToken });
      if ((await rsvpModeOf(ctx.db)) === "invite-only") throw forbidden(MESSAGES.inviteOnly);
      // A retry of a reply already stored is answered again, counting nothing and needing no new check.
      if (input.idempotencyKey && (await findRsvpByIdempotencyKey(ctx.db, input.idempotencyKey))) return submitRsvp(ctx, input);
      const refund = await takeNewReplySlot(ctx, input.primaryGuestPhone, input.proof);
      // The same retry arriving while the first try is still being written is not charged either.
      const result = await limited(refund, () => submitRsvp(ctx, input, { asGuest: true, onRetry: refund }));
      await notePossibleHousehold(ctx.db, result.rsvpId, input.primaryGuestPhone, input.primaryGuestName);
      return result;
    }),

  /**
   * POST /api/rsvp/challenge: a new quick check for a reply from a busy network (submitRsvp answers 428
   * when one is needed). A mutation: each answer is new and must never be cached.
   */
  replyChallenge: publicProcedure
    .meta(rest("guest.replyChallenge", { method: "POST", path: "/api/rsvp/challenge" }))
    .output(ZReplyChallenge)
    .mutation(({ ctx }) => createReplyChallenge(ctx.config, ctx.now())),

  /** GET /api/rsvp/edit/:token. */
  myRsvp: publicProcedure
    .meta(rest("guest.myRsvp", { method: "GET", path: "/api/rsvp/edit/:token" }))
    .input(ZMyRsvpInput)
    .output(ZMyRsvp)
    .query(async ({ ctx, input }) => myReply(ctx, await findRsvpIdByEditToken(ctx.db, input.token))),

  /** PUT /api/rsvp/edit/:token: replaces the reply; refused after the reply-by date. */
  updateMyRsvp: publicProcedure
    .meta(rest("guest.updateMyRsvp", { method: "PUT", path: "/api/rsvp/edit/:token", input: (req) => ({ token: req.params.token, reply: req.body }) }))
    .input(ZUpdateMyRsvpInput)
    .output(ZMyRsvp)
    .mutation(async ({ ctx, input }) => {
      const rsvpId = await findRsvpIdByEditToken(ctx.db, input.token);
      if (!rsvpId) throw notFound(MESSAGES.unknownLink);
      await assertRepliesOpen(ctx.db, ctx.now());
      // A household's reply keeps to its invitation (seats, functions) whichever of its links changes it.
      const household = await householdOfReply(ctx.db, rsvpId);
      const reply = household ? await fitToHousehold(ctx.db, household, input.reply) : input.reply;
      await limited(takeLinkSlot(ctx, rsvpId), () => replaceRsvp(ctx, rsvpId, reply));
      return myReply(ctx, rsvpId);
    }),
};
