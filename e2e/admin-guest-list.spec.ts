/**
 * The Guest List tab in the browser: from the empty list, the couple adds two households, sends one its
 * invitation on WhatsApp (window.open is stubbed to catch the wa.me address: the household's digits and its
 * message with its own link), sees it turn "Sent", filters by status and side, and bulk-edits tags. Screenshots
 * at 1280 and 390 px of the list, the empty list and a failed load; at 390 px the table scrolls in its own box.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openDashboard, startServer, type TestServer } from "./admin-test-server";
import { VIEWPORTS } from "./screenshots";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 27;
test.describe.configure({ mode: "serial" });

let srv: TestServer;
/** The demo's first two functions, made to ask guests whether they come (what a household can be invited to). */
let asked: string[];
test.beforeAll(async () => {
  srv = await startServer(PORT);
  const headers = { authorization: `Bearer ${srv.token}`, "content-type": "application/json" };
  const events = (await (await fetch(`${srv.url}/api/timeline-events`)).json()) as { id: number; eventName: string }[];
  for (const e of events.slice(0, 2)) {
    const res = await fetch(`${srv.url}/api/timeline-events/${e.id}`, { method: "PUT", headers, body: JSON.stringify({ ...e, asksAttendance: true }) });
    expect(res.status).toBe(200);
  }
  asked = events.slice(0, 2).map((e) => e.eventName);
  // The journey starts from an empty list: the demo's households go first.
  const list = (await (await fetch(`${srv.url}/api/admin/households`, { headers })).json()) as { data: { id: number }[] };
  for (const h of list.data) {
    const res = await fetch(`${srv.url}/api/admin/households/${h.id}`, { method: "DELETE", headers: { authorization: headers.authorization } });
    expect(res.status).toBe(200);
  }
});
test.afterAll(async () => {
  await srv?.stop();
});

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;
const rows = (page: Page) => page.getByTestId("household-row");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const names = (page: Page) => rows(page).locator("th .font-semibold");

async function openGuestList(page: Page) {
  await openDashboard(page, srv);
  await page.getByRole("tab", { name: "Guest List" }).click();
}

async function pick(page: Page, name: string, option: string, scope = page.locator("body")) {
  await scope.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function addHousehold(page: Page, values: { name: string; phone: string; seats: string; tags: string; side?: string; only?: string }) {
  await page.getByRole("button", { name: "Add household" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add household" });
  await dialog.getByLabel("Name", { exact: true }).fill(values.name);
  await dialog.getByLabel("WhatsApp number").fill(values.phone);
  await dialog.getByLabel("Seats (people invited, children included)").fill(values.seats);
  await dialog.getByLabel("Tags (optional, separated by commas)").fill(values.tags);
  if (values.side) await pick(page, "Side", values.side, dialog);
  if (values.only) {
    await dialog.getByRole("checkbox", { name: "All functions" }).click();
    await dialog.getByRole("checkbox", { name: values.only }).click();
  }
  await dialog.getByRole("button", { name: "Add household" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, values.name)).toBeVisible();
}

test("empty list: says what to do, at 1280 and 390", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openGuestList(page);
  await expect(page.getByText("No households yet")).toBeVisible();
  await expect(page.getByText("Add one or import the families' spreadsheets.")).toBeVisible();
  await page.screenshot({ path: shot("admin-guest-list-empty-desktop"), fullPage: true, animations: "disabled" });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: shot("admin-guest-list-empty-phone"), fullPage: true, animations: "disabled" });
});

