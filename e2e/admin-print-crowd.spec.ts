/**
 * Print at a planner's scale: the demo topped up to 300 replies over three days (`npm run seed:demo -- --replies 300`).
 * The pickups view and the Travel tab print on A4 without pages left two-thirds blank: each hour's window keeps
 * together, a page breaks between windows rather than before a whole pickup point, and the tab prints its windows in two
 * columns. Before this, the same data printed 21 pages (view) and 48 (tab).
 */
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 53;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  srv = await startServer(PORT, 0, 300);
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}`;
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
const print = (page: Page, name: string) =>
  page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true, path: shot(`admin-print-crowd-${name}.pdf`) });

test("300 replies: the pickups view and the Travel tab print without wasted pages", async ({ page }) => {
  test.setTimeout(180_000);
  await openDashboard(page, srv);

  await page.goto(`${srv.url}/admin/print/travel`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pickups and drops");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByTestId("travel-print-day")).toHaveCount(4); // the day before, and the three days
  const view = pageCount(await print(page, "travel"));

  await page.goto(`${srv.url}/admin?tab=travel`);
  await expect(page.getByTestId("travel-day").first()).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  const tab = pageCount(await print(page, "travel-tab"));

  console.log(`300 replies printed: pickups view ${view} pages, Travel tab ${tab} pages`);
  expect(view).toBeLessThanOrEqual(19);
  expect(tab).toBeLessThanOrEqual(25);
});
