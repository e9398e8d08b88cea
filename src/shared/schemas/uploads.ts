import { z } from "zod";

/** Kinds of admin upload, each with its own size limit and allowed types (see files/kinds on the server). */
export const UPLOAD_KINDS = ["icon", "audio", "venue"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** POST /api/objects/upload. */
export const ZObjectUploadInput = z.object({
  kind: z.enum(["icon", "audio"], { error: "Unknown upload kind" }).default("icon"),
});
export const ZUploadUrlResponse = z.object({ uploadURL: z.string() });
