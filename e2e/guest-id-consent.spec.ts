/**
 * The guest's consent before an ID upload (issue 17, item 4), in Chromium against the built app: the ID section
 * says why, who sees it and when it is deleted, suggests a masked Aadhaar; nothing uploads until the tick; the
 * server refuses an upload without consent; the reply keeps the consent's time. Screenshots at 360, 390, 1280 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { openE2eDb } from "./e2e-db";

const CONSENT = "I agree that the couple may share this document with the hotel for check-in";
const PDF = Buffer.from("%PDF-1.7\n%guest passport\n" + "x".repeat(2000), "latin1");
/** Not in the demo data, and apart from the other journeys' numbers. */
const phone = () => `71${String(Date.now()).slice(-8)}`;

async function openForm(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  // The form itself, once its chunk has arrived (the skeleton stands in until then).
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  return form;
}

test("no upload before the tick; then the upload goes through and the reply keeps the consent's time", async ({ page }) => {
  const number = phone();
  const form = await openForm(page);
  await form.getByLabel("Full Name").first().fill("Naina Consent");
  await form.getByLabel("Phone Number").fill(number);
  await form.getByText("Joyfully accepts").click();

  const consent = form.getByTestId("id-consent");
  await expect(consent).toContainText("The hotel needs a government ID for every adult at check-in.");
  await expect(consent).toContainText("Only the couple and the hotel.");
  await expect(consent).toContainText("You can send a masked Aadhaar: the first 8 digits hidden.");
  await expect(consent).toContainText(/deleted from our server \d+ days? after the last wedding day, at the end of \d{1,2} [A-Z][a-z]+ \d{4}\./);

  let uploads = 0;
  page.on("request", (r) => r.url().includes("/api/temp-upload") && uploads++);
  const file = page.getByLabel("ID document (both sides) for you", { exact: true });
  await expect(file).toBeDisabled();
  await expect(form.getByTestId("id-upload-primary")).toContainText("Tick the agreement above to upload");

  for (const [label, size] of [
    ["360", { width: 360, height: 740 }],
    ["390", { width: 390, height: 844 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await consent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/output/screenshots/guest-id-consent-unticked-${label}.png`, animations: "disabled" });
  }

  await form.getByLabel(CONSENT).check();
  await expect(file).toBeEnabled();
  await file.setInputFiles({ name: "aadhaar-masked.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("status").filter({ hasText: "aadhaar-masked.pdf" })).toBeVisible();
  expect(uploads).toBe(1);
  for (const [label, size] of [
    ["360", { width: 360, height: 740 }],
    ["390", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await consent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/output/screenshots/guest-id-consent-ticked-${label}.png`, animations: "disabled" });
  }

  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const db = openE2eDb();
  try {
    const row = db.prepare("select id_proof_url, id_consent_at from rsvps where primary_guest_phone = ?").get(`+91${number}`) as {
      id_proof_url: string;
      id_consent_at: string;
    };
    expect(row.id_proof_url).toMatch(/^\/files\/id\/[A-Za-z0-9_-]+\.pdf$/);
    expect(Date.now() - Date.parse(row.id_consent_at)).toBeLessThan(5 * 60_000);
  } finally {
    db.close();
  }
});

test("the server refuses an upload without consent, whatever the page does", async ({ request }) => {
  const res = await request.post("/api/temp-upload", { multipart: { idProof: { name: "id.pdf", mimeType: "application/pdf", buffer: PDF } } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ success: false, message: `Please tick "${CONSENT}" before uploading an ID document.` });
});
