import { z } from "zod";
import { OTP_LENGTH } from "../constants";

export const ZRequestOtpInput = z.object({
  /**
   * Optional: the server knows ADMIN_PHONE and codes only ever go there. When sent (the original
   * client does), it must be the admin's number; empty or absent means the admin's number.
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

/** What the login page learns about the admin's number: the masked form only, never the number itself. */
export const ZAdminPhoneHint = z.object({ maskedPhone: z.string().nullable() });

/** A one-time login link's token (from `npm run admin:login-link`); the answer is the verify-otp answer. */
export const ZRedeemLoginLinkInput = z.object({
  token: z.string({ error: "This login link is incomplete" }).trim().min(1, "This login link is incomplete").max(200, "This login link is not valid"),
});
export const ZRedeemLoginLinkResponse = ZVerifyOtpResponse;
