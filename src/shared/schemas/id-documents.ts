import { z } from "zod";
import { zEditToken } from "./rsvp";

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

/** admin.diskStatus: whether the data disk is low (uploads are refused then), for the dashboard's warning. */
export const ZDiskStatus = z.object({
  /** True while the data disk has less free than the floor: every upload is refused. */
  low: z.boolean(),
  freeBytes: z.number().nullable(),
  minFreeBytes: z.number(),
});
export type DiskStatus = z.infer<typeof ZDiskStatus>;

/** The guest's "Withdraw and delete" on their private link: whose documents (the primary guest or a family member). */
export const ZIdPerson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("primary") }),
  z.object({ kind: z.literal("member"), id: z.number().int().positive() }),
]);
export type IdPerson = z.infer<typeof ZIdPerson>;

/** guest.withdrawMyIdDocument (POST /api/rsvp/edit/:token/withdraw-id): the private link's token and whose documents go. */
export const ZWithdrawIdInput = z.object({
  token: zEditToken,
  person: ZIdPerson,
});
