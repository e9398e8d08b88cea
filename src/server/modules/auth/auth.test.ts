/**
 * Admin login by one-time code, sessions and logout, through both doors (REST and tRPC).
 * Real app (app.inject) over in-memory SQLite with the real migrations; codes arrive through the
 * real webhook delivery at a local HTTP server, which is how the tests read them.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../fastify.config";
import { createKysely, migrate, openDatabase, openSqlite } from "../../../../db/connect";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_COOKIE } from "../../../shared/constants";
import { buildApp } from "../../app";
import { makeTestApp, startCaptureServer, type TestApp, trpcMutation, trpcQuery } from "../../app.test-helpers";
import { sha256 } from "../../trpc/context";
import { KNOWN_DEVICE_COOKIE } from "./known-device";
import { OTP_CHECKS_PER_ASKER, OTP_CODES_PER_PHONE, OTP_REQUESTS_PER_IP, OTP_REQUESTS_PER_PHONE_AND_ASKER } from "./limits";
import { AUTH_MESSAGES } from "./service";

const ADMIN_PHONE = "98765 43210";
const ADMIN_DIGITS = "9876543210";

type Hook = Awaited<ReturnType<typeof startCaptureServer>>;

let hook: Hook;
let t: TestApp;

const webhookEnv = (extra: Record<string, string> = {}) => ({
  ADMIN_PHONE,
  OTP_DELIVERY: "webhook",
  OTP_WEBHOOK_URL: `${hook.url}/otp`,
  ...extra,
});

beforeEach(async () => {
  hook = await startCaptureServer();
  t = await makeTestApp(webhookEnv());
});
afterEach(async () => {
  await t.close();
  await hook.close();
});

interface InjectOpts {
  app?: FastifyInstance;
  ip?: string;
  headers?: Record<string, string>;
}

async function requestOtp(phoneNumber = ADMIN_DIGITS, opts: InjectOpts = {}, otpWebhookUrl = "") {
  return (opts.app ?? t.app).inject({
    method: "POST",
    url: "/api/auth/request-otp",
    payload: { phoneNumber, otpWebhookUrl },
    headers: opts.headers,
    remoteAddress: opts.ip,
  });
}

async function verifyOtp(sessionToken: string, otp: string, opts: InjectOpts = {}) {
  return (opts.app ?? t.app).inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { sessionToken, otp },
    headers: opts.headers,
    remoteAddress: opts.ip,
  });
}

async function verifySession(headers: Record<string, string>, app = t.app) {
  return app.inject({ method: "GET", url: "/api/auth/verify-session", headers });
}

/** The code of the last delivered message. */
function lastCode(h: Hook = hook): string {
  const last = h.requests.at(-1);
  if (!last) throw new Error("no code was delivered");
  return (JSON.parse(last.body) as { code: string }).code;
}

/** Requests a code and returns the challenge token and the delivered code. */
async function challenge(opts: InjectOpts = {}, h: Hook = hook) {
  const res = await requestOtp(ADMIN_DIGITS, opts);
  expect(res.statusCode, res.body).toBe(200);
  return { token: (res.json() as { sessionToken: string }).sessionToken, code: lastCode(h) };
}

/** A full login; returns the session token and the verify answer. */
async function login(opts: InjectOpts = {}, h: Hook = hook) {
  const c = await challenge(opts, h);
  const res = await verifyOtp(c.token, c.code, opts);
  expect(res.statusCode, res.body).toBe(200);
  return { token: (res.json() as { sessionToken: string }).sessionToken, res };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
};

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

