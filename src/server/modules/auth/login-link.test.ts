/**
 * One-time admin login links (issue 12): redeemed through both doors exactly like verify-otp, once,
 * within 15 minutes; only the token's hash is stored. The script that prints them is tested end to
 * end in scripts/admin-login-link.test.ts.
 */
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../shared/constants";
import { makeTestApp, teamMember, type TestApp, trpcMutation } from "../../app.test-helpers";
import { sha256 } from "../../trpc/context";
import { createLoginLink, LOGIN_LINK_MESSAGES, LOGIN_LINK_TTL_MS, loginLinkUrl } from "./login-link";
import { OTP_CHECKS_PER_ASKER } from "./limits";

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
});
afterEach(async () => {
  await t.close();
});

const redeem = (token: unknown, ip?: string) => t.app.inject({ method: "POST", url: "/api/auth/login-link", payload: { token }, remoteAddress: ip });

/** ADMIN_PHONE's owner, whom the links log in. */
const ownerId = async () => (await teamMember(t.db, "owner")).id;

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

describe("login links", () => {
  it("answer exactly like verify-otp: a session token, its expiry, the cookie, no-store", async () => {
    const link = await createLoginLink(t.db, t.clock.now, await ownerId());
    expect(Buffer.from(link.token, "base64url")).toHaveLength(32);
    expect(Date.parse(link.expiresAt) - t.clock.now.getTime()).toBe(LOGIN_LINK_TTL_MS);

    const res = await redeem(link.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; sessionToken: string; expiresAt: string; message: string };
    expect(body).toEqual({ success: true, sessionToken: expect.any(String), expiresAt: expect.any(String), message: "Login successful" });
    expect(body.sessionToken).not.toBe(link.token);
    expect(Date.parse(body.expiresAt) - t.clock.now.getTime()).toBe(24 * 3600_000);
    expect(res.headers["cache-control"]).toBe("no-store");
    const cookie = [res.headers["set-cookie"]].flat().find((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toContain(`${SESSION_COOKIE}=${body.sessionToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const session = await t.app.inject({ method: "GET", url: "/api/auth/verify-session", headers: { authorization: `Bearer ${body.sessionToken}` } });
    expect(session.statusCode).toBe(200);
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: { authorization: `Bearer ${body.sessionToken}` } });
    expect(admin.statusCode).toBe(200);
  });

  it("work once, on either door", async () => {
    const a = await createLoginLink(t.db, t.clock.now, await ownerId());
    const trpc = await trpcMutation(t.app, "auth.redeemLoginLink", { token: a.token });
    expect(trpc.status).toBe(200);
    const again = await redeem(a.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: LOGIN_LINK_MESSAGES.used });
    const againTrpc = await trpcMutation(t.app, "auth.redeemLoginLink", { token: a.token });
    expect(againTrpc.status).toBe(401);
    expect(againTrpc.body.error?.message).toBe(LOGIN_LINK_MESSAGES.used);
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(1);
  });

  it("give one session to only one of two simultaneous redemptions", async () => {
    const a = await createLoginLink(t.db, t.clock.now, await ownerId());
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(a.token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(await t.db.selectFrom("adminSessions").selectAll().execute()).toHaveLength(1);
  });

  it("expire after 15 minutes", async () => {
    const early = await createLoginLink(t.db, t.clock.now, await ownerId());
    const late = await createLoginLink(t.db, t.clock.now, await ownerId());
    later(LOGIN_LINK_TTL_MS - 1000);
    expect((await redeem(early.token)).statusCode).toBe(200);
    later(1000);
    const res = await redeem(late.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: LOGIN_LINK_MESSAGES.expired });
  });

  it("refuse unknown and malformed tokens with a human message", async () => {
    const unknown = await redeem(crypto.randomBytes(32).toString("base64url"));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: LOGIN_LINK_MESSAGES.unknown });
    expect((await redeem("")).json()).toEqual({ message: "This login link is incomplete" });
    expect((await redeem("x".repeat(300))).statusCode).toBe(400);
    expect((await redeem(42)).statusCode).toBe(400);
  });

  it("store only the SHA-256 of the token", async () => {
    const a = await createLoginLink(t.db, t.clock.now, await ownerId());
    const rows = await t.db.selectFrom("adminLoginLinks").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(a.token));
    expect(JSON.stringify(rows)).not.toContain(a.token);
    expect(rows[0]!.usedAt).toBeNull();
    await redeem(a.token);
    expect((await t.db.selectFrom("adminLoginLinks").select("usedAt").executeTakeFirstOrThrow()).usedAt).toBe(t.clock.now.toISOString());
  });

  it("count against the check limit per address, with Retry-After", async () => {
    for (let i = 0; i < OTP_CHECKS_PER_ASKER.max; i++) expect((await redeem(crypto.randomBytes(32).toString("base64url"), "10.1.0.1")).statusCode).toBe(401);
    const a = await createLoginLink(t.db, t.clock.now, await ownerId());
    const blocked = await redeem(a.token, "10.1.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many verification attempts\. Please wait \d+ minutes? and try again\.$/);
    // The link was not spent by the refused call.
    expect((await redeem(a.token, "10.1.0.2")).statusCode).toBe(200);
  });

  it("point at the login page, on localhost when the server listens on every address", () => {
    expect(loginLinkUrl("0.0.0.0", 3000, "abc")).toBe("http://localhost:3000/login?link=abc");
    expect(loginLinkUrl("::", 8080, "abc")).toBe("http://localhost:8080/login?link=abc");
    expect(loginLinkUrl("192.168.1.5", 3000, "a-b_c")).toBe("http://192.168.1.5:3000/login?link=a-b_c");
    expect(loginLinkUrl("::1", 3000, "abc")).toBe("http://[::1]:3000/login?link=abc");
  });
});
