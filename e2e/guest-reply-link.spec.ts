/**
 * Issue 13 in Debian's Chromium against the built app: a reply the guest can come back to. The link on
 * Thank You, the remembered reply on the home page, the private link's page (yes -> no -> yes with the
 * family member kept), one reply per phone (checked through the admin REST API), and the reply-by date.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { e2eDataDir } from "./e2e-db";

const SIZES = [
  { label: "390", width: 390, height: 844 },
  { label: "360", width: 360, height: 740 },
] as const;

/** A phone number no other spec uses (a second reply for one number is refused). */
const freshPhone = (lead: string) => `${lead}${String(Date.now()).slice(-9)}`;

/** An admin session written straight into the server's database (as e2e-db.ts signs the browser in). */
async function adminToken(): Promise<string> {
  const { openDatabase } = await import("../db/connect");
  const { createSession } = await import("../src/server/modules/auth/service");
  const { db } = await openDatabase(path.join(e2eDataDir(), "wedding.sqlite"));
  const { token } = await createSession(db, new Date(), 1);
  await db.destroy();
  return token;
}

/** axe-core: no serious or critical violations on what the page shows now. */
async function noSeriousAxe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(serious).toEqual([]);
}

async function noSideways(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(4000), "latin1");

/** Phone-size screenshots (full page, the screen, or one element), each checked for sideways scrolling. */
async function snapPhones(page: Page, name: string, element?: "screen" | (() => ReturnType<Page["locator"]>)) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150);
    await noSideways(page, `${name} at ${size.width} px`);
    const file = `e2e/output/screenshots/${name}-${size.label}.png`;
    if (element === "screen") await page.screenshot({ path: file, animations: "disabled" });
    else if (element) await element().screenshot({ path: file, animations: "disabled" });
    else await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  }
}

async function openForm(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  // The form itself, once its chunk has arrived (the skeleton stands in until then).
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  return form;
}

async function repliesFor(request: APIRequestContext, token: string, phone: string) {
  const res = await request.get("/api/admin/rsvps", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { primaryGuestPhone: string; rsvpStatus: string; updatedAt: string | null; familyMembers: { name: string }[] }[] };
  // Replies keep phones in E.164; the guest typed ten digits.
  return body.data.filter((r) => r.primaryGuestPhone === `+91${phone}`);
}

