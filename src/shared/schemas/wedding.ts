import { z } from "zod";
import { ID_RETENTION_MAX_DAYS, ID_RETENTION_MIN_DAYS } from "../id-retention";
import { toE164 } from "../phone-e164";
import { CONTROL_MESSAGES, optionalLongText, optionalSafeLink, optionalText, requiredText } from "./common";

export const RSVP_MODES = ["open", "invite-only"] as const;
export type RsvpMode = (typeof RSVP_MODES)[number];
const RSVP_MODE_MESSAGE = "Replies must be open to anyone with the link, or by invitation only";
const CONTACT_PHONE_MESSAGE = "Please enter the couple's contact number, such as 98765 43210, with the country code for a number abroad";

const RETENTION_MESSAGE = `Keep ID documents between ${ID_RETENTION_MIN_DAYS} and ${ID_RETENTION_MAX_DAYS} days after the wedding`;
const TIME_ZONE_MESSAGE = "Time zone must be a name such as Asia/Kolkata";
/** An IANA zone name the runtime knows ("Asia/Kolkata"); offsets and abbreviations are refused. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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
  /** The venue's IANA time zone: every date and time is shown in it. */
  timeZone: z.string(),
  /** ID documents are deleted this many days after the last wedding day. */
  idRetentionDays: z.number(),
  /** The day (YYYY-MM-DD at the venue) at whose end ID documents are deleted; null before a wedding date is saved. */
  idDeletionDate: z.string().nullable(),
  /** open: anyone with the site's link replies; invite-only: only households through their invitation link. */
  rsvpMode: z.enum(RSVP_MODES),
  /** Where guests message the couple (E.164), or null. */
  contactPhone: z.string().nullable(),
  /** The itinerary's last day number (the dates label runs to it); null while the itinerary has no event. */
  itineraryDays: z.number().int().nullable(),
});
export type WeddingDetails = z.infer<typeof ZWeddingDetails>;

/** PUT /api/wedding-details: the wedding tab's form. */
export const ZWeddingDetailsInput = z.object({
  brideName: requiredText("Bride name is required", undefined, CONTROL_MESSAGES.name),
  groomName: requiredText("Groom name is required", undefined, CONTROL_MESSAGES.name),
  weddingDate: z
    .string({ error: "Wedding date is required" })
    .trim()
    .min(1, "Wedding date is required")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Wedding date is required"),
  venue: requiredText("Venue is required"),
  venueAddress: optionalLongText(500),
  directionsLink: optionalSafeLink("Directions link must start with https://"),
  /** Omitted: the stored date stays; "" or null: no deadline. */
  rsvpDeadline: z
    .union([z.literal(""), z.iso.date({ error: "Reply-by date must be a date" })])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /** Omitted: the stored zone stays. */
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, TIME_ZONE_MESSAGE).optional(),
  /** Omitted: the stored number stays. */
  idRetentionDays: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      .number({ error: RETENTION_MESSAGE })
      .int(RETENTION_MESSAGE)
      .min(ID_RETENTION_MIN_DAYS, RETENTION_MESSAGE)
      .max(ID_RETENTION_MAX_DAYS, RETENTION_MESSAGE)
      .optional(),
  ),
  /** Omitted: the stored mode stays. */
  rsvpMode: z.enum(RSVP_MODES, { error: RSVP_MODE_MESSAGE }).optional(),
  /** Omitted: the stored number stays; "" or null: none. Any way of writing it; stored E.164. */
  contactPhone: z
    .string({ error: CONTACT_PHONE_MESSAGE })
    .max(40, CONTACT_PHONE_MESSAGE)
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!v || !v.trim()) return null;
      const e164 = toE164(v);
      if (!e164) ctx.addIssue({ code: "custom", message: CONTACT_PHONE_MESSAGE });
      return e164;
    }),
});
export type WeddingDetailsInput = z.input<typeof ZWeddingDetailsInput>;

/** PUT /api/wedding-details/audio. */
export const ZAudioSettingsInput = z.object({
  backgroundAudioTitle: optionalText(),
  backgroundAudioEnabled: z.boolean().default(false),
  backgroundAudioUrl: optionalSafeLink("Audio must be an uploaded file"),
});
export type AudioSettingsInput = z.input<typeof ZAudioSettingsInput>;
