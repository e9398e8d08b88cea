/**
 * Every admin surface refuses strangers; public reads stay public.
 * The lists come from the router (appRouter._def.procedures) and from the routes the app actually
 * registered (app.routeTable, filled by an onRoute hook) - never from a hand-kept copy - so every
 * admin procedure or REST path a later issue adds is covered the day it is added.
 * Roles (issue 17): every admin procedure and REST path declares the lowest role it allows; the role table below
 * says which that must be, and each route is called with every role (403 below, through at it and above).
 * Real app (app.inject) over in-memory SQLite with the real migrations.
 */
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../shared/constants";
import { ROLE_MESSAGE, ROLES, type Role, roleAllows } from "../shared/roles";
import { inviteLinkOf } from "./modules/households/invite-link";
import { restRoutes } from "./rest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { adminProcedure } from "./trpc/init";
import { appRouter } from "./trpc/router";

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  inputs: unknown[];
  middlewares: unknown[];
  meta?: { role?: Role };
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
  // The RSVP form without JavaScript (not under /api, listed so the choice is written down): it runs guest.submitRsvp,
  // a public procedure, and stores ID files as /api/temp-upload does (modules/rsvp/form-post.ts).
  { method: "POST", url: /^\/rsvp\/send$/ },
  // Meta's webhook: GET answers only the configured verify token, POST only a body signed with the app secret (whatsapp/webhook.test.ts).
  { method: "GET", url: /^\/api\/whatsapp\/webhook$/ },
  { method: "POST", url: /^\/api\/whatsapp\/webhook$/ },
  // Calendar files: the whole itinerary (public like /timeline), or a party's own behind its private link's token.
  { method: "GET", url: /^\/api\/(timeline|invitation\/:token|rsvp\/edit\/:token)\/calendar\.ics$/ },
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

/**
 * The role table (issue 17): the lowest role allowed for each admin procedure. desk: reads of replies, rooms,
 * headcounts and travel, room and car assignments; planner: everything but the team and the purge (content,
 * deletes, ID documents, exports, the activity log); owner: the team and the purge. A procedure added without
 * a row here, or with another role than its row, fails the test.
 */
