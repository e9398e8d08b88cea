/**
 * The guest pages as the server draws them (src/client/entry-server.tsx through page-shell.tsx), read as a
 * browser without JavaScript would: their content and the reply form are in the HTML, the answers the app
 * hydrates with are data, nothing in them runs, and nothing of the dashboard is drawn or linked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../scripts/seed-demo";
import { makeTestApp, type TestApp } from "./app.test-helpers";
import { formBody, PDF_BYTES } from "./files/multipart.test-helpers";
import { inviteTokenOf } from "./modules/households/invite-link";

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
const RENDER_ENTRY = path.resolve(__dirname, "../client/entry-server.tsx");

/** The page's text as a reader sees it (tags, scripts and data elements left out). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<template[\s\S]*?<\/template>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-render-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await makeTestApp({}, { clientDir, renderEntry: RENDER_ENTRY });
  await seedDemo(t.db, t.config.appSecret);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf("</div><script id="));
  return { res, html: res.body, root, text: textOf(root) };
}

/** What every drawn page keeps to: data but no code of its own, no dashboard, the answers as JSON. */
function expectSafe(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts.filter((attrs) => !/type="application\/json"/.test(attrs) && !/type="module" src=/.test(attrs))).toEqual([]);
  expect(html).not.toMatch(/\son[a-z]+="/i);
  expect(html).not.toMatch(/\/admin|assets\/admin/);
  expect(html).not.toContain("<!--$!-->");
  const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(state!)).toMatchObject({ queries: expect.any(Array), drawnAt: expect.any(Number) });
}

