/**
 * Rooms with beds in the browser: the planner adds a room with beds, asks for suggested rooms and accepts them,
 * marks the list as sent to the hotel, moves one guest, sees the change highlighted, and prints the rooming list
 * (A4 PDF, screenshots at 1280 and 360 px).
 */
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 43;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}`;
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true });

test("suggest rooms, accept, mark as sent, move a guest, see the change and print the list", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  await tab(page, "Rooms").click();
  await page.getByRole("button", { name: "Hotels & Beds" }).click();
  await expect(page.getByTestId("hotel-card").first()).toBeVisible();

  // A family room with free beds, so the suggestion has somewhere to put people.
  await page.getByRole("button", { name: "Add Room with Beds" }).click();
  const form = page.getByRole("dialog", { name: "Add Room" });
  await form.getByLabel("Room Number").fill("B-1");
  await form.getByLabel("Floor Number").fill("4");
  await form.getByLabel("Type (optional)").fill("Family");
  await form.getByLabel("Adult beds").fill("4");
  await form.getByLabel("Child beds").fill("2");
  await form.getByRole("button", { name: "Add Room" }).click();
  await expect(page.getByRole("dialog", { name: "Add Room" })).toHaveCount(0);
  await expect(page.getByText("Room B-1", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add Room with Beds" }).click();
  const second = page.getByRole("dialog", { name: "Add Room" });
  await second.getByLabel("Room Number").fill("B-2");
  await second.getByLabel("Floor Number").fill("4");
  await second.getByLabel("Adult beds").fill("3");
  await second.getByRole("button", { name: "Add Room" }).click();
  await expect(page.getByText("Room B-2", { exact: true })).toBeVisible();

  // 1. Suggest, then accept the proposal as it stands.
  await page.getByRole("button", { name: "Suggest rooms" }).click();
  await expect(page.getByTestId("proposal")).toBeVisible();
  await page.screenshot({ path: shot("admin-rooms-suggest-1280.png"), fullPage: true, animations: "disabled" });
  await page.getByRole("button", { name: "Accept suggested rooms" }).click();
  await expect(page.getByTestId("proposal")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Not yet in a room" })).toHaveCount(0);

  // 2. The list goes to the hotel.
  await page.getByRole("button", { name: "Mark as sent to the hotel" }).first().click();
  await expect(page.getByText(/^Version 1 sent/).first()).toBeVisible();
  await expect(page.locator("[data-testid=hotel-room][data-changed]")).toHaveCount(0);

  // 3. The guest the suggestion put in B-2 moves to B-1: both rooms are highlighted with what changed.
  const from = page.getByTestId("hotel-room").filter({ hasText: "Room B-2" });
  const select = from.getByRole("combobox").first();
  const who = ((await select.getAttribute("aria-label")) ?? "").replace("Room for ", "");
  const target = await select.locator("option", { hasText: /^B-1/ }).getAttribute("value");
  await select.selectOption(target!);
  const moved = page.getByTestId("hotel-room").filter({ hasText: "Room B-1" });
  await expect(moved).toHaveAttribute("data-changed", "true");
  await expect(moved.getByTestId("room-changes")).toContainText(`${who} moved in (was B-2)`);
  await expect(from.getByTestId("room-changes")).toContainText(`${who} moved to B-1`);
  await expect(page.getByTestId("changed-count").first()).toContainText("2 rooms changed since sent");
  await moved.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("admin-rooms-hotels-1280.png"), fullPage: true, animations: "disabled" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: shot("admin-rooms-hotels-360.png"), fullPage: true, animations: "disabled" });
  await page.setViewportSize(VIEWPORTS.desktop);

  // 4. The print view shows the same change, highlighted, and prints on A4.
  await page.getByRole("link", { name: "Print rooming list" }).click();
  await expect(page).toHaveURL(/\/admin\/print\/rooming$/);
  const row = page
    .getByTestId("rooming-row")
    .filter({ hasText: who })
    .filter({ has: page.getByRole("rowheader", { name: /^B-1/ }) });
  await expect(row).toHaveAttribute("data-changed", "true");
  await expect(row.getByTestId("rooming-changes")).toContainText(`${who} moved in (was B-2)`);
  await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true, path: shot("admin-rooms-rooming-print.pdf") });
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: shot("admin-rooms-rooming-print.png"), fullPage: true, animations: "disabled" });
});