const PROCEDURE_ROLES: Record<string, Role> = {
  "auth.verifySession": "desk",
  "admin.rsvps": "desk",
  "admin.rsvpsWithRooms": "desk",
  "admin.rsvpReply": "planner",
  "admin.createRsvp": "planner",
  "admin.updateRsvp": "planner",
  "admin.revokeRsvpLink": "planner",
  "admin.deleteRsvp": "planner",
  "admin.rooms": "desk",
  "admin.createRoom": "planner",
  "admin.updateRoom": "planner",
  "admin.deleteRoom": "planner",
  "admin.assignRoom": "desk",
  "admin.unassignRoom": "desk",
  "admin.createTimelineEvent": "planner",
  "admin.updateTimelineEvent": "planner",
  "admin.deleteTimelineEvent": "planner",
  "admin.setTimelineEventIcon": "planner",
  "admin.moveTimelineEvent": "planner",
  "admin.dayMenus": "planner",
  "admin.createDayMenu": "planner",
  "admin.updateDayMenu": "planner",
  "admin.deleteDayMenu": "planner",
  "admin.meals": "planner",
  "admin.createMeal": "planner",
  "admin.updateMeal": "planner",
  "admin.deleteMeal": "planner",
  "admin.createDish": "planner",
  "admin.updateDish": "planner",
  "admin.deleteDish": "planner",
  "admin.menuCategories": "planner",
  "admin.createMenuCategory": "planner",
  "admin.updateMenuCategory": "planner",
  "admin.deleteMenuCategory": "planner",
  "admin.menuItems": "planner",
  "admin.createMenuItem": "planner",
  "admin.updateMenuItem": "planner",
  "admin.deleteMenuItem": "planner",
  "admin.updateWeddingDetails": "planner",
  "admin.updateAudioSettings": "planner",
  "admin.createUploadUrl": "planner",
  "admin.createVenueUploadUrl": "planner",
  "admin.createVenueMedia": "planner",
  "admin.deleteVenueMedia": "planner",
  "admin.headcounts": "desk",
  "admin.createPickupPoint": "planner",
  "admin.updatePickupPoint": "planner",
  "admin.deletePickupPoint": "planner",
  "admin.travel": "desk",
  "admin.setTravelVehicle": "desk",
  "admin.vehicles": "desk",
  "admin.createVehicle": "planner",
  "admin.updateVehicle": "planner",
  "admin.deleteVehicle": "planner",
  "admin.setTripVehicle": "desk",
  "admin.hotels": "desk",
  "admin.createHotel": "planner",
  "admin.updateHotel": "planner",
  "admin.deleteHotel": "planner",
  "admin.createHotelRoom": "planner",
  "admin.updateHotelRoom": "planner",
  "admin.deleteHotelRoom": "planner",
  "admin.roomingParties": "desk",
  "admin.placeGuests": "planner",
  "admin.suggestRooms": "planner",
  "admin.roomingList": "desk",
  "admin.markHotelSent": "planner",
  "admin.activity": "planner",
  "admin.purgeIdDocuments": "owner",
  "admin.diskStatus": "desk",
  "admin.team": "owner",
  "admin.addTeamMember": "owner",
  "admin.updateTeamMember": "owner",
  "admin.removeTeamMember": "owner",
  "admin.households": "desk",
  "admin.createHousehold": "planner",
  "admin.updateHousehold": "planner",
  "admin.deleteHousehold": "planner",
  "admin.markHouseholdSent": "planner",
  "admin.revokeHouseholdLink": "planner",
  "admin.linkRsvpHousehold": "planner",
  "admin.messageTemplates": "planner",
  "admin.saveMessageTemplate": "planner",
  "admin.householdMessage": "planner",
  "admin.whatsappSetup": "planner",
  "admin.sendWhatsapp": "planner",
  "admin.chaseBoard": "planner",
  "admin.reminderRound": "planner",
  "admin.markHouseholdReminded": "planner",
  "admin.announcementRound": "planner",
  "admin.markAnnouncementSent": "planner",
  "admin.startRound": "planner",
  "admin.messageLog": "planner",
  "admin.announcements": "planner",
  "admin.createAnnouncement": "planner",
  "admin.updateAnnouncement": "planner",
  "admin.deleteAnnouncement": "planner",
  "admin.guestPageSettings": "desk",
  "admin.updateGuestPageSettings": "planner",
};
/** Admin routes outside tRPC (byte streams), with the role their own guard asks for. */
const BYTE_ROUTE_ROLES: Record<string, Role> = {
  "GET /api/admin/export": "planner",
  "POST /api/admin/households/import": "planner",
  "GET /files/id/:name": "planner",
};

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
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: { primaryGuestName: "Asha", primaryGuestPhone: "9000000001", rsvpStatus: "no" },
  });
  const { editToken } = reply.json() as { editToken: string };
  // A household whose invitation link the guest opens (guest.invitation, GET /api/invitation/:token).
  const { id: householdId } = await t.db
    .insertInto("households")
    .values({ name: "Sharma family", seats: 2, createdAt: "2025-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { inviteToken, inviteTokenHash } = inviteLinkOf(t.app.deps.config.appSecret, householdId, 1);
  await t.db.updateTable("households").set({ inviteTokenHash }).where("id", "=", householdId).execute();
  guestInputs = {
    "guest.mealDishes": { menuId: mealId },
    ":menuId": String(mealId),
    "guest.myRsvp": { token: editToken },
    ":token": editToken,
    "guest.invitation": { token: inviteToken },
    "guest.yourWedding": { token: inviteToken },
    "guest.replyWedding": { token: editToken },
    ":inviteToken": inviteToken,
  };
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
    .replace(/^\/api\/invitation\/:token(\/wedding)?$/, (_, rest: string | undefined) => `/api/invitation/${String(guestInputs[":inviteToken"])}${rest ?? ""}`)
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
    expect(
      unknown.map((r) => `${r.method} ${r.url}`),
      "add a restRoutes row (with its procedure) or classify the path in this test",
    ).toEqual([]);
  });

  it("registers the no-script RSVP form's POST, public like the procedure it runs", async () => {
    expect(registered()).toContainEqual({ method: "POST", url: "/rsvp/send" });
    expect(publicProcedurePaths).toContain("guest.submitRsvp");
  });

  it("knows what every registered /files path is", () => {
    const known = [...TOKEN_AUTHORISED_ROUTES, ...PUBLIC_MEDIA_ROUTES];
    const unknown = registered().filter(
      (r) => r.url.startsWith("/files/") && !ADMIN_URL_PATTERNS.some((re) => re.test(r.url)) && !known.some((p) => p.method === r.method && p.url.test(r.url)),
    );
    expect(
      unknown.map((r) => `${r.method} ${r.url}`),
      "classify the /files path in this test",
    ).toEqual([]);
    for (const p of known)
      expect(
        registered().some((r) => r.method === p.method && p.url.test(r.url)),
        String(p.url),
      ).toBe(true);
  });

  it("refuses the signed PUT to anyone without a valid token, session or not", async () => {
    const token = await createAdminSession(t.db, t.clock.now);
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/files/upload/icon/AAAAAAAAAAAAAAAAAAAAAAAA",
        headers: { ...headers, "content-type": "image/png" },
        payload: Buffer.from("x"),
      });
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

