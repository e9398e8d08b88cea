/**
 * Issue 39: every link the server writes starts with the configured public address (PUBLIC_URL), never the Host a
 * request names. A forged `Host: evil.example` on the dashboard's calls and on the pages: the household's message,
 * the reminder round, the WhatsApp round's template link, the pages' og:url and og:image, the no-script form's page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../fastify.config";
import { createKysely, migrate, openSqlite } from "../../db/connect";
import { buildApp } from "./app";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { formBody } from "./files/multipart.test-helpers";
import { type FakeGraph, startFakeGraph } from "./modules/whatsapp/fake-graph.test-helpers";

const PUBLIC = "https://aarav-weds-meera.example";
const EVIL = { host: "evil.example", "x-forwarded-host": "evil.example" };
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const TOKEN = "EAAG-test-token";
const PHONE_NUMBER_ID = "106540352242922";

let t: TestApp;
let fake: FakeGraph;
let clientDir: string;
let planner: Record<string, string>;

beforeEach(async () => {
  fake = await startFakeGraph({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-public-url-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
});
afterEach(async () => {
  await t.close();
  await fake.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  t = await makeTestApp(
    { WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_API_URL: fake.apiUrl, WHATSAPP_TEMPLATE_REMINDER: "wedding_reminder", ...env },
    { clientDir, whatsappSendPerSecond: 100 },
  );
  planner = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}`, ...EVIL };
  const made = await t.app.inject({
    method: "POST",
    url: "/api/admin/households",
    headers: planner,
    payload: { name: "Sharma family", phone: "9876543210", seats: 2 },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; inviteUrl: string };
}

/** Every absolute link the server wrote for this household, through each door that writes one. */
async function linksWritten(h: { id: number; inviteUrl: string }) {
  const message = (await t.app.inject({ method: "GET", url: `/api/admin/households/${h.id}/message?kind=invitation`, headers: planner })).json() as {
    text: string;
  };
  // A reminder round lists households whose invitation went out.
  await t.db.updateTable("households").set({ sentAt: t.clock.now.toISOString() }).execute();
  const round = (await t.app.inject({ method: "GET", url: "/api/admin/reminder-round", headers: planner })).json() as { text: string }[];
  expect((await t.app.inject({ method: "POST", url: "/api/admin/whatsapp/send", headers: planner, payload: { kind: "reminder" } })).json()).toEqual({
    queued: 1,
  });
  await t.app.deps.whatsapp.idle();
  const sent = fake.calls.map(
    (c) => (c.body as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]!.parameters[1]!.text,
  );
  const home = (await t.app.inject({ method: "GET", url: "/", headers: EVIL })).body;
  const invitation = (await t.app.inject({ method: "GET", url: h.inviteUrl, headers: EVIL })).body;
  // The no-script form refused (no name): its page drawn again, with its head.
  const form = formBody([
    ["primaryGuestPhone", "98765 43210"],
    ["rsvpStatus", "yes"],
  ]);
  const formPage = (await t.app.inject({ method: "POST", url: "/rsvp/send", payload: form.payload, headers: { ...form.headers, ...EVIL } })).body;
  const og = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
  return {
    message: /https?:\/\/\S+/.exec(message.text)?.[0],
    round: round.map((r) => /https?:\/\/\S+/.exec(r.text)?.[0]),
    sent,
    ogUrl: [og(home, "og:url"), og(invitation, "og:url"), og(formPage, "og:url")],
    ogImage: og(home, "og:image"),
    pages: [home, invitation, formPage],
  };
}

describe("links the server writes", () => {
  it("start with PUBLIC_URL whatever Host the request names", async () => {
    const h = await start({ PUBLIC_URL: `${PUBLIC}/` });
    const links = await linksWritten(h);
    expect(links.message).toBe(`${PUBLIC}${h.inviteUrl}`);
    expect(links.round).toEqual([`${PUBLIC}${h.inviteUrl}`]);
    expect(links.sent).toEqual([`${PUBLIC}${h.inviteUrl}`]);
    expect(links.ogUrl).toEqual([`${PUBLIC}/`, `${PUBLIC}/`, `${PUBLIC}/`]);
    expect(links.ogImage).toBe(`${PUBLIC}/images/hero-og.jpg`);
    for (const page of links.pages) expect(page).not.toContain("evil.example");
  });

  it("point at this machine (http://localhost:PORT) while PUBLIC_URL is unset, never at the request's Host", async () => {
    const h = await start({ PORT: "3456" });
    const links = await linksWritten(h);
    expect(links.message).toBe(`http://localhost:3456${h.inviteUrl}`);
    expect(links.round).toEqual([`http://localhost:3456${h.inviteUrl}`]);
    expect(links.sent).toEqual([`http://localhost:3456${h.inviteUrl}`]);
    expect(links.ogUrl).toEqual(["http://localhost:3456/", "http://localhost:3456/", "http://localhost:3456/"]);
    for (const page of links.pages) expect(page).not.toContain("evil.example");
  });
});

describe("PUBLIC_URL", () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), "wedding-public-url-config-"));

  it("is the site's origin: a trailing slash dropped, a path, query, other scheme or credentials refused with a sentence", () => {
    const config = (PUBLIC_URL: string) => loadConfig({ APP_SECRET: "p".repeat(64), DATA_DIR: dir(), PUBLIC_URL });
    expect(config("https://Aarav-Weds-Meera.example/").publicUrl).toBe("https://aarav-weds-meera.example");
    expect(config("http://192.168.1.20:3000").publicUrl).toBe("http://192.168.1.20:3000");
    expect(config("").publicUrl).toBeUndefined();
    for (const bad of [
      "aarav-weds-meera.example",
      "https://x.example/wedding",
      "https://x.example/?a=1",
      "ftp://x.example",
      "https://u:p@x.example",
      "https://x.example/#top",
    ])
      expect(() => config(bad), bad).toThrow("PUBLIC_URL must be the site's address, such as https://aarav-weds-meera.example (http or https, no path)");
  });

  it("unset, is said once in the start-up log", async () => {
    const lines: string[] = [];
    for (const env of [{}, { PUBLIC_URL: PUBLIC }]) {
      const dataDir = dir();
      const config = loadConfig({ APP_SECRET: "p".repeat(64), DATA_DIR: dataDir, LOG_LEVEL: "info", ...env });
      const sqlite = openSqlite(":memory:");
      const { db, watch } = createKysely(sqlite);
      await migrate(db);
      const app = await buildApp({ config, database: { db, sqlite, watch }, loggerStream: { write: (line) => void lines.push(line) } });
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const warnings = lines.filter((l) => l.includes("PUBLIC_URL"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining("http://localhost:3000") });
    // buildApp needs a placeholder test app for afterEach.
    t = await makeTestApp();
  });
});
