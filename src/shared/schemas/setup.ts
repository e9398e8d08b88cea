/** POST /api/setup (issue 17): the first-run form, used by the procedure, the REST row and the setup page alike. */
import { z } from "zod";
import { PHONE_DIGITS } from "../constants";
import { CONTROL_MESSAGES, requiredText } from "./common";

export const SETUP_MESSAGES = {
  done: "Setup is already done. Log in at /login.",
  badToken: "This setup link is not valid. Use the link the server printed when it started (restarting it prints a new one).",
  usedToken: "This setup link has already been used. Log in at /login.",
  expiredToken: "This setup link has expired (links last 60 minutes). Restart the server: it prints a new one.",
  saved: "Setup done. Press Send OTP to WhatsApp to get your login code.",
} as const;

export const ZSetupInput = z.object({
  token: z.string({ error: SETUP_MESSAGES.badToken }).trim().min(1, SETUP_MESSAGES.badToken).max(200, SETUP_MESSAGES.badToken),
  brideName: requiredText("Bride name is required", undefined, CONTROL_MESSAGES.name),
  groomName: requiredText("Groom name is required", undefined, CONTROL_MESSAGES.name),
  weddingDate: z.iso.date({ error: "Wedding date is required" }),
  venue: requiredText("Venue is required"),
  /** The owner's WhatsApp number: 10 digits, spaces and dashes allowed. */
  phoneNumber: z
    .string({ error: `WhatsApp number must be exactly ${PHONE_DIGITS} digits` })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `WhatsApp number must be exactly ${PHONE_DIGITS} digits`)),
  /** The owner's own name, as the team list shows it. */
  name: requiredText("Your name is required", undefined, CONTROL_MESSAGES.name),
});
export type SetupInput = z.input<typeof ZSetupInput>;

export const ZSetupResponse = z.object({ success: z.literal(true), message: z.string() });
