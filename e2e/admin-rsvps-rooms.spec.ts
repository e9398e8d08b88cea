/**
 * Dashboard part 1 in the browser: RSVPs, Assign Room, Rooms (management and status), Assign Guests,
 * unassign, delete, search and paging, ID proofs, the Excel download, screenshots, and 500 RSVPs.
 */
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { ID_FILE, ID_GUEST, openDashboard, startServer, type TestServer } from "./admin-test-server";
import { snapBoth } from "./screenshots";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 5;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(BASE_PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const card = (page: Page, name: string) => page.getByTestId("rsvp-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const roomCard = (page: Page, roomNo: string) =>
  page.getByTestId("room-status-card").filter({ has: page.getByRole("heading", { name: `Room ${roomNo}`, exact: true }) });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();
const stat = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "RSVP statistics" })
    .locator("div")
    .filter({ hasText: new RegExp(`^\\d+${label}$`) })
    .first();

async function openRoomStatus(page: Page) {
  await tab(page, "Rooms").click();
  await page.getByRole("button", { name: "Room Status & Assignments" }).click();
}

test("the shell: header, every tab an owner sees, stats; screenshots of every part 1 tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, srv);
  await expect(page.getByText("Aarav Sharma & Meera Iyer")).toBeVisible();
  for (const b of ["Refresh Data", "Export to Excel", "Logout"]) await expect(page.getByRole("button", { name: b })).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab")).toHaveText([
    "RSVPs",
    "Guest List",
    "Rooms",
    "Headcounts",
    "Travel",
    "Timeline",
    "Menu Management",
    "Wedding",
    "Audio",
    "Venue",
    "ID Proofs",
    "Activity",
    "Team",
  ]);
  // 7 responses: 6 attending (5 + 2 + 1 + 6 + 1 + 1 guests, 4 children), 1 not attending.
  await expect(stat(page, "Total Responses")).toContainText("7");
  await expect(stat(page, "Attending")).toContainText("6");
  await expect(stat(page, "Not Attending")).toContainText("1");
  await expect(stat(page, "Total Guests")).toContainText("16");
  await expect(stat(page, "Children")).toContainText("4");
  await expect(page.getByText("Showing 1 to 7 of 7 responses")).toBeVisible();

  const rohan = card(page, "Rohan Kapoor");
  await expect(rohan.getByText("Room 101 (Floor 1)")).toBeVisible();
  await expect(rohan.getByText("Yes (1 session(s))")).toBeVisible();
  await expect(rohan.getByText("8 years old")).toBeVisible();
  await expect(card(page, "Sameer Khan").getByText("No rooms assigned yet")).toBeVisible();
  await expect(card(page, "Sameer Khan").getByText("This guest is attending alone")).toBeVisible();
  await expect(card(page, "Neha Gupta").getByText("Not Attending", { exact: true })).toBeVisible();
  await expect(card(page, "Neha Gupta").getByRole("button", { name: "Assign Room", exact: true })).toHaveCount(0);
  await snapBoth(page, "admin-rsvps");

  await tab(page, "Rooms").click();
  await expect(page.getByRole("heading", { name: "Room Management" })).toBeVisible();
  await snapBoth(page, "admin-rooms-management");
  await page.getByRole("button", { name: "Room Status & Assignments" }).click();
  await expect(roomCard(page, "101")).toContainText("Rohan Kapoor");
  await snapBoth(page, "admin-rooms-status");
  await tab(page, "ID Proofs").click();
  await expect(page.getByTestId("id-proof-row").first()).toBeVisible();
  await snapBoth(page, "admin-id-proofs");

  // The part 2 tabs exist and open.
  for (const name of ["Timeline", "Menu Management", "Wedding", "Audio", "Venue"]) {
    await tab(page, name).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
  }
});

