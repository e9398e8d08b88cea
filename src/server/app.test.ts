/**
 * The app's machinery: not-found answers, health, body parsing errors, security headers,
 * compression, error bodies, the SPA fallback and the admin guard.
 * Real app through app.inject over in-memory SQLite with the real migrations.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { TRPCError } from "@trpc/server";
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type AppConfig, loadConfig } from "../../fastify.config";
import type { DB } from "../../db/connect";
import { RADIX_SELECT_STYLE_HASH } from "./app";
import { makeTestApp, makeTestDb, type TestApp, trpcQuery } from "./app.test-helpers";
import { type Context, sha256 } from "./trpc/context";
import { adminProcedure, createCallerFactory, publicProcedure, router } from "./trpc/init";
import { appRouter } from "./trpc/router";

/** Anything that looks like a JS stack frame or an internal detail. */
const STACK_LIKE = /\bat \S+ \(|\.(ts|js|mjs):\d+:\d+|"stack"|node_modules/;

function expectJsonMessage(res: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => any }, status?: number) {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(STACK_LIKE);
  expect(res.body).not.toMatch(/<html/i);
  return body as { message: string };
}

describe("the API machinery", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers GET /healthz with 200", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it.each(["/api/anything", "/api/nope/deeper", "/api/menus/1/dishes/extra", "/files/nothing-here"])(
    "answers an unknown path %s with 404 JSON {message}",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      const body = expectJsonMessage(res, 404);
      expect(Object.keys(body)).toEqual(["message"]);
    },
  );

  it("answers an unknown tRPC procedure with 404 JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/trpc/guest.nope" });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
    expect(res.json().error.message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(STACK_LIKE);
  });

  // The other public reads also take an admin POST (venue media, timeline events, dishes): see the fuzz test.
  it.each(["/api/wedding-details", "/api/day-menus/all-published", "/healthz"])(
    "answers POST to the GET-only path %s with 404 or 405 JSON, never HTML",
    async (url) => {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect([404, 405]).toContain(res.statusCode);
      expectJsonMessage(res);
    },
  );

  it("answers POST to a tRPC query with 405 JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/trpc/guest.weddingDetails", payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.message).toEqual(expect.any(String));
  });

  it.each(["/api/rsvp", "/api/anything", "/api/wedding-details", "/api/auth/verify-otp"])(
    "answers malformed JSON posted to %s with 4xx JSON {message}, never 500",
    async (url) => {
      const res = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: '{"name": "x",' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectJsonMessage(res);
    },
  );

  it("answers a malformed tRPC query input with 400 and a human message, not a parser dump", async () => {
    const res = await t.app.inject({ method: "GET", url: "/trpc/guest.mealDishes?input=%7Bbad" });
    expect(res.statusCode).toBe(400);
    expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
    const message = res.json().error.message as string;
    expect(message).toMatch(/not valid JSON/i);
    expect(message).not.toMatch(/position|token/i);
    expect(res.body).not.toMatch(STACK_LIKE);
  });

  it("answers malformed JSON posted to a tRPC mutation with 4xx JSON and a human message, never 500", async () => {
    // A mutation of the real router when one exists; until then the same tRPC setup (init, error formatter) on a tiny router.
    const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures;
    const mutationPath = Object.entries(procedures).find(([, p]) => p._def.type === "mutation")?.[0];
    let res;
    let server: { close: () => Promise<unknown> } | null = null;
    if (mutationPath) {
      res = await t.app.inject({ method: "POST", url: `/trpc/${mutationPath}`, headers: { "content-type": "application/json" }, payload: "{bad" });
    } else {
      const mini = router({ echo: publicProcedure.input(z.object({ a: z.string() })).mutation(({ input }) => input) });
      const f = Fastify();
      await f.register(fastifyTRPCPlugin, {
        prefix: "/trpc",
        trpcOptions: {
          router: mini,
          createContext: ({ req, res }: CreateFastifyContextOptions): Context => ({ ...t.app.deps, req, res, sessionToken: null, ip: req.ip }),
        },
      });
      server = f;
      res = await f.inject({ method: "POST", url: "/trpc/echo", headers: { "content-type": "application/json" }, payload: "{bad" });
    }
    try {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
      const message = res.json().error.message as string;
      expect(message).toMatch(/not valid JSON/i);
      expect(res.body).not.toMatch(STACK_LIKE);
    } finally {
      await server?.close();
    }
  });

  it("answers an oversized body with 413 JSON {message}", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ primaryGuestName: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectJsonMessage(res);
  });

  describe("security headers", () => {
    it("sends helmet's headers with the short API policy on JSON answers", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/wedding-details" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    });

    it("sends the API headers on tRPC and error answers too", async () => {
      for (const url of ["/trpc/guest.weddingDetails", "/api/nope"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
    });

    it("sends the page policy, without inline scripts, on everything else", async () => {
      for (const url of ["/healthz", "/files/id/nothing.png", "/no-such-page"]) {
        const res = await t.app.inject({ method: "GET", url });
        const csp = String(res.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "));
        expect(scriptSrc).toBe("script-src 'self'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      }
    });

    it("allows Radix Select's one inline <style> by its hash (the installed version's text), no inline style elements else, scripts untouched", async () => {
      const radix = fs.readFileSync(path.join(process.cwd(), "node_modules/@radix-ui/react-select/dist/index.mjs"), "utf8");
      const text = /__html: `(\[data-radix-select-viewport\][^`]*)`/.exec(radix)![1]!;
      const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      expect(RADIX_SELECT_STYLE_HASH).toBe(hash);
      const csp = String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim());
      expect(csp).toContain(`style-src 'self' ${hash}`);
      expect(csp).toContain("script-src 'self'");
      expect(csp.join(";")).not.toContain("style-src 'self' 'unsafe-inline'");
    });

    it("sends no Strict-Transport-Security over plain http", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/wedding-details" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });

    it("ignores a forwarded https claim when the proxy is not trusted", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/wedding-details", headers: { "x-forwarded-proto": "https" } });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  });

  describe("compression", () => {
    it("gzips a response larger than 1 KB when the client accepts gzip", async () => {
      for (let i = 0; i < 40; i++) {
        await t.db
          .insertInto("timelineEvents")
          .values({ day: 1 + (i % 3), eventName: `Event number ${i}`, time: "10:00", place: `A lovely place ${i}`, displayOrder: i })
          .execute();
      }
      const plain = await t.app.inject({ method: "GET", url: "/api/timeline-events" });
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers["content-encoding"]).toBeUndefined();

      for (const url of ["/api/timeline-events", "/trpc/guest.timelineEvents"]) {
        const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe("gzip");
        const unzipped = JSON.parse(zlib.gunzipSync(res.rawPayload).toString("utf8"));
        const events = url.startsWith("/api") ? unzipped : unzipped.result.data;
        expect(events).toHaveLength(40);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    });

    it("does not compress a small response", async () => {
      const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "gzip" } });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json()).toEqual({ status: "ok" });
    });
  });

  describe("error bodies", () => {
    it("hide internal failures behind a generic message, without stack or SQL", async () => {
      // Break the database under the app: every timeline read now fails inside the query.
      await t.db.schema.dropTable("timeline_events").execute();

      const rest = await t.app.inject({ method: "GET", url: "/api/timeline-events" });
      const body = expectJsonMessage(rest, 500);
      expect(Object.keys(body)).toEqual(["message"]);
      expect(body.message).toBe("Something went wrong on our side. Please try again.");
      expect(rest.body).not.toMatch(/timeline_events|sqlite|no such table/i);

      const trpc = await trpcQuery(t.app, "guest.timelineEvents");
      expect(trpc.status).toBe(500);
      expect(trpc.body.error?.message).toBe("Something went wrong on our side. Please try again.");
      const text = JSON.stringify(trpc.body);
      expect(text).not.toMatch(STACK_LIKE);
      expect(text).not.toMatch(/timeline_events|sqlite|no such table/i);
    });

    it("carry no stack in validation and not-found answers of either door", async () => {
      const answers = [
        await t.app.inject({ method: "GET", url: "/api/menus/abc/dishes" }),
        await t.app.inject({ method: "GET", url: "/api/menus/424242/dishes" }),
        await t.app.inject({ method: "GET", url: `/trpc/guest.mealDishes?input=${encodeURIComponent(JSON.stringify({ menuId: "abc" }))}` }),
        await t.app.inject({ method: "GET", url: `/trpc/guest.mealDishes?input=${encodeURIComponent(JSON.stringify({ menuId: 424242 }))}` }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 400, 404]);
      for (const a of answers) {
        expect(a.body).not.toMatch(STACK_LIKE);
        expect(a.body).not.toContain("ZodError");
      }
    });
  });
});

describe("behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds Strict-Transport-Security when the request came over https", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/wedding-details", headers: { "x-forwarded-proto": "https" } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["strict-transport-security"])).toMatch(/max-age=\d+/);
  });

  it("adds no Strict-Transport-Security when the proxy says http", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/wedding-details", headers: { "x-forwarded-proto": "http" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

/** The guest pages' render from source (the build's is dist/server/render/entry-server.js). */
const RENDER_ENTRY = path.resolve(__dirname, "../client/entry-server.tsx");

describe("the SPA", () => {
  const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
  const ASSET = "console.log('app');";
  let clientDir: string;
  let t: TestApp;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-client-"));
    fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "app-3f9a1c.js"), ASSET);
    // The build's compressed copy (scripts/precompress.mjs).
    fs.writeFileSync(path.join(clientDir, "assets", "app-3f9a1c.js.br"), zlib.brotliCompressSync(ASSET));
    fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.writeFileSync(path.join(clientDir, "service-worker.js"), "self.addEventListener('fetch', () => {});");
    fs.writeFileSync(path.join(clientDir, "service-worker.js.br"), zlib.brotliCompressSync("self.addEventListener('fetch', () => {});"));
    t = await makeTestApp({}, { clientDir, renderEntry: RENDER_ENTRY });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** The index with the page the server drew inside #root (guest pages), the wedding details and the drawn page's answers as JSON data. */
  const expectIndex = (page: string, drawn: "home" | "timeline" | "menus" | null) => {
    // The nonce and the link preview's tags (open-graph.test.ts) are left out of the comparison.
    const body = page.replace(/<meta property="csp-nonce" nonce="[A-Za-z0-9+/=]{24}">/, "").replace(/<meta (property="og:|name="twitter:)[^>]*>/g, "");
    const head = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body>';
    expect(body.startsWith(drawn ? `${head}<div id="root"><` : `${head}<div id="root"></div>`)).toBe(true);
    expect(body.includes('<h1 id="hero-title"')).toBe(drawn === "home");
    expect(body.includes('aria-label="RSVP form"')).toBe(drawn === "home");
    expect(body.includes(">Wedding Itinerary</h1>")).toBe(drawn === "timeline");
    expect(body.includes(">Wedding Celebration Menus</h1>")).toBe(drawn === "menus");
    expect(body).toMatch(
      /<script id="wedding-details" type="application\/json">\{"weddingDate":.*\}<\/script>(<script id="page-state" type="application\/json">\{.*\}<\/script>)?<\/body><\/html>$/,
    );
    expect(body.includes('<script id="page-state"')).toBe(drawn !== null);
  };

  it.each(["/", "/timeline", "/menu/view", "/menu/some-slug", "/login", "/admin"])("answers the client route %s with 200 and the index", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
    expectIndex(res.body, url === "/" ? "home" : url === "/timeline" ? "timeline" : url.startsWith("/menu/") ? "menus" : null);
    expect(String(res.headers["cache-control"])).toContain("no-cache");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
  });

  it("gives each page a fresh style nonce, named in its policy and in a meta element for the scroll lock", async () => {
    const nonces = new Set<string>();
    for (const url of ["/", "/admin", "/admin", "/nowhere"]) {
      const res = await t.app.inject({ method: "GET", url });
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})"><\/head>/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      const csp = String(res.headers["content-security-policy"]).split(";");
      expect(csp).toContain(`style-src 'self' ${RADIX_SELECT_STYLE_HASH} 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self'");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
    // Files and JSON carry no nonce: there is no page for it to belong to.
    for (const url of ["/assets/app-3f9a1c.js", "/api/wedding-details"]) {
      expect(String((await t.app.inject({ method: "GET", url })).headers["content-security-policy"])).not.toContain("nonce-");
    }
  });

  it.each([
    ["/timeline", 200, "Wedding Itinerary · Groom &amp; Bride"],
    // A link that opens nothing is 404, with its page's own title (the app then says the link is not valid).
    ["/rsvp/some-token", 404, "Your Reply · Groom &amp; Bride"],
    ["/i/some-token", 404, "Your Invitation · Groom &amp; Bride"],
    ["/nowhere", 404, "Page Not Found · Groom &amp; Bride"],
  ])("gives %s its own <title> in the first paint", async (url, status, title) => {
    const withTitle = INDEX.replace("<head>", "<head><title>We're getting married</title>");
    fs.writeFileSync(path.join(clientDir, "index.html"), withTitle);
    const local = await makeTestApp({}, { clientDir });
    try {
      const res = await local.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).not.toContain("getting married");
    } finally {
      await local.close();
      fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
    }
  });

  it("keeps the query string out of route matching", async () => {
    const res = await t.app.inject({ method: "GET", url: "/timeline?day=2" });
    expect(res.statusCode).toBe(200);
    expectIndex(res.body, "timeline");
  });

  it("compresses the page for a browser that accepts gzip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<h1 id="hero-title"');
  });

  it("renders the hero with the saved names, and embeds the details so no script can be smuggled in", async () => {
    await t.db
      .insertInto("wedding")
      .values({
        id: 1,
        groomName: "Aarav Sharma",
        brideName: "Meera </script><script>alert(1)</script>",
        weddingDate: "2025-11-07T10:30:00.000Z",
        venue: "Glenmoor",
        backgroundAudioEnabled: 0,
        updatedAt: "2025-10-01T00:00:00.000Z",
      })
      .execute();
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain("Aarav<span");
    expect(res.body).toContain("November 7–8, 2025");
    // The page's module, and two data elements (the details, the drawn page's answers): nothing that runs.
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body.match(/<script id="[\w-]+" type="application\/json">/g)).toHaveLength(2);
    const data = res.body.match(/<script id="wedding-details" type="application\/json">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(data)).toMatchObject({ groomName: "Aarav Sharma", brideName: "Meera </script><script>alert(1)</script>" });
  });

  it.each(["/no-such-page", "/timeline/extra/deep", "/menu", "/menus/view"])(
    "answers the unknown page %s with 404 and the index (the client renders its 404 page)",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
      expectIndex(res.body, null);
    },
  );

  it("still answers unknown API, tRPC and file paths with JSON 404", async () => {
    for (const url of ["/api/unknown", "/api/nope/deeper", "/files/other/secret.pdf"]) {
      const res = await t.app.inject({ method: "GET", url });
      expectJsonMessage(res, 404);
    }
    // ID documents are admin-only: a stranger gets a JSON 401 before anything about the file is told.
    expectJsonMessage(await t.app.inject({ method: "GET", url: "/files/id/secret.pdf" }), 401);
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/guest.nope" });
    expect(trpc.statusCode).toBe(404);
    expect(String(trpc.headers["content-type"])).toMatch(/^application\/json/);
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok" });
  });

  it("does not answer a POST to a client route with the index", async () => {
    const res = await t.app.inject({ method: "POST", url: "/timeline", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
  });

  it("serves hashed assets with an immutable cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-3f9a1c.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET);
    expect(String(res.headers["content-type"])).toMatch(/javascript/);
    expect(String(res.headers["cache-control"])).toContain("immutable");
    expect(String(res.headers["cache-control"])).toMatch(/max-age=\d{7,}/);
  });

  it("sends the build's brotli copy of an asset to a browser that takes it, and the file itself to one that does not", async () => {
    const br = await t.app.inject({ method: "GET", url: "/assets/app-3f9a1c.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers["content-type"])).toMatch(/javascript/);
    expect(String(br.headers["vary"])).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const plain = await t.app.inject({ method: "GET", url: "/assets/app-3f9a1c.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it("serves other public files without the immutable cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["cache-control"])).not.toContain("immutable");
  });

  it("serves the service worker to be checked for a new release on every visit, its compressed copy too", async () => {
    for (const encoding of ["identity", "br"]) {
      const res = await t.app.inject({ method: "GET", url: "/service-worker.js", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding === "br" ? "br" : undefined);
      expect(String(res.headers["content-type"])).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers a missing asset with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers["cache-control"])).not.toContain("immutable");
  });
});

describe("adminProcedure", () => {
  const testRouter = router({
    secret: adminProcedure.query(({ ctx }) => ({ ok: true as const, sessionId: ctx.session.id })),
    open: publicProcedure.query(() => "open"),
  });
  const createTestCaller = createCallerFactory(testRouter);

  let db: DB;
  let config: AppConfig;
  const clock = { now: new Date("2025-11-01T12:00:00.000Z") };

  beforeEach(async () => {
    db = await makeTestDb();
    config = loadConfig({ APP_SECRET: "s".repeat(64), DATA_DIR: path.join(os.tmpdir(), "wedding-admin-procedure-test"), LOG_LEVEL: "silent" });
    clock.now = new Date("2025-11-01T12:00:00.000Z");
  });
  afterEach(async () => {
    await db.destroy();
  });

  // Only what adminProcedure reads (no app: no cache, limits or uploads).
  const ctxWith = (sessionToken: string | null): Context =>
    ({
      db,
      config,
      now: () => clock.now,
      req: {} as Context["req"],
      res: {} as Context["res"],
      sessionToken,
      ip: "127.0.0.1",
    }) as Context;

  /** A session of a team member (a session naming nobody is refused: migration 0007). */
  async function addSession(token: string, expiresAt: string) {
    await db
      .insertInto("admins")
      .values({ phone: "9876543210", name: "Owner", role: "owner", createdAt: clock.now.toISOString() })
      .onConflict((oc) => oc.column("phone").doNothing())
      .execute();
    const { id: adminId } = await db.selectFrom("admins").select("id").where("phone", "=", "9876543210").executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto("adminSessions")
      .values({ tokenHash: sha256(token), expiresAt, adminId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  async function expectUnauthorized(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("UNAUTHORIZED");
    return error as TRPCError;
  }

  it("refuses a call without a token", async () => {
    const error = await expectUnauthorized(createTestCaller(ctxWith(null)).secret());
    expect(error.message).toBe("Please log in to continue.");
    expect(await createTestCaller(ctxWith(null)).open()).toBe("open");
  });

  it("refuses an unknown token", async () => {
    await addSession("the-real-token", "2025-11-02T12:00:00.000Z");
    await expectUnauthorized(createTestCaller(ctxWith("a-made-up-token")).secret());
  });

  it("refuses a token whose raw value (not its hash) is stored", async () => {
    await db.insertInto("adminSessions").values({ tokenHash: "plain-token", expiresAt: "2025-11-02T12:00:00.000Z" }).execute();
    await expectUnauthorized(createTestCaller(ctxWith("plain-token")).secret());
  });

  it("refuses an absurdly long token without looking it up", async () => {
    const long = "x".repeat(500);
    await addSession(long, "2025-11-02T12:00:00.000Z");
    await expectUnauthorized(createTestCaller(ctxWith(long)).secret());
  });

  it("accepts a live session, then refuses it once the clock passes its expiry", async () => {
    const id = await addSession("live-token", "2025-11-01T13:00:00.000Z");
    expect(await createTestCaller(ctxWith("live-token")).secret()).toEqual({ ok: true, sessionId: id });

    clock.now = new Date("2025-11-01T12:59:59.000Z");
    expect(await createTestCaller(ctxWith("live-token")).secret()).toEqual({ ok: true, sessionId: id });

    clock.now = new Date("2025-11-01T13:00:00.000Z");
    const atExpiry = await expectUnauthorized(createTestCaller(ctxWith("live-token")).secret());
    expect(atExpiry.message).toMatch(/expired/i);

    clock.now = new Date("2025-11-01T14:00:00.000Z");
    await expectUnauthorized(createTestCaller(ctxWith("live-token")).secret());
  });

  it("refuses an expired session row", async () => {
    await addSession("old-token", "2025-10-31T12:00:00.000Z");
    await expectUnauthorized(createTestCaller(ctxWith("old-token")).secret());
  });

  it("refuses a token once its session row is deleted (logout)", async () => {
    const id = await addSession("bye-token", "2025-11-02T12:00:00.000Z");
    expect(await createTestCaller(ctxWith("bye-token")).secret()).toEqual({ ok: true, sessionId: id });
    await db.deleteFrom("adminSessions").where("id", "=", id).execute();
    await expectUnauthorized(createTestCaller(ctxWith("bye-token")).secret());
  });
});

describe("logging", () => {
  it("logs a client that left mid-download as info, and real failures still as errors", async () => {
    const { buildApp } = await import("./app");
    const { createKysely, migrate, openSqlite } = await import("../../db/connect");
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-log-"));
    const config = loadConfig({ APP_SECRET: "t".repeat(64), DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const lines: string[] = [];
    const app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (l) => void lines.push(l) } });
    app.log.error({ err: new Error("premature close") }, "premature close");
    app.log.error(new Error("premature close"));
    app.log.error({ err: new Error("disk full") }, "request failed");
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged).toContainEqual(expect.objectContaining({ level: 30, msg: "client closed the connection early" }));
    expect(logged.some((l) => l.level >= 50 && l.msg === "premature close")).toBe(false);
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: "request failed" }));
  });
});
