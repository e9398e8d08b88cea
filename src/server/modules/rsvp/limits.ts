/**
 * Public RSVP writes, counted inside the procedure so both doors, encoded paths and every call of a
 * batch count the same (DESIGN.md, Limits), each keyed by what it protects:
 * - a change through a private link, per link (the reply it opens): never by the address, so a guest's
 *   own link works whatever the network around them does;
 * - a new reply, per phone: a script writing one number over and over meets it, a family never does;
 * - new replies per address: a resort's guests share one, so past a burst the address is never refused;
 *   its new replies carry a quick check the browser solves instead (proof-of-work.ts).
 * A retry of a reply already stored (same idempotency key) is answered before any of these and counts nothing.
 */
import type { ReplyProof } from "../../../shared/schemas/reply-proof";
import type { Context } from "../../trpc/context";
import { humanWait, tooManyRequests } from "../../limits";
import { spendProof } from "./proof-of-work";

export const RSVP_PER_PHONE = { max: 5, windowMs: 3600_000 };
export const RSVP_PER_LINK = { max: 10, windowMs: 3600_000 };
/** New replies an address sends without a check: far above a resort's pace (200 guests over an evening). */
export const RSVP_BURST_PER_IP = { max: 20, windowMs: 10 * 60_000 };

export const RSVP_LIMIT_MESSAGES = {
  phone: (wait: string) => `This phone number has sent several replies in a short time. Please wait ${wait} and try again.`,
  link: (wait: string) => `This reply has been changed several times in a short time. Please wait ${wait} and try again.`,
} as const;

type LimitCtx = Pick<Context, "config" | "proofs" | "limits" | "now" | "ip" | "res">;

/**
 * Takes a new reply's slots: one of the address's burst, or else a solved check (428 without one), and
 * one for the phone (429 past it). Returns a refund for a write that then fails (a guest fixing a mistake
 * is not charged for it, and may send the same check again).
 */
export async function takeNewReplySlot(ctx: LimitCtx, phone: string, proof: ReplyProof | undefined): Promise<() => void> {
  const now = ctx.now().getTime();
  const byIp = ctx.limits.of("rsvp-burst-ip", RSVP_BURST_PER_IP);
  const byPhone = ctx.limits.of("rsvp-phone", RSVP_PER_PHONE);
  const phoneWait = byPhone.take(phone, now);
  if (phoneWait) throw tooManyRequests(ctx.res, phoneWait, RSVP_LIMIT_MESSAGES.phone(humanWait(phoneWait)));
  const inBurst = byIp.take(ctx.ip, now) === 0;
  let freeProof = () => {};
  if (!inBurst) {
    try {
      freeProof = await spendProof(ctx, ctx.now(), proof);
    } catch (error) {
      byPhone.refund(phone, now);
      throw error;
    }
  }
  return () => {
    byPhone.refund(phone, now);
    if (inBurst) byIp.refund(ctx.ip, now);
    freeProof();
  };
}

/** Takes one change of the reply `rsvpId` through its private link, or throws a 429 with Retry-After. */
export function takeLinkSlot(ctx: LimitCtx, rsvpId: string): () => void {
  const now = ctx.now().getTime();
  const byLink = ctx.limits.of("rsvp-link", RSVP_PER_LINK);
  const wait = byLink.take(rsvpId, now);
  if (wait) throw tooManyRequests(ctx.res, wait, RSVP_LIMIT_MESSAGES.link(humanWait(wait)));
  return () => byLink.refund(rsvpId, now);
}