test("the couple adds households, sends an invitation on WhatsApp, sees it sent, filters and bulk-edits tags", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openGuestList(page);
  await addHousehold(page, { name: "Sharma family (Delhi)", phone: "098765 43210", seats: "4", tags: "outstation", side: "Bride's side" });
  await addHousehold(page, { name: "Gupta family", phone: "+1 415 555 0123", seats: "2", tags: "NRI, college", side: "Groom's side", only: asked[1] });
  await expect(row(page, "Gupta family").getByRole("cell").nth(3)).toHaveText(asked[1]!);
  await expect(row(page, "Sharma family (Delhi)").getByRole("cell").nth(3)).toHaveText("All");
  await expect(row(page, "Sharma family (Delhi)")).toContainText("+91 98765 43210");
  await expect(row(page, "Sharma family (Delhi)")).toContainText("Not sent");
  const stats = page.getByRole("region", { name: "Guest list numbers" });
  await expect(stats).toContainText("2Households");
  await expect(stats).toContainText("6People invited");

  // WhatsApp opens in a new window the page keeps no hold on; the stub records where it was sent.
  await page.evaluate(() => {
    const w = window as unknown as { sentTo: string[] };
    w.sentTo = [];
    window.open = (() => ({
      opener: null,
      close() {},
      location: {
        set href(url: string) {
          w.sentTo.push(url);
        },
      },
    })) as unknown as typeof window.open;
  });
  await row(page, "Sharma family (Delhi)").getByRole("button", { name: "Send on WhatsApp: Sharma family (Delhi)" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sentTo: string[] }).sentTo.length)).toBe(1);
  const sent = new URL(await page.evaluate(() => (window as unknown as { sentTo: string[] }).sentTo[0]!));
  expect(`${sent.origin}${sent.pathname}`).toBe("https://wa.me/919876543210");
  const text = sent.searchParams.get("text")!;
  expect(text).toContain("Sharma family (Delhi)");
  expect(text).toMatch(new RegExp(`${srv.url}/i/[A-Za-z0-9_-]{20,}`));
  await expect(row(page, "Sharma family (Delhi)").getByText("Sent", { exact: true })).toBeVisible();
  await expect(row(page, "Sharma family (Delhi)")).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
  await expect(row(page, "Sharma family (Delhi)").getByRole("button", { name: "Send reminder: Sharma family (Delhi)" })).toBeVisible();
  await expect(stats).toContainText("1Sent");

  // Filters: status, then side.
  await pick(page, "Status", "Sent");
  await expect(names(page)).toHaveText(["Sharma family (Delhi)"]);
  await pick(page, "Status", "Any status");
  await pick(page, "Side", "Groom's side");
  await expect(names(page)).toHaveText(["Gupta family"]);
  await pick(page, "Side", "Both sides");
  // Invited to all functions, Sharma is in the first function's list; Gupta only in the second's.
  await pick(page, "Function", asked[0]!);
  await expect(names(page)).toHaveText(["Sharma family (Delhi)"]);
  await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Clear filters" }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search the guest list" }).fill("98765 43210");
  await expect(names(page)).toHaveText(["Sharma family (Delhi)"]);
  await page.getByRole("searchbox", { name: "Search the guest list" }).fill("");

  // Bulk edit: both households gain "family"; "college" goes.
  await page.getByRole("checkbox", { name: "Select all households shown" }).click();
  await page.getByRole("button", { name: "Edit selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit 2 households" });
  await dialog.getByLabel("Add tags (separated by commas)").fill("family");
  await dialog.getByRole("checkbox", { name: "college" }).click();
  await dialog.getByRole("button", { name: "Apply to 2 households" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("2 households changed.")).toBeVisible();
  await expect(row(page, "Sharma family (Delhi)").getByRole("cell").nth(1)).toHaveText("outstationfamily");
  await expect(row(page, "Gupta family").getByRole("cell").nth(1)).toHaveText("NRIfamily");
  await pick(page, "Tag", "family");
  await expect(rows(page)).toHaveCount(2);
  await page.reload();
  await page.getByRole("tab", { name: "Guest List" }).click();
  await expect(row(page, "Gupta family").getByRole("cell").nth(1)).toHaveText("NRIfamily");
});

test("screenshots with data at 1280 and 390; on a phone the table scrolls in its own box, never the page", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openGuestList(page);
  await expect(rows(page)).toHaveCount(2);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: shot("admin-guest-list-desktop"), fullPage: true, animations: "disabled" });
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.setViewportSize(VIEWPORTS.phone);
  await expect(rows(page)).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = page.getByTestId("household-table-box");
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.screenshot({ path: shot("admin-guest-list-phone"), fullPage: true, animations: "disabled" });
  await row(page, "Gupta family").getByRole("button", { name: "Edit Gupta family" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Gupta family" })).toBeVisible();
  await page.screenshot({ path: shot("admin-guest-list-form-phone"), animations: "disabled" });
});

test("a failed load says so in a sentence", async ({ page }) => {
  await page.route(/\/trpc\/[^?]*admin\.households/, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await openGuestList(page);
    await expect(page.getByRole("alert")).toHaveText("Failed to load the guest list. Please refresh the page to try again.");
    await page.screenshot({ path: shot(`admin-guest-list-error-${label}`), fullPage: true, animations: "disabled" });
  }
});
