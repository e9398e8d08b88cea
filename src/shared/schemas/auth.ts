import { z } from "zod";
import { OTP_LENGTH } from "../constants";

export const ZRequestOtpInput = z.object({
  /**
   * Codes only ever go to team numbers. With one member this is optional (empty or absent means that
   * member's number; another number is refused); with several it is the member's 10-digit number.
   */
  phoneNumber: z.string({ error: "Phone number must be text" }).trim().max(20, "Phone number is too long").optional(),
  /** Sent by the original client; accepted and ignored: the server only calls its configured address. */
  otpWebhookUrl: z.string().max(2000).optional(),
});
export const ZRequestOtpResponse = z.object({ success: z.boolean(), sessionToken: z.string(), message: z.string() });

export const ZVerifyOtpInput = z.object({
  sessionToken: z.string({ error: "Please request a new code" }).min(1, "Please request a new code").max(200),
  otp: z
    .string({ error: "Please enter the 6-digit verification code" })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), "Please enter the 6-digit verification code"),
});
export const ZVerifyOtpResponse = z.object({
  success: z.boolean(),
  sessionToken: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});

/**
 * What the login page learns: with one team member the masked number only (never the number itself);
 * with several, that it must ask for the number (`askPhone`), and no number at all.
 */
export const ZAdminPhoneHint = z.object({ maskedPhone: z.string().nullable(), askPhone: z.boolean() });

/** A one-time login link's token (from `npm run admin:login-link`); the answer is the verify-otp answer. */
export const ZRedeemLoginLinkInput = z.object({
  token: z.string({ error: "This login link is incomplete" }).trim().min(1, "This login link is incomplete").max(200, "This login link is not valid"),
});
export const ZRedeemLoginLinkResponse = ZVerifyOtpResponse;
