/**
 * Issue 16's dashboard rough edges in the browser: a toast never covers the stat cards (desktop and phone),
 * and the Menu Management day-menu header fits a 390 px phone (screenshots under e2e/output/screenshots/).
 */
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

const shots = path.join(import.meta.dirname, "output", "screenshots");
const box = async (page: Page, selector: ReturnType<Page["locator"]>) => (await selector.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast does not cover the stat cards at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAsAdmin(page);
    await page.getByRole("button", { name: /Refresh Data/ }).click();
    const toast = page.getByRole("status").filter({ hasText: "Data Refreshed" }).first();
    await expect(toast).toBeVisible();
    await page.screenshot({ path: path.join(shots, `rough-edges-toast-${size.width}.png`) });
    const t = await box(page, toast);
    const cards = page.getByRole("region", { name: "RSVP statistics" }).locator(":scope > *");
    for (let i = 0; i < (await cards.count()); i++) expect(overlaps(t, await box(page, cards.nth(i))), `toast over stat card ${i}`).toBe(false);
  });
}

test("the day-menu header fits a 390 px phone: title, description and buttons on their own lines", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Menu Management", exact: true }).click();
  const card = page.getByTestId("day-menu-card").first();
  await expect(card).toBeVisible();
  await card.screenshot({ path: path.join(shots, "rough-edges-day-menu-390.png") });
  const header = card.locator("header");
  const title = await box(page, header.locator("h3"));
  const headerBox = await box(page, header);
  // The title gets (nearly) the header's width rather than the space the buttons leave.
  expect(title.width).toBeGreaterThan(headerBox.width * 0.6);
  const description = header.locator("p").first();
  if (await description.count()) expect((await box(page, description)).width).toBeGreaterThan(headerBox.width * 0.6);
  // Meal titles likewise keep their line, and dish names wrap instead of being cut with an ellipsis.
  const mealTitle = await box(page, card.getByTestId("meal-panel").first().locator("p").first());
  expect(mealTitle.width).toBeGreaterThan(150);
  const cut = await card
    .getByTestId("meal-panel")
    .locator("li li span.text-ink")
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  expect(cut).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Radix Select's own inline <style> (the viewport's scrollbar rule) is allowed by its hash; the scroll lock's <style>
// that react-remove-scroll-bar injects with computed gap widths carries the page's nonce (get-nonce).
test("opening a Radix Select or a dialog reports nothing to the Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signInAsAdmin(page);
  await page.getByRole("combobox").filter({ hasText: "per page" }).first().click();
  await expect(page.getByRole("listbox")).toBeVisible();
  // The scroll lock's style element is in the page, with the nonce, while the list is open.
  expect(await page.locator("style[nonce]").count()).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("at 1280 px every dashboard tab is in sight (the bar wraps) and opens with a click", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(13);
  await page.getByRole("tablist", { name: "Dashboard sections" }).screenshot({ path: path.join(shots, "rough-edges-tabs-1280.png") });
  for (let i = 0; i < 13; i++) {
    const b = await box(page, tabs.nth(i));
    expect(b.x, `tab ${i}`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `tab ${i}`).toBeLessThanOrEqual(1280);
  }
  await expect(page.getByRole("button", { name: "Scroll tabs right" })).toHaveCount(0);
  for (let i = 0; i < 13; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
  }
});

test("at 390 px the tab bar shows there is more, its chevron brings every tab into sight, and the open tab is scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const bar = page.getByRole("tablist", { name: "Dashboard sections" });
  const tabs = bar.getByRole("tab");
  await expect(tabs).toHaveCount(13);
  const right = page.getByRole("button", { name: "Scroll tabs right" });
  await expect(right).toBeVisible();
  await expect(page.getByRole("button", { name: "Scroll tabs left" })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, "rough-edges-tabs-390.png"), clip: { x: 0, y: 0, width: 390, height: 400 } });
  const scrollLeft = () => bar.evaluate((el) => el.scrollLeft);
  // The smooth scroll has ended when two frames apart show the same position.
  const settled = () =>
    bar.evaluate(async (el) => {
      const at = el.scrollLeft;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return el.scrollLeft === at;
    });
  const inSight = async (i: number) => {
    const b = await box(page, tabs.nth(i));
    return b.x >= 0 && b.x + b.width <= 390;
  };
  // Each tab is reached with the chevron alone (no hidden scrollbar to find), then clicked.
  for (let i = 0; i < 13; i++) {
    for (let presses = 0; !(await inSight(i)) && presses < 10; presses++) {
      const before = await scrollLeft();
      await right.click();
      await expect.poll(scrollLeft).toBeGreaterThan(before);
      await expect.poll(settled).toBe(true);
    }
    expect(await inSight(i), `tab ${i} reached`).toBe(true);
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
  }
  await expect(right).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Scroll tabs left" })).toBeVisible();
  await page.screenshot({ path: path.join(shots, "rough-edges-tabs-390-end.png"), clip: { x: 0, y: 0, width: 390, height: 400 } });
  // A link to the last tab opens with it in sight.
  await page.goto("/admin?tab=team");
  const team = bar.getByRole("tab", { name: /Team/ });
  await expect(team).toHaveAttribute("aria-selected", "true");
  await expect.poll(async () => (await box(page, team)).x + (await box(page, team)).width).toBeLessThanOrEqual(390);
});
