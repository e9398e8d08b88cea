/** admin.purgeIdDocuments: the owner deletes every ID document at once (the dialog asks to type DELETE first). */
import { ZPurgeIdDocumentsResponse } from "../../../shared/schemas/id-documents";
import { ownerProcedure } from "../../trpc/init";
import { backupsDirOf } from "./retention";
import { purgeIdDocuments } from "./service";

export const idDocumentAdminProcedures = {
  /** POST /api/admin/id-documents/purge: { deleted, backupsScrubbed, backupsNotScrubbed }. */
  purgeIdDocuments: ownerProcedure.output(ZPurgeIdDocumentsResponse).mutation(async ({ ctx }) => {
    const actor = { id: ctx.session.adminId, name: ctx.session.name };
    const result = await purgeIdDocuments(ctx.db, ctx.config.filesDir, ctx.now(), actor, { backupsDir: backupsDirOf(ctx.config) });
    if (result.backups?.failed.length) ctx.req.log.error({ failed: result.backups.failed }, "some backups still hold ID documents");
    return { deleted: result.deleted, backupsScrubbed: result.backups?.backups ?? 0, backupsNotScrubbed: result.backups?.failed.length ?? 0 };
  }),
};
