/**
 * Sends a one-time login code through OTP_DELIVERY (DESIGN.md, Auth):
 * - console: one clear line on stdout, so a first-run owner can log in (the ONLY place a code is ever printed);
 * - webhook: POST JSON {phoneNumber, code, message} to the configured OTP_WEBHOOK_URL;
 * - whatsapp: the WhatsApp Cloud API messages endpoint with an authentication template.
 * Only configured addresses are called; nothing a client sends is ever fetched.
 * Log lines here never carry the code, the webhook address (it may hold a secret) or a token.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../fastify.config";
import { OTP_TTL_MS } from "../../shared/constants";

/** Name of the approved WhatsApp authentication template that carries the code. */
export const WHATSAPP_OTP_TEMPLATE = "otp_login";
export const WHATSAPP_OTP_LANGUAGE = "en";
/** The webhook's wait; the WhatsApp Cloud API's is config.whatsappTimeoutMs (10 s), as for the rounds' messages. */
export const OTP_DELIVERY_TIMEOUT_MS = 10_000;

export interface OtpMessage {
  phoneNumber: string;
  code: string;
}

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** Thrown when the code could not be handed to the delivery channel. Its message never holds the code. */
export class OtpDeliveryError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "OtpDeliveryError";
  }
}

const ttlMinutes = Math.round(OTP_TTL_MS / 60_000);

/** "******3210": all but the last four digits hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  return "*".repeat(digits.length - 4) + digits.slice(-4);
}

export function otpText(code: string): string {
  return `Your wedding admin login code is ${code}. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
}

async function post(url: string, headers: Record<string, string>, body: unknown, timeoutMs = OTP_DELIVERY_TIMEOUT_MS): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    throw new OtpDeliveryError(e.name === "TimeoutError" ? "timed out" : `network error${e.cause?.code ? ` (${e.cause.code})` : ""}`);
  }
  // The answer body is not read into logs: a provider may echo what it was sent.
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new OtpDeliveryError(`answered HTTP ${res.status}`);
}

export async function deliverOtp(config: AppConfig, message: OtpMessage, log: Log): Promise<void> {
  const { phoneNumber, code } = message;
  const mode = config.otpDelivery;
  try {
    if (mode === "console") {
      process.stdout.write(`[login] One-time code for ${maskPhone(phoneNumber)}: ${code} (valid ${ttlMinutes} minutes)\n`);
      return;
    }
    if (mode === "webhook") {
      if (!config.otpWebhookUrl) throw new OtpDeliveryError("OTP_WEBHOOK_URL is not set");
      await post(config.otpWebhookUrl, {}, { phoneNumber, code, message: otpText(code) });
    } else {
      if (!config.whatsappToken || !config.whatsappPhoneNumberId) {
        throw new OtpDeliveryError("WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set");
      }
      const base = config.whatsappApiUrl.replace(/\/+$/, "");
      await post(
        `${base}/${encodeURIComponent(config.whatsappPhoneNumberId)}/messages`,
        { authorization: `Bearer ${config.whatsappToken}` },
        {
          messaging_product: "whatsapp",
          to: phoneNumber.replace(/\D/g, ""),
          type: "template",
          template: {
            name: WHATSAPP_OTP_TEMPLATE,
            language: { code: WHATSAPP_OTP_LANGUAGE },
            components: [
              { type: "body", parameters: [{ type: "text", text: code }] },
              { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
            ],
          },
        },
        config.whatsappTimeoutMs,
      );
    }
    log.info({ otpDelivery: mode, to: maskPhone(phoneNumber) }, "one-time code sent");
  } catch (err) {
    const reason = err instanceof OtpDeliveryError ? err.message : "unexpected error";
    log.error({ otpDelivery: mode, to: maskPhone(phoneNumber), reason }, "one-time code could not be sent");
    throw err instanceof OtpDeliveryError ? err : new OtpDeliveryError(reason);
  }
}
