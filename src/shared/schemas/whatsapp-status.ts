/** A message the server sent through WhatsApp, as a household's guest-list row shows it (households.ts reads it too). */
import { z } from "zod";

export const WHATSAPP_SEND_KINDS = ["invitation", "reminder", "announcement"] as const;
export type WhatsappSendKind = (typeof WHATSAPP_SEND_KINDS)[number];
export const WHATSAPP_SEND_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export type WhatsappSendStatus = (typeof WHATSAPP_SEND_STATUSES)[number];

/** The household's latest message sent by the server: its kind, where it got to, when, and why it failed. */
/** The household's latest message sent by the server, as its guest-list row shows it. */
export const ZLastSend = z.object({
  kind: z.enum(WHATSAPP_SEND_KINDS),
  status: z.enum(WHATSAPP_SEND_STATUSES),
  at: z.string(),
  error: z.string().nullable(),
});
export type LastSend = z.infer<typeof ZLastSend>;