describe("the server's drawing of the guest pages", () => {
  it("draws the home page whole: the couple, the dates, the venue and the reply form that posts without JavaScript", async () => {
    const { html, root, text } = await page("/");
    expectSafe(html);
    expect(text).toContain("Aarav");
    expect(text).toContain("Meera");
    expect(text).toContain("November 7–8, 2025");
    expect(text).toContain("Will You Join Us?");
    const form = /<form [^>]*>/.exec(root)![0];
    for (const attr of ['method="post"', 'action="/rsvp/send"', 'encType="multipart/form-data"', 'data-reply-form=""']) expect(form).toContain(attr);
    for (const name of ["primaryGuestName", "primaryGuestPhone", "rsvpStatus", "idConsent", "uploadedFileName", "specialRequests"]) {
      expect(root, name).toContain(`name="${name}"`);
    }
    expect(root).toMatch(/<input type="hidden" name="idempotencyKey" value="[0-9a-f]{32}"/);
    expect(root).toMatch(/<button type="submit" [^>]*value="add-member"[^>]*name="intent"|<button type="submit" [^>]*name="intent"[^>]*value="add-member"/);
    // The attending sections are in the page, shown by CSS once "Yes" is picked.
    expect(root).toMatch(/<div class="attending-only[^"]*" hidden="">/);
    expect(text).toContain("Dining Preferences");
  });

  it("draws the itinerary with every function of the first day, and the menus with their dishes", async () => {
    const timeline = await page("/timeline");
    expectSafe(timeline.html);
    expect(timeline.text).toContain("Wedding Itinerary");
    const firstDay = await t.db.selectFrom("timelineEvents").select("eventName").where("day", "=", 1).execute();
    expect(firstDay.length).toBeGreaterThan(1);
    for (const { eventName } of firstDay) expect(timeline.text).toContain(eventName);
    // Each day is a link (?day=2): the server draws the page at that day.
    expect(timeline.root).toContain('href="?day=2"');
    const secondDay = await t.db.selectFrom("timelineEvents").select("eventName").where("day", "=", 2).execute();
    const day2 = await page("/timeline?day=2");
    for (const { eventName } of secondDay) expect(day2.text).toContain(eventName);

    for (const url of ["/menu/view", "/menu/anything"]) {
      const menus = await page(url);
      expectSafe(menus.html);
      expect(menus.text).toContain("Wedding Celebration Menus");
      expect(menus.text).toContain("Welcome Drinks");
      expect(menus.text).toContain("Buransh Sharbat");
    }
  });

  it("draws a reply's private link with the reply, and a household's invitation with its names and form", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/rsvp",
      payload: {
        primaryGuestName: "Kavya Rao",
        primaryGuestPhone: "9812345678",
        rsvpStatus: "yes",
        familyMembers: [{ name: "Ravi Rao", dietaryPreference: "non-veg" }],
        children: [{ name: "Mini", age: 6 }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await page((sent.json() as { editUrl: string }).editUrl);
    expectSafe(mine.html);
    expect(mine.root).toContain('value="Kavya Rao"');
    expect(mine.root).toContain('value="Ravi Rao"');
    expect(mine.root).toContain('value="Mini"');

    const household = await t.db
      .selectFrom("households")
      .select(["id", "name", "inviteVersion"])
      .where("openedAt", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const url = `/i/${inviteTokenOf(t.config.appSecret, household.id, household.inviteVersion)}`;
    const openedAt = async () => (await t.db.selectFrom("households").select("openedAt").where("id", "=", household.id).executeTakeFirstOrThrow()).openedAt;
    // WhatsApp reading the link for its preview gets the site's card, not the invitation, and does not count as the guest opening it.
    const preview = await page(url, { "user-agent": "WhatsApp/2.23.20.0 A" });
    expect(preview.html).not.toContain(household.name);
    expect(await openedAt()).toBeNull();
    const invitation = await page(url, {
      "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    });
    expectSafe(invitation.html);
    expect(invitation.text).toContain(household.name);
    expect(invitation.root).toContain('name="invitationToken"');
    expect(await openedAt()).not.toBeNull();
  });

  it("answers an unknown or revoked link 404 and leaves its page to the browser, which says so", async () => {
    const res = await t.app.inject({ method: "GET", url: `/i/${"x".repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="page-state"');
  });

  it("sends the form posted without JavaScript back drawn: what was typed in its fields, each error beside its field, the ID file kept", async () => {
    const body = formBody([
      ["primaryGuestName", "Kabir Malhotra"],
      ["primaryGuestPhone", "12345"],
      ["rsvpStatus", "yes"],
      ["dietaryPreference", "veg"],
      ["idConsent", "on"],
      { name: "uploadedFileName", data: PDF_BYTES },
      ["familyMembers.0.name", "Asha Malhotra"],
      ["children.0.name", "Mini"],
      ["children.0.age", "40"],
    ]);
    const res = await t.app.inject({ method: "POST", url: "/rsvp/send", payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf("</div><script id="));
    expectSafe(res.body);
    expect(root).toContain('value="Kabir Malhotra"');
    expect(root).toContain('value="12345"');
    expect(root).toContain('value="Asha Malhotra"');
    expect(root).toContain('value="Mini"');
    expect(root).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="yes"|<input type="radio"[^>]*value="yes"[^>]*checked=""/);
    expect(root).toMatch(/<option value="veg" selected="">/);
    // The errors sit under their fields (aria-invalid on the field, the sentence after it).
    expect(root).toMatch(/name="primaryGuestPhone"[^>]*\/>(<p id="[^"]+-error"[^>]*>|<p[^>]*>)[^<]*(10 digits|country code)/);
    expect(root).toMatch(/aria-invalid="true"[^>]*name="children\.0\.age"|name="children\.0\.age"[^>]*aria-invalid="true"/);
    // The stored file goes back with the next post.
    expect(root).toMatch(/<input type="hidden" name="uploadedFileName" value="[^"]+"/);
    expect(textOf(root)).toContain("We have your ID file.");
    expect(await t.db.selectFrom("rsvps").select("id").where("primaryGuestName", "=", "Kabir Malhotra").execute()).toEqual([]);
  });
});
