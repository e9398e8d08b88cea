/**
 * The dense RSVPs view (issue 16 item 5) in the browser, against the demo wedding: switch to the table,
 * filter "Not Attending", sort by party size, search "kapoor", reload (the address keeps it all), switch to
 * Rooms and back (search kept), Back returns to the previous tab, a row opens the full card (click and
 * Enter), and at 390 px the table scrolls inside its own box, never the page. Screenshots at both sizes.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 21;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  srv = await startServer(PORT);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;
const rows = (page: Page) => page.getByTestId("rsvp-row");
const firstCells = (page: Page) => rows(page).locator("td:first-child");
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const searchBox = (page: Page) => page.getByPlaceholder("Search guests, phone, status...");
const chip = (page: Page, name: string) => page.getByRole("group", { name: "Filters" }).getByRole("button", { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("table view: filter, sort, search; the address keeps them through reload, tab switches and Back", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);

  await page.getByRole("button", { name: "Table", exact: true }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByTestId("rsvp-card")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(7);
  expect(params(page).view).toBe("table");

  // Not attending: the one guest who declined.
  await chip(page, "Not Attending").click();
  await expect(firstCells(page)).toHaveText(["Neha Gupta"]);
  await expect(rows(page).first()).toContainText("Not needed");
  expect(params(page).filter).toBe("not-attending");
  await chip(page, "Not Attending").click();
  await expect(rows(page)).toHaveCount(7);

  // Party size, largest first: Ananya Iyer's six, then Rohan Kapoor's five; the declined reply last.
  await page
    .getByRole("columnheader", { name: /Party size/ })
    .getByRole("button")
    .click();
  await expect(firstCells(page).nth(0)).toHaveText("Ananya Iyer");
  await expect(firstCells(page).nth(1)).toHaveText("Rohan Kapoor");
  await expect(firstCells(page).last()).toHaveText("Neha Gupta");
  await expect(page.getByRole("columnheader", { name: /Party size/ })).toHaveAttribute("aria-sort", "descending");
  expect(params(page)).toMatchObject({ sort: "party", dir: "desc" });

  await searchBox(page).fill("kapoor");
  await expect(firstCells(page)).toHaveText(["Rohan Kapoor"]);
  await expect(rows(page).first().locator("td")).toHaveText([
    "Rohan Kapoor",
    "+91 98765 43210",
    "Attending",
    "5",
    "101, 102",
    "3 of 3 missing",
    /^2 Oct 2025, 13:44 IST$/,
  ]);
  await expect.poll(() => params(page).q).toBe("kapoor");

  // Reload: view, search and sort come back from the address.
  await page.reload();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(searchBox(page)).toHaveValue("kapoor");
  await expect(firstCells(page)).toHaveText(["Rohan Kapoor"]);
  await expect(page.getByRole("columnheader", { name: /Party size/ })).toHaveAttribute("aria-sort", "descending");

  // Rooms and back: the search stays.
  const historyBefore = await page.evaluate(() => history.length);
  await tab(page, "Rooms").click();
  await expect(tab(page, "Rooms")).toHaveAttribute("aria-selected", "true");
  expect(params(page)).toMatchObject({ tab: "rooms", q: "kapoor", view: "table" });
  await tab(page, "RSVPs").click();
  await expect(searchBox(page)).toHaveValue("kapoor");
  await expect(firstCells(page)).toHaveText(["Rohan Kapoor"]);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 2);

  // Back returns to the tab before.
  await page.goBack();
  await expect(tab(page, "Rooms")).toHaveAttribute("aria-selected", "true");
  expect(params(page).tab).toBe("rooms");
  await page.goForward();
  await expect(tab(page, "RSVPs")).toHaveAttribute("aria-selected", "true");
  await expect(searchBox(page)).toHaveValue("kapoor");

  // A click on the row, and Enter on it, open the full card.
  await rows(page).first().click();
  const dialog = page.getByRole("dialog", { name: "Reply of Rohan Kapoor" });
  await expect(dialog.getByTestId("rsvp-card")).toBeVisible();
  await expect(dialog.getByText("Room 101 (Floor 1)")).toBeVisible();
  await expect(dialog.getByText("Sunita Kapoor")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
});

test("screenshots at 1280 and 390; on a phone the table scrolls in its own box, never the page", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  await page.goto(`${srv.url}/admin?tab=rsvps&view=table&sort=party`);
  await expect(rows(page)).toHaveCount(7);
  await page.screenshot({ path: shot("admin-rsvp-table-desktop"), fullPage: true, animations: "disabled" });
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(rows(page)).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = page.getByTestId("rsvp-table-box");
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The name column stays in view while the others scroll.
  await box.evaluate((el) => el.scrollTo({ left: 200 }));
  const boxLeft = (await box.boundingBox())!.x;
  await expect.poll(async () => Math.round((await rows(page).first().locator("td").first().boundingBox())!.x - boxLeft)).toBeLessThanOrEqual(1);
  expect((await rows(page).first().locator("td").nth(1).boundingBox())!.x).toBeLessThan(boxLeft);
  await page.screenshot({
    path: shot("admin-rsvp-table-phone-scrolled"),
    animations: "disabled",
    clip: { x: 0, y: 800, width: 390, height: 420 },
    fullPage: true,
  });
  await box.evaluate((el) => el.scrollTo({ left: 0 }));
  await page.screenshot({ path: shot("admin-rsvp-table-phone"), fullPage: true, animations: "disabled" });
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await rows(page).first().click();
  await expect(page.getByRole("dialog", { name: "Reply of Ananya Iyer" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot("admin-rsvp-table-card-phone"), animations: "disabled" });
});
