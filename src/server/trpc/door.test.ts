/**
 * The tRPC door: JSON only (refused before the body is read, measured on a real socket), at most ten
 * calls a batch, GET and POST only, real HTTP statuses whatever the client's Accept-Encoding, and the
 * headers every answer carries (no-store on admin and auth, Permissions-Policy everywhere).
 */
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../app.test-helpers";
import { DOOR_MESSAGES, trpcPathsOf } from "./door";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_PHONE: "9876543210" });
});
afterAll(async () => {
  await t.close();
});

describe("trpcPathsOf", () => {
  it("decodes encoded paths and splits batches", () => {
    expect(trpcPathsOf("/trpc/guest%2EsubmitRsvp")).toEqual(["guest.submitRsvp"]);
    expect(trpcPathsOf("/trpc/a.b%2Cc.d?batch=1&input=x")).toEqual(["a.b", "c.d"]);
    expect(trpcPathsOf("/trpc/%E0%A4")).toEqual(["%E0%A4"]);
  });
});

describe("the tRPC door", () => {
  it.each([
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ["multipart/form-data", "no boundary at all"],
    ["text/plain", '{"primaryGuestName":"A"}'],
    ["application/octet-stream", "\u0000\u0001"],
    ["application/x-www-form-urlencoded", "a=1"],
  ])("refuses %s with 415 and a sentence", async (type, payload) => {
    const res = await t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", headers: { "content-type": type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: DOOR_MESSAGES.contentType });
    expect(await t.db.selectFrom("rsvps").select("id").execute()).toEqual([]);
  });

  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)("answers %s with 405 and Allow", async (method) => {
    const res = await t.app.inject({ method, url: "/trpc/guest.weddingDetails" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, POST");
    expect(res.json()).toEqual({ message: DOOR_MESSAGES.method });
  });

  it("takes a batch of ten calls and refuses eleven, encoded commas included", async () => {
    const ten = await t.app.inject({ method: "GET", url: `/trpc/${Array(10).fill("guest.weddingDetails").join(",")}?batch=1&input=%7B%7D` });
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toHaveLength(10);
    for (const url of [
      `/trpc/${Array(11).fill("guest.weddingDetails").join(",")}?batch=1`,
      `/trpc/${Array(11).fill("guest.weddingDetails").join("%2C")}?batch=1`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Too many calls in one request" });
    }
  });

  it("keeps the real HTTP status when the client accepts gzip", async () => {
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    const unauth = await t.app.inject({ method: "GET", url: "/trpc/admin.rsvps", headers: gzip });
    expect(unauth.statusCode).toBe(401);
    const missing = await t.app.inject({ method: "GET", url: "/trpc/guest.noSuchThing", headers: gzip });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "POST", url: "/trpc/guest.submitRsvp", headers: gzip, payload: {} });
    expect(bad.statusCode).toBe(400);
    // A large answer is still compressed and whole.
    const token = await createAdminSession(t.db, t.clock.now);
    const big = await t.app.inject({
      method: "GET",
      url: `/trpc/${Array(10).fill("guest.weddingDetails").join(",")}?batch=1`,
      headers: { ...gzip, authorization: `Bearer ${token}` },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toHaveLength(10);
  });

  it("marks admin and auth answers no-store, on both doors, and leaves guest reads cacheable", async () => {
    const token = await createAdminSession(t.db, t.clock.now);
    const auth = { authorization: `Bearer ${token}` };
    const noStore = [
      await t.app.inject({ method: "GET", url: "/trpc/admin.rsvps", headers: auth }),
      await t.app.inject({ method: "GET", url: "/trpc/admin%2Ersvps", headers: auth }),
      await t.app.inject({ method: "GET", url: "/trpc/guest.weddingDetails,auth.verifySession?batch=1", headers: auth }),
      await t.app.inject({ method: "POST", url: "/trpc/auth.verifyOtp", payload: { sessionToken: "x", otp: "123456" } }),
      await t.app.inject({ method: "GET", url: "/api/admin/rsvps", headers: auth }),
      await t.app.inject({ method: "GET", url: "/api/admin/rsvps" }),
      await t.app.inject({ method: "POST", url: "/api/auth/verify-otp", payload: { sessionToken: "x", otp: "123456" } }),
      await t.app.inject({ method: "GET", url: "/api/auth/admin-phone" }),
    ];
    for (const res of noStore) expect(res.headers["cache-control"], res.body).toBe("no-store");
    const guest = await t.app.inject({ method: "GET", url: "/trpc/guest.weddingDetails" });
    expect(guest.headers["cache-control"]).not.toBe("no-store");
  });

  it("sends a Permissions-Policy that turns off what the site never uses", async () => {
    for (const url of ["/api/wedding-details", "/trpc/guest.weddingDetails", "/healthz", "/nowhere"]) {
      const policy = String((await t.app.inject({ method: "GET", url })).headers["permissions-policy"]);
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy, url).toContain(feature);
    }
  });
});

describe("the 415 comes before the body is read (real socket)", () => {
  it("a 100 MB multipart body to /trpc/* leaves the server's memory flat", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/trpc/guest.submitRsvp",
        headers: { "content-type": "multipart/form-data; boundary=zzz", "content-length": String(100 * chunk.length) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      // The server closes the connection after refusing; the rest of the body has nowhere to go.
      req.on("error", (error: NodeJS.ErrnoException) => (["EPIPE", "ECONNRESET"].includes(error.code ?? "") ? undefined : reject(error)));
      let sent = 0;
      const pump = () => {
        while (sent < 100 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    clearInterval(sampler);
    expect(status).toBe(415);
    expect(JSON.parse(body)).toEqual({ message: DOOR_MESSAGES.contentType });
    const grewMb = (peak - before) / 1024 / 1024;
    console.log(`RSS around a 100 MB multipart body to /trpc/*: +${grewMb.toFixed(1)} MB (peak ${(peak / 1024 / 1024).toFixed(0)} MB)`);
    expect(grewMb).toBeLessThan(20);
  });
});
