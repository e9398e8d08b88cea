/**
 * A device a team member has logged in on: an HttpOnly cookie set at every login, holding the member's id, a
 * random device id and an HMAC of both (keyed with APP_SECRET), so nobody can make one. It never logs anyone
 * in; it only tells the login limits that a request comes from the member's own phone or laptop, which a
 * stranger on the same Wi-Fi cannot claim (limits.ts).
 */
import crypto from "node:crypto";
import type { Context } from "../../trpc/context";

export const KNOWN_DEVICE_COOKIE = "known_device";
const MAX_AGE_S = 180 * 24 * 3600;

const mac = (secret: string, adminId: number, deviceId: string) =>
  crypto.createHmac("sha256", secret).update(`known-device:${adminId}:${deviceId}`).digest("base64url");

/** The device id of a valid cookie of team member `adminId`, else null. */
export function knownDeviceOf(ctx: Pick<Context, "req" | "config">, adminId: number | undefined): string | null {
  const raw = (ctx.req?.cookies as Record<string, string | undefined> | undefined)?.[KNOWN_DEVICE_COOKIE];
  if (adminId === undefined || !raw || raw.length > 200) return null;
  const [id, deviceId, given] = raw.split(".");
  if (Number(id) !== adminId || !deviceId || !given) return null;
  const want = Buffer.from(mac(ctx.config.appSecret, adminId, deviceId));
  const got = Buffer.from(given);
  return want.length === got.length && crypto.timingSafeEqual(want, got) ? deviceId : null;
}

/** Marks the request's device as the member's (keeping its id when it already was). */
export function rememberDevice(ctx: Pick<Context, "req" | "res" | "config">, adminId: number): void {
  if (typeof ctx.res?.setCookie !== "function") return;
  const deviceId = knownDeviceOf(ctx, adminId) ?? crypto.randomBytes(16).toString("base64url");
  ctx.res.setCookie(KNOWN_DEVICE_COOKIE, `${adminId}.${deviceId}.${mac(ctx.config.appSecret, adminId, deviceId)}`, {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: ctx.req?.protocol === "https",
    maxAge: MAX_AGE_S,
  });
}
