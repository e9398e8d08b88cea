/**
 * Phone-size rough edges (issue 13, item 8), kept fixed at 360 x 740: the page never scrolls sideways in
 * any state of the RSVP form (a failed upload included), the server's own reason for a refused file,
 * typed phone numbers, the makeup count, each page's title, "RSVP Now" on the first screen, slideshow
 * controls clear of the slide's title, 44 x 44 px tap targets, "Skip to content" first, lining figures.
 * Screenshots of every form state at 360 x 740 and 390 x 844 go to e2e/output/screenshots/phone-*.png.
 */
import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openE2eDb } from "./e2e-db";

const PHONE = { width: 360, height: 740 } as const;
const PHONE_390 = { width: 390, height: 844 } as const;
const COUPLE = "Aarav & Meera";
const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(2000), "latin1");
const REFUSED = "Invalid file type. Please upload a PDF, JPG, or PNG file.";

test.use({ viewport: PHONE });

/** The page is no wider than the screen: nothing scrolls sideways. */
async function noSideways(page: Page, state: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${state}: the page is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/**
 * Checks the state at 360 px, then at 390 x 844 too, with a screenshot of the screen at each size
 * (scrolled to `focus`), and goes back to 360 x 740.
 */
async function checkState(page: Page, name: string, focus: Locator) {
  fs.mkdirSync("e2e/output/screenshots", { recursive: true });
  for (const size of [PHONE, PHONE_390]) {
    await page.setViewportSize(size);
    await focus.scrollIntoViewIfNeeded();
    await noSideways(page, `${name} at ${size.width} px`);
    await page.screenshot({ path: `e2e/output/screenshots/phone-${name}-${size.width}.png`, animations: "disabled" });
  }
  await page.setViewportSize(PHONE);
}

const box = async (l: Locator) => {
  await l.scrollIntoViewIfNeeded();
  const b = await l.boundingBox();
  expect(b, "the element has a box").not.toBeNull();
  return b!;
};

async function expectTapTarget(l: Locator, what: string) {
  const b = await box(l);
  expect(Math.round(b.width), `${what} is at least 44 px wide`).toBeGreaterThanOrEqual(44);
  expect(Math.round(b.height), `${what} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
}

const slot = (page: Page, who: string, side: string) => page.getByLabel(`${side} for ${who}`, { exact: true });
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test("the RSVP form never scrolls sideways at 360 px, in any state, a failed upload included", async ({ page }) => {
  // Many states, each checked and photographed at two sizes: more than the default 30 s on a shared machine.
  test.setTimeout(90_000);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Aarav/ })).toBeVisible();
  await noSideways(page, "home page");

  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  // The form itself, once its chunk has arrived (the skeleton stands in until then).
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  await checkState(page, "form-empty", form.getByLabel("Full Name").first());

  // Typing the international or the trunk-0 form ends in the same 10 digits as pasting does.
  const phone = form.getByLabel("Phone Number");
  await phone.pressSequentially("+91 98765 43210");
  await expect(phone).toHaveValue("9876543210");
  await phone.fill("");
  await phone.pressSequentially("09876543210");
  await expect(phone).toHaveValue("9876543210");
  await phone.fill("");
  await phone.pressSequentially("0091 98765 43210");
  await expect(phone).toHaveValue("9876543210");

  await form.getByLabel("Full Name").first().fill("Narrow Screen Guest");
  await form.getByText("Joyfully accepts").click();
  const makeup = form.getByLabel("I would like a makeup artist").first();
  await makeup.check();
  await expect(form.getByLabel("Number of makeup sessions")).toHaveValue("1");
  await checkState(page, "form-attending", makeup);

  // Family members and children.
  for (let i = 0; i < 2; i++) await form.getByRole("button", { name: "Add Member" }).click();
  const members = form.getByTestId("family-member");
  await members.nth(0).getByLabel("Full Name").fill("Ira Venkataraghavan-Subramaniam");
  await members.nth(1).getByLabel("I would like a makeup artist").check();
  for (let i = 0; i < 2; i++) await form.getByRole("button", { name: "Add Child" }).click();
  await form.getByLabel("Child #1 name").fill("Tara");
  await form.getByLabel("Age of Child #1").fill("7");
  await checkState(page, "form-family", members.nth(1));
  await checkState(page, "form-children", form.getByTestId("child").nth(1));

  // Front and back separately, for the guest and a member.
  await form.getByTestId("id-upload-primary").getByText("Front & Back Separately").click();
  await members.nth(0).getByText("Front & Back Separately").click();
  await checkState(page, "form-separate", form.getByTestId("id-upload-primary"));

  // A failed upload: a text file named x.pdf. The guest reads the server's own reason, not "try again".
  // Uploads wait for the consent tick (issue 17).
  await page.getByLabel("I agree that the couple may share this document with the hotel for check-in").check();
  await slot(page, "you", "Front side").setInputFiles({ name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF") });
  await expect(toastText(page, REFUSED)).toBeVisible();
  await expect(page.getByText("Failed to upload front ID. Please try again.", { exact: true })).toHaveCount(0);
  const primaryUpload = form.getByTestId("id-upload-primary");
  await expect(primaryUpload.getByText("Upload failed, choose the file again")).toBeVisible();
  await checkState(page, "form-upload-failed", primaryUpload);

  // In a member card the same reason comes as a plain alert.
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await slot(page, "Family Member #1", "Back side").setInputFiles({
    name: "x.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text, not a PDF"),
  });
  await expect.poll(() => alerts).toEqual([REFUSED]);
  await checkState(page, "form-member-upload-failed", members.nth(0).getByTestId("id-upload-member"));

  // A stored file with a long name, and back to a single file.
  await form.getByTestId("id-upload-primary").getByText("Single File (PDF/Image)").click();
  await slot(page, "you", "ID document (both sides)").setInputFiles({
    name: "passport-scan-front-and-back-of-aarav-2025-final-version.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(primaryUpload.getByRole("status").filter({ hasText: "passport-scan" })).toBeVisible();
  await checkState(page, "form-uploaded-long-name", primaryUpload);

  // Validation errors: the member without a name and the child without one.
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(form.getByText("Child name is required")).toBeVisible();
  await checkState(page, "form-errors", form.getByText("Child name is required"));

  // Declining hides everything after the question.
  await form.getByText("Regretfully declines").click();
  await expect(form.getByRole("button", { name: "Add Member" })).toHaveCount(0);
  await checkState(page, "form-declining", form.getByText("Regretfully declines"));
});

test("makeup sessions: an emptied or zero count with the box ticked is 1 session; unticked it is 0", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  // The form itself, once its chunk has arrived (the skeleton stands in until then).
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  await form.getByLabel("Full Name").first().fill("Makeup Count Guest");
  await form.getByLabel("Phone Number").fill(`7${String(Date.now()).slice(-9)}`);
  await form.getByText("Joyfully accepts").click();
  await form.getByLabel("I would like a makeup artist").first().check();
  await form.getByLabel("Number of makeup sessions").fill("");
  await form.getByRole("button", { name: "Add Member" }).click();
  const member = form.getByTestId("family-member").first();
  await member.getByLabel("Full Name").fill("Zero Count Member");
  await member.getByLabel("I would like a makeup artist").check();
  await member.getByLabel("Number of makeup sessions").fill("0");
  const sent = page.waitForRequest((r) => r.url().includes("/trpc/guest.submitRsvp") && r.method() === "POST");
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  const body = (await sent).postDataJSON() as Record<string, { json?: unknown }> | { json?: unknown };
  const input = JSON.stringify(body);
  // What the form sends after the shared schema's rule: 1 session for both.
  expect(input).toContain('"makeupCount":1');
  expect(input).not.toContain('"makeupCount":0');
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await noSideways(page, "Thank You screen");
});

test.describe("pages at phone size", () => {
  test("each page has its own title", async ({ page }) => {
    for (const [path, title] of [
      ["/", `${COUPLE} · Wedding`],
      ["/timeline", `Wedding Itinerary · ${COUPLE}`],
      ["/menu/view", `Menus · ${COUPLE}`],
      ["/menu/anything", `Menus · ${COUPLE}`],
      ["/login", `Admin Login · ${COUPLE}`],
      ["/no-such-page", `Page Not Found · ${COUPLE}`],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await noSideways(page, path);
    }
  });

  test("the server's first paint carries the same title", async ({ request }) => {
    for (const [path, title] of [
      ["/", `${COUPLE} · Wedding`],
      ["/timeline", `Wedding Itinerary · ${COUPLE}`],
      ["/menu/view", `Menus · ${COUPLE}`],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&"), path).toBe(title);
    }
  });

  test('"RSVP Now" is fully visible on the first screen of a 360 x 740 phone', async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const button = page.getByRole("link", { name: "RSVP Now" });
    await expect(button).toBeVisible();
    const b = (await button.boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(56); // below the fixed top bar
    expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkState(page, "home-first-screen", button);
  });

  test('the first Tab stop is "Skip to content"', async ({ page }) => {
    for (const path of ["/", "/timeline", "/menu/view"]) {
      await page.goto(path);
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus"), path).toHaveText("Skip to content");
      await expect(page.locator(":focus")).toBeInViewport();
    }
  });

  test("slideshow arrows and dots never cover the slide's title, and every control is 44 x 44 px", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Venue photos and videos" });
    await carousel.scrollIntoViewIfNeeded();
    const count = await carousel.getByRole("button", { name: /Go to slide/ }).count();
    expect(count).toBeGreaterThan(1);
    const controls = [carousel.getByRole("button", { name: "Previous slide" }), carousel.getByRole("button", { name: "Next slide" })];
    for (let i = 0; i < count; i++) {
      await expect(carousel.getByText(`${i + 1} / ${count}`)).toBeVisible();
      // Only the current slide's title is drawn (over the slide, with its description).
      const title = carousel.getByRole("heading");
      await expect(title).toHaveCount(1);
      const t = await box(title);
      for (const control of [...controls, carousel.getByRole("button", { name: /Go to slide/ })]) {
        for (const c of await control.all()) {
          const b = (await c.boundingBox())!;
          const overlaps = b.x < t.x + t.width && t.x < b.x + b.width && b.y < t.y + t.height && t.y < b.y + b.height;
          expect(overlaps, `slide ${i + 1}: a control covers the title`).toBe(false);
        }
      }
      await carousel.getByRole("button", { name: "Next slide" }).click();
    }
    for (const c of controls) await expectTapTarget(c, "slideshow arrow");
    for (const dot of await carousel.getByRole("button", { name: /Go to slide/ }).all()) await expectTapTarget(dot, "slideshow dot");
    await checkState(page, "venue-slideshow", carousel);
    for (const link of await page.getByRole("navigation", { name: "Footer" }).getByRole("link").all())
      await expectTapTarget(link, `footer link ${await link.textContent()}`);
  });

  test('"See the menus" on the itinerary is 44 x 44 px to tap', async ({ page }) => {
    await page.goto("/timeline");
    await expectTapTarget(page.getByRole("link", { name: "See the menus" }), '"See the menus"');
    for (const link of await page.getByRole("navigation", { name: "Footer" }).getByRole("link").all())
      await expectTapTarget(link, `footer link ${await link.textContent()}`);
  });

  test("titles and numbers use lining figures (the display face's old-style 18 read as I8)", async ({ page }) => {
    const lining = (l: Locator) => l.evaluate((el) => getComputedStyle(el).fontVariantNumeric);
    await page.goto("/");
    await expect.poll(() => lining(page.locator("#hero-title"))).toContain("lining-nums");
    // The countdown's figures (while the date is ahead) are tabular too: both at once.
    const digits = page.getByRole("timer").locator("div.font-display");
    for (const digit of await digits.all()) {
      expect(await lining(digit)).toContain("lining-nums");
      expect(await lining(digit)).toContain("tabular-nums");
    }
    // "Children (Under 18)" is where old-style figures read as "I8".
    await page.getByRole("link", { name: "RSVP Now" }).click();
    const form = page.getByRole("form", { name: "RSVP form" });
    // The form itself, once its chunk has arrived (the skeleton stands in until then).
    await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
    await form.getByText("Joyfully accepts").click();
    await expect.poll(() => lining(form.getByRole("heading", { name: "Children (Under 18)" }))).toContain("lining-nums");
    for (const h of await page.locator("h1, h2, h3, h4").all()) expect(await lining(h)).toContain("lining-nums");
    // The slideshow's counter ("1 / 4") is tabular and lining.
    expect(await lining(page.getByText(/^1 \/ \d+$/))).toMatch(/lining-nums.*tabular-nums|tabular-nums.*lining-nums/);
    await page.goto("/timeline");
    for (const h of await page.locator("h1, h2, h3, [role=tab]").all()) expect(await lining(h)).toContain("lining-nums");
    await page.goto("/menu/view");
    for (const h of await page.locator("h1, h2, h3, [role=tab]").all()) expect(await lining(h)).toContain("lining-nums");
  });
});

test("a guest abroad replies with +44 7400 123456 at 360 px: the hint asks for the country code, a short number is told so", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  const phone = form.getByLabel("Phone Number");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await expect(form.getByText("From abroad, start with + and your country code", { exact: false })).toBeVisible();
  await checkState(page, "phone-abroad-hint", phone);

  await form.getByLabel("Full Name").first().fill("Priya Shah (London)");
  await form.getByText("Joyfully accepts").click();
  await phone.pressSequentially("+44 7400");
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(form.getByText("This number looks too short or too long for its country code", { exact: false })).toBeVisible();
  await checkState(page, "phone-abroad-error", phone);

  // Twelve digits without the "+": the spec's message, with the hint still under it.
  await phone.fill("");
  await phone.pressSequentially("447400123");
  await expect(form.getByText("Phone number must be exactly 10 digits", { exact: true })).toBeVisible();
  await expect(form.getByText("From abroad, start with + and your country code", { exact: false })).toBeVisible();
  await checkState(page, "phone-ten-digits-error", phone);

  await phone.fill("");
  await phone.pressSequentially("+44 7400 123456");
  await expect(phone).toHaveValue("+44 7400 123456");
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await noSideways(page, "Thank You screen");
  const db = openE2eDb();
  try {
    const row = db.prepare("select primary_guest_phone as phone from rsvps where primary_guest_name = ?").get("Priya Shah (London)") as { phone: string };
    expect(row.phone).toBe("+447400123456");
  } finally {
    db.close();
  }
});
