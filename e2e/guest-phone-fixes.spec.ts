/**
 * What a guest hit on a phone (issue 30, item 5), on a private server with background music switched on:
 * the track costs no byte before the guest's first tap; the music button and its 5 s hint never cover a form
 * label, a card or the Thank You text at 360 x 740 and 390 x 844; "RSVP Now" puts the focus in Full Name
 * (mouse and keyboard); 44 x 44 px tap targets; each member's ID slot points to the one consent tick and the
 * edit page shows the consent given; "Coming: you and 1 guest"; a 409 without the generic toast; a long
 * file name cut with an ellipsis. Screenshots go to e2e/output/screenshots/phone-fixes-*.png.
 */
import fs from "node:fs";
import { type CDPSession, expect, type Locator, type Page, test } from "@playwright/test";
import { wavAudio } from "../src/server/files/media.test-helpers";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 61;
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(2000), "latin1");
const LONG_NAME = "Aadhaar-card-of-Ira-Venkataraghavan-Subramaniam-front-and-back-scanned-at-home-final.pdf";
const CONSENT = "I agree that the couple may share this document with the hotel for check-in";
const SHOTS = "e2e/output/screenshots";

test.describe.configure({ mode: "serial" });
test.use({ viewport: SIZES[0] });

// A phone's browser refuses play() until the guest has touched the page. Headless Chromium lets every autoplay
// through, whatever --autoplay-policy says, so the page is given the phone's rule; once touched, the real play().
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Playwright's own page.evaluate counts as a user gesture, so the page's navigator.userActivation is no guide:
    // a touch is a real (trusted) key or pointer press, as a browser counts one for its autoplay rule.
    let touched = false;
    for (const type of ["keydown", "pointerdown", "mousedown", "touchend"]) window.addEventListener(type, (e) => (touched ||= e.isTrusted), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!touched) return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
      return play.call(this);
    };
  });
});

let srv: TestServer;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  srv = await startServer(PORT);
  // The couple's music: a 60 s track (about 480 KB), switched on in the dashboard as a planner does it.
  const page = await browser.newPage();
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Audio", exact: true }).click();
  await page.getByLabel("Upload Audio File").setInputFiles({ name: "shehnai.wav", mimeType: "audio/wav", buffer: wavAudio(60) });
  await expect(page.getByRole("status").filter({ hasText: "Upload successful" }).first()).toBeVisible();
  await page.getByLabel("Title (optional)").fill("Shehnai");
  await page.getByRole("switch", { name: "Enable background audio" }).click();
  await page.getByRole("button", { name: "Save Audio Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Audio settings updated successfully" }).first()).toBeVisible();
  await page.close();
});
test.afterAll(async () => {
  await srv?.stop();
});

/** Bytes on the wire (headers and bodies as sent), counted by Chromium itself, with the URLs fetched. */
async function countBytes(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const urls = new Map<string, string>();
  let bytes = 0;
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  return { bytes: () => bytes, urls: () => [...urls.values()] };
}

