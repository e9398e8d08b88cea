/** admin.* procedures for reading and deleting RSVPs (dashboard part 1). */
import { z } from "zod";
import { ZAdminRsvpIdInput, ZAdminRsvpList, ZAdminUpdateRsvpInput, ZRevokeLinkResponse } from "../../../shared/schemas/admin-rsvps";
import { ZSuccess } from "../../../shared/schemas/common";
import { ZMyRsvp, ZRsvp, ZRsvpSubmission, ZRsvpSubmitResponse, zStoredFileName } from "../../../shared/schemas/rsvp";
import { actorOf } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { revokeEditLink } from "../rsvp/edit-link";
import { revokeInviteLink } from "../households/invite-link";
import { myReply } from "../rsvp/router";
import { replaceRsvp, submitRsvp } from "../rsvp/service";
import { removeIdFile } from "../../files/storage";
import { notFound } from "../../trpc/errors";
import { deskProcedure, plannerProcedure } from "../../trpc/init";
import { rsvpsForRole } from "./desk-view";
import { deleteRsvpRows, idFileNamesOf, listRsvpsWithDetails } from "./queries";
import { rest } from "../../trpc/rest-meta";
import { changeDetail } from "../activity/diff";
import { replyChanges, replyDeletedWords } from "./reply-changes";

export const ADMIN_RSVP_MESSAGES = { notFound: "RSVP not found" } as const;

export const adminRsvpProcedures = {
  /** GET /api/admin/rsvps: {data: [...]} with family members, children and room assignments (no document paths for the desk). */
  rsvps: deskProcedure
    .meta(rest("admin.rsvps", { method: "GET", path: "/api/admin/rsvps" }))
    .output(ZAdminRsvpList)
    .query(async ({ ctx }) => ({ data: rsvpsForRole(await listRsvpsWithDetails(ctx.db, ctx.config.appSecret), ctx.session.role) })),

  /** GET /api/rsvps-with-rooms: the same RSVPs as a plain list. */
  rsvpsWithRooms: deskProcedure
    .meta(rest("admin.rsvpsWithRooms", { method: "GET", path: "/api/rsvps-with-rooms" }))
    .output(z.array(ZRsvp))
    .query(async ({ ctx }) => rsvpsForRole(await listRsvpsWithDetails(ctx.db, ctx.config.appSecret), ctx.session.role)),

  /** The reply in the guest form's shape, for the couple's Edit dialog. */
  rsvpReply: plannerProcedure
    .input(ZAdminRsvpIdInput)
    .output(ZMyRsvp)
    .query(({ ctx, input }) => myReply(ctx, input.id)),

  /** POST /api/admin/rsvps: a reply received by phone; a second reply for the same number is allowed, and no deadline applies. */
  createRsvp: plannerProcedure
    .meta(rest("admin.createRsvp", { method: "POST", path: "/api/admin/rsvps", input: (req) => req.body }))
    .input(ZRsvpSubmission)
    .output(ZRsvpSubmitResponse)
    .mutation(async ({ ctx, input }) => {
      const created = await submitRsvp(ctx, input, { asGuest: false });
      await recordActivity(ctx.db, { at: ctx.now(), actor: actorOf(ctx.session), action: "rsvp.add", detail: input.primaryGuestName, rsvpId: created.rsvpId });
      return created;
    }),

  /** PUT /api/admin/rsvps/:id: replaces the reply through the guest's own write path. */
  updateRsvp: plannerProcedure
    .meta(rest("admin.updateRsvp", { method: "PUT", path: "/api/admin/rsvps/:id", input: (req) => ({ id: req.params.id, reply: req.body }) }))
    .input(ZAdminUpdateRsvpInput)
    .output(ZMyRsvp)
    .mutation(async ({ ctx, input }) => {
      const before = await myReply(ctx, input.id).catch(() => null);
      await replaceRsvp(ctx, input.id, input.reply);
      const after = await myReply(ctx, input.id);
      const changes = before ? replyChanges(before, after) : [];
      await recordActivity(ctx.db, {
        at: ctx.now(),
        actor: actorOf(ctx.session),
        action: "rsvp.change",
        detail: changeDetail(before?.primaryGuestName ?? input.reply.primaryGuestName, changes.length ? changes : ["Saved with no change"]),
        rsvpId: input.id,
      });
      return after;
    }),

  /**
   * POST /api/admin/rsvps/:id/revoke-link: a fresh private link replaces the old one, which then answers 404. A
   * household's reply loses its invitation link too: that link opens the reply and hands out its private link.
   */
  revokeRsvpLink: plannerProcedure
    .meta(rest("admin.revokeRsvpLink", { method: "POST", path: "/api/admin/rsvps/:id/revoke-link", input: (req) => req.params }))
    .input(ZAdminRsvpIdInput)
    .output(ZRevokeLinkResponse)
    .mutation(async ({ ctx, input }) => {
      const link = await ctx.db.transaction().execute(async (trx) => {
        const edit = await revokeEditLink(trx, ctx.config.appSecret, input.id);
        const household = edit && (await trx.selectFrom("households").select("id").where("rsvpId", "=", input.id).executeTakeFirst());
        if (household) await revokeInviteLink(trx, ctx.config.appSecret, household.id, { withReplyLink: false });
        return edit;
      });
      if (!link) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
      return { success: true as const, editUrl: link.editUrl };
    }),

  /** Deletes the RSVP with its members, children, room assignments and ID documents (rows and files). */
  deleteRsvp: plannerProcedure
    .meta(rest("admin.deleteRsvp", { method: "DELETE", path: "/api/admin/rsvps/:id" }))
    .input(ZAdminRsvpIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const names = await idFileNamesOf(ctx.db, input.id);
      const guest = await myReply(ctx, input.id).catch(() => null);
      if (!(await deleteRsvpRows(ctx.db, input.id, names))) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
      await recordActivity(ctx.db, {
        at: ctx.now(),
        actor: actorOf(ctx.session),
        action: "rsvp.delete",
        detail: guest ? replyDeletedWords(guest, names.length) : "",
        rsvpId: input.id,
      });
      for (const name of names) {
        if (!zStoredFileName.safeParse(name).success) continue;
        await removeIdFile(ctx.config.filesDir, name).catch((err: unknown) => ctx.req.log.warn({ err }, "could not remove an ID file"));
      }
      return { success: true as const };
    }),
};
