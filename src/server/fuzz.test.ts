/**
 * Bad input never breaks the server: every registered route and every tRPC procedure, as a stranger
 * and as the admin, gets malformed JSON, wrong types, huge strings and lists, negative and fractional
 * numbers, unknown fields, path-traversal names and wrong methods. Every answer is a 4xx (or a 2xx
 * where the input happens to be acceptable) with a JSON message, never a 5xx; the server keeps
 * serving, and nothing appears outside DATA_DIR. The lists come from the router and the route table.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { appRouter } from "./trpc/router";

const TRAVERSAL = "../../etc/passwd";
const HUGE = "x".repeat(200_000);
const params = [TRAVERSAL, "..%2F..%2Fapp-secret", "-1", "1.5", "0", "99999999999999999999", "%00", "x".repeat(300)];
const bodies: [string, string | object][] = [
  ["malformed JSON", '{"name": "x",'],
  ["wrong types", { id: "one", name: 5, day: "monday", isPublished: "maybe", rsvpStatus: 7, familyMembers: "none", roomId: [], rsvpId: {} }],
  ["a huge string", { name: HUGE, primaryGuestName: HUGE, title: HUGE, eventName: HUGE, roomNo: HUGE, brideName: HUGE }],
  [
    "a huge list",
    {
      primaryGuestName: "A",
      primaryGuestPhone: "9876543210",
      rsvpStatus: "yes",
      familyMembers: Array.from({ length: 1000 }, () => ({ name: "X" })),
      allergens: Array(1000).fill("nuts"),
    },
  ],
  [
    "negative and fractional numbers",
    { id: -1, day: 1.5, floorNo: -3, displayOrder: -0.5, makeupCount: 2.5, price: -10, calories: -1, roomId: 1.5, rsvpId: "-1" },
  ],
  ["unknown fields", { __proto__: { admin: true }, constructor: "x", unknownField: true, $where: "1" }],
  [
    "path traversal names",
    {
      uploadedFileName: TRAVERSAL,
      mediaUrl: `/files/${TRAVERSAL}`,
      customIconUrl: `/files/icon/${TRAVERSAL}`,
      backgroundAudioUrl: `/files/audio/${TRAVERSAL}`,
      kind: TRAVERSAL,
    },
  ],
  ["an array body", [1, 2, 3]],
  ["null", "null"],
];

let t: TestApp;
/** A new session before each route: the logout path among them ends the one it is called with. */
const freshAdmin = async () => ({ authorization: `Bearer ${await createAdminSession(t.db)}` });
let admin: Record<string, string>;
let root: string;
const before = new Set<string>();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-fuzz-"));
  const dataDir = path.join(root, "data");
  t = await makeTestApp(
    { ADMIN_PHONE: "9876543210", TRUST_PROXY: "true" },
    { dataDir, filesDir: path.join(dataDir, "files"), dbFile: path.join(dataDir, "wedding.sqlite") },
  );
  admin = await freshAdmin();
  for (const f of fs.readdirSync(root)) before.add(f);
});
afterAll(async () => {
  if (process.env.FUZZ_DEBUG) console.log(statuses);
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

type Res = LightMyRequestResponse;
const failures: string[] = [];
let ip = 0;

const statuses: Record<number, number> = {};
function check(label: string, res: Res) {
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  // The WhatsApp webhook answers 401 to anything WhatsApp did not sign, whoever sends it.
  const signedByWhatsapp = label.includes("/api/whatsapp/webhook");
  // A document added to a stored reply needs that reply's own credential (its edit token); a session is not one.
  const replysOwn = label.includes("/upload-id");
  if (res.statusCode === 401 && label.includes("admin)") && !label.includes("auth") && !signedByWhatsapp && !replysOwn)
    failures.push(`${label}: the admin was refused`);
  if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  else if (res.statusCode >= 400) {
    const type = String(res.headers["content-type"] ?? "");
    if (!type.includes("json")) failures.push(`${label}: ${res.statusCode} without JSON`);
    else {
      const body = res.json() as { message?: unknown; error?: { message?: unknown } }[] | { message?: unknown; error?: { message?: unknown } };
      const first = Array.isArray(body) ? body[0] : body;
      const message = first?.message ?? first?.error?.message;
      if (typeof message !== "string" || message.length === 0) failures.push(`${label}: ${res.statusCode} without a message`);
    }
  }
}

/** Every request from its own address so per-IP rate limits do not hide what validation does. */
const inject = (opts: { method: string; url: string; headers?: Record<string, string>; payload?: string }) =>
  t.app.inject({ ...opts, method: opts.method as HTTPMethods, headers: { ...opts.headers, "x-forwarded-for": `10.9.${(++ip >> 8) & 255}.${ip & 255}` } });

const concrete = (url: string, value: string) =>
  url.replace(/:\w+/g, encodeURIComponent(value).replace(/%2F/gi, value.includes("%") ? "%2F" : "/")).replace(/\*/g, value);

describe("fuzz", () => {
  it("every REST path and file route answers bad input with a 4xx JSON message, never a 5xx", async () => {
    const routes = t.app.routeTable.filter((r) => /^\/(api|files)\//.test(r.url) && r.method !== "HEAD" && r.method !== "OPTIONS");
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      admin = await freshAdmin();
      for (const value of route.url.includes(":") || route.url.includes("*") ? params : ["-"]) {
        const url = concrete(route.url, value);
        for (const headers of [{}, admin]) {
          for (const [name, body] of route.method === "GET" || route.method === "DELETE" ? [["none", undefined] as const] : bodies) {
            const payload = typeof body === "string" ? body : body === undefined ? undefined : JSON.stringify(body);
            const res = await inject({
              method: route.method,
              url,
              headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
              ...(payload !== undefined ? { payload } : {}),
            });
            check(`${route.method} ${url} (${name}, ${headers === admin ? "admin" : "stranger"})`, res);
          }
        }
      }
      // A huge query string and a wrong method on the same path.
      check(
        `${route.method} ${route.url} with a huge query`,
        await inject({ method: route.method, url: `${concrete(route.url, "1")}?q=${"y".repeat(8000)}`, headers: admin }),
      );
      const wrong = route.method === "GET" ? "PATCH" : "GET";
      const res = await inject({ method: wrong, url: concrete(route.url, "1"), headers: admin });
      check(`${wrong} ${route.url}`, res);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("every tRPC procedure answers bad input with a 4xx JSON message, never a 5xx", async () => {
    const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures);
    expect(procedures.length).toBeGreaterThan(5);
    for (const [name, p] of procedures) {
      admin = await freshAdmin();
      for (const headers of [{}, admin]) {
        for (const [label, body] of bodies) {
          const raw = typeof body === "string" ? body : JSON.stringify(body);
          const res =
            p._def.type === "query"
              ? await inject({ method: "GET", url: `/trpc/${name}?input=${encodeURIComponent(raw)}`, headers })
              : await inject({ method: "POST", url: `/trpc/${name}`, payload: raw, headers: { ...headers, "content-type": "application/json" } });
          check(`trpc ${name} (${label}, ${headers === admin ? "admin" : "stranger"})`, res);
        }
        // The wrong HTTP verb for the procedure type.
        const wrong =
          p._def.type === "query"
            ? await inject({ method: "POST", url: `/trpc/${name}`, payload: "{}", headers: { ...headers, "content-type": "application/json" } })
            : await inject({ method: "GET", url: `/trpc/${name}`, headers });
        check(`trpc ${name} with the wrong verb`, wrong);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("multipart, truncated and boundary-less bodies and odd methods on every path get a 4xx, never a 5xx", async () => {
    const B = "----fuzzboundary";
    const part = (name: string, body: string) =>
      `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;
    const multipart: [string, string, string][] = [
      ["whole multipart", `multipart/form-data; boundary=${B}`, `${part("idProof", "%PDF-1.4 x")}--${B}--\r\n`],
      [
        "truncated multipart",
        `multipart/form-data; boundary=${B}`,
        `--${B}\r\nContent-Disposition: form-data; name="idProof"; filename="x.pdf"\r\n\r\n%PDF-1.4 partial`,
      ],
      ["multipart without a boundary", "multipart/form-data", part("idProof", "%PDF-1.4 x")],
      ["multipart with a wrong field", `multipart/form-data; boundary=${B}`, `${part("other", "x")}--${B}--\r\n`],
      ["text/plain", "text/plain", "hello"],
      ["octet-stream", "application/octet-stream", "\u0000\u0001\u0002"],
      ["form-urlencoded", "application/x-www-form-urlencoded", "a=1&b=2"],
    ];
    const routes = t.app.routeTable.filter((r) => /^\/(api|files|trpc)\//.test(r.url) && r.method !== "HEAD" && r.method !== "OPTIONS");
    const trpcPaths = ["guest.submitRsvp", "guest%2EsubmitRsvp", "admin.rsvps", "auth.requestOtp", `${Array(11).fill("guest.weddingDetails").join(",")}`];
    const urls = [...new Set([...routes.map((r) => concrete(r.url, "1")), ...trpcPaths.map((p) => `/trpc/${p}?batch=1`)])];
    for (const url of urls) {
      admin = await freshAdmin();
      for (const headers of [{}, admin]) {
        for (const method of ["POST", "PUT"]) {
          for (const [label, type, payload] of multipart) {
            check(`${method} ${url} (${label})`, await inject({ method, url, headers: { ...headers, "content-type": type }, payload }));
          }
        }
        for (const method of ["TRACE", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "SEARCH"]) {
          check(`${method} ${url}`, await inject({ method, url, headers }));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("an oversized body is refused with 413 and the server keeps serving; nothing appears outside DATA_DIR", async () => {
    const res = await inject({
      method: "POST",
      url: "/api/rsvp",
      payload: JSON.stringify({ primaryGuestName: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect((res.json() as { message: string }).message).toBe("The request is too large.");
    expect((await inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    // DATA_DIR itself ("data") may appear once an upload was stored; nothing else may.
    expect(fs.readdirSync(root).filter((f) => !before.has(f) && f !== "data")).toEqual([]);
    expect(fs.existsSync(path.join(root, "etc"))).toBe(false);
  });
});
