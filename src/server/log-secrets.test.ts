/**
 * Issue 39, "no token or id in any log line": the app at LOG_LEVEL=trace, every kind of request (REST GET/POST/PUT,
 * tRPC GET batches and POSTs, the no-script form, pages, uploads, files, an error that echoes its input, a malformed
 * request on a real socket) carrying every kind of token the app issues, then the WHOLE log searched for each one.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { SESSION_COOKIE } from "../shared/constants";
import { buildApp } from "./app";
import { createAdminSession, teamMember } from "./app.test-helpers";
import { formBody, multipartBody, PNG_BYTES } from "./files/multipart.test-helpers";
import { rawRequest } from "./files/socket.test-helpers";
import { REDACTED } from "./log-redact";
import { createLoginLink } from "./modules/auth/login-link";

let app: FastifyInstance;
let dir: string;
let clientDir: string;
const lines: string[] = [];
/** Every secret the requests carried or the app handed out, by kind. */
const secrets: Record<string, string> = {};

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
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0]!
    .slice(SESSION_COOKIE.length + 1);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-log-secrets-"));
  // No ADMIN_PHONE: the first run's setup token is issued.
  // A client build's page, so /i/<token> and /rsvp/<token> are drawn as in production.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-log-secrets-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  const renderEntry = path.resolve(__dirname, "../client/entry-server.tsx");
  const config = loadConfig({ APP_SECRET: "s".repeat(64), DATA_DIR: dir, LOG_LEVEL: "trace" }, { clientDir, renderEntry });
  const sqlite = openSqlite(":memory:");
  const { db, watch } = createKysely(sqlite);
  await migrate(db);
  app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(line) } });
  // A route whose error and warning echo what it was sent, as a careless module might write them.
  app.post("/test/echo", async (req) => {
    req.log.warn(`echo ${req.url} ${JSON.stringify(req.body)} ${req.headers.authorization} ${req.headers.cookie}`);
    req.log.info({ headers: req.headers, body: req.body }, "echo");
    throw new Error(`could not handle ${req.url} with ${JSON.stringify(req.body)}`);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("the log at trace level", () => {
  it("holds none of the tokens and reply ids, whatever the request", async () => {
    const inject = (request: InjectOptions) => app.inject(request);

    // Setup link, then sessions: one by bearer header, one by cookie, one from a login link's Set-Cookie.
    secrets.setup = app.setup.token!;
    expect(secrets.setup).toBeTruthy();
    await inject({ method: "GET", url: `/setup?token=${encodeURIComponent(secrets.setup)}` });
    const setup = await inject({
      method: "POST",
      url: "/api/setup",
      payload: {
        brideName: "Meera",
        groomName: "Arjun",
        weddingDate: "2026-12-12",
        venue: "Udaipur",
        phoneNumber: "90123 45678",
        name: "Meera",
        token: secrets.setup,
      },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    if (sessionCookieOf(setup)) secrets.setupSession = sessionCookieOf(setup)!;
    secrets.bearer = await createAdminSession(app.deps.db, new Date(), 24, "owner");
    secrets.cookie = await createAdminSession(app.deps.db, new Date(), 24, "planner");
    const owner = { authorization: `Bearer ${secrets.bearer}` };
    const planner = { cookie: `${SESSION_COOKIE}=${secrets.cookie}` };

    const member = await teamMember(app.deps.db, "owner");
    secrets.login = (await createLoginLink(app.deps.db, new Date(), member.id)).token;
    await inject({ method: "GET", url: `/login?link=${encodeURIComponent(secrets.login)}` });
    const redeemed = await inject({ method: "POST", url: "/api/auth/login-link", payload: { token: secrets.login } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    secrets.loginSession = sessionCookieOf(redeemed)!;
    expect(secrets.loginSession).toBeTruthy();

    // A household and its invitation token, made through the dashboard.
    const household = await inject({ method: "POST", url: "/api/admin/households", headers: owner, payload: { name: "Sharma family", seats: 3 } });
    expect(household.statusCode, household.body).toBe(201);
    secrets.invite = (household.json() as { inviteUrl: string }).inviteUrl.slice("/i/".length);

    // Replies: through the invitation, through the open form, through the no-script form.
    const invited = await inject({ method: "POST", url: "/api/rsvp", payload: { ...reply, invitationToken: secrets.invite } });
    expect(invited.statusCode, invited.body).toBe(200);
    const ids = invited.json() as { rsvpId: string; editToken: string };
    secrets.invitedReplyId = ids.rsvpId;
    secrets.invitedEdit = ids.editToken;
    const open = await inject({ method: "POST", url: "/api/rsvp", payload: { ...reply, primaryGuestName: "Kiran Rao", primaryGuestPhone: "9876500009" } });
    expect(open.statusCode, open.body).toBe(200);
    secrets.replyId = (open.json() as { rsvpId: string }).rsvpId;
    secrets.edit = (open.json() as { editToken: string }).editToken;
    const form = formBody([
      ["idempotencyKey", "log-secrets-form-key-0001"],
      ["primaryGuestName", "Nisha Rao"],
      ["primaryGuestPhone", "9876500010"],
      ["rsvpStatus", "no"],
    ]);
    const sent = await inject({ method: "POST", url: "/rsvp/send", payload: form.payload, headers: form.headers });
    expect(sent.statusCode, sent.body).toBe(303);
    const location = String(sent.headers.location);
    secrets.formEdit = location.slice("/rsvp/".length, -"?sent=1".length);
    await inject({ method: "GET", url: location });
    const invitedForm = formBody([
      ["idempotencyKey", "log-secrets-form-key-0002"],
      ["invitationToken", secrets.invite],
      ["primaryGuestName", "Ramesh Sharma"],
      ["primaryGuestPhone", "9876500011"],
      ["rsvpStatus", "yes"],
    ]);
    await inject({ method: "POST", url: "/rsvp/send", payload: invitedForm.payload, headers: invitedForm.headers });

    // A signed upload address, used.
    const issued = await inject({ method: "POST", url: "/api/objects/upload", headers: owner, payload: { kind: "icon" } });
    expect(issued.statusCode, issued.body).toBe(200);
    const { uploadURL } = issued.json() as { uploadURL: string };
    secrets.upload = decodeURIComponent(new URL(uploadURL, "http://x").searchParams.get("token")!);
    await inject({ method: "PUT", url: uploadURL, payload: PNG_BYTES, headers: { "content-type": "image/png" } });

    // Links the app will issue later (vendors, desk passes): shaped like the others.
    secrets.vendor = "V".repeat(21) + "e".repeat(22);
    secrets.desk = "d3sk".repeat(11);

    const formReply = await app.deps.db.selectFrom("rsvps").select("id").where("primaryGuestName", "=", "Nisha Rao").executeTakeFirstOrThrow();
    secrets.formReplyId = formReply.id;
    const { invite, edit, replyId, invitedReplyId, formReplyId } = secrets as Record<"invite" | "edit" | "replyId" | "invitedReplyId" | "formReplyId", string>;
    const uploadBody = multipartBody({ data: PNG_BYTES, contentType: "image/png", filename: "id.png" });
    // Each request with the status it must get (null: whatever it gets; it is there for what it writes to the log).
    const requests: [status: number | null, request: InjectOptions][] = [
      // Pages, as a guest and as a link-preview robot; links of kinds to come (vendors, desk passes).
      [200, { method: "GET", url: `/i/${invite}` }],
      [200, { method: "GET", url: `/i/${invite}?from=whatsapp` }],
      [200, { method: "GET", url: `/i/${invite}`, headers: { "user-agent": "WhatsApp/2.23.20.0" } }],
      [200, { method: "GET", url: `/rsvp/${edit}` }],
      [null, { method: "GET", url: `/%72svp/${edit}` }],
      [null, { method: "GET", url: `//rsvp/${edit}?x=1` }],
      [null, { method: "GET", url: `/v/${secrets.vendor}` }],
      [null, { method: "GET", url: `/desk?code=${secrets.desk}` }],
      // REST reads and writes, guests' and the dashboard's (session by bearer header and by cookie).
      [200, { method: "GET", url: `/api/announcements?invite=${invite}` }],
      [200, { method: "GET", url: `/api/announcements?invite=${encodeURIComponent(invite)}&lang=hi` }],
      [200, { method: "GET", url: `/api/invitation/${invite}` }],
      [200, { method: "GET", url: `/api/invitation/${invite}/wedding` }],
      [200, { method: "GET", url: `/api/invitation/${invite}/calendar.ics` }],
      [200, { method: "GET", url: `/api/rsvp/edit/${edit}` }],
      [200, { method: "GET", url: `/api/rsvp/edit/${edit}/calendar.ics` }],
      [200, { method: "PUT", url: `/api/rsvp/edit/${edit}`, payload: reply }],
      [400, { method: "PUT", url: `/api/rsvp/edit/${edit}`, payload: `{"token":"${edit}",`, headers: { "content-type": "application/json" } }],
      [200, { method: "GET", url: "/api/admin/rsvps", headers: planner }],
      [200, { method: "PUT", url: `/api/admin/rsvps/${replyId}`, headers: owner, payload: reply }],
      [null, { method: "POST", url: `/api/admin/rsvps/${replyId}/household`, headers: owner, payload: { householdId: null } }],
      [null, { method: "PUT", url: `/api/admin/travel/${invitedReplyId}/vehicle`, headers: owner, payload: {} }],
      [404, { method: "DELETE", url: `/api/room-assignments/${invitedReplyId}/1`, headers: planner }],
      // tRPC: GET (single and batch) and POST.
      [200, { method: "GET", url: `/trpc/guest.announcements?input=${input({ invite })}` }],
      [
        200,
        {
          method: "GET",
          url: `/trpc/guest.invitation,guest.myRsvp,guest.announcements?batch=1&input=${input({ 0: { token: invite }, 1: { token: edit }, 2: { invite } })}`,
        },
      ],
      [200, { method: "GET", url: `/trpc/admin.rsvpReply?input=${input({ id: replyId })}`, headers: owner }],
      [400, { method: "GET", url: `/trpc/admin.rsvpReply?input=${input({ rsvpId: replyId, editToken: edit, link: secrets.login })}`, headers: owner }],
      [200, { method: "POST", url: "/trpc/guest.updateMyRsvp", payload: { token: edit, reply } }],
      [200, { method: "POST", url: "/trpc/admin.revokeRsvpLink", payload: { id: formReplyId }, headers: owner }],
      // The reply's ID upload with its edit token as the bearer; one without.
      [
        200,
        {
          method: "POST",
          url: `/api/rsvp/${invitedReplyId}/upload-id?consent=yes`,
          ...uploadBody,
          headers: { ...uploadBody.headers, authorization: `Bearer ${secrets.invitedEdit}` },
        },
      ],
      [401, { method: "POST", url: `/api/rsvp/${replyId}/upload-id?consent=yes`, ...uploadBody }],
      // An error that echoes its input: the path, the body and the headers, in a warning, a field and the error.
      [
        500,
        {
          method: "POST",
          url: `/test/echo?invite=${invite}&rsvpId=${replyId}`,
          headers: { ...owner, cookie: `${SESSION_COOKIE}=${secrets.cookie}` },
          payload: { token: edit, link: secrets.login, id: replyId, note: `see /rsvp/${edit} and /i/${invite}` },
        },
      ],
    ];
    for (const [status, request] of requests) {
      const res = await app.inject(request);
      if (status !== null) expect(res.statusCode, `${request.method} ${request.url}: ${res.body.slice(0, 200)}`).toBe(status);
    }

    const stored = await app.deps.db.selectFrom("rsvps").select("idProofUrl").where("id", "=", invitedReplyId).executeTakeFirstOrThrow();
    expect(stored.idProofUrl).toMatch(/^\/files\/id\//);
    expect((await inject({ method: "GET", url: stored.idProofUrl!, headers: planner })).statusCode).toBe(200);

    // Revoking hands out a fresh link: it travels in the answer, never in the log.
    const revoked = await inject({ method: "POST", url: `/api/admin/rsvps/${replyId}/revoke-link`, headers: owner });
    expect(revoked.statusCode, revoked.body).toBe(200);
    secrets.revokedEdit = (revoked.json() as { editUrl: string }).editUrl.slice("/rsvp/".length);
    await inject({ method: "GET", url: `/rsvp/${secrets.revokedEdit}` });

    // A malformed request on a real socket: Node's parser refuses it (its error's rawPacket holds every header).
    const { port } = app.server.address() as AddressInfo;
    const bad = rawRequest(
      port,
      `GET /i/${invite}?invite=${invite} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secrets.bearer}\r\nCookie: ${SESSION_COOKIE}=${secrets.cookie}\r\nBad Header\r\n\r\n`,
      Buffer.alloc(0),
      { end: true },
    );
    expect((await bad.answer).status).toBe(400);

    const log = lines.join("");
    // Every level was written, and each line is still JSON after redaction.
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
    // @fastify/multipart writes the request's headers at trace (busboyOptions): the bearer shows as redacted.
    expect(parsed.some((l) => l.level === 10 && JSON.stringify(l).includes(`"authorization":"${REDACTED}"`))).toBe(true);
    expect(parsed.some((l) => l.level === 50)).toBe(true);
    for (const [kind, secret] of Object.entries(secrets)) {
      expect(secret.length, kind).toBeGreaterThan(20);
      expect(log, kind).not.toContain(secret);
      expect(log, kind).not.toContain(encodeURIComponent(secret));
      expect(log.toLowerCase(), kind).not.toContain(secret.toLowerCase());
    }
    // Still readable: which door was used shows, without what opened it.
    expect(log).toContain(`"url":"/api/announcements?invite=${REDACTED}"`);
    expect(log).toContain(`"url":"/api/rsvp/${REDACTED}/upload-id?consent=yes"`);
    expect(log).toContain(`"url":"/api/admin/rsvps/${REDACTED}/revoke-link"`);
    expect(log).toContain(`"url":"/v/${REDACTED}"`);
    expect(log).toContain(`"url":"/trpc/admin.rsvpReply?input=${input({ id: REDACTED })}"`);
  });
});
