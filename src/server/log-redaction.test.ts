/**
 * Secrets stay out of the log: every kind of private link is opened through the built app with the log
 * captured at its most verbose level, and the whole log is searched for each token (plain and URL-encoded).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { buildApp } from "./app";
import { uploadAddress } from "./files/upload-token";
import { REDACTED, redactText, redactUrl } from "./log-redact";
import { createLoginLink } from "./modules/auth/login-link";
import { inviteLinkOf } from "./modules/households/invite-link";
import { teamMember } from "./app.test-helpers";
import { formBody } from "./files/multipart.test-helpers";

let app: FastifyInstance;
let dir: string;
const lines: string[] = [];
const setupDetails = {
  brideName: "Meera",
  groomName: "Arjun",
  weddingDate: "2026-12-12",
  venue: "Lake Palace, Udaipur",
  phoneNumber: "90123 45678",
  name: "Meera",
};
const reply = {
  idConsent: true,
  primaryGuestName: "Asha Rao",
  primaryGuestPhone: "9876543210",
  rsvpStatus: "yes",
  dietaryPreference: "veg",
  beveragePreference: "non-alcoholic",
  familyMembers: [],
  children: [],
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-log-redaction-"));
  const config = loadConfig({ APP_SECRET: "l".repeat(64), DATA_DIR: dir, LOG_LEVEL: "trace" });
  const sqlite = openSqlite(":memory:");
  const { db, watch } = createKysely(sqlite);
  await migrate(db);
  app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Each token must be absent from every line, plain and encoded; and at least one line shows [redacted]. */
function expectNotLogged(token: string) {
  const log = lines.join("");
  expect(log).not.toContain(token);
  expect(log).not.toContain(encodeURIComponent(token));
  expect(log).not.toContain(encodeURIComponent(JSON.stringify({ token })));
}