/** Serious or critical axe-core findings (WCAG 2.1 A and AA) on the page as it is now. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

test('Refresh Data re-reads the lists and says "Data Refreshed"', async ({ page }) => {
  await openDashboard(page, srv);
  const reread = page.waitForResponse((r) => r.url().includes("admin.rsvps") && r.ok());
  await page.getByRole("button", { name: "Refresh Data" }).click();
  await reread;
  await expect(toast(page, "Data Refreshed")).toContainText("All data has been updated with the latest information.");
});

test("no serious accessibility findings on the part 1 views and dialogs", async ({ page }) => {
  // Eight axe scans: several seconds each on a busy host.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, srv);
  await expect(page.getByText("Showing 1 to 7 of 7 responses")).toBeVisible();
  const check = async (what: string) => expect(await seriousViolations(page), what).toEqual([]);
  await check("RSVPs tab");
  await card(page, "Dev Malhotra").getByRole("button", { name: "Delete RSVP of Dev Malhotra" }).click();
  await check("inline delete confirmation");
  await card(page, "Dev Malhotra").getByRole("button", { name: "No" }).click();
  await card(page, "Rohan Kapoor").getByRole("button", { name: "Assign Room", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("Assign Room dialog");
  await page.keyboard.press("Escape");
  // The next click waits until the dialog has gone (Radix blocks pointer events on the page while it closes).
  await expect(page.getByRole("dialog")).toBeHidden();
  await tab(page, "Rooms").click();
  await check("Room Management");
  await page.getByRole("button", { name: "Add Room" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add Room" }).click();
  await expect(page.getByText("Room number is required")).toBeVisible();
  await check("room form with an error");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("button", { name: "Delete Room 104" }).click();
  await check("Delete Room dialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await page.getByRole("button", { name: "Room Status & Assignments" }).click();
  await check("Room Status");
  await roomCard(page, "104").getByRole("button", { name: "Assign Guest" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("Assign Guests dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await tab(page, "ID Proofs").click();
  await check("ID Proofs tab");
});

test("assign two rooms through the Assign Room dialog; they show on the card and in Room Status", async ({ page }) => {
  await openDashboard(page, srv);
  const sameer = card(page, "Sameer Khan");
  const assignButton = sameer.getByRole("button", { name: "Assign Room", exact: true });
  await assignButton.click();
  const dialog = page.getByRole("dialog", { name: "Assign Room to Sameer Khan" });
  await expect(dialog).toBeVisible();
  // Keyboard: Escape closes and gives the focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(assignButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("0 room(s) selected")).toBeVisible();
  // Room 201 is Ananya's: offered, highlighted, shareable.
  const room201 = dialog.locator("label").filter({ hasText: "Room 201" });
  await expect(room201.getByText("Currently Occupied")).toBeVisible();
  await expect(room201).toContainText("Ananya Iyer (6 guests)");
  await expect(room201).toContainText("can be shared");
  await dialog.getByRole("searchbox").fill("nothing-like-this");
  await expect(dialog.getByText('No rooms found matching "nothing-like-this"')).toBeVisible();
  await dialog.getByRole("searchbox").fill("");
  await dialog.getByRole("checkbox", { name: /Room 103/ }).click();
  await room201.getByRole("checkbox").click();
  await expect(dialog.getByText("2 room(s) selected")).toBeVisible();
  await snapBoth(page, "admin-assign-room-dialog");
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Assign 2 Room(s)" }).click();
  await expect(toast(page, "2 room(s) assigned successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sameer.getByText("Room 103 (Floor 1)")).toBeVisible();
  await expect(sameer.getByText("Room 201 (Floor 2)")).toBeVisible();

  await openRoomStatus(page);
  await expect(roomCard(page, "103")).toContainText("Sameer Khan");
  await expect(roomCard(page, "103").getByText("Assigned", { exact: true })).toBeVisible();
  await expect(roomCard(page, "201")).toContainText("Ananya Iyer");
  await expect(roomCard(page, "201")).toContainText("Sameer Khan");
});

test("assign a guest through the Assign Guests dialog, then unassign from Room Status and from a card", async ({ page }) => {
  await openDashboard(page, srv);
  await openRoomStatus(page);
  const room104 = roomCard(page, "104");
  await expect(room104.getByText("No assignments yet - Room is available")).toBeVisible();
  await room104.getByRole("button", { name: "Assign Guest" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign Guests to Room 104" });
  await expect(dialog.getByPlaceholder("Search guests by name, phone, or status...")).toBeVisible();
  // Only attending RSVPs are offered.
  await expect(dialog.getByText("Neha Gupta")).toHaveCount(0);
  await dialog.getByRole("searchbox").fill("Dev");
  const dev = dialog.locator("label").filter({ hasText: "Dev Malhotra" });
  await expect(dev).toContainText("Total guests: 1");
  await expect(dev).toContainText("Current rooms: None");
  await dev.getByRole("checkbox").click();
  await expect(dialog.getByText("1 guest(s) selected for assignment")).toBeVisible();
  await dialog.getByRole("searchbox").fill("zzzz");
  await expect(dialog.getByText("No Matching Guests")).toBeVisible();
  await dialog.getByRole("button", { name: "Assign 1 Guest(s)" }).click();
  await expect(toast(page, "1 guest(s) assigned to room successfully")).toBeVisible();
  await expect(room104).toContainText("Dev Malhotra");
  await expect(room104).toContainText("1 guest");

  await room104.getByRole("button", { name: "Unassign Dev Malhotra from Room 104" }).click();
  await expect(toast(page, "Room unassigned successfully")).toBeVisible();
  await expect(room104.getByText("No assignments yet - Room is available")).toBeVisible();

  await tab(page, "RSVPs").click();
  const sameer = card(page, "Sameer Khan");
  await sameer.getByRole("button", { name: "Unassign Room 103" }).click();
  await expect(toast(page, "Room unassigned successfully")).toBeVisible();
  await expect(sameer.getByText("Room 103 (Floor 1)")).toHaveCount(0);
  await expect(sameer.getByText("Room 201 (Floor 2)")).toBeVisible();
});

test("search and page the RSVPs", async ({ page }) => {
  await openDashboard(page, srv);
  await page.getByRole("combobox", { name: "Items per page" }).click();
  await page.getByRole("option", { name: "5 per page" }).click();
  await expect(page.getByText("Showing 1 to 5 of 7 responses")).toBeVisible();
  await expect(page.getByTestId("rsvp-card")).toHaveCount(5);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Showing 6 to 7 of 7 responses")).toBeVisible();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  const search = page.getByPlaceholder("Search guests, phone, status...");
  await search.fill("Lakshmi"); // a family member's name finds her RSVP
  await expect(page.getByText("Showing 1 to 1 of 1 responses")).toBeVisible();
  await expect(card(page, "Ananya Iyer")).toBeVisible();
  await search.fill("98470");
  await expect(card(page, "Priya Nair")).toBeVisible();
  await search.fill("not attending");
  await expect(page.getByTestId("rsvp-card")).toHaveCount(1);
  await expect(card(page, "Neha Gupta")).toBeVisible();
  await search.fill("nobody-by-this-name");
  await expect(page.getByText("No Matching RSVPs")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).first().click();
  await expect(page.getByText("Showing 1 to 5 of 7 responses")).toBeVisible();
});

test("manage rooms: validation, add, duplicate number, edit, delete", async ({ page }) => {
  await openDashboard(page, srv);
  await tab(page, "Rooms").click();
  await page.getByRole("button", { name: "Add Room" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Room" });
  await expect(dialog.getByPlaceholder("e.g., 101, A-205")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await expect(dialog.getByText("Room number is required")).toBeVisible();
  await expect(dialog.getByLabel("Room Number")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Room Number").fill("105");
  await dialog.getByLabel("Floor Number").fill("-2");
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await expect(dialog.getByText("Floor number must be positive")).toBeVisible();
  await dialog.getByLabel("Floor Number").fill("");
  await dialog.getByLabel("Description (optional)").fill("Quiet corner room");
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await expect(toast(page, "Room added successfully")).toBeVisible();
  const list = page.getByRole("listitem").filter({ hasText: "Room 105" });
  await expect(list).toContainText("Floor 1");
  await expect(list).toContainText("Available");

  await page.getByRole("button", { name: "Add Room" }).click();
  dialog = page.getByRole("dialog", { name: "Add Room" });
  await dialog.getByLabel("Room Number").fill("105");
  await dialog.getByRole("button", { name: "Add Room" }).click();
  await expect(dialog.getByText("Room 105 already exists. Please use a different room number.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Edit Room 105" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Room" });
  await expect(dialog.getByLabel("Room Number")).toHaveValue("105");
  await dialog.getByLabel("Floor Number").fill("4");
  await dialog.getByRole("button", { name: "Update Room" }).click();
  await expect(toast(page, "Room updated successfully")).toBeVisible();
  await expect(list).toContainText("Floor 4");

  await page.getByRole("button", { name: "Delete Room 105" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Room" });
  await expect(confirm).toContainText("Are you sure you want to delete this room? This action cannot be undone and will remove all room assignments.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Room deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Room 105" })).toHaveCount(0);
});

test("ID proofs open in a new tab on the site's own origin, for the admin only", async ({ page, context }) => {
  await openDashboard(page, srv);
  await tab(page, "ID Proofs").click();
  const row = page.getByTestId("id-proof-row").filter({ hasText: ID_GUEST });
  const link = row.getByRole("link", { name: `View ID Proof of ${ID_GUEST}` });
  await expect(link).toHaveAttribute("href", `/files/id/${ID_FILE}`);
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${srv.url}/files/id/${ID_FILE}`);
  expect(await popup.evaluate(() => document.contentType)).toBe("image/png");
  await popup.close();
  await expect(page.getByTestId("id-proof-row").filter({ hasText: "Rohan Kapoor" }).getByText("ID Proof Pending").first()).toBeVisible();
  // Without the session the same address is refused.
  expect((await fetch(`${srv.url}/files/id/${ID_FILE}`)).status).toBe(401);
});

test("delete an RSVP with the inline confirmation", async ({ page }) => {
  await openDashboard(page, srv);
  const neha = card(page, "Neha Gupta");
  await neha.getByRole("button", { name: "Delete RSVP of Neha Gupta" }).click();
  await expect(neha.getByText("Delete RSVP?")).toBeVisible();
  // The safe answer has the focus; answering No hands it back to the delete button.
  await expect(neha.getByRole("button", { name: "No" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(neha.getByText("Delete RSVP?")).toHaveCount(0);
  await expect(neha.getByRole("button", { name: "Delete RSVP of Neha Gupta" })).toBeFocused();
  await neha.getByRole("button", { name: "Delete RSVP of Neha Gupta" }).click();
  await neha.getByRole("button", { name: "Yes" }).click();
  await expect(toast(page, "RSVP deleted successfully")).toBeVisible();
  await expect(card(page, "Neha Gupta")).toHaveCount(0);
  await expect(stat(page, "Total Responses")).toContainText("6");
  await expect(stat(page, "Not Attending")).toContainText("0");
});

test("download the Excel export", async ({ page }) => {
  await openDashboard(page, srv);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export to Excel" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wedding-rsvps-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(toast(page, "Excel file has been downloaded successfully.")).toBeVisible();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual([
    "RSVPs",
    "Guests",
    "Guest list",
    "Rooms",
    "Rooming list",
    "Travel",
    "Summary",
    "Headcounts",
    "Caterer",
    "Other requests",
  ]);
  expect(wb.getWorksheet("RSVPs")!.rowCount).toBe(1 + 6); // Neha was deleted above
  const names: string[] = [];
  wb.getWorksheet("RSVPs")!.eachRow((row, n) => n > 1 && names.push(String(row.getCell(2).value)));
  expect(names).toContain("Sameer Khan");
  expect(wb.getWorksheet("Rooms")!.rowCount).toBe(1 + 10);
});

test.describe("with 500 RSVPs", () => {
  let big: TestServer;
  test.beforeAll(async () => {
    big = await startServer(BASE_PORT + 1, 500);
  });
  test.afterAll(async () => {
    await big?.stop();
  });

  test("the RSVPs tab stays small and quick: paging keeps the DOM to one page", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const t0 = Date.now();
    await openDashboard(page, big);
    await expect(page.getByText("Showing 1 to 10 of 507 responses")).toBeVisible();
    const loadMs = Date.now() - t0;
    await expect(page.getByTestId("rsvp-card")).toHaveCount(10);
    await expect(stat(page, "Total Responses")).toContainText("507");
    await expect(page.getByText("Page 1 of 51")).toBeVisible();

    let t = Date.now();
    await page.getByPlaceholder("Search guests, phone, status...").fill("Load Guest 250");
    await expect(page.getByText("Showing 1 to 1 of 1 responses")).toBeVisible();
    const searchMs = Date.now() - t;
    await page.getByRole("button", { name: "Clear search" }).first().click();

    await page.getByRole("combobox", { name: "Items per page" }).click();
    await page.getByRole("option", { name: "50 per page" }).click();
    await expect(page.getByTestId("rsvp-card")).toHaveCount(50);
    t = Date.now();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Showing 51 to 100 of 507 responses")).toBeVisible();
    const pageMs = Date.now() - t;
    const domNodes = await page.evaluate(() => document.querySelectorAll("*").length);

    await openRoomStatus(page);
    t = Date.now();
    await roomCard(page, "104").getByRole("button", { name: "Assign Guest" }).click();
    await expect(page.getByRole("dialog").locator("label").first()).toBeVisible();
    const dialogMs = Date.now() - t;
    console.log(
      `500 RSVPs: dashboard ready ${loadMs} ms, search ${searchMs} ms, next page (50) ${pageMs} ms, Assign Guests dialog ${dialogMs} ms, DOM ${domNodes} elements at 50 per page`,
    );
    expect(searchMs).toBeLessThan(2000);
    expect(pageMs).toBeLessThan(2000);
    expect(dialogMs).toBeLessThan(3000);
    expect(domNodes).toBeLessThan(15_000);
  });
});
