/**
 * Public RSVP writes, counted inside the procedure so both doors, encoded paths and every call of a
 * batch count the same (DESIGN.md, Limits). Per phone: a family that corrects its reply a few times an
 * hour never meets the limit; a script writing one number over and over does. Per IP: a resort's guests
 * share one address, so the IP cap sits far above what 200 guests ever send (their whole reply traffic
 * is well under a hundred replies in an evening) and only stops a flood of made-up numbers.
 */
import type { Context } from "../../trpc/context";
import { humanWait, limiterFor, tooManyRequests } from "../../limits";

export const RSVP_PER_PHONE = { max: 5, windowMs: 3600_000 };
export const RSVP_PER_IP = { max: 600, windowMs: 3600_000 };

export const RSVP_LIMIT_MESSAGES = {
  phone: (wait: string) => `This phone number has sent several replies in a short time. Please wait ${wait} and try again.`,
  ip: (wait: string) => `Too many replies from this network right now. Please wait ${wait} and try again.`,
} as const;

/**
 * Takes one RSVP slot for the phone and one for the IP, or throws a 429 with Retry-After.
 * Returns a refund for a write that then fails (a guest fixing a mistake is not charged for it).
 */
export function takeRsvpSlot(ctx: Pick<Context, "config" | "now" | "ip" | "res">, phone: string): () => void {
  const now = ctx.now().getTime();
  const byPhone = limiterFor(ctx.config, "rsvp-phone", RSVP_PER_PHONE);
  const byIp = limiterFor(ctx.config, "rsvp-ip", RSVP_PER_IP);
  const ipWait = byIp.wait(ctx.ip, now);
  if (ipWait) throw tooManyRequests(ctx.res, ipWait, RSVP_LIMIT_MESSAGES.ip(humanWait(ipWait)));
  const phoneWait = byPhone.take(phone, now);
  if (phoneWait) throw tooManyRequests(ctx.res, phoneWait, RSVP_LIMIT_MESSAGES.phone(humanWait(phoneWait)));
  byIp.take(ctx.ip, now);
  return () => {
    byPhone.refund(phone, now);
    byIp.refund(ctx.ip, now);
  };
}