describe("the log", () => {
  it("never holds the setup token: the printed link opened, then POST /api/setup", async () => {
    const token = app.setup.token!;
    expect(token).toBeTruthy();
    await app.inject({ method: "GET", url: `/setup?token=${encodeURIComponent(token)}` });
    const res = await app.inject({ method: "POST", url: "/api/setup", payload: { ...setupDetails, token } });
    expect(res.statusCode, res.body).toBe(200);
    expectNotLogged(token);
    expect(lines.join("")).toContain(`/setup?token=${REDACTED}`);
  });

  it("never holds a guest's edit token, through every door that takes it", async () => {
    const sent = await app.inject({ method: "POST", url: "/api/rsvp", payload: reply });
    expect(sent.statusCode, sent.body).toBe(200);
    const { editToken: token } = sent.json() as { editToken: string };
    const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const opened = [
      await app.inject({ method: "GET", url: `/rsvp/${token}` }),
      await app.inject({ method: "GET", url: `/%72svp/${token}` }),
      await app.inject({ method: "GET", url: `//rsvp/${token}?x=1` }),
      await app.inject({ method: "GET", url: `/api/rsvp/edit/${token}` }),
      await app.inject({ method: "GET", url: `/api/rsvp/edit/${encodeURIComponent(token)}/` }),
      await app.inject({ method: "PUT", url: `/api/rsvp/edit/${token}`, payload: reply }),
      await app.inject({ method: "GET", url: `/trpc/guest.myRsvp?input=${input({ token })}` }),
      await app.inject({ method: "GET", url: `/trpc/guest.weddingDetails,guest.myRsvp?batch=1&input=${input({ 0: {}, 1: { token } })}` }),
      await app.inject({ method: "POST", url: "/trpc/guest.updateMyRsvp", payload: { token, reply } }),
    ];
    expect(opened[3]!.statusCode, opened[3]!.body).toBe(200);
    expect(opened[6]!.statusCode, opened[6]!.body).toBe(200);
    expect(opened[7]!.statusCode, opened[7]!.body).toBe(200);
    expectNotLogged(token);
    expect(lines.join("")).toContain(`/api/rsvp/edit/${REDACTED}`);
  });

  it("never holds the token of a reply sent without JavaScript: POST /rsvp/send and the link it leads to", async () => {
    const body = formBody([
      ["idempotencyKey", "no-script-log-key"],
      ["primaryGuestName", "Kiran Rao"],
      ["primaryGuestPhone", "9876500001"],
      ["rsvpStatus", "no"],
    ]);
    const sent = await app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
    expect(sent.statusCode, sent.body).toBe(303);
    const location = String(sent.headers.location);
    await app.inject({ method: "GET", url: location });
    const token = location.slice("/rsvp/".length, -"?sent=1".length);
    expect(token.length).toBeGreaterThan(10);
    expectNotLogged(token);
    expect(lines.join("")).toContain('"url":"/rsvp/send"');
    expect(lines.join("")).toContain(`/rsvp/${REDACTED}?sent=1`);
  });

  it("never holds a household's invitation token: the page, GET /api/invitation/:token and guest.invitation", async () => {
    const { id } = await app.deps.db
      .insertInto("households")
      .values({ name: "Sharma family", seats: 2, createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const link = inviteLinkOf(app.deps.config.appSecret, id, 1);
    await app.deps.db.updateTable("households").set({ inviteTokenHash: link.inviteTokenHash }).where("id", "=", id).execute();
    const token = link.inviteToken;
    const input = encodeURIComponent(JSON.stringify({ token }));
    const opened = [
      await app.inject({ method: "GET", url: `/i/${token}` }),
      await app.inject({ method: "GET", url: `/i/${token}?from=whatsapp` }),
      await app.inject({ method: "GET", url: `/api/invitation/${token}` }),
      await app.inject({ method: "GET", url: `/api/%69nvitation/${token}` }),
      await app.inject({ method: "GET", url: `/trpc/guest.invitation?input=${input}` }),
    ];
    expect(opened[2]!.statusCode, opened[2]!.body).toBe(200);
    expect(opened[4]!.statusCode, opened[4]!.body).toBe(200);
    expectNotLogged(token);
    expect(lines.join("")).toContain(`/api/invitation/${REDACTED}`);
  });

  it("never holds a login-link token, opened or redeemed", async () => {
    const member = await teamMember(app.deps.db, "owner");
    const { token } = await createLoginLink(app.deps.db, new Date(), member.id);
    await app.inject({ method: "GET", url: `/login?link=${encodeURIComponent(token)}` });
    const res = await app.inject({ method: "POST", url: "/api/auth/login-link", payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expectNotLogged(token);
  });

  it("never holds a signed upload token", async () => {
    const { uploadURL } = uploadAddress(app.deps.config.appSecret, "icon", new Date());
    const token = decodeURIComponent(new URL(uploadURL, "http://x").searchParams.get("token")!);
    await app.inject({ method: "PUT", url: uploadURL, payload: "not an icon", headers: { "content-type": "image/png" } });
    expectNotLogged(token);
  });
});

describe("redaction", () => {
  const uuid = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
  const token = "M_gLmPtTqPpbByda9ScleJXtWbzrsG8Kz4xSNZSIloQ";

  it("keeps what is not secret: numeric ids, route names, public file keys, other parameters, inputs without a token", () => {
    expect(redactUrl("/api/rsvp/3f2a/upload-id?consent=yes")).toBe("/api/rsvp/3f2a/upload-id?consent=yes");
    expect(redactUrl("/rsvp")).toBe("/rsvp");
    expect(redactUrl("/rsvp/send")).toBe("/rsvp/send");
    expect(redactUrl("/rsvp/sendabc?sent=1")).toBe(`/rsvp/${REDACTED}?sent=1`);
    expect(redactUrl("/trpc/guest.mealDishes?input=%7B%22menuId%22%3A4%7D")).toBe("/trpc/guest.mealDishes?input=%7B%22menuId%22%3A4%7D");
    expect(redactUrl("/files/upload/icon/abc?token=secret.sig&x=1")).toBe(`/files/upload/icon/abc?token=${REDACTED}&x=1`);
    expect(redactUrl("/api/admin/guest-page-settings?from=whatsapp&w=640")).toBe("/api/admin/guest-page-settings?from=whatsapp&w=640");
    expect(redactUrl("/files/icon/AbCdEfGhIjKlMnOpQrStUvWx?w=64")).toBe("/files/icon/AbCdEfGhIjKlMnOpQrStUvWx?w=64");
    expect(redactUrl("/api/admin/households/12/revoke-link")).toBe("/api/admin/households/12/revoke-link");
  });

  it("redacts reply ids (any UUID) and token-shaped segments in paths, vendor links, and ?invite=", () => {
    expect(redactUrl(`/api/rsvp/${uuid}/upload-id?consent=yes`)).toBe(`/api/rsvp/${REDACTED}/upload-id?consent=yes`);
    expect(redactUrl(`/api/admin/rsvps/${uuid.toUpperCase()}/revoke-link`)).toBe(`/api/admin/rsvps/${REDACTED}/revoke-link`);
    expect(redactUrl(`/api/room-assignments/${uuid}/4`)).toBe(`/api/room-assignments/${REDACTED}/4`);
    expect(redactUrl(`/api/desk/pass/${token}`)).toBe(`/api/desk/pass/${REDACTED}`);
    expect(redactUrl(`/v/${token}?x=1`)).toBe(`/v/${REDACTED}?x=1`);
    expect(redactUrl(`/api/announcements?invite=${token}&lang=hi`)).toBe(`/api/announcements?invite=${REDACTED}&lang=hi`);
    expect(redactUrl(`/api/announcements?Invite=${token}`)).toBe(`/api/announcements?Invite=${REDACTED}`);
    expect(redactUrl(`/hook?hub.verify_token=abc&hub.challenge=1`)).toBe(`/hook?hub.verify_token=${REDACTED}&hub.challenge=1`);
    expect(redactUrl(`/desk?code=${token}&id=${uuid}&key=abc`)).toBe(`/desk?code=${REDACTED}&id=${REDACTED}&key=abc`);
  });

  it("redacts tRPC inputs: invite, token, link, editToken, rsvpId fields and UUID-shaped ids, in batches too", () => {
    const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    expect(redactUrl(`/trpc/guest.announcements?input=${input({ invite: token })}`)).toBe(`/trpc/guest.announcements?input=${input({ invite: REDACTED })}`);
    expect(redactUrl(`/trpc/a,b?batch=1&input=${input({ 0: { id: uuid }, 1: { editToken: "short", rsvpId: "x", menuId: 4 } })}`)).toBe(
      `/trpc/a,b?batch=1&input=${input({ 0: { id: REDACTED }, 1: { editToken: REDACTED, rsvpId: REDACTED, menuId: 4 } })}`,
    );
    expect(redactUrl(`/trpc/x?input=${input({ invite: null, id: 7 })}`)).toBe(`/trpc/x?input=${input({ invite: null, id: 7 })}`);
    expect(redactUrl(`/trpc/x?input=not-json-${uuid}`)).toBe(`/trpc/x?input=${REDACTED}`);
  });

  it("redacts secrets inside free text such as an error message", () => {
    expect(redactText('Reply was already sent in "/rsvp/abcdef" (GET)')).toBe(`Reply was already sent in "/rsvp/${REDACTED}" (GET)`);
    expect(redactText("at /login?link=abc&y=2")).toBe(`at /login?link=${REDACTED}&y=2`);
    expect(redactText('input {"token":"abc"}')).toBe(`input {"token":"${REDACTED}"}`);
    expect(redactText(`Route GET:/api/announcements?invite=abc not found for ${uuid}`)).toBe(
      `Route GET:/api/announcements?invite=${REDACTED} not found for ${REDACTED}`,
    );
    expect(redactText(`Bearer ${token}, /v/abc`)).toBe(`Bearer ${REDACTED}, /v/${REDACTED}`);
    expect(redactText("at process.processTicksAndRejections (node:internal/process/task_queues:95:5)")).toBe(
      "at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    );
  });

  it("keeps a whole JSON log line JSON: headers, escaped and encoded fields, set-cookie arrays", () => {
    const line = JSON.stringify({
      msg: `sent {"editToken":"abc","ok":1} to %22link%22%3A%22abc%22`,
      headers: { authorization: "Bearer abc", cookie: "admin_session=abc; x=1", "set-cookie": ["admin_session=abc; Path=/", "b=2"] },
      invite: "abc",
      linked: true,
      count: 3,
    });
    const out = redactText(line);
    expect(JSON.parse(out)).toEqual({
      msg: `sent {"editToken":"${REDACTED}","ok":1} to %22link%22%3A%22${REDACTED}%22`,
      headers: { authorization: REDACTED, cookie: REDACTED, "set-cookie": REDACTED },
      invite: REDACTED,
      linked: true,
      count: 3,
    });
  });
});