/** A live session of `role`'s team member. */
const bearerOf = async (role: Role) => ({ authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, role)}` });
const withBody = (method: string) => (method === "GET" || method === "DELETE" ? {} : { payload: {} });

describe("roles", () => {
  it("every admin procedure declares the role the role table gives it", () => {
    expect([...adminProcedurePaths].sort()).toEqual(Object.keys(PROCEDURE_ROLES).sort());
    for (const path of adminProcedurePaths) expect(procedures[path]!.meta?.role ?? null, path).toBe(PROCEDURE_ROLES[path]);
  });

  it("keeps ID documents and exports from the desk (DESIGN.md, Roles)", () => {
    expect(BYTE_ROUTE_ROLES["GET /files/id/:name"]).toBe("planner");
    expect(BYTE_ROUTE_ROLES["GET /api/admin/export"]).toBe("planner");
    expect(PROCEDURE_ROLES["admin.purgeIdDocuments"]).toBe("owner");
  });

  it.each(adminProcedurePaths)("%s answers 403 below its role and lets its role and those above through", async (path) => {
    const needed = PROCEDURE_ROLES[path]!;
    for (const role of ROLES) {
      const res = await callProcedure(path, procedures[path]!.inputs.length ? {} : undefined, await bearerOf(role));
      if (roleAllows(role, needed)) {
        expect([401, 403], `${path} as ${role}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${path} as ${role}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${path} as ${role}: ${res.body}`).toBe(403);
        expect((res.json() as { error: { message: string } }).error.message).toBe(ROLE_MESSAGE);
      }
    }
  });

  it("every admin REST path answers 403 JSON below its procedure's role and lets its role and those above through", async () => {
    const routes = adminRestRoutes();
    for (const route of routes) {
      const procedure = procedureOfRoute(route);
      const needed = procedure ? PROCEDURE_ROLES[procedure] : BYTE_ROUTE_ROLES[`${route.method} ${route.url}`];
      expect(needed, `${route.method} ${route.url} has no row in the role table`).toBeDefined();
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url: concreteUrl(route.url),
          headers: await bearerOf(role),
          ...withBody(route.method),
        });
        const what = `${route.method} ${route.url} as ${role}: ${res.body}`;
        if (roleAllows(role, needed!)) {
          expect([401, 403], what).not.toContain(res.statusCode);
          expect(res.statusCode, what).toBeLessThan(500);
        } else {
          expect(res.statusCode, what).toBe(403);
          expect(res.headers["content-type"]).toMatch(/^application\/json/);
          expect(res.json(), what).toEqual({ message: ROLE_MESSAGE });
        }
      }
    }
  });

  it("a removed member's session stops working at once", async () => {
    const headers = await bearerOf("desk");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify-session", headers })).statusCode).toBe(200);
    await t.db.deleteFrom("admins").where("role", "=", "desk").execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify-session", headers })).statusCode).toBe(401);
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
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers,
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
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
