import { z } from "zod";
import { MEDIA_TYPES } from "../constants";
import { optionalLongText, optionalText, zSafeLink } from "./common";

export const ZVenueMedia = z.object({
  id: z.number(),
  type: z.enum(MEDIA_TYPES),
  mediaUrl: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  displayOrder: z.number(),
});
export type VenueMedia = z.infer<typeof ZVenueMedia>;

export const ZVenueMediaInput = z.object({
  type: z.enum(MEDIA_TYPES, { error: "Type must be image or video" }),
  mediaUrl: z
    .string({ error: "Media URL is required" })
    .trim()
    .min(1, "Media URL is required")
    .pipe(zSafeLink("Media URL must be an uploaded file or a link that starts with https://")),
  title: optionalText(),
  description: optionalLongText(),
  /** "numeric, falling back to 0" (admin spec, validation table). */
  displayOrder: z.preprocess((v) => {
    const n = typeof v === "number" ? v : Number(v);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  }, z.number().int()),
});
export type VenueMediaInput = z.input<typeof ZVenueMediaInput>;
