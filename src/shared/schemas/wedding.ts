import { z } from "zod";
import { optionalSafeLink, optionalText, requiredText } from "./common";

export const ZWeddingDetails = z.object({
  weddingDate: z.string().nullable(),
  brideName: z.string().nullable(),
  groomName: z.string().nullable(),
  venue: z.string().nullable(),
  venueAddress: z.string().nullable(),
  directionsLink: z.string().nullable(),
  backgroundAudioUrl: z.string().nullable(),
  backgroundAudioTitle: z.string().nullable(),
  backgroundAudioEnabled: z.boolean(),
  /** Reply-by date (YYYY-MM-DD, a day at the venue); null: replies stay open. */
  rsvpDeadline: z.string().nullable(),
});
export type WeddingDetails = z.infer<typeof ZWeddingDetails>;

/** PUT /api/wedding-details: the wedding tab's form. */
export const ZWeddingDetailsInput = z.object({
  brideName: requiredText("Bride name is required"),
  groomName: requiredText("Groom name is required"),
  weddingDate: z
    .string({ error: "Wedding date is required" })
    .trim()
    .min(1, "Wedding date is required")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Wedding date is required"),
  venue: requiredText("Venue is required"),
  venueAddress: optionalText(500),
  directionsLink: optionalSafeLink("Directions link must start with https://"),
  /** Omitted: the stored date stays; "" or null: no deadline. */
  rsvpDeadline: z
    .union([z.literal(""), z.iso.date({ error: "Reply-by date must be a date" })])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type WeddingDetailsInput = z.input<typeof ZWeddingDetailsInput>;

/** PUT /api/wedding-details/audio. */
export const ZAudioSettingsInput = z.object({
  backgroundAudioTitle: optionalText(),
  backgroundAudioEnabled: z.boolean().default(false),
  backgroundAudioUrl: optionalSafeLink("Audio must be an uploaded file"),
});
export type AudioSettingsInput = z.input<typeof ZAudioSettingsInput>;
