/**
 * A reply never lost to a dropped connection, at 360 x 740 in Debian's Chromium: the network goes at "Send my RSVP",
 * the reply (with its family member and the ID file already uploaded) is kept on the phone with "Saved on this
 * phone…", and it is sent when the connection is back, or when the page is opened again, storing exactly one reply
 * even when the first try reached the server and only its answer was lost.
 */
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 59;
const SAVED_ON_PHONE = "Saved on this phone. We will send it as soon as you are back online.";
const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(4000), "latin1");

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 } });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;
const freshPhone = () => `8${String(Date.now()).slice(-9)}`;

/** What the server stored for this phone: its replies, their family members and the primary's ID document. */
function stored(phone: string) {
  const db = new Database(path.join(srv.dataDir, "wedding.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, id_proof_url AS idProofUrl FROM rsvps WHERE primary_guest_phone = ?").all(`+91${phone}`) as {
      id: string;
      idProofUrl: string | null;
    }[];
    const members = rows.flatMap((r) => db.prepare("SELECT name FROM family_members WHERE rsvp_id = ?").all(r.id) as { name: string }[]);
    return { replies: rows.length, idProofUrl: rows[0]?.idProofUrl ?? null, members: members.map((m) => m.name) };
  } finally {
    db.close();
  }
}

function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Fills a yes for the guest and one family member, with the guest's ID uploaded. */
async function fillReply(page: Page, phone: string) {
  await page.goto(`${srv.url}/`);
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  // The form's own check (fetched once the form is on screen) has arrived.
  await page.waitForLoadState("networkidle");
  await form.getByLabel("Full Name").first().fill("Asha Verma");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Gender").first().selectOption("female");
  await form.getByText("Joyfully accepts").click();
  await page.getByLabel("I agree that the couple may share this document with the hotel for check-in").check();
  await page.getByLabel("ID document (both sides) for you", { exact: true }).setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("status").filter({ hasText: "passport.pdf" })).toBeVisible();
  await form.getByRole("button", { name: "Add Member" }).click();
  await form.getByTestId("family-member").nth(0).getByLabel("Full Name").fill("Ravi Verma");
  return form;
}

test("the network drops at Send: the reply is kept on the phone, then sent once when the connection is back", async ({ page, context }) => {
  const errors = watchPageErrors(page);
  const phone = freshPhone();
  const form = await fillReply(page, phone);

  // The member's ID fails on the way (the signal is already going): not kept, asked for again after the reply.
  await page.route(/\/api\/temp-upload/, (route) => route.abort("internetdisconnected"));
  page.once("dialog", (d) => void d.dismiss());
  await page
    .getByLabel("ID document (both sides) for Family Member #1", { exact: true })
    .setInputFiles({ name: "ravi.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByTestId("family-member").getByText("Upload failed, choose the file again")).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });

  await context.setOffline(true);
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  const notice = page.getByRole("status").filter({ hasText: SAVED_ON_PHONE });
  await expect(notice).toBeVisible();
  await expect(form).toBeHidden();
  // Kept with its key and the uploaded file's name; nothing reached the server.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("rsvpPendingReply") ?? "null"));
  expect(kept).toMatchObject({ place: "home", reply: { primaryGuestName: "Asha Verma", familyMembers: [{ name: "Ravi Verma" }] } });
  expect(kept.reply.uploadedFileName).toMatch(/\.pdf$/);
  expect(stored(phone).replies).toBe(0);
  // Brought into view in the long form's place (the guest pressed Send at its foot).
  await expect(notice).toBeInViewport();
  // The page scrolls smoothly: the notice settles mid-screen, clear of the header.
  await expect.poll(async () => (await notice.boundingBox())?.y ?? 0).toBeGreaterThan(150);
  await page.screenshot({ path: shot("guest-offline-reply-saved-360"), animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("guest-offline-reply-saved-1280"), animations: "disabled" });
  await page.setViewportSize({ width: 360, height: 740 });

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("RSVP & ID Proof Submitted Successfully!", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("The ID document for Ravi Verma did not reach us. Please choose it again on your reply's page (link below).")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("rsvpPendingReply"))).toBeNull();
  const saved = stored(phone);
  expect(saved.replies).toBe(1);
  expect(saved.members).toEqual(["Ravi Verma"]);
  expect(saved.idProofUrl).toMatch(/^\/files\/id\/.+\.pdf$/);
  await page.getByTestId("missing-ids").scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("guest-offline-reply-sent-360"), animations: "disabled" });
  expect(errors).toEqual([]);
});

test("the answer is lost and the page is opened again: the kept reply is sent from it, and stored once", async ({ page }) => {
  const errors = watchPageErrors(page);
  const phone = freshPhone();
  const form = await fillReply(page, phone);

  // The first send reaches the server, but its answer never comes back; later tries fail until the signal returns.
  let signal = false;
  let tries = 0;
  await page.route("**/trpc/guest.submitRsvp**", async (route) => {
    tries++;
    if (signal) return route.continue();
    if (tries === 1) await route.fetch();
    return route.abort("internetdisconnected");
  });
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  expect(stored(phone).replies).toBe(1);

  // Opened again (still without a signal for the reply): the kept reply is tried at once and waits again.
  await page.reload();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect.poll(() => tries).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("form", { name: "RSVP form" })).toBeHidden();

  // The signal is back: the page's next try (its timer, no `online` event here) sends it.
  signal = true;
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("RSVP & ID Proof Submitted Successfully!", { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("rsvpPendingReply"))).toBeNull();
  const saved = stored(phone);
  expect(saved.replies).toBe(1);
  expect(saved.members).toEqual(["Ravi Verma"]);
  expect(errors).toEqual([]);
});
