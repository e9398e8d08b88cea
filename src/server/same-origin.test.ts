/**
 * Issue 39: a state change made for a session (either door, the cookie or a bearer token) is refused with a
 * sentence when a browser says it came from another site (Sec-Fetch-Site: cross-site or same-site, or an Origin
 * that is neither PUBLIC_URL nor the host the request was sent to); a request with neither header (curl, a
 * script) passes; guests' writes are not checked. Before, state-changing admin calls rested on SameSite=Strict alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../shared/constants";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { CROSS_SITE_MESSAGE } from "./same-origin";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function start(env: Record<string, string> = {}) {
  t = await makeTestApp(env);
  const token = await createAdminSession(t.db, t.clock.now, 24, "owner");
  return { cookie: `${SESSION_COOKIE}=${token}`, bearer: `Bearer ${token}` };
}

const households = () => t.db.selectFrom("households").select("name").orderBy("id").execute();
const createHousehold = (headers: Record<string, string>, name = "Sharma family", url = "/api/admin/households") =>
  t.app.inject({ method: "POST", url, headers, payload: { name, seats: 2 } });
const trpcCreate = (headers: Record<string, string>, name: string) =>
  t.app.inject({ method: "POST", url: "/trpc/admin.createHousehold", headers, payload: { name, seats: 2 } });

const CROSS: Record<string, string>[] = [
  { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
  { "sec-fetch-site": "same-site", origin: "https://other.aarav-meera.example" },
  { origin: "https://evil.example" },
  { origin: "null" },
  // Another port of the same name is another origin.
  { origin: "http://localhost:8080" },
];

describe("a session's state change sent by a page of another site", () => {
  it.each(CROSS)("is refused 403 with a sentence on both doors, with the cookie or a bearer token, and nothing changes (%o)", async (site) => {
    const { cookie, bearer } = await start();
    const auths: Record<string, string>[] = [{ cookie }, { authorization: bearer }];
    for (const auth of auths) {
      const rest = await createHousehold({ ...auth, ...site });
      expect([rest.statusCode, rest.json()]).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
      const viaTrpc = await trpcCreate({ ...auth, ...site }, "Khan family");
      expect([viaTrpc.statusCode, viaTrpc.json()]).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
    }
    // Spelled another way, routed the same: checked the same.
    expect((await createHousehold({ cookie, ...site }, "Rao family", "/api/%61dmin/households")).statusCode).toBe(403);
    // A batch with one admin call among guest calls is checked.
    const batch = await t.app.inject({
      method: "POST",
      url: "/trpc/guest.replyChallenge,admin.createHousehold?batch=1",
      headers: { cookie, ...site },
      payload: { 0: {}, 1: { name: "Batch family", seats: 1 } },
    });
    expect(batch.statusCode).toBe(403);
    // Logging out another site's way does not end the session; an admin write through auth.* is checked too.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, ...site } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/trpc/auth.logout", headers: { cookie, ...site } })).statusCode).toBe(403);
    expect(await households()).toEqual([]);
    expect(await t.db.selectFrom("adminSessions").select("id").execute()).toHaveLength(1);
    // Reads are not state changes.
    expect((await t.app.inject({ method: "GET", url: "/api/admin/households", headers: { cookie, ...site } })).statusCode).toBe(200);
  });

  it("passes from this site (Sec-Fetch-Site same-origin, or an Origin naming the host it was sent to) and from a client with neither header", async () => {
    const { cookie, bearer } = await start();
    const ok: Record<string, string>[] = [
      { cookie, "sec-fetch-site": "same-origin", origin: "http://localhost" },
      { cookie, origin: "http://localhost" },
      { cookie, host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" },
      { cookie, host: "Wedding.Example", origin: "https://wedding.example" },
      { cookie, "sec-fetch-site": "none" },
      { authorization: bearer },
    ];
    for (const [i, headers] of ok.entries()) {
      const res = await createHousehold(headers, `Family ${i}`);
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(201);
    }
    const viaTrpc = await trpcCreate({ cookie, "sec-fetch-site": "same-origin", origin: "http://localhost" }, "Trpc family");
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(await households()).toHaveLength(ok.length + 1);
  });

  it("passes from the configured public address behind a proxy that rewrites Host", async () => {
    const { cookie } = await start({ PUBLIC_URL: "https://aarav-weds-meera.example/" });
    const res = await createHousehold({ cookie, host: "127.0.0.1:3000", origin: "https://aarav-weds-meera.example" });
    expect(res.statusCode, res.body).toBe(201);
    const other = await createHousehold({ cookie, host: "127.0.0.1:3000", origin: "https://evil.example" }, "Other family");
    expect(other.statusCode).toBe(403);
  });

  it("leaves guests' writes alone: a forwarded invitation may be answered from any page", async () => {
    await start();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      headers: { "sec-fetch-site": "cross-site", origin: "https://mail.example" },
      payload: { primaryGuestName: "Ramesh Sharma", primaryGuestPhone: "9876543210", rsvpStatus: "no" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/guest.submitRsvp",
      headers: { "sec-fetch-site": "cross-site", origin: "https://mail.example" },
      payload: { primaryGuestName: "Sita Rao", primaryGuestPhone: "9876543211", rsvpStatus: "no" },
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(await t.db.selectFrom("rsvps").select("primaryGuestName").orderBy("createdAt").execute()).toHaveLength(2);
  });
});
