/**
 * Consent taken back (the guest's private link), in Chromium against the built app: the guest opens their link,
 * withdraws their own ID document with "Withdraw and delete" (a confirm first), sees it gone, and, picking
 * "Regretfully declines" with a family member's document still on file, reads that it will be deleted when sent.
 * Screenshots at 360x740 (and 1280x800 for the dialog).
 */
import { expect, test } from "@playwright/test";
import { openE2eDb, signInAsAdmin } from "./e2e-db";

const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(2000), "latin1");
const phone = () => `72${String(Date.now()).slice(-8)}`;
const shots = "e2e/output/screenshots";

test("a guest withdraws their ID document from their link and sees it gone", async ({ page, request }) => {
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.post("/api/temp-upload?consent=yes", { multipart: { idProof: { name: "id.pdf", mimeType: "application/pdf", buffer: PDF } } });
    expect(res.status()).toBe(200);
    names.push(((await res.json()) as { fileName: string }).fileName);
  }
  const number = phone();
  const sent = await request.post("/api/rsvp", {
    data: {
      primaryGuestName: "Naina Withdraw",
      primaryGuestPhone: number,
      rsvpStatus: "yes",
      uploadMode: "single",
      uploadedFileName: names[0],
      idConsent: true,
      familyMembers: [{ name: "Vir Withdraw", uploadMode: "single", uploadedFileName: names[1] }],
      children: [],
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { editUrl } = (await sent.json()) as { editUrl: string };
  // The server draws the link's page with its documents on file and their buttons (the confirm's code comes later).
  const drawn = await (await request.get(editUrl)).text();
  expect(drawn).toContain("Withdraw and delete your ID document");
  expect(drawn).toContain('id="page-state"');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(editUrl);
  const form = page.getByRole("form", { name: "RSVP form" });
  await expect(form.getByText("ID document on file")).toHaveCount(2);
  const mine = form.getByRole("button", { name: "Withdraw and delete your ID document" });
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/guest-withdraw-id-on-file-360.png`, animations: "disabled" });

  await mine.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete this ID document?");
  await expect(dialog).toContainText("The couple will no longer have your ID document");
  await page.screenshot({ path: `${shots}/guest-withdraw-id-confirm-360.png`, animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/guest-withdraw-id-confirm-1280.png`, animations: "disabled" });
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.getByRole("button", { name: "Withdraw and delete" }).click();

  await expect(page.getByText("ID document deleted", { exact: true })).toBeVisible();
  await expect(form.getByText("ID document on file")).toHaveCount(1);
  await expect(form.getByRole("button", { name: "Withdraw and delete your ID document" })).toHaveCount(0);
  await expect(form.getByTestId("id-upload-primary")).toBeVisible();
  await form.getByTestId("id-upload-primary").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/guest-withdraw-id-gone-360.png`, animations: "disabled" });

  const db = openE2eDb();
  try {
    const row = db.prepare("select id, id_proof_url, id_deleted_at, id_deleted_by from rsvps where primary_guest_phone = ?").get(`+91${number}`) as Record<
      string,
      string | null
    >;
    expect(row).toMatchObject({ id_proof_url: null, id_deleted_by: "guest" });
    expect(db.prepare("select count(*) as n from stored_files where name = ?").get(names[0])).toEqual({ n: 0 });
    expect(db.prepare("select action from activity_log where rsvp_id = ? and action = 'id.withdraw'").all(row.id)).toHaveLength(1);
  } finally {
    db.close();
  }

  // The family member's document is still on file: declining says it will go when sent.
  await form.getByText("Regretfully declines").click();
  const notice = form.getByTestId("decline-deletes-ids");
  await expect(notice).toHaveText("Your ID documents will be deleted when you send this.");
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/guest-withdraw-id-decline-notice-360.png`, animations: "disabled" });

  // The couple's ID Proofs tab: the day the guest withdrew it, where the link was.
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("tab", { name: "ID Proofs", exact: true }).click();
  await page.getByPlaceholder("Search guests, phone, status...").fill("Naina Withdraw");
  const withdrawn = page.getByTestId("id-deleted").filter({ hasText: /^Withdrawn by the guest on \d{1,2} [A-Z][a-z]{2} \d{4}$/ });
  await expect(withdrawn).toHaveCount(1);
  await withdrawn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/admin-id-withdrawn-1280.png`, animations: "disabled" });
  await page.setViewportSize({ width: 360, height: 740 });
  await withdrawn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/admin-id-withdrawn-360.png`, animations: "disabled" });
});
