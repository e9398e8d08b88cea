/** The link preview of the guest pages: the couple, the dates and the hero photo; nothing of a household on its private link. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "./app.test-helpers";

const INDEX = '<!doctype html><html><head><title>We\'re getting married</title></head><body><div id="root"></div></body></html>';
let clientDir: string;
let t: TestApp;
let token: string;
let editToken: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-og-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  // The cards' addresses are the public one (PUBLIC_URL); the host a request names is only what it named.
  t = await makeTestApp({ PUBLIC_URL: "http://aarav-meera.example" }, { clientDir });
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
  token = (household.json() as { inviteUrl: string }).inviteUrl.slice(3);
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/rsvp",
    payload: { invitationToken: token, primaryGuestName: "Vikram Kapoor", primaryGuestPhone: "9812345678", rsvpStatus: "yes" },
  });
  editToken = (reply.json() as { editToken: string }).editToken;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const meta = (head: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(head)?.[1];

describe("Open Graph tags", () => {
  it("give the home page the couple's names, the dates, the hero photo and its own address", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { host: "aarav-meera.example" } });
    const head = headOf(res.body);
    expect(meta(head, "og:title")).toBe("Aarav &amp; Meera · Wedding");
    expect(meta(head, "og:description")).toBe("February 12–13, 2027 · Pine Hill Resort");
    expect(meta(head, "og:image")).toBe("http://aarav-meera.example/images/hero-og.jpg");
    expect(meta(head, "og:url")).toBe("http://aarav-meera.example/");
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect((await t.app.inject({ method: "GET", url: "/timeline", headers: { host: "aarav-meera.example" } })).body).toContain(
      '<meta property="og:url" content="http://aarav-meera.example/timeline">',
    );
  });

  it.each([
    ["an invitation link", () => `/i/${token}`],
    ["a reply's private link", () => `/rsvp/${editToken}`],
  ])("give %s the site's card, and nothing of the household in the head", async (_, url) => {
    const res = await t.app.inject({ method: "GET", url: url(), headers: { host: "aarav-meera.example" } });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(meta(head, "og:title")).toBe("Aarav &amp; Meera · Wedding");
    expect(meta(head, "og:description")).toBe("February 12–13, 2027 · Pine Hill Resort");
    expect(meta(head, "og:image")).toBe("http://aarav-meera.example/images/hero-og.jpg");
    expect(meta(head, "og:url")).toBe("http://aarav-meera.example/");
    for (const personal of ["Kapoor", "Vikram", "Anjali", "Pune", "9812345678", token, editToken]) expect(head).not.toContain(personal);
  });

  it("writes a forged host header as text, never as markup", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { host: 'x"><script>alert(1)</script>' } });
    expect(headOf(res.body)).not.toContain("<script>alert");
  });

  it("point at a photo the site serves as a JPEG", () => {
    const bytes = fs.readFileSync(path.join(import.meta.dirname, "../../public/images/hero-og.jpg"));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
