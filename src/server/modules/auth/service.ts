/**
 * Admin login by one-time code (DESIGN.md, Auth; guest spec, Login and session calls).
 * Codes: 6 crypto-random digits, stored only as an HMAC keyed with APP_SECRET and bound to their
 * challenge, valid 5 minutes, single use, 5 wrong tries end the challenge. A new request never cancels a
 * code already sent (issue 12: a stranger's request must not lock the admin out): every open code stays
 * valid until it is used, ends or expires.
 * Sessions: 256-bit random tokens stored only as SHA-256, in an HttpOnly SameSite=Strict cookie too.
 * Neither codes nor tokens are ever logged.
 */
import crypto from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { AppConfig } from "../../../../fastify.config";
import type { DB } from "../../../../db/connect";
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_COOKIE } from "../../../shared/constants";
import type { ZRequestOtpInput, ZVerifyOtpInput } from "../../../shared/schemas";
import { deliverOtp, maskPhone } from "../../otp/deliver";
import { type Context, sha256 } from "../../trpc/context";
import { humanWait, limiterFor, tooManyRequests } from "../../limits";
import {
  closeChallenge,
  deleteChallengesBefore,
  deleteExpiredSessions,
  deleteSession,
  findChallenge,
  insertChallenge,
  insertSession,
  recordWrongCode,
} from "./queries";

// ---------------------------------------------------------------------------------------------
// Limits (issue 12). Counted in memory per app instance (src/server/limits.ts), keyed by what they protect.
// A resort full of guests shares one IP, but only the admin logs in, so per-IP limits are fine here.

/** Code requests per IP, whatever the phone (refused numbers count too: they stop floods). */
export const OTP_REQUESTS_PER_IP = { max: 5, windowMs: 15 * 60 * 1000 };
/**
 * Codes sent to the admin's number per hour: this protects the WhatsApp bill. No single IP may use more
 * than OTP_REQUESTS_PER_IP_PER_PHONE of it, so a stranger alone cannot use it up and lock the admin out
 * (it takes four addresses; the operator's way in then is `npm run admin:login-link`).
 */
export const OTP_REQUESTS_PER_PHONE = { max: 10, windowMs: 60 * 60 * 1000 };
/** One IP's share of OTP_REQUESTS_PER_PHONE. */
export const OTP_REQUESTS_PER_IP_PER_PHONE = { max: 3, windowMs: 60 * 60 * 1000 };
/** Code verifications and login-link redemptions per IP. */
export const OTP_VERIFICATIONS_PER_IP = { max: 10, windowMs: 15 * 60 * 1000 };
/** Old challenges are forgotten after a day. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  phoneNotAllowed: "This phone number is not allowed to log in. Please use the admin's number.",
  adminPhoneUnset: "Admin login is not set up yet: the server has no ADMIN_PHONE configured.",
  tooManyRequestsFromIp: (wait: string) => `Too many codes were requested from your network. Please wait ${wait} and try again.`,
  tooManyRequestsForPhone: (wait: string) =>
    `Too many codes were requested for the admin's number. Please wait ${wait} and try again, or ask the server's operator for a login link (npm run admin:login-link).`,
  tooManyVerifications: (wait: string) => `Too many verification attempts. Please wait ${wait} and try again.`,
  deliveryFailed: "Failed to send OTP. Please try again.",
  unknownChallenge: "Your code has expired. Please request a new one.",
  invalidCode: "Invalid or expired code. Please check your code and try again.",
  tooManyWrongCodes: "Too many incorrect codes. Please request a new code.",
  loggedIn: "Login successful",
  loggedOut: "Logged out",
} as const;

const fail = (code: TRPCError["code"], message: string) => new TRPCError({ code, message });

/** 256 random bits, URL-safe. */
export const newToken = () => crypto.randomBytes(32).toString("base64url");

export const newCode = () => crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, "0");

/** Keyed hash of a code, bound to its challenge so equal codes of two challenges differ. */
export const hashCode = (secret: string, challengeTokenHash: string, code: string) =>
  crypto.createHmac("sha256", secret).update(`${challengeTokenHash}:${code}`).digest("hex");

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Takes one verification (code or login link) for the request's IP, or throws a 429 with Retry-After. */
export function takeVerificationSlot(ctx: Pick<Context, "config" | "ip" | "res" | "now">): void {
  const wait = limiterFor(ctx.config, "auth.verify.ip", OTP_VERIFICATIONS_PER_IP).take(ctx.ip, ctx.now().getTime());
  if (wait > 0) throw tooManyRequests(ctx.res, wait, AUTH_MESSAGES.tooManyVerifications(humanWait(wait)));
}

// ---------------------------------------------------------------------------------------------
// Sessions

