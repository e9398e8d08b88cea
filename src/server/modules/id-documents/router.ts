/** admin.purgeIdDocuments: the owner deletes every ID document at once (the dialog asks to type DELETE first). admin.diskStatus: the low-disk warning. */
import { ZDiskStatus, ZPurgeIdDocumentsResponse, ZWithdrawIdInput } from "../../../shared/schemas/id-documents";
import { MESSAGES, ZMyRsvp } from "../../../shared/schemas/rsvp";
import { diskState, MIN_FREE_DISK_BYTES } from "../../files/disk-guard";
import { notFound } from "../../trpc/errors";
import { deskProcedure, ownerProcedure, publicProcedure } from "../../trpc/init";
import { findRsvpIdByEditToken } from "../rsvp/edit-link";
import { myReply } from "../rsvp/router";
import { withdrawIdDocuments } from "./withdraw";
import { backupsDirOf } from "./retention";
import { purgeIdDocuments } from "./service";
import { rest } from "../../trpc/rest-meta";

export const idDocumentAdminProcedures = {
  /** POST /api/admin/id-documents/purge: { deleted, backupsScrubbed, backupsNotScrubbed }. */
  purgeIdDocuments: ownerProcedure
    .meta(rest("admin.purgeIdDocuments", { method: "POST", path: "/api/admin/id-documents/purge" }))
    .output(ZPurgeIdDocumentsResponse)
    .mutation(async ({ ctx }) => {
      const actor = { id: ctx.session.adminId, name: ctx.session.name };
      const result = await purgeIdDocuments(ctx.db, ctx.config.filesDir, ctx.now(), actor, { backupsDir: backupsDirOf(ctx.config) });
      if (result.backups?.failed.length) ctx.req.log.error({ failed: result.backups.failed }, "some backups still hold ID documents");
      return { deleted: result.deleted, backupsScrubbed: result.backups?.backups ?? 0, backupsNotScrubbed: result.backups?.failed.length ?? 0 };
    }),

  /** Whether uploads are refused for want of disk (the same check the uploads make); every role sees the warning. */
  diskStatus: deskProcedure.output(ZDiskStatus).query(async ({ ctx }) => {
    const disk = await diskState(ctx.config);
    return disk
      ? { low: disk.low, freeBytes: disk.freeBytes, minFreeBytes: disk.minFreeBytes }
      : { low: false, freeBytes: null, minFreeBytes: ctx.config.minFreeDiskBytes ?? MIN_FREE_DISK_BYTES };
  }),
};

export const idDocumentGuestProcedures = {
  /**
   * POST /api/rsvp/edit/:token/withdraw-id { person }: the guest deletes a person's ID documents through their
   * private link; answers the reply as the edit page reads it. Open after the reply-by date too: consent can
   * always be taken back.
   */
  withdrawMyIdDocument: publicProcedure
    .meta(rest("guest.withdrawMyIdDocument", { method: "POST", path: "/api/rsvp/edit/:token/withdraw-id" }))
    .input(ZWithdrawIdInput)
    .output(ZMyRsvp)
    .mutation(async ({ ctx, input }) => {
      const rsvpId = await findRsvpIdByEditToken(ctx.db, input.token);
      if (!rsvpId) throw notFound(MESSAGES.unknownLink);
      await withdrawIdDocuments(ctx, rsvpId, input.person);
      return myReply(ctx, rsvpId);
    }),
};