describe("requesting a code", () => {
  it("answers the admin's phone (any formatting) with a challenge token, and stores only a keyed hash of the code", async () => {
    const res = await requestOtp("(987) 654-3210");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; sessionToken: string; message: string };
    expect(body).toEqual({ success: true, sessionToken: expect.any(String), message: expect.any(String) });
    expect(body.message).toContain("******3210");
    expect(body.sessionToken.length).toBeGreaterThanOrEqual(43);

    expect(hook.requests).toHaveLength(1);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);

    const rows = await t.db.selectFrom("otpChallenges").selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.phone).toBe(ADMIN_DIGITS);
    expect(row.codeHash).not.toBe(code);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(sha256(code));
    expect(row.tokenHash).toBe(sha256(body.sessionToken));
    expect(JSON.stringify(row)).not.toContain(body.sessionToken);
    expect(row.attempts).toBe(0);
    expect(row.closedAt).toBeNull();
    expect(Date.parse(row.expiresAt) - t.clock.now.getTime()).toBe(OTP_TTL_MS);
  });

  it("makes different 6-digit codes", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) codes.add((await challenge({ ip: `10.0.0.${i + 1}` })).code);
    // 3 equal codes out of a million would be a broken generator.
    expect(codes.size).toBeGreaterThan(1);
  });

  it("refuses another phone with 403, a human message, no challenge row and no delivery", async () => {
    const res = await requestOtp("9999999999");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.phoneNotAllowed });
    expect(await t.db.selectFrom("otpChallenges").selectAll().execute()).toHaveLength(0);
    expect(hook.requests).toHaveLength(0);

    const trpc = await trpcMutation(t.app, "auth.requestOtp", { phoneNumber: "12345" });
    expect(trpc.status).toBe(403);
    expect(trpc.body.error?.message).toBe(AUTH_MESSAGES.phoneNotAllowed);
  });

  it("refuses every phone with 403 when ADMIN_PHONE is not set", async () => {
    const bare = await makeTestApp({ OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: hook.url, ADMIN_PHONE: "" });
    try {
      const res = await requestOtp(ADMIN_DIGITS, { app: bare.app });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/ADMIN_PHONE/);
      const hint = await bare.app.inject({ method: "GET", url: "/api/auth/admin-phone" });
      expect(hint.json()).toEqual({ maskedPhone: null, askPhone: false });
    } finally {
      await bare.close();
    }
  });

  it("sends the code to ADMIN_PHONE when no number is given (the login page sends none), on both doors", async () => {
    const rest = await t.app.inject({ method: "POST", url: "/api/auth/request-otp", payload: {} });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((JSON.parse(hook.requests.at(-1)!.body) as { phoneNumber: string }).phoneNumber).toBe(ADMIN_DIGITS);
    const empty = await requestOtp("", { ip: "10.0.6.2" });
    expect(empty.statusCode, empty.body).toBe(200);
    const trpc = await trpcMutation(t.app, "auth.requestOtp", {});
    expect(trpc.status).toBe(200);
    const code = lastCode();
    const verify = await verifyOtp((trpc.body.result?.data as { sessionToken: string }).sessionToken, code);
    expect(verify.statusCode, verify.body).toBe(200);
    expect(hook.requests).toHaveLength(3);
  });

  it("answers bad fields with 400 and the shared schema's message", async () => {
    const badPhone = await t.app.inject({ method: "POST", url: "/api/auth/request-otp", payload: { phoneNumber: 9876543210 } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toEqual({ message: "Phone number must be text" });
    const badOtp = await verifyOtp("whatever", "12ab");
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json()).toEqual({ message: "Please enter the 6-digit verification code" });
  });

  it("never fetches the otpWebhookUrl a client sends (REST and tRPC)", async () => {
    const trap = await startCaptureServer();
    try {
      const res = await requestOtp(ADMIN_DIGITS, {}, `${trap.url}/steal`);
      expect(res.statusCode).toBe(200);
      const trpc = await trpcMutation(t.app, "auth.requestOtp", { phoneNumber: ADMIN_DIGITS, otpWebhookUrl: `${trap.url}/steal` });
      expect(trpc.status).toBe(200);
      expect(hook.requests).toHaveLength(2);
      expect(hook.requests.every((r) => r.url === "/otp")).toBe(true);
      expect(trap.requests).toHaveLength(0);
    } finally {
      await trap.close();
    }
  });

  it("shows only the masked admin number on both doors, never the number", async () => {
    const rest = await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ maskedPhone: "******3210", askPhone: false });
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/auth.adminPhoneHint" });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json()).toEqual({ result: { data: { maskedPhone: "******3210", askPhone: false } } });
    // The hidden digits appear nowhere in either answer, in any form.
    for (const body of [rest.body, trpc.body]) {
      expect(body.replace(/\D/g, "")).toBe("3210");
      expect(body).not.toContain("987654");
    }
  });

  it("never puts the admin's full number in a public answer of the login calls", async () => {
    const answers = [
      await requestOtp(ADMIN_DIGITS),
      await requestOtp("9999999999"),
      await verifyOtp("nope", "123456"),
      await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" }),
      await t.app.inject({ method: "GET", url: "/trpc/auth.adminPhoneHint" }),
      await t.app.inject({ method: "POST", url: "/trpc/auth.requestOtp", payload: {} }),
    ];
    for (const res of answers) expect(res.body, res.body).not.toContain("987654");
  });
});

