/**
 * A household's own pages (/i/<token>, /rsvp/<token>) through the real app (issue 39, "Must work" 3): they are
 * `Cache-Control: private, no-store` for every cache but the guests' service worker, and a link-preview robot
 * (by its user agent, or a cookie-less request for only the head: a Range, or an Accept naming no page) gets the
 * site's card with nothing of the household: no name, phone, token, edit link or page state of it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";
import { formBody } from "./files/multipart.test-helpers";

const INDEX =
  '<!doctype html><html><head><title>x</title><script type="module" src="/assets/main-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
const RENDER_ENTRY = path.resolve(__dirname, "../client/entry-server.tsx");
const CHROME = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const BROWSER = { "user-agent": CHROME, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

let clientDir: string;
let t: TestApp;
let token: string;
let editToken: string;
/** What of the household must never reach a preview: names, phone (as typed and stored), notes, tokens. */
let personal: string[];

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-private-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir, renderEntry: RENDER_ENTRY });
  const headers = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now, 24, "planner")}` };
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/wedding-details",
    headers,
    payload: { brideName: "Meera Patel", groomName: "Aarav Sharma", weddingDate: "2027-02-12T05:00:00.000Z", venue: "Pine Hill Resort" },
  });
  expect(saved.statusCode).toBe(200);
  const household = await t.app.inject({
    method: "POST",
    url: "/api/admin/households",
    headers,
    payload: { name: "Kapoor Household Zed", seats: 2, guests: ["Vikram Kapoor", "Anjali Kapoor"], phone: "9812345678", notes: "Uncle from Pune" },
  });
  expect(household.statusCode, household.body).toBe(201);
  token = (household.json() as { inviteUrl: string }).inviteUrl.slice(3);
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: { invitationToken: token, primaryGuestName: "Vikram Kapoor", primaryGuestPhone: "9812345678", rsvpStatus: "yes" },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  editToken = (reply.json() as { editToken: string }).editToken;
  personal = ["Kapoor", "Vikram", "Anjali", "9812345678", "98123 45678", token, editToken];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = BROWSER) => t.app.inject({ method: "GET", url, headers });
const pages = () => [`/i/${token}`, `/rsvp/${editToken}`, `/rsvp/${editToken}?sent=1`];
const leaks = (body: string) => personal.filter((p) => body.includes(p));

describe("a household's pages are kept by no cache but the worker's", () => {
  it("answers its invitation and reply pages `private, no-store`, a link that opens nothing too", async () => {
    for (const url of [...pages(), "/i/not-a-real-invitation-token", "/rsvp/not-a-real-edit-token"]) {
      const res = await get(url);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    // The pages every guest reads stay revalidated, not refused to caches.
    for (const url of ["/", "/timeline", "/menu/view"]) expect((await get(url)).headers["cache-control"], url).toBe("no-cache");
  });

  it("answers the no-script form's page (what was typed, on the invitation) `private, no-store`", async () => {
    const body = formBody([
      ["idempotencyKey", "0123456789abcdef0123456789abcdef"],
      ["invitationToken", token],
      ["primaryGuestName", ""],
      ["primaryGuestPhone", "9812345678"],
      ["rsvpStatus", "yes"],
    ]);
    const res = await t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("a link-preview robot on a household's link", () => {
  it("a browser gets the household's page (what the robots must not)", async () => {
    const invitation = await get(`/i/${token}`);
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).toContain("Kapoor Household Zed");
    const replyPage = await get(`/rsvp/${editToken}`);
    expect(replyPage.body).toContain("Vikram Kapoor");
    expect(replyPage.body).toContain(editToken);
  });

  const robots = [
    "WhatsApp/2.23.20.0",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "TelegramBot (like TwitterBot)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Twitterbot/1.0",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  ];
  it.each(robots)("%s gets the site's card and nothing of the household", async (agent) => {
    await t.db.updateTable("households").set({ openedAt: null }).execute();
    for (const url of pages()) {
      const res = await get(url, { "user-agent": agent, accept: "*/*" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.body).toContain('<meta property="og:title" content="Aarav &amp; Meera · Wedding">');
      expect(res.body).toContain('<meta property="og:image"');
      expect(leaks(res.body), url).toEqual([]);
      expect(res.body).not.toContain('id="page-state"');
    }
    // Nor does the robot count as the family opening its invitation.
    expect(await t.db.selectFrom("households").select("openedAt").executeTakeFirstOrThrow()).toEqual({ openedAt: null });
  });

  it.each([
    ["a Range for the first bytes", { "user-agent": "Mozilla/5.0 (compatible; LinkFetcher)", accept: "text/html", range: "bytes=0-32767" }],
    ["an Accept that names no page", { "user-agent": "Mozilla/5.0 (compatible; LinkFetcher)", accept: "application/json" }],
  ])("a cookie-less request asking only for the head (%s) gets the card too", async (_, headers) => {
    for (const url of pages()) {
      const res = await get(url, headers);
      expect(res.body).toContain('<meta property="og:title"');
      expect(leaks(res.body), url).toEqual([]);
    }
  });

  it("a browser's own request with a cookie and a Range is still the browser's", async () => {
    const res = await get(`/i/${token}`, { ...BROWSER, cookie: "theme=light", range: "bytes=0-" });
    expect(res.body).toContain("Kapoor Household Zed");
  });
});
