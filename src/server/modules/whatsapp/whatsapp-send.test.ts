/**
 * Rounds sent through the WhatsApp Cloud API, against a local fake of the Graph API on a real socket that checks
 * each call's shape: who is picked, the template per language with name and link, pacing, retries on throttling,
 * permanent failures recorded, roles on both doors, and the per-household status in the guest list.
 * Real app (app.inject) over in-memory SQLite with the real migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppConfig, loadConfig } from "../../../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../../../db/connect";
import { buildApp } from "../../app";
import { createAdminSession, makeTestApp, type TestApp, trpcMutation } from "../../app.test-helpers";
import { type FakeGraph, PAIR_RATE_LIMIT, startFakeGraph, TEMPLATE_MISSING, TOO_MANY_REQUESTS } from "./fake-graph.test-helpers";

const TOKEN = "EAAG-test-token-never-logged";
const PHONE_NUMBER_ID = "106540352242922";

let fake: FakeGraph;
let t: TestApp;
let planner: Record<string, string>;

async function start(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}) {
  t = await makeTestApp(
    {
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_URL: fake.apiUrl,
      WHATSAPP_TEMPLATE_INVITATION: "wedding_invitation",
      WHATSAPP_TEMPLATE_REMINDER: "wedding_reminder",
      WHATSAPP_TEMPLATE_ANNOUNCEMENT: "wedding_update",
      ...env,
    },
    { whatsappSendPerSecond: 100, whatsappRetryBaseMs: 30, whatsappMaxAttempts: 3, ...overrides },
  );
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
}

beforeEach(async () => {
  fake = await startFakeGraph({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
});
afterEach(async () => {
  await t?.close();
  await fake.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object, headers = planner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function household(values: Record<string, unknown>) {
  const res = await call("POST", "/api/admin/households", values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; inviteUrl: string; name: string };
}
const sends = () => t.db.selectFrom("whatsappSends").selectAll().orderBy("id").execute();

describe("POST /api/admin/whatsapp/send", () => {
  it("sends each chosen household the kind's template in its language with its name and personal link, in the documented shape", async () => {
    await start();
    const sharma = await household({ name: "Sharma family", phone: "98765 43210", language: "hi", side: "bride" });
    const khan = await household({ name: "Khan family", phone: "+44 7911 123456", language: "en", side: "groom" });
    await household({ name: "No number family" });

    const res = await call("POST", "/api/admin/whatsapp/send", { kind: "invitation" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: 2 });
    await t.app.deps.whatsapp.idle();

    expect(fake.problems).toEqual([]);
    expect(fake.calls.map((c) => c.body)).toEqual([
      {
        messaging_product: "whatsapp",
        to: "447911123456",
        type: "template",
        template: {
          name: "wedding_invitation",
          language: { code: "en" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Khan family" },
                { type: "text", text: `http://localhost:3000${khan.inviteUrl}` },
              ],
            },
          ],
        },
      },
      {
        messaging_product: "whatsapp",
        to: "919876543210",
        type: "template",
        template: {
          name: "wedding_invitation",
          language: { code: "hi" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Sharma family" },
                { type: "text", text: `http://localhost:3000${sharma.inviteUrl}` },
              ],
            },
          ],
        },
      },
    ]);
    expect(fake.calls.every((c) => c.authorization === `Bearer ${TOKEN}` && c.phoneNumberId === PHONE_NUMBER_ID)).toBe(true);

    expect(await sends()).toEqual([
      expect.objectContaining({ householdId: khan.id, kind: "invitation", status: "sent", waMessageId: "wamid.FAKE1", attempts: 1, error: null }),
      expect.objectContaining({ householdId: sharma.id, kind: "invitation", status: "sent", waMessageId: "wamid.FAKE2", attempts: 1, error: null }),
    ]);
    // The invitation's "sent" step, as a tap on the wa.me link records it.
    const sentAt = await t.db.selectFrom("households").select(["name", "sentAt"]).orderBy("name").execute();
    expect(sentAt.map((h) => [h.name, h.sentAt !== null])).toEqual([
      ["Khan family", true],
      ["No number family", false],
      ["Sharma family", true],
    ]);
    const log = await t.db.selectFrom("activityLog").select(["action", "detail", "adminName"]).where("action", "=", "whatsapp.send").execute();
    expect(log).toEqual([{ action: "whatsapp.send", detail: "Invitation on WhatsApp to 2 households (not-sent)", adminName: "Test planner" }]);
  });

  it("picks reminders by reply, side (both sides included), tag and function", async () => {
    await start();
    const ev = await call("POST", "/api/timeline-events", { day: 1, eventName: "Sangeet", time: "6:00 PM", place: "Lawn", asksAttendance: true });
    const sangeet = (ev.json() as { id: number }).id;
    const other = await call("POST", "/api/timeline-events", { day: 1, eventName: "Haldi", time: "9:00 AM", place: "Court", asksAttendance: true });
    const haldi = (other.json() as { id: number }).id;
    await household({ name: "Bride college", phone: "9000000001", side: "bride", tags: ["College"] });
    await household({ name: "Both sides college", phone: "9000000002", side: "both", tags: ["college"], events: [sangeet] });
    await household({ name: "Groom college", phone: "9000000003", side: "groom", tags: ["College"] });
    await household({ name: "Bride haldi only", phone: "9000000004", side: "bride", tags: ["College"], events: [haldi] });
    await household({ name: "Bride family", phone: "9000000005", side: "bride", tags: ["Family"] });

    const res = await call("POST", "/api/admin/whatsapp/send", { kind: "reminder", side: "bride", tag: "COLLEGE", eventId: sangeet });
    expect(res.json()).toEqual({ queued: 2 });
    await t.app.deps.whatsapp.idle();
    expect(fake.calls.map((c) => c.body.template.components[0].parameters[0].text).sort()).toEqual(["Both sides college", "Bride college"].sort());
    expect(fake.calls.every((c) => c.body.template.name === "wedding_reminder")).toBe(true);
  });

  it("starts calls no faster than the configured pace", async () => {
    await start({ whatsappSendPerSecond: 20 });
    for (let i = 1; i <= 6; i++) await household({ name: `Family ${i}`, phone: `900000000${i}` });
    const before = performance.now();
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" })).json()).toEqual({ queued: 6 });
    await t.app.deps.whatsapp.idle();
    const took = performance.now() - before;
    expect(fake.calls).toHaveLength(6);
    // 20 a second: the k-th call starts at least k × 50 ms after the round began (it can only arrive later than it starts).
    fake.calls.forEach((c, k) => expect(c.at - before, `call ${k}`).toBeGreaterThanOrEqual(k * 50));
    // ...and the round does not crawl either: six calls at 20 a second take about a quarter of a second.
    expect(took).toBeLessThan(2_000);
  });

  it("tries a throttled message again after a wait (HTTP 429, then the pair rate limit 131056 in a 400) until it is sent", async () => {
    await start({ whatsappRetryBaseMs: 40 });
    const h = await household({ name: "Patel family", phone: "9000000001" });
    fake.answer(TOO_MANY_REQUESTS, PAIR_RATE_LIMIT);
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" })).json()).toEqual({ queued: 1 });
    await t.app.deps.whatsapp.idle();
    expect(fake.calls).toHaveLength(3);
    // Backoff doubles: 40 ms, then 80 ms.
    expect(fake.calls[1]!.at - fake.calls[0]!.at).toBeGreaterThanOrEqual(35);
    expect(fake.calls[2]!.at - fake.calls[1]!.at).toBeGreaterThanOrEqual(75);
    expect(await sends()).toEqual([expect.objectContaining({ householdId: h.id, status: "sent", attempts: 3, waMessageId: "wamid.FAKE1", error: null })]);
    // It counts as a reminder on the chase board.
    expect(await t.db.selectFrom("households").select(["reminderCount"]).where("id", "=", h.id).executeTakeFirstOrThrow()).toEqual({ reminderCount: 1 });
  });

  it("records a permanent refusal as failed with the Cloud API's reason, without trying again", async () => {
    await start();
    const h = await household({ name: "Patel family", phone: "9000000001", language: "hi" });
    await household({ name: "Rao family", phone: "9000000002" });
    fake.answer(TEMPLATE_MISSING);
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" })).json()).toEqual({ queued: 2 });
    await t.app.deps.whatsapp.idle();
    expect(fake.calls).toHaveLength(2);
    const rows = await sends();
    expect(rows.find((r) => r.householdId === h.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      waMessageId: null,
      error: "template name (wedding_reminder) does not exist in hi (error 132001)",
    });
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });

  it("gives up on a message still throttled after the last attempt and says so", async () => {
    await start({ whatsappMaxAttempts: 3, whatsappRetryBaseMs: 5 });
    await household({ name: "Patel family", phone: "9000000001" });
    fake.answer({ status: 503, body: {} }, { status: 502 }, { status: 500, body: { error: { message: "(#2) Service temporarily unavailable", code: 2 } } });
    await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" });
    await t.app.deps.whatsapp.idle();
    expect(fake.calls).toHaveLength(3);
    expect(await sends()).toEqual([
      expect.objectContaining({
        status: "failed",
        attempts: 3,
        error: "WhatsApp kept refusing for now: (#2) Service temporarily unavailable (error 2). Please try again later.",
      }),
    ]);
  });

  it("does not queue a household twice while its message of that kind still waits", async () => {
    await start();
    await household({ name: "Patel family", phone: "9000000001" });
    await household({ name: "Rao family", phone: "9000000002" });
    fake.hold();
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" })).json()).toEqual({ queued: 2 });
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" })).json()).toEqual({ queued: 0 });
    // Another kind is another message.
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "invitation" })).json()).toEqual({ queued: 2 });
    fake.release();
    await t.app.deps.whatsapp.idle();
    expect(fake.calls).toHaveLength(4);
  });

  it("answers 409 with a sentence when WhatsApp sending is not set up, and the setup call says which kinds can be sent", async () => {
    await start({}, { WHATSAPP_TOKEN: "", WHATSAPP_TEMPLATE_ANNOUNCEMENT: "" });
    await household({ name: "Patel family", phone: "9000000001" });
    const res = await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "WhatsApp sending is not set up; use the wa.me links." });
    expect((await call("GET", "/api/admin/whatsapp")).json()).toEqual({ invitation: false, reminder: false, announcement: false });
    expect(await sends()).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it("answers 409 for a kind without an approved template, and 400/404 for an announcement not named or not known", async () => {
    await start({}, { WHATSAPP_TEMPLATE_ANNOUNCEMENT: "" });
    expect((await call("GET", "/api/admin/whatsapp")).json()).toEqual({ invitation: true, reminder: true, announcement: false });
    const noTemplate = await call("POST", "/api/admin/whatsapp/send", { kind: "announcement", announcementId: 1 });
    expect([noTemplate.statusCode, noTemplate.json()]).toEqual([
      409,
      { message: "No approved WhatsApp template is set for announcements; use the wa.me links." },
    ]);
    const unnamed = await call("POST", "/api/admin/whatsapp/send", { kind: "announcement" });
    expect([unnamed.statusCode, unnamed.json()]).toEqual([400, { message: "Choose the announcement to send" }]);
    const badKind = await call("POST", "/api/admin/whatsapp/send", { kind: "sms" });
    expect([badKind.statusCode, badKind.json()]).toEqual([400, { message: "Choose what to send: the invitation, a reminder or an announcement" }]);
  });

  it("answers 404 for an announcement it does not know", async () => {
    await start();
    await household({ name: "Patel family", phone: "9000000001" });
    const res = await call("POST", "/api/admin/whatsapp/send", { kind: "announcement", announcementId: 99 });
    expect([res.statusCode, res.json()]).toEqual([404, { message: "Announcement not found" }]);
    expect(await sends()).toEqual([]);
  });

  it("is the planner's: the desk gets 403, no session 401, on both doors", async () => {
    await start();
    await household({ name: "Patel family", phone: "9000000001" });
    const desk = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "desk")}` };
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" }, desk)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" }, {})).statusCode).toBe(401);
    expect((await trpcMutation(t.app, "admin.sendWhatsapp", { kind: "reminder" }, desk)).status).toBe(403);
    expect((await trpcMutation(t.app, "admin.sendWhatsapp", { kind: "reminder" })).status).toBe(401);
    expect(await sends()).toEqual([]);
    const viaTrpc = await trpcMutation(t.app, "admin.sendWhatsapp", { kind: "reminder" }, planner);
    expect([viaTrpc.status, viaTrpc.body.result?.data]).toEqual([200, { queued: 1 }]);
    await t.app.deps.whatsapp.idle();
  });

  it("shows each household's latest send in the guest list", async () => {
    await start();
    const patel = await household({ name: "Patel family", phone: "9000000001" });
    const rao = await household({ name: "Rao family", phone: "9000000002" });
    await household({ name: "Shah family" });
    fake.answer({ status: 200, body: { messaging_product: "whatsapp", messages: [{ id: "wamid.PATEL" }] } }, TEMPLATE_MISSING);
    await call("POST", "/api/admin/whatsapp/send", { kind: "reminder" });
    await t.app.deps.whatsapp.idle();
    const list = (await call("GET", "/api/admin/households")).json() as { data: { id: number; lastSend: unknown }[] };
    const byId = new Map(list.data.map((h) => [h.id, h.lastSend]));
    expect(byId.get(patel.id)).toEqual({ kind: "reminder", status: "sent", at: expect.any(String), error: null });
    expect(byId.get(rao.id)).toEqual({ kind: "reminder", status: "failed", at: expect.any(String), error: expect.stringContaining("(error 132001)") });
    expect(list.data.find((h) => h.id !== patel.id && h.id !== rao.id)!.lastSend).toBeUndefined();
  });
});

describe("an announcement sent by the server", () => {
  it("goes to the announcement's audience, and each send shows in who was told what with its status", async () => {
    await start();
    const patel = await household({ name: "Patel family", phone: "9000000001" });
    const rao = await household({ name: "Rao family", phone: "9000000002" });
    const created = await call("POST", "/api/admin/announcements", {
      title: "Bus at 3",
      text: "The bus to the Sangeet leaves at 3 PM.",
      audience: { kind: "everyone" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    fake.answer({ status: 200, body: { messaging_product: "whatsapp", messages: [{ id: "wamid.PATEL" }] } }, TEMPLATE_MISSING);
    expect((await call("POST", "/api/admin/whatsapp/send", { kind: "announcement", announcementId: id })).json()).toEqual({ queued: 2 });
    await t.app.deps.whatsapp.idle();
    expect(fake.calls.map((c) => (c.body as { template: { name: string } }).template.name)).toEqual(["wedding_update", "wedding_update"]);

    const log = (await call("GET", "/api/admin/message-log")).json() as { byHousehold: Record<string, { kind: string; via: string; status: string | null }[]> };
    expect(log.byHousehold[patel.id]).toEqual([expect.objectContaining({ kind: "announcement", announcementTitle: "Bus at 3", via: "api", status: "sent" })]);
    expect(log.byHousehold[rao.id]).toEqual([
      expect.objectContaining({ kind: "announcement", via: "api", status: "failed", error: expect.stringContaining("132001") }),
    ]);
    // A later delivery receipt moves the log on, as it moves the send.
    const { applyStatus } = await import("./store");
    expect(await applyStatus(t.db, "wamid.PATEL", "read", null, new Date().toISOString())).toBe(true);
    const after = (await call("GET", "/api/admin/message-log")).json() as typeof log;
    expect(after.byHousehold[patel.id]![0]).toMatchObject({ status: "read" });
  });
});

describe("the log of a round", () => {
  it("holds neither the bearer token, nor a number, nor a link, through retries and failures at the most verbose level", async () => {
    const lines: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-wa-log-"));
    const config = loadConfig(
      {
        APP_SECRET: "w".repeat(64),
        DATA_DIR: dir,
        LOG_LEVEL: "trace",
        ADMIN_PHONE: "7000000001",
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_API_URL: fake.apiUrl,
        WHATSAPP_TEMPLATE_REMINDER: "wedding_reminder",
      },
      { whatsappRetryBaseMs: 5, whatsappMaxAttempts: 2 },
    );
    const sqlite = openSqlite(":memory:");
    const { db, watch } = createKysely(sqlite);
    await migrate(db);
    const app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(line) } });
    try {
      await app.ready();
      const headers = { authorization: `Bearer ${await createAdminSession(db, new Date(), 24, "planner")}` };
      for (const [name, phone] of [
        ["Patel family", "9812345670"],
        ["Rao family", "9812345671"],
        ["Shah family", "9812345672"],
      ])
        await app.inject({ method: "POST", url: "/api/admin/households", headers, payload: { name, phone } });
      fake.answer(TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, TEMPLATE_MISSING);
      const res = await app.inject({ method: "POST", url: "/api/admin/whatsapp/send", headers, payload: { kind: "reminder" } });
      expect(res.json()).toEqual({ queued: 3 });
      await app.deps.whatsapp.idle();
      const log = lines.join("");
      expect(log).toContain("WhatsApp message failed");
      expect(log).not.toContain(TOKEN);
      expect(log).not.toMatch(/981234567\d/);
      expect(log).not.toContain("/i/");
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