describe("verifying a code", () => {
  it("answers the right code with a session token, its expiry and an HttpOnly SameSite=Strict cookie (no Secure over http)", async () => {
    const c = await challenge();
    const res = await verifyOtp(c.token, c.code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; sessionToken: string; expiresAt: string; message: string };
    expect(body).toEqual({ success: true, sessionToken: expect.any(String), expiresAt: expect.any(String), message: expect.any(String) });
    expect(Buffer.from(body.sessionToken, "base64url")).toHaveLength(32);
    expect(body.sessionToken).not.toBe(c.token);
    expect(Date.parse(body.expiresAt) - t.clock.now.getTime()).toBe(24 * 3600_000);

    const cookie = setCookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`${SESSION_COOKIE}=${body.sessionToken}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).toMatch(/;\s*Max-Age=86400/);
    expect(cookie).not.toMatch(/;\s*Secure/i);

    // The token opens verify-session by bearer header and by cookie, on both doors.
    const byBearer = await verifySession({ authorization: `Bearer ${body.sessionToken}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({ success: true, expiresAt: body.expiresAt, name: "Owner", role: "owner" });
    expect((await verifySession({ cookie: `${SESSION_COOKIE}=${body.sessionToken}` })).statusCode).toBe(200);
    const trpc = await trpcQuery(t.app, "auth.verifySession", undefined, { authorization: `Bearer ${body.sessionToken}` });
    expect(trpc.status).toBe(200);

    // A made-up token or none at all does not.
    const forged = crypto.randomBytes(32).toString("base64url");
    expect((await verifySession({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    expect((await verifySession({ cookie: `${SESSION_COOKIE}=${forged}` })).statusCode).toBe(401);
    const none = await verifySession({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: expect.any(String) });
  });

  it("sets the cookie through the tRPC door too", async () => {
    const c = await challenge();
    const res = await t.app.inject({ method: "POST", url: "/trpc/auth.verifyOtp", payload: { sessionToken: c.token, otp: c.code } });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { result: { data: { sessionToken: string } } }).result.data.sessionToken;
    const cookie = setCookieOf(res);
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it("marks the cookie Secure behind a trusted https proxy", async () => {
    const h = await startCaptureServer();
    const proxied = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: h.url, TRUST_PROXY: "true" });
    try {
      const headers = { "x-forwarded-proto": "https" };
      const { res } = await login({ app: proxied.app, headers }, h);
      expect(setCookieOf(res)).toMatch(/;\s*Secure/i);
      // Without the https claim, the same app sets no Secure flag.
      const plain = await login({ app: proxied.app }, h);
      expect(setCookieOf(plain.res)).not.toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
      await h.close();
    }
  });

  it("accepts a code once only", async () => {
    const c = await challenge();
    expect((await verifyOtp(c.token, c.code)).statusCode).toBe(200);
    const again = await verifyOtp(c.token, c.code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.invalidCode });
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(1);
  });

  it("refuses a code after 5 minutes", async () => {
    const early = await challenge({ ip: "10.0.0.1" });
    later(OTP_TTL_MS - 1000);
    expect((await verifyOtp(early.token, early.code)).statusCode).toBe(200);

    const c = await challenge({ ip: "10.0.0.2" });
    later(OTP_TTL_MS);
    const res = await verifyOtp(c.token, c.code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCode });
  });

  it("answers an unknown challenge token with 401 'Your code has expired'", async () => {
    const res = await verifyOtp(crypto.randomBytes(32).toString("base64url"), "123456");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.unknownChallenge });
  });

  it("ends the challenge at the fifth wrong code: even the right code then fails", async () => {
    const c = await challenge();
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await verifyOtp(c.token, wrong(c.code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCode });
    }
    const fifth = await verifyOtp(c.token, wrong(c.code));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({ message: "Too many incorrect codes. Please request a new code." });

    const right = await verifyOtp(c.token, c.code);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyWrongCodes);

    const row = await t.db.selectFrom("otpChallenges").selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(row.closedAt).not.toBeNull();
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(0);
  });

  it("never cancels a code already sent when a new one is requested: both stay valid", async () => {
    const first = await challenge();
    const second = await challenge({ ip: "10.0.7.2" });
    expect(await t.db.selectFrom("otpChallenges").select("closedAt").where("closedAt", "is not", null).execute()).toHaveLength(0);
    expect((await verifyOtp(first.token, first.code)).statusCode).toBe(200);
    expect((await verifyOtp(second.token, second.code)).statusCode).toBe(200);
  });

  it("accepts a code only with its own challenge token", async () => {
    const first = await challenge();
    const second = await challenge();
    if (first.code !== second.code) {
      const crossed = await verifyOtp(first.token, second.code);
      expect(crossed.statusCode).toBe(401);
      expect(crossed.json()).toEqual({ message: AUTH_MESSAGES.invalidCode });
    }
    expect((await verifyOtp(first.token, first.code)).statusCode).toBe(200);
  });

  it("expires the session after SESSION_TTL_HOURS", async () => {
    const h = await startCaptureServer();
    const short = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: h.url, SESSION_TTL_HOURS: "2" });
    try {
      const { token, res } = await login({ app: short.app }, h);
      expect(setCookieOf(res)).toMatch(/Max-Age=7200/);
      const bearer = { authorization: `Bearer ${token}` };
      expect((await verifySession(bearer, short.app)).statusCode).toBe(200);
      short.clock.now = new Date(short.clock.now.getTime() + 2 * 3600_000 - 1000);
      expect((await verifySession(bearer, short.app)).statusCode).toBe(200);
      short.clock.now = new Date(short.clock.now.getTime() + 1000);
      const expired = await verifySession(bearer, short.app);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expired/i);
    } finally {
      await short.close();
      await h.close();
    }
  });
});

