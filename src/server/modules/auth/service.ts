/**
 * Admin login by one-time code (DESIGN.md, Auth; guest spec, Login and session calls).
 * Codes: 6 crypto-random digits, stored only as an HMAC keyed with APP_SECRET and bound to their
 * challenge, valid 5 minutes, single use, 5 wrong tries end the challenge. A new request never cancels a
 * code already sent (issue 12: a stranger's request must not lock the admin out): every open code stays
 * valid until it is used, ends or expires.
 * Sessions: 256-bit random tokens stored only as SHA-256, in an HttpOnly SameSite=Strict cookie too.
 * Neither codes nor tokens are ever logged.
 * Team (issue 17): codes go only to team numbers. With one member the login page shows the masked number and
 * sends none; with several it asks for the number, and a stranger's number gets the same answer as a
 * member's (the team is not revealed) but nothing is sent.
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
import { type Actor, recordActivity } from "../activity/record";
import { countAdmins, findAdminById, findAdminByPhone, firstOwner, type TeamMember } from "../team/queries";
import { knownDeviceOf, rememberDevice } from "./known-device";
import { LIMIT_MESSAGES, takeCheck, takeCodeRequest, takeRequestFromAddress } from "./limits";
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

// Limits live in limits.ts: keyed per (number, device or address), with a per-number hourly ceiling that
// a device the member has logged in on is not held to (known-device.ts).

/** Old challenges are forgotten after a day. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  phoneNotAllowed: "This phone number is not allowed to log in. Please use the admin's number.",
  adminPhoneUnset: "Admin login is not set up yet: open the setup link the server printed when it started (or set ADMIN_PHONE).",
  phoneNeeded: "Please enter your 10-digit phone number.",
  /** The answer to any 10-digit number when the team has several members: never says whether it is one. */
  codeToTeamNumber: (delivery: AppConfig["otpDelivery"]) =>
    delivery === "console"
      ? `If this number is on the team, its ${OTP_LENGTH}-digit code was printed in the server log.`
      : `If this number is on the team, a ${OTP_LENGTH}-digit code is on its way on WhatsApp.`,
  ...LIMIT_MESSAGES,
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

export const newCode = () =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");

/** Keyed hash of a code, bound to its challenge so equal codes of two challenges differ. */
export const hashCode = (secret: string, challengeTokenHash: string, code: string) =>
  crypto.createHmac("sha256", secret).update(`${challengeTokenHash}:${code}`).digest("hex");

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

// ---------------------------------------------------------------------------------------------
// Sessions

/**
 * A session of the team member `adminId`. Without one (tools and browser tests that sign in directly),
 * the first owner's; there must be one.
 */
