/**
 * Every admin surface refuses strangers; public reads stay public.
 * The lists come from the router (appRouter._def.procedures) and from the routes the app actually
 * registered (app.routeTable, filled by an onRoute hook) - never from a hand-kept copy - so every
 * admin procedure or REST path a later issue adds is covered the day it is added.
 * Real app (app.inject) over in-memory SQLite with the real migrations.
 */
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../shared/constants";
import { restRoutes } from "./rest";
import { createAdminSession, makeTestApp, type TestApp } from "./test-helpers";
import { adminProcedure } from "./trpc/init";
import { appRouter } from "./trpc/router";

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  inputs: unknown[];
  middlewares: unknown[];
}
const procedures = Object.fromEntries(
  Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures).map(([path, p]) => [path, p._def]),
);

/** The admin guard: the middleware every adminProcedure-based procedure runs first. */
const adminGuard = (adminProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares[0];
const isGuarded = (path: string) => procedures[path]!.middlewares.includes(adminGuard);

/** Admin procedures: everything under admin.*, plus any other procedure built on adminProcedure (auth.verifySession). */
const adminProcedurePaths = Object.keys(procedures).filter((p) => p.startsWith("admin.") || isGuarded(p));
const publicProcedurePaths = Object.keys(procedures).filter((p) => !adminProcedurePaths.includes(p));

/** Registered paths that are admin-only without being a restRoutes row (exports, ID documents). */
const ADMIN_URL_PATTERNS = [/^\/api\/admin(\/|$)/, /^\/files\/id(\/|$)/];
/**
 * Registered /api paths that are not restRoutes rows and are public on purpose (DESIGN.md: the multipart
 * ID upload). A new /api path that is neither a restRoutes row, nor admin by its URL, nor listed here fails
 * the test until someone decides which it is.
 */
const PUBLIC_NON_PROCEDURE_ROUTES: { method: string; url: RegExp }[] = [
  { method: "POST", url: /^\/api\/temp-upload$/ },
  { method: "POST", url: /^\/api\/rsvp\/:id\/upload-id$/ },
];

/**
 * /files paths outside /files/id, each classified on purpose (dashboard part 2, DESIGN.md "Files"):
 * - the signed PUT is authorised by its upload token alone (HMAC-signed, 15 minutes, single use, bound to
 *   kind, key, size and types); the token is only issued by admin procedures (admin.createUploadUrl,
 *   admin.createVenueUploadUrl), and src/server/files/media-routes.test.ts proves it refuses any other token;
 * - icons, audio and venue media are what guests see on the public pages, so their GETs are public.
 */
const TOKEN_AUTHORISED_ROUTES: { method: string; url: RegExp }[] = [{ method: "PUT", url: /^\/files\/upload\/:kind\/:key$/ }];
const PUBLIC_MEDIA_ROUTES: { method: string; url: RegExp }[] = [{ method: "GET", url: /^\/files\/(icon|audio|venue)\/:key$/ }];

/** Inputs for public reads that need one (filled in by the test's seed). */
let guestInputs: Record<string, unknown> = {};

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
  const { id: dayMenuId } = await t.db.insertInto("dayMenus").values({ day: 1, title: "Day one", isPublished: 1 }).returning("id").executeTakeFirstOrThrow();
  const { id: mealId } = await t.db
    .insertInto("menus")
    .values({ dayMenuId, title: "Lunch", day: 1, mealType: "lunch", displayOrder: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A reply whose private link the guest reads open (guest.myRsvp, GET /api/rsvp/edit/:token).
  const reply = await t.app.inject({ method: "POST", url: "/api/rsvp", payload: { primaryGuestName: "Asha", primaryGuestPhone: "9000000001", rsvpStatus: "no" } });
  const { editToken } = reply.json() as { editToken: string };
  guestInputs = { "guest.mealDishes": { menuId: mealId }, ":menuId": String(mealId), "guest.myRsvp": { token: editToken }, ":token": editToken };
});
afterEach(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/** The ways a stranger may come: no credentials, a forged token, an expired one (bearer and cookie). */
async function strangers(): Promise<[string, Headers][]> {
  const forged = crypto.randomBytes(32).toString("base64url");
  const expired = await createAdminSession(t.db, new Date(t.clock.now.getTime() - 25 * 3600_000), 24);
  return [
    ["no credentials", {}],
    ["a forged bearer token", { authorization: `Bearer ${forged}` }],
    ["a forged cookie", { cookie: `${SESSION_COOKIE}=${forged}` }],
    ["an expired bearer token", { authorization: `Bearer ${expired}` }],
    ["an expired cookie", { cookie: `${SESSION_COOKIE}=${expired}` }],
    ["a malformed authorization header", { authorization: "Basic YWRtaW46YWRtaW4=" }],
  ];
}

async function callProcedure(path: string, input: unknown, headers: Headers) {
  const def = procedures[path]!;
  if (def.type === "subscription") throw new Error(`${path}: subscriptions are not covered by this test yet`);
  const res =
    def.type === "query"
      ? await t.app.inject({
          method: "GET",
          url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await t.app.inject({ method: "POST", url: `/trpc/${path}`, payload: (input ?? {}) as object, headers });
  return res;
}

/** A concrete URL for a route pattern: path parameters get a plausible value. */
function concreteUrl(url: string) {
  return url
    .replace(/:menuId\b/g, String(guestInputs[":menuId"]))
    .replace(/:token\b/g, String(guestInputs[":token"]))
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? "1" : "x"))
    .replace(/\*/g, "x");
}

const registered = () => t.app.routeTable.filter((r) => r.method !== "HEAD" && r.method !== "OPTIONS");
const procedureOfRoute = (r: { method: string; url: string }) => restRoutes.find((row) => row.method === r.method && row.url === r.url)?.procedure;

/** REST paths that must refuse strangers: rows calling an admin procedure, and admin URLs outside restRoutes. */
const adminRestRoutes = () =>
  registered().filter((r) => {
    const procedure = procedureOfRoute(r);
    return procedure ? adminProcedurePaths.includes(procedure) : ADMIN_URL_PATTERNS.some((re) => re.test(r.url));
  });

describe("the lists the access test works from", () => {
  it("finds the admin procedures in the router", () => {
    expect(adminProcedurePaths).toContain("auth.verifySession");
    for (const path of ["auth.requestOtp", "auth.verifyOtp", "auth.logout", "auth.adminPhoneHint"]) expect(publicProcedurePaths).toContain(path);
    expect(publicProcedurePaths.filter((p) => p.startsWith("guest.")).length).toBeGreaterThan(0);
  });

  it("builds every admin.* procedure on adminProcedure", () => {
    const unguarded = adminProcedurePaths.filter((p) => !isGuarded(p));
    expect(unguarded, "admin.* procedures not built on adminProcedure").toEqual([]);
  });

  it("maps every REST row to a procedure of the router, and every row is registered", () => {
    for (const row of restRoutes) {
      expect(procedures[row.procedure], `${row.method} ${row.url} -> ${row.procedure}`).toBeDefined();
      expect(
        t.app.routeTable.some((r) => r.method === row.method && r.url === row.url),
        `${row.method} ${row.url} is not registered`,
      ).toBe(true);
    }
    expect(adminRestRoutes().map((r) => `${r.method} ${r.url}`)).toContain("GET /api/auth/verify-session");
  });

  it("knows what every registered /api path is", () => {
    const unknown = registered().filter(
      (r) =>
        r.url.startsWith("/api/") &&
        !procedureOfRoute(r) &&
        !ADMIN_URL_PATTERNS.some((re) => re.test(r.url)) &&
        !PUBLIC_NON_PROCEDURE_ROUTES.some((p) => p.method === r.method && p.url.test(r.url)),
    );
    expect(unknown.map((r) => `${r.method} ${r.url}`), "add a restRoutes row (with its procedure) or classify the path in this test").toEqual([]);
  });

  it("knows what every registered /files path is", () => {
    const known = [...TOKEN_AUTHORISED_ROUTES, ...PUBLIC_MEDIA_ROUTES];
    const unknown = registered().filter(
      (r) => r.url.startsWith("/files/") && !ADMIN_URL_PATTERNS.some((re) => re.test(r.url)) && !known.some((p) => p.method === r.method && p.url.test(r.url)),
    );
    expect(unknown.map((r) => `${r.method} ${r.url}`), "classify the /files path in this test").toEqual([]);
    for (const p of known) expect(registered().some((r) => r.method === p.method && p.url.test(r.url)), String(p.url)).toBe(true);
  });

  it("refuses the signed PUT to anyone without a valid token, session or not", async () => {
    const token = await createAdminSession(t.db, t.clock.now);
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({ method: "PUT", url: "/files/upload/icon/AAAAAAAAAAAAAAAAAAAAAAAA", headers: { ...headers, "content-type": "image/png" }, payload: Buffer.from("x") });
      expect(res.statusCode).toBe(403);
    }
  });

  it("keeps no per-route rate limit: limits live inside the procedures (DESIGN.md, Limits)", () => {
    expect(restRoutes.filter((r) => "rateLimit" in r).map((r) => r.url)).toEqual([]);
  });
});

describe("admin tRPC procedures refuse strangers", () => {
  it.each(adminProcedurePaths)("%s answers 401 without a valid session", async (path) => {
    for (const [who, headers] of await strangers()) {
      const res = await callProcedure(path, {}, headers);
      expect(res.statusCode, `${path} with ${who}: ${res.body}`).toBe(401);
      const body = res.json() as { error: { message: string; data: { code: string } } };
      expect(body.error.data.code).toBe("UNAUTHORIZED");
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    // Control: with a live session the guard lets the call through (it may still refuse the empty input).
    const token = await createAdminSession(t.db, t.clock.now);
    const ok = await callProcedure(path, procedures[path]!.inputs.length ? {} : undefined, { authorization: `Bearer ${token}` });
    expect(ok.statusCode, `${path} with a live session: ${ok.body}`).not.toBe(401);
    expect(ok.statusCode).toBeLessThan(500);
  });
});

describe("admin REST paths refuse strangers", () => {
  it("covers at least GET /api/auth/verify-session today", () => {
    expect(adminRestRoutes().length).toBeGreaterThanOrEqual(1);
  });

  it("every admin REST path answers 401 JSON without a valid session, and lets a live session through", async () => {
    const routes = adminRestRoutes();
    for (const route of routes) {
      const url = concreteUrl(route.url);
      for (const [who, headers] of await strangers()) {
        const res = await t.app.inject({ method: route.method as "GET", url, headers, ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }) });
        expect(res.statusCode, `${route.method} ${route.url} with ${who}: ${res.body}`).toBe(401);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
      }
      const token = await createAdminSession(t.db, t.clock.now);
      const ok = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(ok.statusCode, `${route.method} ${route.url} with a live session: ${ok.body}`).not.toBe(401);
      expect(ok.statusCode).toBeLessThan(500);
    }
  });

  it("refuses a session once the clock passes its expiry", async () => {
    const token = await createAdminSession(t.db, t.clock.now, 1);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify-session", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 3600_000);
    for (const route of adminRestRoutes()) {
      const res = await t.app.inject({ method: route.method as "GET", url: concreteUrl(route.url), headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    for (const path of adminProcedurePaths) {
      expect((await callProcedure(path, {}, { cookie: `${SESSION_COOKIE}=${token}` })).statusCode, path).toBe(401);
    }
  });
});

describe("public reads stay public", () => {
  it("answers every public guest read on the REST door with 200 without a session", async () => {
    const reads = restRoutes.filter((r) => r.method === "GET" && r.procedure.startsWith("guest."));
    expect(reads.length).toBeGreaterThan(0);
    for (const row of reads) {
      const res = await t.app.inject({ method: "GET", url: concreteUrl(row.url) });
      expect(res.statusCode, `${row.url}: ${res.body}`).toBe(200);
    }
  });

  it("answers every public query on the tRPC door without a session", async () => {
    const queries = publicProcedurePaths.filter((p) => procedures[p]!.type === "query");
    expect(queries).toContain("auth.adminPhoneHint");
    for (const path of queries) {
      const def = procedures[path]!;
      const res = await callProcedure(path, guestInputs[path], {});
      if (def.inputs.length === 0 || path in guestInputs) expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      else expect([401, 403], `${path}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it("keeps the login calls open to strangers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    const verify = await t.app.inject({ method: "POST", url: "/api/auth/verify-otp", payload: { sessionToken: "nope", otp: "123456" } });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toEqual({ message: "Your code has expired. Please request a new one." });
  });
});
