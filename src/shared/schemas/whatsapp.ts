/** Rounds the server sends through the WhatsApp Cloud API, and each household's last send as the guest list shows it. */
import { z } from "zod";
import { zId } from "./common";
import { HOUSEHOLD_SIDES, HOUSEHOLD_STATUSES, MAX_TAG_LENGTH } from "./households";
import { WHATSAPP_SEND_KINDS } from "./whatsapp-status";

export * from "./whatsapp-status";

/** "not-replied": invited households without a reply yet (not sent, sent or opened). */
export const WHATSAPP_AUDIENCE_STATUSES = ["not-replied", ...HOUSEHOLD_STATUSES] as const;

export const WHATSAPP_MESSAGES = {
  kind: "Choose what to send: the invitation, a reminder or an announcement",
  status: "Choose whom to send to: not replied, not sent, sent, opened, replied or declined",
  side: "Side must be bride, groom or both",
  tag: `A tag is a word or two, at most ${MAX_TAG_LENGTH} characters`,
  announcementNeeded: "Choose the announcement to send",
  notSetUp: "WhatsApp sending is not set up; use the wa.me links.",
  noTemplate: (what: string) => `No approved WhatsApp template is set for ${what}; use the wa.me links.`,
  announcementUnknown: "Announcement not found",
} as const;

/** POST /api/admin/whatsapp/send: one round, to the households the filters pick (each needs a phone number). */
export const ZWhatsappSendInput = z
  .object({
    kind: z.enum(WHATSAPP_SEND_KINDS, { error: WHATSAPP_MESSAGES.kind }),
    status: z.enum(WHATSAPP_AUDIENCE_STATUSES, { error: WHATSAPP_MESSAGES.status }).optional(),
    side: z.enum(HOUSEHOLD_SIDES, { error: WHATSAPP_MESSAGES.side }).optional(),
    tag: z.string({ error: WHATSAPP_MESSAGES.tag }).trim().min(1, WHATSAPP_MESSAGES.tag).max(MAX_TAG_LENGTH, WHATSAPP_MESSAGES.tag).optional(),
    eventId: zId.optional(),
    announcementId: zId.optional(),
  })
  .refine((v) => v.kind !== "announcement" || v.announcementId !== undefined, { path: ["announcementId"], message: WHATSAPP_MESSAGES.announcementNeeded });
export type WhatsappSendInput = z.output<typeof ZWhatsappSendInput>;
export const ZWhatsappQueued = z.object({ queued: z.number() });

/** GET /api/admin/whatsapp: which kinds the server can send itself; the dashboard offers only wa.me links for the rest. */
export const ZWhatsappSetup = z.object({
  invitation: z.boolean(),
  reminder: z.boolean(),
  announcement: z.boolean(),
});
export type WhatsappSetup = z.infer<typeof ZWhatsappSetup>;
