import { z } from "zod";
import { OTP_LENGTH } from "../constants";

export const ZRequestOtpInput = z.object({
  phoneNumber: z.string({ error: "Phone number is required" }).trim().min(1, "Phone number is required").max(20),
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
