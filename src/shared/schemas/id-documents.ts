import { z } from "zod";

/** The owner's "Delete all ID documents" (POST /api/admin/id-documents/purge): no input; typing DELETE is the dialog's. */
export const ZPurgeIdDocumentsResponse = z.object({
  /** ID document files deleted from the server's disk. */
  deleted: z.number(),
  /** Backups under DATA_DIR/backups that held ID documents and no longer do. */
  backupsScrubbed: z.number(),
  /** Backups that could not be scrubbed (being written, unreadable); the server log names them. */
  backupsNotScrubbed: z.number(),
});
export type PurgeIdDocumentsResponse = z.infer<typeof ZPurgeIdDocumentsResponse>;

/** The word the dialog asks for before the purge. */
export const PURGE_CONFIRM_WORD = "DELETE";