const tooMany = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, message: RegExp) => {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After: ${String(res.headers["retry-after"])}`).toBe(true);
  const body = JSON.parse(res.body) as { message?: string; error?: { message: string } };
  const text = body.message ?? body.error?.message ?? "";
  expect(text).toMatch(message);
  // A human sentence: starts with a capital, ends with a full stop, says how long to wait.
  expect(text).toMatch(/^[A-Z].*\.$/);
  expect(text).toMatch(/wait \d+ (second|minute|hour)s?/);
  return retryAfter;
};

const trpcRequestOtp = (ip: string, input: object = {}) => t.app.inject({ method: "POST", url: "/trpc/auth.requestOtp", payload: input, remoteAddress: ip });

/** The known-device cookie a login set, as a Cookie header. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const cookie = all.find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error("no known-device cookie was set");
  return { cookie: cookie.split(";")[0]! };
};

/** Logs the owner in once on a device (from `ip`) and returns that device's cookie header. */
async function ownersDevice(ip: string) {
  const { res } = await login({ ip });
  expect(setCookieOf(res)).toBeDefined();
  return deviceCookieOf(res);
}

describe("limits", () => {
  it(`allows ${OTP_REQUESTS_PER_IP.max} code requests a minute per address whatever the number (refused ones included), then 429 on both doors`, async () => {
    for (let i = 0; i < OTP_REQUESTS_PER_IP.max; i++) expect((await requestOtp("1234567890", { ip: "10.0.4.1" })).statusCode).toBe(403);
    const rest = await requestOtp(ADMIN_DIGITS, { ip: "10.0.4.1" });
    expect(tooMany(rest, /from your network/)).toBeLessThanOrEqual(60);
    tooMany(await trpcRequestOtp("10.0.4.1"), /from your network/);
    expect(hook.requests).toHaveLength(0);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.4.2" })).statusCode).toBe(200);
    later(OTP_REQUESTS_PER_IP.windowMs);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.4.1" })).statusCode).toBe(200);
  });

  it(`sends one number at most ${OTP_REQUESTS_PER_PHONE_AND_ASKER.max} codes a minute from one address; other addresses are not held back`, async () => {
    for (let i = 0; i < OTP_REQUESTS_PER_PHONE_AND_ASKER.max; i++) expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.8.1" })).statusCode).toBe(200);
    expect(tooMany(await requestOtp(ADMIN_DIGITS, { ip: "10.0.8.1" }), /from your network/)).toBeLessThanOrEqual(60);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.8.2" })).statusCode).toBe(200);
    later(OTP_REQUESTS_PER_PHONE_AND_ASKER.windowMs);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.8.1" })).statusCode).toBe(200);
  });

  it(`caps codes to a number at ${OTP_CODES_PER_PHONE.max} an hour from devices it never logged in on (the WhatsApp bill), whatever the addresses`, async () => {
    for (let i = 0; i < OTP_CODES_PER_PHONE.max; i++) expect((await requestOtp(ADMIN_DIGITS, { ip: `10.0.1.${i + 1}` })).statusCode).toBe(200);
    tooMany(await requestOtp(ADMIN_DIGITS, { ip: "10.0.1.99" }), /for this number.*logged in on before.*admin:login-link/);
    tooMany(await trpcRequestOtp("10.0.1.98"), /for this number/);
    expect(hook.requests).toHaveLength(OTP_CODES_PER_PHONE.max);
    later(OTP_CODES_PER_PHONE.windowMs);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.1.99" })).statusCode).toBe(200);
  });

  it("gives an undelivered code back to the number's budgets", async () => {
    hook.setStatus(500);
    for (let i = 0; i < OTP_REQUESTS_PER_PHONE_AND_ASKER.max + 2; i++) expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.9.1" })).statusCode).toBe(502);
    hook.setStatus(200);
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.0.9.1" })).statusCode).toBe(200);
  });

  it(`limits checks of unknown tokens and login links to ${OTP_CHECKS_PER_ASKER.max} a minute per address, apart from real challenges`, async () => {
    const c = await challenge({ ip: "10.0.3.1" });
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max; i++) {
      expect((await verifyOtp(crypto.randomBytes(32).toString("base64url"), "000000", { ip: "10.0.3.1" })).statusCode).toBe(401);
    }
    tooMany(await verifyOtp(crypto.randomBytes(32).toString("base64url"), "000000", { ip: "10.0.3.1" }), /^Too many verification attempts/);
    // The stranger's made-up tokens do not hold back a real code checked from the same address.
    expect((await verifyOtp(c.token, c.code, { ip: "10.0.3.1" })).statusCode).toBe(200);
    later(OTP_CHECKS_PER_ASKER.windowMs);
    expect((await verifyOtp(crypto.randomBytes(32).toString("base64url"), "000000", { ip: "10.0.3.1" })).statusCode).toBe(401);
  });

  it(`counts checks per number and address (${OTP_CHECKS_PER_ASKER.max} a minute), each call of a tRPC batch included`, async () => {
    const tries = [await challenge({ ip: "10.0.5.1" }), await challenge({ ip: "10.0.5.1" }), await challenge({ ip: "10.0.5.1" })];
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max; i++) {
      const c = tries[Math.floor(i / (OTP_MAX_ATTEMPTS - 1))]!;
      expect((await verifyOtp(c.token, wrong(c.code), { ip: "10.0.5.1" })).statusCode).toBe(401);
    }
    const last = tries[2]!;
    tooMany(await verifyOtp(last.token, last.code, { ip: "10.0.5.1" }), /^Too many verification attempts/);
    const batch = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.verifyOtp,auth.verifyOtp?batch=1",
      payload: { 0: { sessionToken: last.token, otp: last.code }, 1: { sessionToken: last.token, otp: last.code } },
      remoteAddress: "10.0.5.1",
    });
    expect((batch.json() as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus)).toEqual([429, 429]);
    // The refused calls did not touch the challenge: from another address the code still works.
    expect((await verifyOtp(last.token, last.code, { ip: "10.0.5.2" })).statusCode).toBe(200);
  });
});

describe("a stranger cannot lock a team member out", () => {
  const owner = { ip: "192.0.2.10" };
  const resort = "198.51.100.7";

  it("requests from other addresses never stop the member getting and using a code on their own device", async () => {
    const device = await ownersDevice(owner.ip);
    const mine = await challenge({ ...owner, headers: device });
    // Strangers on many addresses ask for the member's codes until the number's hour is used up, on both doors.
    for (let i = 0; i < 30; i++) {
      const ip = `203.0.113.${i + 1}`;
      const res = i % 2 ? await trpcRequestOtp(ip, { phoneNumber: ADMIN_DIGITS }) : await requestOtp(ADMIN_DIGITS, { ip });
      expect([200, 429]).toContain(res.statusCode);
    }
    expect(hook.requests.length).toBeLessThanOrEqual(OTP_CODES_PER_PHONE.max + 2);
    // The pending code was not cancelled, and a fresh one still comes to the member's device and works.
    expect((await verifyOtp(mine.token, mine.code, owner)).statusCode).toBe(200);
    const fresh = await challenge({ ...owner, headers: device });
    const res = await verifyOtp(fresh.token, fresh.code, { ...owner, headers: device });
    expect(res.statusCode, res.body).toBe(200);
    expect((await verifySession({ authorization: `Bearer ${(res.json() as { sessionToken: string }).sessionToken}` })).statusCode).toBe(200);
    // A device the member never logged in on is held to the number's hour, and told the ways in.
    tooMany(await requestOtp(ADMIN_DIGITS, { ip: "192.0.2.11" }), /logged in on before/);
  });

  it("a stranger on the same Wi-Fi holds back the member's requests and checks for at most a minute", async () => {
    const stranger = { ip: resort };
    // The stranger asks for codes for the member's number and sends wrong codes until refused.
    let refused = 0;
    for (let i = 0; i < 12; i++) if ((await requestOtp(ADMIN_DIGITS, stranger)).statusCode === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    expect(hook.requests).toHaveLength(OTP_REQUESTS_PER_PHONE_AND_ASKER.max);
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max + 5; i++) await verifyOtp(crypto.randomBytes(32).toString("base64url"), "000000", stranger);

    // The member on the same address without their device: a minute at most, then a code that works.
    const blocked = await requestOtp(ADMIN_DIGITS, { ip: resort });
    expect(tooMany(blocked, /from your network/)).toBeLessThanOrEqual(60);
    later(60_000);
    const mine = await challenge({ ip: resort });
    // The stranger's wrong codes for the number from the same address hold back the member's check a minute at most.
    const bait = await challenge({ ip: resort });
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max; i++) await verifyOtp(bait.token, wrong(bait.code), stranger);
    expect(tooMany(await verifyOtp(mine.token, mine.code, { ip: resort }), /^Too many verification attempts/)).toBeLessThanOrEqual(60);
    later(60_000);
    expect((await verifyOtp(mine.token, mine.code, { ip: resort })).statusCode).toBe(200);
  });

  it("on the same Wi-Fi, the member's own device is not held back at all", async () => {
    const device = await ownersDevice(owner.ip);
    const stranger = { ip: resort };
    for (let i = 0; i < 12; i++) await requestOtp(ADMIN_DIGITS, stranger);
    const bait = await challenge({ ip: "203.0.113.200" });
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max + 2; i++) await verifyOtp(bait.token, wrong(bait.code), stranger);
    const mine = await challenge({ ip: resort, headers: device });
    expect((await verifyOtp(mine.token, mine.code, { ip: resort, headers: device })).statusCode).toBe(200);
  });

  it("a stranger's wrong codes from elsewhere do not touch the member's challenge", async () => {
    const mine = await challenge(owner);
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max + 3; i++) await verifyOtp(crypto.randomBytes(32).toString("base64url"), "000000", { ip: "203.0.113.66" });
    const theirs = await challenge({ ip: "203.0.113.67" });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verifyOtp(theirs.token, wrong(theirs.code), { ip: "203.0.113.67" });
    expect((await verifyOtp(mine.token, mine.code, owner)).statusCode).toBe(200);
  });

  it("a made-up or another member's device cookie counts for nothing", async () => {
    const device = await ownersDevice(owner.ip);
    const forged = { cookie: device.cookie.replace(/\.[^.]*$/, ".AAAA") };
    for (let i = 0; i < OTP_REQUESTS_PER_PHONE_AND_ASKER.max; i++)
      expect((await requestOtp(ADMIN_DIGITS, { ip: resort, headers: forged })).statusCode).toBe(200);
    tooMany(await requestOtp(ADMIN_DIGITS, { ip: resort, headers: forged }), /from your network/);
  });
});

describe("answers that carry a session token are never cached", () => {
  // The global hook for /api/auth/* and auth.* lands in src/server/app.ts (issue 12, item 5).
  it("sends Cache-Control: no-store on verify-otp, on both doors, success or not", async () => {
    const a = await challenge();
    const rest = await verifyOtp(a.token, a.code);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers["cache-control"]).toBe("no-store");
    const b = await challenge();
    const trpc = await t.app.inject({ method: "POST", url: "/trpc/auth.verifyOtp", payload: { sessionToken: b.token, otp: b.code } });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers["cache-control"]).toBe("no-store");
    const refused = await verifyOtp("nope", "123456");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("session storage", () => {
  it("stores only hashes of the session and challenge tokens", async () => {
    const c = await challenge();
    const { token } = await (async () => {
      const res = await verifyOtp(c.token, c.code);
      return { token: (res.json() as { sessionToken: string }).sessionToken };
    })();
    const sessions = await t.db.selectFrom("adminSessions").selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).toBe(sha256(token));
    const dump = JSON.stringify([sessions, await t.db.selectFrom("otpChallenges").selectAll().execute()]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(c.token);
  });

  it("never writes a raw token to the database files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-auth-file-"));
    const h = await startCaptureServer();
    try {
      const config = loadConfig({
        APP_SECRET: "f".repeat(64),
        DATA_DIR: dir,
        LOG_LEVEL: "silent",
        ADMIN_PHONE,
        OTP_DELIVERY: "webhook",
        OTP_WEBHOOK_URL: h.url,
      });
      const database = await openDatabase(config.dbFile);
      const app = await buildApp({ config, database });
      await app.ready();
      const c = await challenge({ app }, h);
      const res = await verifyOtp(c.token, c.code, { app });
      const token = (res.json() as { sessionToken: string }).sessionToken;
      expect((await verifySession({ authorization: `Bearer ${token}` }, app)).statusCode).toBe(200);

      const scan = () => {
        const files = fs.readdirSync(dir).filter((f) => f.startsWith("wedding.sqlite"));
        expect(files).toContain("wedding.sqlite");
        for (const f of files) {
          const bytes = fs.readFileSync(path.join(dir, f));
          for (const secret of [token, c.token]) expect(bytes.includes(Buffer.from(secret)), `${f} holds a raw token`).toBe(false);
        }
        return files;
      };
      expect(scan()).toContain("wedding.sqlite-wal");
      await app.close();
      scan();
    } finally {
      await h.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("logout", () => {
  it("deletes the session, clears the cookie, and verify-session answers 401 after", async () => {
    const { token } = await login();
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const cookie = setCookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cookie).toMatch(/Path=\//);
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(0);
    expect((await verifySession({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it("works with the cookie and through tRPC, and is harmless without a session", async () => {
    const a = await login({ ip: "10.0.5.1" });
    const b = await login({ ip: "10.0.5.2" });
    const byCookie = await t.app.inject({ method: "POST", url: "/api/auth/logout", cookies: { [SESSION_COOKIE]: a.token } });
    expect(byCookie.statusCode).toBe(200);
    expect((await verifySession({ cookie: `${SESSION_COOKIE}=${a.token}` })).statusCode).toBe(401);
    // The other session lives on.
    expect((await verifySession({ authorization: `Bearer ${b.token}` })).statusCode).toBe(200);

    const trpc = await trpcMutation(t.app, "auth.logout", {}, { authorization: `Bearer ${b.token}` });
    expect(trpc.status).toBe(200);
    expect((await verifySession({ authorization: `Bearer ${b.token}` })).statusCode).toBe(401);

    for (const headers of [{}, { authorization: `Bearer ${b.token}` }, { authorization: `Bearer ${"x".repeat(500)}` }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("logs", () => {
  it("never carry a code or a token, even at trace level", async () => {
    const lines: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-auth-log-"));
    const config = loadConfig({ APP_SECRET: "l".repeat(64), DATA_DIR: dir, LOG_LEVEL: "trace", ...webhookEnv() });
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    try {
      // A wrong code, a right one, the session in use by bearer and cookie, the tRPC door, logout.
      const first = await challenge({ app });
      expect((await verifyOtp(first.token, wrong(first.code), { app })).statusCode).toBe(401);
      const res = await verifyOtp(first.token, first.code, { app });
      const token = (res.json() as { sessionToken: string }).sessionToken;
      expect((await verifySession({ authorization: `Bearer ${token}` }, app)).statusCode).toBe(200);
      expect((await verifySession({ cookie: `${SESSION_COOKIE}=${token}` }, app)).statusCode).toBe(200);
      const second = await trpcMutation(app, "auth.requestOtp", { phoneNumber: ADMIN_DIGITS });
      const secondToken = (second.body.result?.data as { sessionToken: string }).sessionToken;
      const secondCode = lastCode();
      const viaTrpc = await trpcMutation(app, "auth.verifyOtp", { sessionToken: secondToken, otp: secondCode });
      const token2 = (viaTrpc.body.result?.data as { sessionToken: string }).sessionToken;
      await app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${token}` } });
      // A failed delivery logs its reason, never the code.
      hook.setStatus(500);
      const failed = await requestOtp(ADMIN_DIGITS, { app });
      expect(failed.statusCode).toBe(502);
      const failedCode = lastCode();

      const log = lines.join("");
      expect(log).toContain("request completed");
      expect(log).toContain("one-time code sent");
      expect(log).toContain("one-time code could not be sent");
      for (const secret of [token, token2, first.token, secondToken]) expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
      // Codes are digits: look for them as whole numbers, not inside timestamps.
      for (const code of [first.code, secondCode, failedCode]) expect(log, `the log holds ${code}`).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
      expect(log).not.toContain("/otp");
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a team of several (issue 17)", () => {
  const PLANNER = "9123456780";
  const STRANGER = "9000012345";
  beforeEach(async () => {
    await t.db.insertInto("admins").values({ phone: PLANNER, name: "Priya", role: "planner", createdAt: t.clock.now.toISOString() }).execute();
  });

  it("asks the login page for a number and shows none", async () => {
    const hint = await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" });
    expect(hint.json()).toEqual({ maskedPhone: null, askPhone: true });
    expect(hint.body).not.toMatch(/\d{4}/);
  });

  it("sends a member's code to that member only, and the session is theirs (role and name)", async () => {
    const res = await requestOtp("91234 56780");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.codeToTeamNumber("webhook"));
    expect(hook.requests).toHaveLength(1);
    expect(JSON.parse(hook.requests[0]!.body).phoneNumber).toBe(PLANNER);
    const verify = await verifyOtp(res.json().sessionToken, lastCode());
    expect(verify.statusCode, verify.body).toBe(200);
    const who = await verifySession({ authorization: `Bearer ${verify.json().sessionToken}` });
    expect(who.json()).toMatchObject({ success: true, name: "Priya", role: "planner" });
    const log = await t.db.selectFrom("activityLog").select(["action", "adminName", "detail"]).execute();
    expect(log).toEqual([{ action: "login", adminName: "Priya", detail: "Logged in with a code" }]);
    expect(JSON.stringify(log)).not.toContain(lastCode());
  });

  it("answers a stranger's number exactly like a member's but sends nothing, and its token opens nothing", async () => {
    const member = await requestOtp(PLANNER, { ip: "10.2.0.1" });
    const stranger = await requestOtp(STRANGER, { ip: "10.2.0.2" });
    expect(stranger.statusCode).toBe(member.statusCode);
    expect(Object.keys(stranger.json())).toEqual(Object.keys(member.json()));
    expect(stranger.json().message).toBe(member.json().message);
    expect(stranger.json().sessionToken).toHaveLength(member.json().sessionToken.length);
    expect(hook.requests).toHaveLength(1);
    expect(await t.db.selectFrom("otpChallenges").select("phone").execute()).toEqual([{ phone: PLANNER }]);
    const verify = await verifyOtp(stranger.json().sessionToken, "123456", { ip: "10.2.0.2" });
    expect(verify.statusCode).toBe(401);
  });

  it("needs the 10-digit number (no number or a short one is a 400 with a human message)", async () => {
    for (const phone of ["", "98765"]) {
      const res = await requestOtp(phone, { ip: `10.3.0.${phone.length}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.phoneNeeded });
    }
    expect(hook.requests).toHaveLength(0);
  });

  it("keeps each number's budget: a member's hourly cap still holds, and a stranger's number is capped alike", async () => {
    for (let i = 0; i < OTP_CODES_PER_PHONE.max; i++) {
      expect((await requestOtp(PLANNER, { ip: `10.4.1.${i + 1}` })).statusCode).toBe(200);
      expect((await requestOtp(STRANGER, { ip: `10.4.2.${i + 1}` })).statusCode).toBe(200);
    }
    expect((await requestOtp(PLANNER, { ip: "10.4.1.99" })).statusCode).toBe(429);
    expect((await requestOtp(STRANGER, { ip: "10.4.2.99" })).statusCode).toBe(429);
    // The owner's number has its own budget.
    expect((await requestOtp(ADMIN_DIGITS, { ip: "10.4.3.1" })).statusCode).toBe(200);
    expect(hook.requests).toHaveLength(OTP_CODES_PER_PHONE.max + 1);
  });

  it("refuses a code once its member has been removed", async () => {
    const res = await requestOtp(PLANNER);
    const code = lastCode();
    await t.db.deleteFrom("admins").where("phone", "=", PLANNER).execute();
    const verify = await verifyOtp(res.json().sessionToken, code);
    expect(verify.statusCode).toBe(401);
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(0);
  });
});
