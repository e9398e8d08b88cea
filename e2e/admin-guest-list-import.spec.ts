/**
 * The guest-list import, as a planner makes it: on the Guest List tab she uploads the families' workbook (two
 * sheets, phones written every way, the same family twice, an unnamed row, and a groom's sheet whose phone column
 * is headed "Cell no", which is not recognised), points the phone column of that sheet at "Cell no", keeps the
 * merge of the same phone and un-ticks the merge of two similar names, imports, and the API then holds the
 * households (the merged one once, the un-merged ones twice). Screenshots of each step at 1280 and 390 px.
 * Households added here are deleted afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { expect, type Page, test } from "@playwright/test";
import { IMPORT_MESSAGES } from "../src/shared/schemas/household-import";
import { e2eDataDir, openE2eDb, signInAsAdmin } from "./e2e-db";

const SIZES = { "1280": { width: 1280, height: 800 }, "390": { width: 390, height: 844 } } as const;

async function snap(page: Page, name: string) {
  fs.mkdirSync("e2e/output/screenshots", { recursive: true });
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/output/screenshots/guest-list-import-${name}-${label}.png`, animations: "disabled" });
  }
  await page.setViewportSize(SIZES["1280"]);
}

async function familiesWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const bride = wb.addWorksheet("Bride side");
  bride.addRow(["Family ", "Mobile", "SIDE", "Pax", "Remarks"]);
  bride.addRow(["Khanna family (Pune)", "98700 11223", "Bride", 3, "outstation"]);
  bride.addRow(["KHANNA FAMILY (PUNE)", "+91-98700-11223", "BRIDE", 2, ""]);
  bride.addRow(["Bhatia ji", "09870022334", "bride", 2, ""]);
  bride.addRow(["bhatia ji.", "", "Bride", 1, "cousin of Bhatia ji"]);
  bride.addRow(["", "9870000000", "bride", 2, ""]);
  const groom = wb.addWorksheet("Groom side");
  groom.addRow(["Name", "Cell no", "Side", "Seats"]);
  groom.addRow(["Malhotra family", "98700 33445", "Groom", 4]);
  groom.addRow(["Sethi parivar", "+91 98700 44556", "groom", 2]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Household {
  id: number;
  name: string;
  phone: string | null;
  side: string | null;
  seats: number;
}

let before: number[] = [];
test.beforeAll(() => {
  const db = openE2eDb();
  try {
    before = (db.prepare("SELECT id FROM households").all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
});
test.afterAll(() => {
  const db = new Database(path.join(e2eDataDir(), "wedding.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const keep = new Set(before);
    const added = (db.prepare("SELECT id FROM households").all() as { id: number }[]).filter((r) => !keep.has(r.id));
    for (const { id } of added) db.prepare("DELETE FROM households WHERE id = ?").run(id);
  } finally {
    db.close();
  }
});

test("the planner imports the families' workbook, fixes a column, keeps one merge and un-ticks another", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=guest-list");
  await page.getByRole("button", { name: "Import spreadsheet" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import the guest list" });
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await snap(page, "1-upload");

  // A file that is not a workbook inside: the server's sentence, and the planner can choose again.
  await dialog
    .getByLabel("Choose a spreadsheet")
    .setInputFiles({ name: "broken.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("not a workbook") });
  await expect(dialog.getByRole("alert")).toHaveText(IMPORT_MESSAGES.unreadable);
  await snap(page, "1-error");

  await dialog.getByLabel("Choose a spreadsheet").setInputFiles({
    name: "families.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await familiesWorkbook(),
  });
  const summary = dialog.getByTestId("import-summary");
  // Six named rows; Khanna twice (same phone) and Bhatia twice (same name): 4 households; the unnamed row skipped.
  await expect(summary).toHaveText("4 households to create, 2 merges, 1 skipped, 4 notes");
  await expect(dialog.getByRole("combobox", { name: "Phone column, Groom side" })).toHaveText("— none —");
  await expect(dialog.getByText("Groom side, line 2: No phone number; imported without one.")).toBeVisible();
  await snap(page, "2-preview");
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await dialog.getByRole("combobox", { name: "Phone column, Groom side" }).click();
  await page.getByRole("option", { name: "Cell no" }).click();
  await expect(summary).toHaveText("4 households to create, 2 merges, 1 skipped, 2 notes");
  const rows = dialog.getByRole("region", { name: "Rows to import" });
  await expect(rows.getByRole("row", { name: /Groom side!2 Malhotra family 98700 33445/ })).toBeVisible();

  const bhatia = dialog.getByRole("listitem", { name: "Same name: Bhatia ji, bhatia ji." });
  await bhatia.getByRole("checkbox", { name: "Merge into one household" }).click();
  await expect(bhatia.getByText("Imported as 2 separate households.")).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: /^Same phone number: Khanna family/ }).getByRole("checkbox")).toBeChecked();
  await expect(summary).toHaveText("5 households to create, 1 merge, 1 skipped, 2 notes");
  await snap(page, "3-choices");

  await dialog.getByRole("button", { name: "Import 5 households" }).click();
  const done = page.getByRole("dialog", { name: "Guest list imported" });
  await expect(done.getByText("Imported 5 households (1 merged), 1 skipped")).toBeVisible();
  await snap(page, "4-result");
  await done.getByRole("button", { name: "Done" }).click();
  await expect(done).toBeHidden();
  await expect(page.getByText("Malhotra family").first()).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("adminSessionToken"));
  const res = await page.request.get("/api/admin/households", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: Household[] }).data.filter((h) => !before.includes(h.id));
  const brief = list.map((h) => ({ name: h.name, phone: h.phone, side: h.side, seats: h.seats })).sort((a, b) => a.name.localeCompare(b.name));
  expect(brief).toEqual([
    { name: "Bhatia ji", phone: "+919870022334", side: "bride", seats: 2 },
    { name: "bhatia ji.", phone: null, side: "bride", seats: 1 },
    { name: "Khanna family (Pune)", phone: "+919870011223", side: "bride", seats: 3 },
    { name: "Malhotra family", phone: "+919870033445", side: "groom", seats: 4 },
    { name: "Sethi parivar", phone: "+919870044556", side: "groom", seats: 2 },
  ]);
});
