/**
 * The login's limits (src/server/limits.ts counters), keyed by what they protect and by who asks: the
 * member's own device when the request carries its cookie (known-device.ts), else the address. A resort's
 * guests, and perhaps a stranger, share the team's address, so everything a stranger there can use up
 * refills within a minute; the one longer budget, the codes sent to a number in an hour (the WhatsApp bill
 * and the member's phone), does not hold back a device the member has logged in on before.
 */
import type { Context } from "../../trpc/context";
import { humanWait, tooManyRequests } from "../../limits";

/** Code requests per number and asker (device or address). */
export const OTP_REQUESTS_PER_PHONE_AND_ASKER = { max: 3, windowMs: 60_000 };
/** Code requests per address whatever the number (refused and strangers' numbers count: they are what a flood looks like). */
export const OTP_REQUESTS_PER_IP = { max: 10, windowMs: 60_000 };
/** Codes sent to one number in an hour from devices it has not logged in on. */
export const OTP_CODES_PER_PHONE = { max: 10, windowMs: 3600_000 };
/** Code checks per number and asker; unknown challenge tokens and login links per address. */
export const OTP_CHECKS_PER_ASKER = { max: 10, windowMs: 60_000 };

export const LIMIT_MESSAGES = {
  tooManyRequestsFromIp: (wait: string) => `Too many codes were requested from your network. Please wait ${wait} and try again.`,
  tooManyRequestsForPhone: (wait: string) =>
    `Too many codes were requested for this number. Please wait ${wait} and try again on a device you have logged in on before, or ask the server's operator for a login link (npm run admin:login-link).`,
  tooManyVerifications: (wait: string) => `Too many verification attempts. Please wait ${wait} and try again.`,
} as const;

type LimitCtx = Pick<Context, "limits" | "ip" | "res" | "now">;
const askerOf = (ctx: LimitCtx, device: string | null) => (device ? `device:${device}` : `ip:${ctx.ip}`);

function take(ctx: LimitCtx, name: string, rule: { max: number; windowMs: number }, key: string, message: (wait: string) => string) {
  const t = ctx.now().getTime();
  const limiter = ctx.limits.of(name, rule);
  const wait = limiter.take(key, t);
  if (wait > 0) throw tooManyRequests(ctx.res, wait, message(humanWait(wait)));
  return () => limiter.refund(key, t);
}

/** Before the number is known: the address's share of all requests (a member's device is not counted). */
export function takeRequestFromAddress(ctx: LimitCtx, device: boolean): void {
  if (!device) take(ctx, "auth.otp.ip", OTP_REQUESTS_PER_IP, ctx.ip, LIMIT_MESSAGES.tooManyRequestsFromIp);
}

/** One code request for `phone`; returns the refund for a code that was then not delivered. */
export function takeCodeRequest(ctx: LimitCtx, phone: string, device: string | null): () => void {
  const refundAsker = take(
    ctx,
    "auth.otp.phone-asker",
    OTP_REQUESTS_PER_PHONE_AND_ASKER,
    `${phone}|${askerOf(ctx, device)}`,
    LIMIT_MESSAGES.tooManyRequestsFromIp,
  );
  if (device) return refundAsker;
  try {
    const refundPhone = take(ctx, "auth.otp.phone", OTP_CODES_PER_PHONE, phone, LIMIT_MESSAGES.tooManyRequestsForPhone);
    return () => (refundAsker(), refundPhone());
  } catch (error) {
    refundAsker();
    throw error;
  }
}

/** One code check against a challenge of `phone`, or (phone null) with an unknown token or a login link. */
export function takeCheck(ctx: LimitCtx, phone: string | null, device: string | null): void {
  const key = phone === null ? `unknown|ip:${ctx.ip}` : `${phone}|${askerOf(ctx, device)}`;
  take(ctx, "auth.check", OTP_CHECKS_PER_ASKER, key, LIMIT_MESSAGES.tooManyVerifications);
}