test("a reply the guest can come back to: link on Thank You, remembered at home, changed yes -> no -> yes keeping the family", async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = freshPhone("8");
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openForm(page);
  await form.getByLabel("Full Name").first().fill("Rhea Link");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByText("Joyfully accepts").click();
  await form.getByLabel("Dietary preference").first().selectOption("veg");
  await page.getByLabel("I agree that the couple may share this document with the hotel for check-in").check();
  await page.getByLabel("ID document (both sides) for you", { exact: true }).setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("status").filter({ hasText: "passport.pdf" })).toBeVisible();
  await form.getByRole("button", { name: "Add Member" }).click();
  const member = form.getByRole("group", { name: "Family Member #1" });
  await member.getByLabel("Full Name").fill("Ishaan Link");
  await member.getByLabel("Dietary preference").selectOption("vegan");
  await form.getByRole("button", { name: "Send my RSVP" }).click();

  // Thank You: the absolute link, Copy, Send to my WhatsApp, and keep it.
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const link = page.getByTestId("reply-link");
  await expect(link).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/rsvp\/[A-Za-z0-9_-]{43}$/);
  const url = (await link.textContent())!;
  await expect(page.getByText(/Keep this link/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  const wa = await page.getByRole("link", { name: "Send to my WhatsApp" }).getAttribute("href");
  expect(wa!.startsWith("https://wa.me/?text=")).toBe(true);
  expect(decodeURIComponent(wa!.split("?text=")[1]!)).toContain(url);
  await snapPhones(page, "reply-thank-you-link");
  await noSeriousAxe(page);

  // The next visit: the home page shows the reply, not an empty form.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const card = page.getByTestId("remembered-reply");
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole("heading", { name: /^You replied on \d{1,2} [A-Z][a-z]+ \d{4}$/ })).toBeVisible();
  await expect(card.getByText("Coming: you and 1 guest")).toBeVisible();
  await expect(page.getByRole("form", { name: "RSVP form" })).toHaveCount(0);
  await snapPhones(page, "reply-remembered-card", () => page.locator("#rsvp-section"));
  await noSeriousAxe(page);

  // The link opens the same form filled in.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("link", { name: "View or change your reply" }).click();
  await expect(page).toHaveURL(url);
  const edit = page.getByRole("form", { name: "RSVP form" });
  await expect(edit.getByLabel("Phone Number")).toHaveValue(phone);
  await expect(edit.getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name")).toHaveValue("Ishaan Link");
  await expect(edit.getByText("ID document on file")).toBeVisible();
  await snapPhones(page, "reply-edit-page");
  await noSeriousAxe(page);

  // yes -> no, saved: the family is hidden, not lost; the ID document goes (the form says so before sending).
  await page.setViewportSize({ width: 390, height: 844 });
  await edit.getByText("Regretfully declines").click();
  await expect(edit.getByTestId("decline-deletes-ids")).toHaveText("Your ID documents will be deleted when you send this.");
  await edit.getByRole("button", { name: "Update my reply" }).click();
  await expect(page.getByTestId("reply-saved")).toHaveText("Your reply is updated. Not attending.");
  await expect(page.getByText("We'll miss you! Thank you for letting us know.", { exact: true }).first()).toBeVisible();

  // no -> yes, saved: the member is still there.
  await edit.getByText("Joyfully accepts").click();
  await expect(edit.getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name")).toHaveValue("Ishaan Link");
  await edit.getByRole("button", { name: "Update my reply" }).click();
  await expect(page.getByTestId("reply-saved")).toHaveText("Your reply is updated. Coming: you and 1 guest.");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await snapPhones(page, "reply-edit-saved", "screen");

  // What the server kept, read back fresh.
  await page.reload();
  await expect(page.getByRole("form", { name: "RSVP form" }).getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name")).toHaveValue(
    "Ishaan Link",
  );
  await expect(page.getByRole("form", { name: "RSVP form" }).getByLabel("Joyfully accepts")).toBeChecked();
  // The "no" deleted the guest's ID document: declining ends its purpose.
  await expect(page.getByRole("form", { name: "RSVP form" }).getByText("ID document on file")).toHaveCount(0);
  const mine = (await (await request.get(`/api/rsvp/edit/${url.split("/rsvp/")[1]}`)).json()) as { hasIdDocument: boolean; updatedAt: string | null };
  expect(mine).toMatchObject({ hasIdDocument: false });

  // The couple sees one reply for this phone, marked as changed.
  const token = await adminToken();
  const replies = await repliesFor(request, token, phone);
  expect(replies).toHaveLength(1);
  expect(replies[0]).toMatchObject({ rsvpStatus: "yes", familyMembers: [{ name: "Ishaan Link" }] });
  expect(replies[0]!.updatedAt).toBeTruthy();

  // A second reply for the same phone, from a browser that does not remember: refused at the phone field.
  await page.evaluate(() => localStorage.clear());
  const again = await openForm(page);
  await again.getByLabel("Full Name").first().fill("Rhea Again");
  await again.getByLabel("Phone Number").fill(phone);
  await again.getByText("Regretfully declines").click();
  await again.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(again.getByLabel("Phone Number")).toHaveAccessibleDescription(
    "We already have a reply for this phone number. Open the link from your confirmation to change it, or ask the couple to send it to you again.",
  );
  await expect(again.getByLabel("Phone Number")).toBeFocused();
  expect(await repliesFor(request, token, phone)).toHaveLength(1);
});

test('after the reply-by date the form gives way to "Replies closed on ...", on the home page and the reply\'s page', async ({ page, request }) => {
  const token = await adminToken();
  const auth = { authorization: `Bearer ${token}` };
  // A reply made while replies are open.
  const phone = freshPhone("7");
  const made = await request.post("/api/rsvp", {
    data: { primaryGuestName: "Late Guest", primaryGuestPhone: phone, rsvpStatus: "yes", familyMembers: [{ name: "Late Companion" }] },
  });
  expect(made.status()).toBe(200);
  const { editUrl } = (await made.json()) as { editUrl: string };

  const details = (await (await request.get("/api/wedding-details")).json()) as Record<string, unknown>;
  const put = (rsvpDeadline: string | null) =>
    request.put("/api/wedding-details", {
      headers: auth,
      data: {
        brideName: details.brideName,
        groomName: details.groomName,
        weddingDate: details.weddingDate,
        venue: details.venue,
        venueAddress: details.venueAddress ?? "",
        directionsLink: details.directionsLink ?? "",
        rsvpDeadline,
      },
    });
  expect((await put("2020-01-05")).status()).toBe(200);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("link", { name: "RSVP Now" }).click();
    await expect(page.getByText("Replies closed on 5 January 2020. Please contact the couple.")).toBeVisible();
    await expect(page.getByRole("form", { name: "RSVP form" })).toHaveCount(0);
    await noSideways(page, "closed home page");

    await page.goto(editUrl);
    await expect(page.getByText("Replies closed on 5 January 2020. Please contact the couple.")).toBeVisible();
    await expect(page.getByTestId("reply-overview")).toContainText("Late Companion");
    await expect(page.getByRole("button", { name: "Update my reply" })).toHaveCount(0);
    await noSideways(page, "closed reply page");

    // The server refuses too.
    const late = await request.post("/api/rsvp", { data: { primaryGuestName: "Too Late", primaryGuestPhone: freshPhone("6"), rsvpStatus: "no" } });
    expect(late.status()).toBe(403);
    expect(await late.json()).toEqual({ message: "Replies closed on 5 January 2020. Please contact the couple." });
  } finally {
    expect((await put(null)).status()).toBe(200);
  }
});
