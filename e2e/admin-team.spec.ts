/**
 * The team (issue 17), journey (b): on the demo server (ADMIN_PHONE's owner) the owner adds a desk member in
 * the Team tab and logs out; with two members the login page asks for the number; the desk member logs in with
 * the code and sees only RSVPs, Rooms, Headcounts and Travel: no ID Proofs tab, no Export, "ID uploaded" instead
 * of document links, and the document's address answers 403 to the desk's session. The owner then removes the
 * member, and the login page is back to the masked number. Everything added is taken away afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page, test } from "@playwright/test";
import { e2eDataDir, restoreTables, signInAsAdmin, snapshotTables } from "./e2e-db";

const RECEIVER = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}/last`;
const DESK_PHONE = "9345600717";
const DESK_NAME = "Rahul Desk";
const ID_GUEST = "Priya Nair";
const ID_FILE = "teamdeskcheck01.png";
const SIZES = { "360": { width: 360, height: 740 }, "390": { width: 390, height: 844 }, "1280": { width: 1280, height: 800 } } as const;

async function snapSizes(page: Page, name: string) {
  fs.mkdirSync("e2e/output/screenshots", { recursive: true });
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${label}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(SIZES["1280"]);
}

/** The newest code the server delivered to the local webhook receiver for `phone`. */
async function lastCodeFor(page: Page, phone: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const delivery = (await (await page.request.get(RECEIVER)).json()) as { body: { phoneNumber: string; code: string } } | null;
      code = delivery?.body.phoneNumber === phone ? delivery.body.code : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const writable = () => {
  const db = new Database(path.join(e2eDataDir(), "wedding.sqlite"));
  db.pragma("busy_timeout = 5000");
  return db;
};

let snapshot: ReturnType<typeof snapshotTables>;
test.beforeAll(() => {
  snapshot = snapshotTables(["activity_log", "otp_challenges"]);
  // One ID document on file for a demo guest, so the desk's view of documents can be checked.
  const dir = path.join(e2eDataDir(), "files", "id");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ID_FILE), Buffer.from("89504e470d0a1a0a", "hex"));
  const db = writable();
  try {
    const rsvp = db.prepare("SELECT id FROM rsvps WHERE primary_guest_name = ?").get(ID_GUEST) as { id: string };
    db.prepare("INSERT INTO stored_files (name, kind, mime_type, size_bytes, rsvp_id, claimed_at) VALUES (?, 'id', 'image/png', 8, ?, ?)").run(
      ID_FILE,
      rsvp.id,
      new Date().toISOString(),
    );
    db.prepare("UPDATE rsvps SET id_proof_url = ? WHERE id = ?").run(`/files/id/${ID_FILE}`, rsvp.id);
  } finally {
    db.close();
  }
});
test.afterAll(() => {
  const db = writable();
  try {
    // The member goes with its sessions and codes (cascade), should the journey have stopped before removing it.
    db.prepare("DELETE FROM admins WHERE phone = ?").run(DESK_PHONE);
    db.prepare("UPDATE rsvps SET id_proof_url = NULL WHERE id_proof_url = ?").run(`/files/id/${ID_FILE}`);
    db.prepare("DELETE FROM stored_files WHERE name = ?").run(ID_FILE);
  } finally {
    db.close();
  }
  fs.rmSync(path.join(e2eDataDir(), "files", "id", ID_FILE), { force: true });
  restoreTables(snapshot);
});

test("the owner adds a desk member, who logs in and never sees an ID document", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  // The error state first (the team's read refused once), then Try again.
  await page.route("**/trpc/admin.team?**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify([{ error: { message: "Something went wrong", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } }]),
    }),
  );
  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByText("Failed to load the team.")).toBeVisible();
  await snapSizes(page, "team-error");
  await page.unroute("**/trpc/admin.team?**");
  await page.getByRole("button", { name: "Try again" }).click();
  const members = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
  await expect(members).toHaveCount(1);
  await snapSizes(page, "team-owner-alone");

  await page.getByRole("button", { name: "Add team member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add team member" });
  await dialog.getByLabel("Name").fill(DESK_NAME);
  await dialog.getByLabel("WhatsApp number").fill(DESK_PHONE);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Planner" }).click();
  await expect(dialog.getByText("Everything but the team and deleting ID documents")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Desk" }).click();
  await page.setViewportSize(SIZES["390"]);
  await page.screenshot({ path: "e2e/output/screenshots/team-add-dialog-390.png", animations: "disabled" });
  await page.setViewportSize(SIZES["1280"]);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: DESK_NAME })).toContainText("93456 00717");
  await expect(members.filter({ hasText: DESK_NAME })).toContainText("Desk");
  await page.getByRole("button", { name: "Close" }).click();
  await snapSizes(page, "team");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Two members: the page asks for the number, and shows no masked one.
  const phone = page.getByLabel("Your WhatsApp number");
  await expect(phone).toBeVisible();
  await expect(page.getByText("******3210")).toHaveCount(0);
  await snapSizes(page, "login-team-phone");
  await phone.fill(DESK_PHONE);
  await page.getByRole("button", { name: "Send OTP to WhatsApp" }).click();
  await page.getByLabel("Verification code").fill(await lastCodeFor(page, DESK_PHONE));
  await page.getByRole("button", { name: "Verify & Login" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["RSVPs", "Guest List", "Rooms", "Headcounts", "Travel"]);
  await expect(page.getByRole("tab", { name: "ID Proofs" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export to Excel" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add RSVP" })).toHaveCount(0);
  const card = page.getByTestId("rsvp-card").filter({ hasText: ID_GUEST });
  await expect(card.getByText("ID uploaded").first()).toBeVisible();
  await expect(page.locator('a[href*="/files/id/"]')).toHaveCount(0);
  await snapSizes(page, "desk-rsvps");

  // The desk's session never receives the path, and the document's address refuses it.
  const replies = await page.request.get("/api/admin/rsvps");
  expect(replies.status()).toBe(200);
  expect(await replies.text()).not.toContain("/files/id/");
  const doc = await page.request.get(`/files/id/${ID_FILE}`);
  expect(doc.status()).toBe(403);
  expect(await doc.json()).toEqual({ message: "Your role does not allow this." });

  // The owner removes the member again; one member: the masked number is back.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Team" }).click();
  await page.getByRole("button", { name: `Remove ${DESK_NAME}` }).click();
  await page.getByRole("alertdialog", { name: "Remove team member" }).getByRole("button", { name: "Remove" }).click();
  await expect(members).toHaveCount(1);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("******3210")).toBeVisible();
  await expect(page.getByLabel("Your WhatsApp number")).toHaveCount(0);
});
