/**
 * Every guest page the server draws is hydrated as drawn: React finds the server's HTML and keeps it. A
 * mismatch would make React throw the drawing away and draw the page again in the phone (slower, and typing
 * into the form could be lost), and it reports it as an error on the page: none may appear, on the server's
 * clock and on a phone whose clock is before the wedding (the countdown's digits differ from the server's).
 */
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { hydrated } from "./app-code";
import { e2eDataDir } from "./e2e-db";

const ownerToken = async () => {
  const { openDatabase } = await import("../db/connect");
  const { createSession } = await import("../src/server/modules/auth/service");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  try {
    return (await createSession(db, new Date(), 1)).token;
  } finally {
    await db.destroy();
  }
};

async function errorsOn(browser: Browser, paths: string[], phoneClock?: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  if (phoneClock) await page.clock.install({ time: new Date(phoneClock) });
  const errors: string[] = [];
  let at = "";
  page.on("pageerror", (e) => errors.push(`${at}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(`${at}: ${m.text()}`);
  });
  for (const p of paths) {
    at = p;
    await page.goto(p);
    expect(await page.locator("#page-state").count(), `${p} is drawn by the server`).toBe(1);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
  }
  await context.close();
  return errors;
}

test("every page the server draws hydrates without a mismatch, on the server's clock and on a phone's before the day", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-8);
  const reply = await request.post("/api/rsvp", {
    data: {
      primaryGuestName: "Hydration Guest",
      primaryGuestPhone: `91${stamp}`,
      primaryGuestGender: "female",
      rsvpStatus: "yes",
      familyMembers: [{ name: "Hydration Companion" }],
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const editPath = new URL(((await reply.json()) as { editUrl: string }).editUrl, "http://x").pathname;
  const owner = await ownerToken();
  const auth = { authorization: `Bearer ${owner}` };
  const made = await request.post("/api/admin/households", {
    headers: auth,
    data: { name: "Hydration family", phone: `92${stamp}`, seats: 2, guests: ["Asha Hydration", "Ravi Hydration"] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const household = (await made.json()) as { id: string; inviteUrl: string };
  try {
    const paths = ["/", "/timeline", "/timeline?day=2", "/menu/view", "/menu/dinner", household.inviteUrl, editPath, `${editPath}?sent=1`];
    expect(await errorsOn(browser, paths)).toEqual([]);
    expect(await errorsOn(browser, paths, "2025-11-01T10:29:50Z")).toEqual([]);
  } finally {
    await request.delete(`/api/admin/households/${household.id}`, { headers: auth });
  }
});

test("an invitation whose change was kept on the phone hydrates as drawn, then opens the form and sends the change", async ({ browser, request }) => {
  const { PENDING_REPLY_KEY, placeOf } = await import("../src/client/guest/rsvp/pending-reply");
  const stamp = String(Date.now()).slice(-8);
  const owner = await ownerToken();
  const auth = { authorization: `Bearer ${owner}` };
  const made = await request.post("/api/admin/households", {
    headers: auth,
    data: { name: "Kept change family", phone: `93${stamp}`, seats: 1, guests: ["Mira Kept"] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const household = (await made.json()) as { id: string; inviteUrl: string };
  const token = new URL(household.inviteUrl, "http://x").pathname.split("/").pop()!;
  try {
    const first = { primaryGuestName: "Mira Kept", primaryGuestPhone: `93${stamp}`, rsvpStatus: "yes", familyMembers: [], children: [] };
    const replied = await request.post("/api/rsvp", { data: { ...first, invitationToken: token, idempotencyKey: crypto.randomUUID() } });
    expect(replied.status(), await replied.text()).toBe(200);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    // The guest changed the reply to "No" with no connection: the change waits on the phone.
    const kept = { place: placeOf(token), idempotencyKey: crypto.randomUUID(), reply: { ...first, rsvpStatus: "no" }, values: { ...first, rsvpStatus: "no" } };
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      PENDING_REPLY_KEY,
      JSON.stringify({ ...kept, primaryIdMissing: false, missingIds: [], keptAt: new Date().toISOString() }),
    ] as const);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
    });
    await page.goto(household.inviteUrl);
    expect(await page.locator("#page-state").count()).toBe(1);
    await hydrated(page);
    await expect(page.getByTestId("invitation-thanks")).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PENDING_REPLY_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await request.delete(`/api/admin/households/${household.id}`, { headers: auth });
  }
});