export async function createSession(db: DB, now: Date, ttlHours: number, adminId?: number): Promise<{ token: string; expiresAt: string }> {
  if (adminId === undefined) {
    const owner = await firstOwner(db);
    if (!owner) throw new Error("The team has no owner yet: finish the setup (or set ADMIN_PHONE) first.");
    adminId = owner.id;
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000).toISOString();
  await insertSession(db, { tokenHash: sha256(token), adminId, createdAt: now.toISOString(), expiresAt });
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
  const team = await countAdmins(db);
  if (team === 0) throw fail("FORBIDDEN", AUTH_MESSAGES.adminPhoneUnset);
  const given = (input.phoneNumber ?? "").replace(/\D/g, "");
  let member: TeamMember | undefined;
  let refusal: TRPCError | undefined;
  if (team === 1) {
    // One member: the page shows the masked number and sends none; another number is refused as before.
    member = (await db.selectFrom("admins").select(["id", "phone", "name", "role", "createdAt"]).executeTakeFirstOrThrow()) as TeamMember;
    if (given !== "" && given !== member.phone) refusal = fail("FORBIDDEN", AUTH_MESSAGES.phoneNotAllowed);
  } else if (given.length !== 10) {
    refusal = fail("BAD_REQUEST", AUTH_MESSAGES.phoneNeeded);
  } else {
    member = await findAdminByPhone(db, given);
  }
  // Refused numbers count against the address too: they are what a flood looks like.
  const device = refusal ? null : knownDeviceOf(ctx, member?.id);
  takeRequestFromAddress(ctx, device !== null);
  if (refusal) throw refusal;
  const phone = member?.phone ?? given;
  const refund = takeCodeRequest(ctx, phone, device);

  // A stranger's number with several members: counted like a member's, answered alike, sent nothing.
  if (!member) return { success: true, sessionToken: newToken(), message: AUTH_MESSAGES.codeToTeamNumber(config.otpDelivery) };

  const nowIso = now.toISOString();
  const challengeToken = newToken();
  const tokenHash = sha256(challengeToken);
  const code = newCode();
  await deleteChallengesBefore(db, new Date(t - CHALLENGE_RETENTION_MS).toISOString());
  const id = await insertChallenge(db, {
    tokenHash,
    adminId: member.id,
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
    refund();
    throw fail("BAD_GATEWAY", AUTH_MESSAGES.deliveryFailed);
  }
  // Older codes stay valid: whoever asked for them (the admin, perhaps) can still use them.

  const masked = maskPhone(phone);
  return {
    success: true,
    sessionToken: challengeToken,
    message:
      team > 1
        ? AUTH_MESSAGES.codeToTeamNumber(config.otpDelivery)
        : config.otpDelivery === "console"
          ? `A ${OTP_LENGTH}-digit code for ${masked} was printed in the server log.`
          : `A ${OTP_LENGTH}-digit code was sent to ${masked} on WhatsApp.`,
  };
}

export async function verifyOtp(ctx: Context, input: z.infer<typeof ZVerifyOtpInput>) {
  const { db, config } = ctx;
  const now = ctx.now();
  const nowIso = now.toISOString();
  const tokenHash = sha256(input.sessionToken);
  const challenge = await findChallenge(db, tokenHash);
  // Counted per number and asker: a stranger's wrong codes, elsewhere or on the same Wi-Fi, hold back at most a minute.
  takeCheck(ctx, challenge?.phone ?? null, challenge ? knownDeviceOf(ctx, challenge.adminId ?? undefined) : null);
  if (!challenge) throw fail("UNAUTHORIZED", AUTH_MESSAGES.unknownChallenge);
  if (challenge.closedAt !== null) {
    throw fail("UNAUTHORIZED", challenge.attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.invalidCode);
  }
  // The member must still be on the team with the number the code went to.
  const member = challenge.adminId === null ? undefined : await findAdminById(db, challenge.adminId);
  if (Date.parse(challenge.expiresAt) <= now.getTime() || !member || member.phone !== challenge.phone) {
    throw fail("UNAUTHORIZED", AUTH_MESSAGES.invalidCode);
  }

  if (!sameHash(hashCode(config.appSecret, tokenHash, input.otp), challenge.codeHash)) {
    const attempts = await recordWrongCode(db, challenge.id, nowIso, OTP_MAX_ATTEMPTS);
    throw fail("UNAUTHORIZED", attempts !== null && attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.invalidCode);
  }
  // Single use: only the one call that closes the challenge gets a session.
  if (!(await closeChallenge(db, challenge.id, nowIso))) throw fail("UNAUTHORIZED", AUTH_MESSAGES.invalidCode);

  return startSession(ctx, member, "Logged in with a code");
}

/** A new session of a team member for a proven login (code or link): the verify-otp answer, the cookie, and the log entry. */
export async function startSession(ctx: Context, member: Actor, how: string) {
  const now = ctx.now();
  await deleteExpiredSessions(ctx.db, now.toISOString());
  const session = await createSession(ctx.db, now, ctx.config.sessionTtlHours, member.id);
  await recordActivity(ctx.db, { at: now, actor: { id: member.id, name: member.name }, action: "login", detail: how });
  setSessionCookie(ctx, session.token);
  rememberDevice(ctx, member.id);
  return { success: true, sessionToken: session.token, expiresAt: session.expiresAt, message: AUTH_MESSAGES.loggedIn };
}

/** Deletes the presented session (if any) and clears the cookie; fine without a session. */
export async function logout(ctx: Context) {
  if (ctx.sessionToken && ctx.sessionToken.length <= 200) await deleteSession(ctx.db, sha256(ctx.sessionToken));
  clearSessionCookie(ctx);
  return { success: true, message: AUTH_MESSAGES.loggedOut };
}

/**
 * What the login page needs: with one team member, that member's masked number (never the number itself,
 * issue 12) and no phone field; with several, a phone field and no number; with none, neither (setup first).
 */
export async function adminPhoneHint(db: DB): Promise<{ maskedPhone: string | null; askPhone: boolean }> {
  const firstTwo = await db.selectFrom("admins").select("phone").orderBy("id").limit(2).execute();
  if (firstTwo.length === 1) return { maskedPhone: maskPhone(firstTwo[0]!.phone), askPhone: false };
  return { maskedPhone: null, askPhone: firstTwo.length > 1 };
}
