/**
 * The REST paths come from the procedures' meta: every declared path is registered once, reaches the
 * procedure it is declared on, and a declaration naming another procedure is refused by tRPC's own path.
 */
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "./rest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import type { Context } from "./trpc/context";
import { createCallerFactory, publicProcedure, router } from "./trpc/init";
import { declaredRest } from "./trpc/rest-meta";
import { appRouter } from "./trpc/router";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
});
afterAll(async () => {
  await t.close();
});

/** Dotted paths of every procedure, read from the router's public shape (sub-routers and procedures are its properties). */
function procedurePaths(tree: object, prefix = ""): string[] {
  return Object.entries(tree)
    .filter(([key]) => key !== "_def" && key !== "createCaller")
    .flatMap(([key, value]: [string, unknown]) =>
      typeof value === "function" ? [prefix + key] : typeof value === "object" && value !== null ? procedurePaths(value, `${prefix}${key}.`) : [],
    );
}

const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? "1" : "x"));

describe("REST declared on the procedures", () => {
  it("registers every path declared with meta.rest, once, with its status", () => {
    const declared = declaredRest();
    expect(declared.length).toBeGreaterThan(60);
    expect(restRoutes.map((r) => `${r.method} ${r.url} ${r.procedure} ${r.status ?? 200}`)).toEqual(
      declared.map((d) => `${d.method} ${d.path} ${d.procedure} ${d.status ?? 200}`),
    );
    for (const d of declared) {
      const matches = t.app.routeTable.filter((r) => r.method === d.method && r.url === d.path);
      expect(matches.length, `${d.method} ${d.path} (${d.procedure})`).toBe(1);
    }
  });

  it("answers every declared path from its own procedure (a JSON answer, never a 500 or a missing route)", async () => {
    for (const row of restRoutes) {
      const token = await createAdminSession(t.db, t.clock.now);
      const res = await t.app.inject({
        method: row.method as HTTPMethods,
        url: urlOf(row.url),
        headers: { authorization: `Bearer ${token}` },
        ...(row.method === "GET" || row.method === "DELETE" ? {} : { payload: {} }),
      });
      const where = `${row.method} ${row.url} -> ${row.procedure}: ${res.statusCode} ${res.body}`;
      expect(res.statusCode, where).toBeLessThan(500);
      expect(res.headers["content-type"], where).toMatch(/^application\/json/);
      expect(res.body, where).not.toMatch(/Route .* not found/);
    }
  });

  it("lets every procedure of the router through the check that a declaration names its own procedure", async () => {
    const token = await createAdminSession(t.db, t.clock.now);
    const headers = { authorization: `Bearer ${token}` };
    const paths = procedurePaths(appRouter).filter((p) => p !== "auth.logout");
    expect(paths.length).toBeGreaterThan(restRoutes.length);
    for (const path of paths) {
      let res = await t.app.inject({ method: "GET", url: `/trpc/${path}`, headers });
      if (res.statusCode === 405) res = await t.app.inject({ method: "POST", url: `/trpc/${path}`, headers, payload: {} });
      expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
    }
  });

  it("refuses a declaration that names another procedure", async () => {
    const misnamed = router({ real: publicProcedure.meta({ rest: { procedure: "other", method: "GET", path: "/api/x" } }).query(() => 1) });
    const caller = createCallerFactory(misnamed)({} as Context);
    await expect(caller.real()).rejects.toThrow("GET /api/x is declared as other on real");
  });
});