const audioFetched = (urls: string[]) => urls.filter((u) => u.includes("/files/audio/"));
const toggle = (page: Page) => page.getByTestId("background-audio-toggle");
const hint = (page: Page) => page.getByRole("status").filter({ hasText: "Music Ready to Play" });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every readable thing of `scope` on screen (labels, legends, headings, paragraphs, cards' texts): none meets
 * the music button or its hint, and each one's left middle is its own (nothing but a toast drawn over it).
 */
async function nothingCovered(page: Page, scope: Locator, state: string, expectSome = true) {
  const music = [await toggle(page).boundingBox()];
  if (await hint(page).isVisible()) music.push(await hint(page).boundingBox());
  const readable = await scope.evaluate((root) => {
    const header = document.querySelector("header")!.getBoundingClientRect().bottom;
    const out: { text: string; box: Box; own: boolean }[] = [];
    for (const el of root.querySelectorAll<HTMLElement>("label, legend, h1, h2, h3, h4, p, dt, dd")) {
      const r = el.getBoundingClientRect();
      // On screen and below the fixed top bar (what scrolls under the bar is the bar's to hide).
      // (A visually hidden legend or label is 1 px wide: not read on screen.)
      if (r.width <= 2 || r.height <= 2 || r.bottom <= header || r.top >= window.innerHeight) continue;
      const top = Math.max(r.top, header);
      const [cx, cy] = [r.left + Math.min(r.width / 2, 20), (top + Math.min(r.bottom, window.innerHeight)) / 2];
      const hit = document.elementFromPoint(cx, cy);
      out.push({
        text: (el.textContent ?? "").trim().slice(0, 40),
        box: { x: r.left, y: top, width: r.width, height: Math.min(r.bottom, window.innerHeight) - top },
        // A toast passes over the page for a few seconds and has its own close button: not what is checked here.
        own: hit !== null && (el.contains(hit) || hit.contains(el) || /^Notifications/.test(hit.closest("[role=region]")?.getAttribute("aria-label") ?? "")),
      });
    }
    return out;
  });
  if (expectSome) expect(readable.length, `${state}: something readable is on screen`).toBeGreaterThan(0);
  for (const r of readable) {
    for (const m of music) expect(overlaps(r.box, m!), `${state}: the music control covers "${r.text}"`).toBe(false);
    expect(r.own, `${state}: something is drawn over "${r.text}"`).toBe(true);
  }
}

async function openForm(page: Page) {
  await page.goto(`${srv.url}/`);
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  return form;
}

async function expectTapTarget(l: Locator, what: string) {
  await l.scrollIntoViewIfNeeded();
  const b = (await l.boundingBox())!;
  expect(Math.round(b.width), `${what} is at least 44 px wide (${b.width})`).toBeGreaterThanOrEqual(44);
  expect(Math.round(b.height), `${what} is at least 44 px tall (${b.height})`).toBeGreaterThanOrEqual(44);
}

const uniquePhone = () => `8${String(Date.now()).slice(-9)}`;

test("the music costs no byte before the first tap, and plays (fetched then) after it", async ({ page }) => {
  const net = await countBytes(page);
  await page.goto(`${srv.url}/`);
  await expect(page.getByRole("heading", { name: /Aarav/ })).toBeVisible();
  // The autoplay attempt (1 s after load) is refused: the hint says so, for 5 s.
  await expect(hint(page)).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName("Play “Shehnai”");
  await expect(hint(page)).toBeHidden({ timeout: 10_000 });
  const before = net.bytes();
  console.log(`home page before any interaction: ${(before / 1024).toFixed(1)} KB (goal: no byte of the track)`);
  expect(audioFetched(net.urls()), "no request for the track before a tap").toEqual([]);
  expect(await page.getByTestId("background-audio").getAttribute("preload")).toBe("none");

  // The first tap (on nothing in particular) starts the music: only now is the track fetched.
  await page.mouse.click(180, 300);
  await expect(toggle(page)).toHaveAccessibleName("Mute “Shehnai”");
  await expect.poll(() => audioFetched(net.urls()).length).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId("background-audio").evaluate((a: HTMLAudioElement) => a.buffered.length > 0 && !a.paused)).toBe(true);
  console.log(`after the first tap: ${(net.bytes() / 1024).toFixed(1)} KB, the track among them`);
});

