/**
 * The fleet in the browser: a planner adds a vehicle with seats and a driver in the Travel tab, fills the demo
 * wedding's busiest pickup window with it (own-way parties stay apart), and prints the drivers' manifest
 * (screenshots at desktop and phone size, and the A4 PDF).
 */
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 33;
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
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("add a vehicle, fill a window up to its seats, print the manifest", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await openDashboard(page, srv);
  await tab(page, "Travel").click();

  // 1. The vehicle, with the driver's phone as people write it.
  await page.getByRole("button", { name: "Add Vehicle" }).click();
  const form = page.getByRole("dialog", { name: "Add Vehicle" });
  // Nothing filled: each field says what it needs.
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(form.getByText("Vehicle name is required")).toBeVisible();
  await expect(form.getByText("Seats must be a whole number from 1 to 80")).toBeVisible();
  await form.screenshot({ path: shot("admin-fleet-add-errors.png"), animations: "disabled" });
  await form.getByLabel("Vehicle name").fill("Tempo Traveller");
  await form.getByLabel("Seats").fill("12");
  await form.getByLabel("Driver's name (optional)").fill("Ramesh");
  await form.getByLabel("Driver's phone (optional)").fill("98765 43210");
  await form.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(toast(page, "Vehicle added successfully")).toBeVisible();
  await expect(page.getByRole("list", { name: "Vehicles" })).toContainText("Tempo Traveller12 seatsRamesh · +91 98765 43210");

  // 2. The busiest window of the demo's Friday, filled.
  const friday = page.getByRole("region", { name: "Friday, 7 November 2025" });
  const slot = friday.getByRole("region", { name: /^Kalka station, 7 Nov 14:00–15:00: / });
  await slot.getByRole("button", { name: /^Fill .* with a vehicle$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Fill with a vehicle" });
  await dialog.getByLabel("Vehicle").selectOption({ label: "Tempo Traveller · 12 of 12 seats free" });
  await expect(dialog).toContainText("Takes ");
  await dialog.screenshot({ path: shot("admin-fleet-fill-dialog.png"), animations: "disabled" });
  await dialog.getByRole("button", { name: "Fill" }).click();
  await expect(toast(page, "Tempo Traveller assigned to")).toBeVisible();
  await expect(slot.getByTestId("window-seats")).toContainText(/Tempo Traveller \d+ of 12 seats/);
  // Own-way parties have no car control.
  for (const row of await slot.getByTestId("travel-party").filter({ hasText: "Own way" }).all())
    await expect(row.getByRole("button", { name: /^Car for / })).toHaveCount(0);

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.getByRole("heading", { name: "Fleet" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`admin-fleet-${label}.png`), animations: "disabled" });
    await slot.screenshot({ path: shot(`admin-fleet-window-${label}.png`), animations: "disabled" });
  }

  // 3. The manifest in the travel print: the vehicle, its driver, each trip with who, where and when.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${srv.url}/admin/print/travel`);
  const manifests = page.getByRole("region", { name: "Vehicle manifests" });
  await expect(manifests).toBeVisible();
  await expect(manifests.getByTestId("manifest-vehicle")).toContainText("Tempo Traveller · 12 seats · Driver: Ramesh, +91 98765 43210");
  await expect(manifests.getByTestId("manifest-trip").first()).toContainText(/Pickup · 7 Nov 14:00–15:00 · Kalka station · \d+ people of 12 seats/);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await manifests.screenshot({ path: shot(`admin-fleet-manifest-${label}.png`), animations: "disabled" });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: shot("admin-fleet-manifest.pdf") });
  expect(pdf.length).toBeGreaterThan(1000);
});
