/**
 * The owner deletes every ID document (issue 17, item 5) and reads the Activity view (item 3), in Chromium
 * against the built app: a reply with documents, one opened, the dialog that asks to type DELETE, the count,
 * files gone from disk and paths replaced by "ID deleted on {date}". Screenshots of the dialog and of the
 * Activity view (with its empty and error states) at 360, 390 and 1280 px.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { e2eDataDir, openE2eDb, signInAsAdmin } from "./e2e-db";

const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(2000), "latin1");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...Array(64).fill(0)]);
const SIZES = { "360": { width: 360, height: 740 }, "390": { width: 390, height: 844 }, "1280": { width: 1280, height: 800 } } as const;
const GUEST = "Tara Purgetest";

const idFiles = () => {
  const dir = path.join(e2eDataDir(), "files", "id");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** "16 Nov 2025": today at the venue (the demo wedding is in India). */
const todayAtVenue = () => new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" }).format(new Date());

async function replyWithDocuments(page: Page) {
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const res = await page.request.post("/api/temp-upload?consent=yes", { multipart: { idProof: { name, mimeType, buffer } } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { fileName: string }).fileName;
  };
  const [primary, member] = [await upload("passport.pdf", "application/pdf", PDF), await upload("id.png", "image/png", PNG)];
  const res = await page.request.post("/api/rsvp", {
    data: {
      primaryGuestName: GUEST,
      primaryGuestPhone: `72${String(Date.now()).slice(-8)}`,
      rsvpStatus: "yes",
      idConsent: true,
      uploadMode: "single",
      uploadedFileName: primary,
      familyMembers: [{ name: "Dev Purgetest", uploadMode: "single", uploadedFileName: member }],
    },
  });
  expect(res.status()).toBe(200);
  return [primary, member];
}

async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await prepare?.();
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${label}.png`, animations: "disabled" });
  }
}

test("the owner types DELETE, every document goes, replies say when; the Activity view lists it", async ({ page }) => {
  test.setTimeout(120_000);
  const names = await replyWithDocuments(page);
  for (const n of names) expect(idFiles()).toContain(n);
  await signInAsAdmin(page);

  await page.getByRole("tab", { name: "ID Proofs", exact: true }).click();
  await page.getByPlaceholder("Search guests, phone, status...").fill(GUEST);
  const row = page.getByTestId("id-proof-row").filter({ hasText: GUEST });
  const link = row.getByRole("link", { name: `View ID Proof of ${GUEST}` });
  await expect(link).toBeVisible();
  // The couple opens the document (recorded as an opening).
  expect((await page.request.get((await link.getAttribute("href"))!)).status()).toBe(200);

  await page.setViewportSize(SIZES["1280"]);
  await page.getByRole("button", { name: "Delete all ID documents" }).click();
  const dialog = page.getByRole("alertdialog");
  const confirm = dialog.getByRole("button", { name: "Delete all ID documents" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await shoot(page, "admin-id-purge-dialog");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByTestId("purge-result")).toHaveText(/^Deleted \d+ ID documents? from the server/);
  await shoot(page, "admin-id-purge-done");
  await dialog.getByRole("button", { name: "Close" }).click();

  // Files gone from disk; the replies keep the day instead of the path.
  expect(idFiles()).toEqual([]);
  const db = openE2eDb();
  try {
    const rows = db.prepare("select id_proof_url, id_deleted_at from rsvps where primary_guest_name = ?").all(GUEST) as {
      id_proof_url: string | null;
      id_deleted_at: string | null;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_proof_url).toBeNull();
    expect(rows[0]!.id_deleted_at).toBeTruthy();
    expect(db.prepare("select count(*) as n from stored_files where kind = 'id'").get()).toEqual({ n: 0 });
  } finally {
    db.close();
  }
  const deleted = `ID deleted on ${todayAtVenue()}`;
  await expect(row.getByTestId("id-deleted")).toHaveText([deleted, deleted]);
  await expect(row.getByRole("link")).toHaveCount(0);
  expect((await page.request.get(`/files/id/${names[0]}`)).status()).toBe(404);

  // The reply's card says so too.
  await page.getByRole("tab", { name: "RSVPs", exact: true }).click();
  await page
    .getByPlaceholder(/Search/)
    .first()
    .fill(GUEST);
  await expect(page.getByText(deleted).first()).toBeVisible();

  // Activity: newest first, the purge above the opening.
  await page.getByRole("tab", { name: "Activity", exact: true }).click();
  const table = page.getByTestId("activity-table");
  await expect(table).toBeVisible();
  const first = table.getByTestId("activity-row").first();
  await expect(first).toContainText("Deleted all ID documents");
  await expect(first).toContainText(/IST/);
  await expect(table.getByTestId("activity-row").filter({ hasText: "Opened an ID document" }).filter({ hasText: GUEST }).first()).toBeVisible();
  await shoot(page, "admin-activity");
});

test("the Activity view's empty and error states", async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(SIZES["1280"]);
  /** Answers admin.activity with `answer` inside whatever batch it rides in; the batch's other calls get the server's answers. */
  const answerActivity = (answer: object) =>
    page.route(/\/trpc\/[^?]*admin\.activity/, async (route) => {
      const paths = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/trpc\//, "")).split(",");
      const real = await route.fetch();
      const body = (await real.json()) as object[];
      body[paths.indexOf("admin.activity")] = answer;
      await route.fulfill({ status: body.some((b) => "error" in b) ? 207 : 200, contentType: "application/json", body: JSON.stringify(body) });
    });
  await answerActivity({ result: { data: { entries: [], page: 1, pageSize: 50, total: 0 } } });
  await page.getByRole("tab", { name: "Activity", exact: true }).click();
  await expect(page.getByText("No activity yet")).toBeVisible();
  await shoot(page, "admin-activity-empty");

  // A fresh load of the dashboard whose log cannot be read.
  await page.unrouteAll();
  await answerActivity({
    error: { message: "Something went wrong on our side. Please try again.", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } },
  });
  await page.goto("/admin?tab=activity");
  await expect(page.getByText("Failed to load the activity. Please try Refresh.")).toBeVisible();
  await shoot(page, "admin-activity-error");
});
