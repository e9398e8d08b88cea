/**
 * The door checks the routed path: encoded spellings get the checks and headers of the plain path, odd
 * methods are 405 (never 500), only JSON reaches tRPC, every private answer is no-store, and TRUST_PROXY
 * is a hop count that a client-made X-Forwarded-For chain cannot get around.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { buildApp } from "./app";
import { restRoutes } from "./rest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { DOOR_MESSAGES } from "./trpc/door";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
  admin = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
});
afterAll(async () => {
  await t.close();
});

const SECURITY_HEADERS = [
  "cache-control",
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "permissions-policy",
  "referrer-policy",
  "allow",
];
const headersOf = (res: { headers: Record<string, unknown> }) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers[h]]));

describe("an encoded spelling of a path", () => {
  const input = encodeURIComponent(JSON.stringify({ menuId: 1 }));
  it.each([
    ["GET", "/trpc/admin.rooms", "/%74rpc/admin.rooms", undefined],
    ["GET", "/trpc/admin.rooms", "/%74rpc/admin%2Erooms", undefined],
    ["GET", "/trpc/guest.weddingDetails", "/%74rpc/guest.weddingDetails", undefined],
    ["GET", `/trpc/guest.mealDishes?input=${input}`, `/tr%70c/guest.mealDishes?input=${input}`, undefined],
    ["POST", "/trpc/guest.submitRsvp", "/%74rpc/guest.submitRsvp", "text/plain"],
    ["TRACE", "/trpc/guest.weddingDetails", "/%74rpc/guest.weddingDetails", undefined],
    ["GET", "/api/admin/rooms", "/api/%61dmin/rooms", undefined],
    ["GET", "/api/rooms", "/api/r%6Foms", undefined],
    ["GET", "/api/rsvps-with-rooms", "/%61pi/rsvps-with-rooms", undefined],
    ["GET", "/api/wedding-details", "/api/wedding%2Ddetails", undefined],
  ])("%s %s and %s get the same status and headers", async (method, plain, encoded, contentType) => {
    const ask = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: method as HTTPMethods,
        url,
        headers: { ...headers, ...(contentType ? { "content-type": contentType } : {}) },
        payload: contentType ? "{}" : undefined,
      });
    for (const headers of [{}, admin]) {
      const [a, b] = [await ask(plain, headers), await ask(encoded, headers)];
      expect(b.statusCode, `${encoded}: ${b.body}`).toBe(a.statusCode);
      expect(b.statusCode).not.toBe(500);
      expect(headersOf(b)).toEqual(headersOf(a));
    }
  });

  it("never lets a non-JSON body or an odd method reach tRPC", async () => {
    const plain = await t.app.inject({ method: "POST", url: "/%74rpc/guest.submitRsvp", headers: { "content-type": "text/plain" }, payload: "{}" });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: DOOR_MESSAGES.contentType });
    const trace = await t.app.inject({ method: "TRACE", url: "/%74rpc/guest.weddingDetails" });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe("GET, POST");
  });
});

describe("odd methods", () => {
  const methods = ["TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "OPTIONS", "PATCH", "DELETE", "CONNECT"];
  const paths = [
    "/",
    "/rsvp",
    "/api/rsvp",
    "/api/admin/rooms",
    "/api/%61dmin/rooms",
    "/trpc/guest.weddingDetails",
    "/%74rpc/admin.rooms",
    "/files/id/x.pdf",
    "/healthz",
    "/assets/app.js",
    "/nowhere",
  ];
  it.each(methods)("%s is answered 405 or 404 with a sentence on every path, never 500", async (method) => {
    for (const url of paths) {
      const res = await t.app.inject({ method: method as HTTPMethods, url, headers: admin });
      expect([404, 405], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect((res.json() as { message: string }).message).toMatch(/^[A-Z].+\S$/);
    }
  });

  it("TRACE is 405 everywhere", async () => {
    for (const url of paths) expect((await t.app.inject({ method: "TRACE", url })).statusCode, url).toBe(405);
  });
});

describe("Cache-Control: no-store", () => {
  const sample = (url: string) => url.replace(/:[a-zA-Z]+/g, "1");
  it("is on every REST answer that is not a public guest read (the spec's protected paths among them)", async () => {
    for (const route of restRoutes) {
      const res = await t.app.inject({ method: route.method, url: sample(route.url), headers: admin, payload: route.method === "GET" ? undefined : {} });
      const isPublicRead = route.method === "GET" && route.procedure.startsWith("guest.") && route.procedure !== "guest.myRsvp";
      if (!isPublicRead) expect(res.headers["cache-control"], `${route.method} ${route.url}`).toBe("no-store");
    }
  });

  it.each([
    "/api/admin/rooms",
    "/api/auth/verify-session",
    "/api/rsvps-with-rooms",
    "/api/rooms",
    "/api/day-menus",
    "/api/menus",
    "/api/menu-categories",
    "/api/menu-items",
    "/api/rsvp/edit/abc",
    "/trpc/admin.rooms",
    "/trpc/guest.myRsvp?input=%7B%22token%22%3A%22abc%22%7D",
  ])("is on GET %s, with or without a session", async (url) => {
    for (const headers of [{}, admin]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.headers["cache-control"], `${url}: ${res.statusCode}`).toBe("no-store");
    }
  });

  it("is not on the public guest reads, which the public cache answers", async () => {
    for (const url of ["/api/wedding-details", "/api/timeline-events", "/api/venue-media", "/trpc/guest.weddingDetails"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("TRUST_PROXY", () => {
  async function appWith(trustProxy: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-proxy-"));
    const config = loadConfig({ APP_SECRET: "p".repeat(64), DATA_DIR: dir, LOG_LEVEL: "info", TRUST_PROXY: trustProxy });
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const lines: { msg?: string; req?: { remoteAddress?: string } }[] = [];
    const app: FastifyInstance = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (l) => void lines.push(JSON.parse(l)) } });
    await app.ready();
    /** The address the limits see (req.ip, the request log's remoteAddress) for one request. */
    const seen = async (xff?: string) => {
      lines.length = 0;
      await app.inject({ method: "GET", url: "/healthz", remoteAddress: "10.0.0.2", headers: xff ? { "x-forwarded-for": xff } : {} });
      return lines.find((l) => l.msg === "request completed")?.req?.remoteAddress;
    };
    return { seen, close: async () => (await app.close(), fs.rmSync(dir, { recursive: true, force: true })) };
  }

  it("1: the address the proxy saw, whatever chain the client wrote before it", async () => {
    const { seen, close } = await appWith("1");
    try {
      for (const xff of ["203.0.113.9", "1.1.1.1, 203.0.113.9", "8.8.8.8,9.9.9.9, 203.0.113.9", "unknown, 203.0.113.9"])
        expect(await seen(xff), xff).toBe("203.0.113.9");
      expect(await seen()).toBe("10.0.0.2");
    } finally {
      await close();
    }
  });

  it("2: two proxies, still only what the last trusted one wrote", async () => {
    const { seen, close } = await appWith("2");
    try {
      expect(await seen("6.6.6.6, 198.51.100.4, 172.16.0.1")).toBe("198.51.100.4");
      expect(await seen("7.7.7.7, 198.51.100.4, 172.16.0.1")).toBe("198.51.100.4");
    } finally {
      await close();
    }
  });

  it("0 (the default) trusts no header; true from older files means one hop", async () => {
    const off = await appWith("0");
    try {
      expect(await off.seen("203.0.113.9")).toBe("10.0.0.2");
    } finally {
      await off.close();
    }
    expect(loadConfig({ APP_SECRET: "p".repeat(64), TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ APP_SECRET: "p".repeat(64), TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ APP_SECRET: "p".repeat(64) }).trustProxy).toBe(0);
    expect(() => loadConfig({ APP_SECRET: "p".repeat(64), TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});
