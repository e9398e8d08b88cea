/**
 * Admin login by one-time code (DESIGN.md, Auth; guest spec, Login and session calls).
 * Codes: 6 crypto-random digits, stored only as an HMAC keyed with APP_SECRET and bound to their
 * challenge, valid 5 minutes, single use, 5 wrong tries end the challenge, a new code replaces the old.
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
import {
  closeChallenge,
  closeOtherChallenges,
  countChallengesSince,
  deleteChallengesBefore,
  deleteExpiredSessions,
  deleteSession,
  findChallenge,
  insertChallenge,
  insertSession,
  recordWrongCode,
} from "./queries";

/** At most this many codes per phone, and per IP, within the window. */
export const OTP_REQUESTS_PER_WINDOW = 3;
/** At most this many code verifications per IP within the window. */
export const OTP_VERIFICATIONS_PER_WINDOW = 10;
export const OTP_LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** Old challenges are forgotten after a day. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  phoneNotAllowed: "This phone number is not allowed to log in. Please use the admin's number.",
  adminPhoneUnset: "Admin login is not set up yet: the server has no ADMIN_PHONE configured.",
  tooManyRequests: "Too many codes requested. Please wait a few minutes and try again.",
  tooManyVerifications: "Too many verification attempts. Please wait a few minutes and try again.",
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

// ---------------------------------------------------------------------------------------------
// Verification limit per IP: a small in-memory log owned by the app instance (keyed by its config).

const verifyLog = new WeakMap<AppConfig, Map<string, number[]>>();

/** Records one verification for the IP; false when the IP is over the limit. */
export function takeVerificationSlot(config: AppConfig, ip: string, now: number): boolean {
  let byIp = verifyLog.get(config);
  if (!byIp) verifyLog.set(config, (byIp = new Map()));
  const since = now - OTP_LIMIT_WINDOW_MS;
  if (byIp.size > 1000) {
    for (const [key, times] of byIp) if (!times.some((t) => t > since)) byIp.delete(key);
  }
  const recent = (byIp.get(ip) ?? []).filter((t) => t > since);
  if (recent.length >= OTP_VERIFICATIONS_PER_WINDOW) {
    byIp.set(ip, recent);
    return false;
  }
  recent.push(now);
  byIp.set(ip, recent);
  return true;
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
  const phone = input.phoneNumber.replace(/\D/g, "");
  if (!config.adminPhone) throw fail("FORBIDDEN", AUTH_MESSAGES.adminPhoneUnset);
  if (phone !== config.adminPhone) throw fail("FORBIDDEN", AUTH_MESSAGES.phoneNotAllowed);

  const now = ctx.now();
  const nowIso = now.toISOString();
  const since = new Date(now.getTime() - OTP_LIMIT_WINDOW_MS).toISOString();
  const challengeToken = newToken();
  const tokenHash = sha256(challengeToken);
  const code = newCode();

  // Count and insert in one transaction so two simultaneous requests cannot both pass the limit.
  const id = await db.transaction().execute(async (trx) => {
    await deleteChallengesBefore(trx, new Date(now.getTime() - CHALLENGE_RETENTION_MS).toISOString());
    if (
      (await countChallengesSince(trx, { phone }, since)) >= OTP_REQUESTS_PER_WINDOW ||
      (await countChallengesSince(trx, { ip: ctx.ip }, since)) >= OTP_REQUESTS_PER_WINDOW
    ) {
      throw fail("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyRequests);
    }
    return insertChallenge(trx, {
      tokenHash,
      phone,
      ip: ctx.ip,
      codeHash: hashCode(config.appSecret, tokenHash, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      createdAt: nowIso,
    });
  });

  try {
    await deliverOtp(config, { phoneNumber: phone, code }, ctx.req.log);
  } catch {
    // The code never reached the admin: it must not stay usable. An older code stays valid.
    await closeChallenge(db, id, nowIso);
    throw fail("BAD_GATEWAY", AUTH_MESSAGES.deliveryFailed);
  }
  await closeOtherChallenges(db, phone, id, nowIso);

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
  if (!takeVerificationSlot(config, ctx.ip, now.getTime())) throw fail("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyVerifications);

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

  await deleteExpiredSessions(db, nowIso);
  const session = await createSession(db, now, config.sessionTtlHours);
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
 * What the login page needs: the masked number it shows and the number it sends with the code request
 * (the spec's login page has no phone field). The codes still only ever go to ADMIN_PHONE.
 */
export function adminPhoneHint(config: AppConfig) {
  return config.adminPhone
    ? { maskedPhone: maskPhone(config.adminPhone), phoneNumber: config.adminPhone }
    : { maskedPhone: null, phoneNumber: null };
}