export async function createSession(db: DB, now: Date, ttlHours: number): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000).toISOString();
  await insertSession(db, { tokenHash: sha256(token), createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

type CookieCtx = Pick<Context, "req" | "res" | "config">;

const cookieOptions = (ctx: CookieCtx) => ({
  httpOnly: true,
  sameSite: "strict" as const,
  path: "/",
  secure: ctx.req?.protocol === "https",
});

export function setSessionCookie(ctx: CookieCtx, token: string) {
  if (typeof ctx.res?.setCookie !== "function") return;
  ctx.res.setCookie(SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: Math.round(ctx.config.sessionTtlHours * 3600) });
}

export function clearSessionCookie(ctx: CookieCtx) {
  if (typeof ctx.res?.clearCookie !== "function") return;
  ctx.res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}

// ---------------------------------------------------------------------------------------------
// The calls

export async function requestOtp(ctx: Context, input: z.infer<typeof ZRequestOtpInput>) {
  const { db, config } = ctx;
  const now = ctx.now();
  const t = now.getTime();
  const byIp = limiterFor(config, "auth.otp.ip", OTP_REQUESTS_PER_IP);
  const ipWait = byIp.take(ctx.ip, t);
  if (ipWait > 0) throw tooManyRequests(ctx.res, ipWait, AUTH_MESSAGES.tooManyRequestsFromIp(humanWait(ipWait)));

  if (!config.adminPhone) throw fail("FORBIDDEN", AUTH_MESSAGES.adminPhoneUnset);
  const given = (input.phoneNumber ?? "").replace(/\D/g, "");
  const phone = config.adminPhone;
  if (given !== "" && given !== phone) throw fail("FORBIDDEN", AUTH_MESSAGES.phoneNotAllowed);

  // The phone's budget, of which this IP may use only its share.
  const byPhoneIp = limiterFor(config, "auth.otp.phone-ip", OTP_REQUESTS_PER_IP_PER_PHONE);
  const byPhone = limiterFor(config, "auth.otp.phone", OTP_REQUESTS_PER_PHONE);
  const shareKey = `${phone}|${ctx.ip}`;
  const shareWait = byPhoneIp.wait(shareKey, t);
  if (shareWait > 0) throw tooManyRequests(ctx.res, shareWait, AUTH_MESSAGES.tooManyRequestsFromIp(humanWait(shareWait)));
  const phoneWait = byPhone.wait(phone, t);
  if (phoneWait > 0) throw tooManyRequests(ctx.res, phoneWait, AUTH_MESSAGES.tooManyRequestsForPhone(humanWait(phoneWait)));
  byPhoneIp.take(shareKey, t);
  byPhone.take(phone, t);

  const nowIso = now.toISOString();
  const challengeToken = newToken();
  const tokenHash = sha256(challengeToken);
  const code = newCode();
  await deleteChallengesBefore(db, new Date(t - CHALLENGE_RETENTION_MS).toISOString());
  const id = await insertChallenge(db, {
    tokenHash,
    phone,
    ip: ctx.ip,
    codeHash: hashCode(config.appSecret, tokenHash, code),
    expiresAt: new Date(t + OTP_TTL_MS).toISOString(),
    createdAt: nowIso,
  });

  try {
    await deliverOtp(config, { phoneNumber: phone, code }, ctx.req.log);
  } catch {
    // The code never reached the admin: it must not stay usable, nor count against the phone's budget.
    await closeChallenge(db, id, nowIso);
    byPhoneIp.refund(shareKey, t);
    byPhone.refund(phone, t);
    throw fail("BAD_GATEWAY", AUTH_MESSAGES.deliveryFailed);
  }
  // Older codes stay valid: whoever asked for them (the admin, perhaps) can still use them.

  const masked = maskPhone(phone);
  return {
    success: true,
    sessionToken: challengeToken,
    message:
      config.otpDelivery === "console"
        ? `A ${OTP_LENGTH}-digit code for ${masked} was printed in the server log.`
        : `A ${OTP_LENGTH}-digit code was sent to ${masked} on WhatsApp.`,
  };
}

export async function verifyOtp(ctx: Context, input: z.infer<typeof ZVerifyOtpInput>) {
  const { db, config } = ctx;
  const now = ctx.now();
  const nowIso = now.toISOString();
  takeVerificationSlot(ctx);

  const tokenHash = sha256(input.sessionToken);
  const challenge = await findChallenge(db, tokenHash);
  if (!challenge) throw fail("UNAUTHORIZED", AUTH_MESSAGES.unknownChallenge);
  if (challenge.closedAt !== null) {
    throw fail("UNAUTHORIZED", challenge.attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.invalidCode);
  }
  if (Date.parse(challenge.expiresAt) <= now.getTime() || challenge.phone !== config.adminPhone) {
    throw fail("UNAUTHORIZED", AUTH_MESSAGES.invalidCode);
  }

  if (!sameHash(hashCode(config.appSecret, tokenHash, input.otp), challenge.codeHash)) {
    const attempts = await recordWrongCode(db, challenge.id, nowIso, OTP_MAX_ATTEMPTS);
    throw fail("UNAUTHORIZED", attempts !== null && attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.invalidCode);
  }
  // Single use: only the one call that closes the challenge gets a session.
  if (!(await closeChallenge(db, challenge.id, nowIso))) throw fail("UNAUTHORIZED", AUTH_MESSAGES.invalidCode);

  return startSession(ctx);
}

/** A new admin session for a proven login (code or link): the verify-otp answer, and the cookie. */
export async function startSession(ctx: Context) {
  const now = ctx.now();
  await deleteExpiredSessions(ctx.db, now.toISOString());
  const session = await createSession(ctx.db, now, ctx.config.sessionTtlHours);
  setSessionCookie(ctx, session.token);
  return { success: true, sessionToken: session.token, expiresAt: session.expiresAt, message: AUTH_MESSAGES.loggedIn };
}

/** Deletes the presented session (if any) and clears the cookie; fine without a session. */
export async function logout(ctx: Context) {
  if (ctx.sessionToken && ctx.sessionToken.length <= 200) await deleteSession(ctx.db, sha256(ctx.sessionToken));
  clearSessionCookie(ctx);
  return { success: true, message: AUTH_MESSAGES.loggedOut };
}

/**
 * What the login page shows: the masked admin number, never the number itself (issue 12). The page
 * sends no number with its code request; the server knows ADMIN_PHONE.
 */
export function adminPhoneHint(config: AppConfig): { maskedPhone: string | null } {
  return { maskedPhone: config.adminPhone ? maskPhone(config.adminPhone) : null };
}