test("the music button and its hint cover no label, card or Thank You text, at 360 x 740 and 390 x 844", async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The hint shows after a refused autoplay, 1 s after load: bring the form up by script (a tap would let the
    // music start), so the hint and the form's fields share the screen.
    await page.goto(`${srv.url}/`);
    await page.locator("#rsvp-section").evaluate((el) => el.scrollIntoView());
    const form = page.getByRole("form", { name: "RSVP form" });
    await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeAttached();
    await form
      .getByLabel("Full Name")
      .first()
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(hint(page)).toBeVisible();
    // Measured where it rests, after its fade-in (which starts 8 px lower).
    await hint(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // The box sits inside the top bar.
    const bar = (await page.locator("header").first().boundingBox())!;
    for (const control of [toggle(page), hint(page)]) {
      const b = (await control.boundingBox())!;
      expect(b.y >= bar.y && b.y + b.height <= bar.y + bar.height, `${size.width} px: the music control lies within the top bar`).toBe(true);
      expect(b.x >= 0 && b.x + b.width <= size.width, `${size.width} px: the music control is on screen`).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/phone-fixes-music-hint-${size.width}.png` });
    await nothingCovered(page, page.locator("#rsvp-section"), `${size.width} px with the hint`);

    // The whole form, attending with a member and a child, scrolled through a screen at a time.
    await form.getByText("Joyfully accepts").click();
    await form.getByRole("button", { name: "Add Member" }).click();
    await form.getByRole("button", { name: "Add Child" }).click();
    await expect(hint(page)).toBeHidden({ timeout: 10_000 });
    const top = await page.locator("#rsvp-section").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const bottom = await page.locator("#rsvp-section").evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    let shots = 0;
    for (let y = top; y < bottom; y += Math.round(size.height * 0.6)) {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
      await nothingCovered(page, page.locator("#rsvp-section"), `${size.width} px at ${Math.round(y)} px`, false);
      if (shots++ < 3) await page.screenshot({ path: `${SHOTS}/phone-fixes-form-${size.width}-${shots}.png` });
    }

    // The Thank You screen.
    await form.getByText("Regretfully declines").click();
    await form.getByLabel("Full Name").first().fill("Music Check Guest");
    await form.getByLabel("Phone Number").fill(uniquePhone());
    await form.getByRole("button", { name: "Send my RSVP" }).click();
    // The server may ask for its quick check first, slow on a busy machine.
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nothingCovered(page, page.locator("section[aria-labelledby=thanks-title]"), `${size.width} px, Thank You`);
    await page.screenshot({ path: `${SHOTS}/phone-fixes-thank-you-${size.width}.png` });
    await page.evaluate(() => localStorage.clear());
  }
  // And on a laptop: in the bar beside the monogram, clear of the dates and venue in its middle.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${srv.url}/`);
  await expect(hint(page)).toBeVisible();
  await hint(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const middle = (await page.locator("header nav > p").boundingBox())!;
  expect(overlaps((await hint(page).boundingBox())!, middle), "the hint leaves the dates and venue readable").toBe(false);
  await page.screenshot({ path: `${SHOTS}/phone-fixes-music-hint-1280.png` });
});

test("RSVP Now puts the focus in Full Name, with a tap and with the keyboard", async ({ page }) => {
  await page.goto(`${srv.url}/`);
  await page.getByRole("link", { name: "RSVP Now" }).click();
  await expect(page.getByRole("form", { name: "RSVP form" }).getByLabel("Full Name").first()).toBeFocused();

  await page.goto(`${srv.url}/`);
  await page.getByRole("link", { name: "RSVP Now" }).focus();
  await page.keyboard.press("Enter");
  const name = page.getByRole("form", { name: "RSVP form" }).getByLabel("Full Name").first();
  await expect(name).toBeFocused();
  await page.keyboard.type("Keyboard Guest");
  await expect(name).toHaveValue("Keyboard Guest");
});

test("tap targets at 360 px, the consent pointed to from a member's slot, a long file name, and the edit page's consent", async ({ page }) => {
  test.setTimeout(120_000);
  const form = await openForm(page);
  await expectTapTarget(page.getByRole("link", { name: "Aarav and Meera, home" }), "the header monogram");
  await form.getByLabel("Full Name").first().fill("Tap Target Guest");
  const phone = uniquePhone();
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByText("Joyfully accepts").click();
  await form.getByRole("button", { name: "Add Member" }).click();
  const member = form.getByRole("group", { name: "Family Member #1" });
  await member.getByLabel("Full Name").fill("Ira Subramaniam");
  await expectTapTarget(member.getByRole("button", { name: "Remove Family Member #1" }), "a member's Remove");
  const primary = form.getByTestId("id-upload-primary");
  for (const mode of ["Single File (PDF/Image)", "Front & Back Separately"])
    await expectTapTarget(primary.locator("label").filter({ hasText: mode }), `the ID mode toggle "${mode}"`);

  // The member's slot points to the one tick; its link brings the tick into focus.
  await expect(member.getByTestId("consent-pointer")).toContainText("Uploads wait for your agreement");
  await member.getByRole("link", { name: /Tick the agreement/ }).click();
  const tick = page.getByLabel(CONSENT);
  await expect(tick).toBeFocused();
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  await expect(member.getByTestId("consent-pointer")).toContainText("covers this person too");
  await member.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/phone-fixes-member-consent-360.png` });

  // A single file with a long name: cut with an ellipsis, whole in its title, no sideways scroll.
  await page.getByLabel("ID document (both sides) for you", { exact: true }).setInputFiles({ name: LONG_NAME, mimeType: "application/pdf", buffer: PDF });
  // Once uploaded (while uploading, the name shows smaller in the same way).
  const done = primary.getByRole("status").filter({ hasText: /^Uploaded/ });
  await expect(done).toBeVisible();
  const shown = done.getByTitle(LONG_NAME);
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(["ellipsis", true]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectTapTarget(primary.getByRole("button", { name: "Change file" }), '"Change file"');
  // The toast that said so, and its close button.
  const close = page.getByRole("button", { name: "Close" }).first();
  await expectTapTarget(close, "the toast's close button");
  await primary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/phone-fixes-long-name-360.png` });

  // Front and back: "Replace". Back to the single file, which is the one sent.
  await primary.getByText("Front & Back Separately").click();
  await page.getByLabel("Front side for you", { exact: true }).setInputFiles({ name: "front.pdf", mimeType: "application/pdf", buffer: PDF });
  await expectTapTarget(primary.getByText("Replace", { exact: true }), '"Replace"');
  await primary.getByText("Single File (PDF/Image)").click();

  // Sent: the edit page shows the consent given, and the party as a guest counts it.
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await page.goto(`${srv.url}/`);
  const card = page.getByTestId("remembered-reply");
  await expect(card.getByText("Coming: you and 1 guest")).toBeVisible();
  await card.getByRole("link", { name: "View or change your reply" }).click();
  await expect(page.getByRole("button", { name: "Update my reply" })).toBeVisible();
  await expect(page.getByLabel(CONSENT)).toBeChecked();
  const given = page.getByText(/^You agreed to this on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
  await expect(given).toBeVisible();
  await given.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/phone-fixes-edit-consent-360.png` });

  // A second reply for the same phone (another browser): the sentence at the phone field, no generic toast.
  await page.evaluate(() => localStorage.clear());
  const again = await openForm(page);
  await again.getByLabel("Full Name").first().fill("Same Phone Guest");
  await again.getByLabel("Phone Number").fill(phone);
  await again.getByText("Regretfully declines").click();
  await again.getByRole("button", { name: "Send my RSVP" }).click();
  const phoneField = again.getByLabel("Phone Number");
  await expect(phoneField).toHaveAttribute("aria-invalid", "true");
  await expect(phoneField).toBeFocused();
  // A toast would have been asked for with the field's sentence; its list loads with the first toast.
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Please check your information and try again.", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Submission Failed", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/phone-fixes-409-360.png` });
});
