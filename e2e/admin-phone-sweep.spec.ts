/**
 * Every dashboard tab on a 390 px phone (issue 16): the page never scrolls sideways, no control sticks out past
 * the screen's right edge unless it sits in a strip that scrolls on its own (the tab list), and no two controls
 * overlap. The tabs are read from the page, so a tab added later is swept the day it lands. A screenshot of
 * each tab lands in e2e/output/screenshots/admin-390-<tab>.png.
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

interface Clash {
  a: string;
  b: string;
}

/** Runs in the page: controls sticking out past the right edge, and pairs of controls drawn over each other. */
function layoutProblems(width: number): { outside: string[]; clashes: Clash[] } {
  const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  const scrollsSideways = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const overflow = getComputedStyle(p).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && p !== document.documentElement) return true;
    }
    return false;
  };
  const controls = [
    ...document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"]',
    ),
  ]
    .filter((el) => !el.closest('[hidden], [aria-hidden="true"], [data-state="inactive"][role="tabpanel"]'))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ el, r }) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden");
  // What a thumb can reach: the part of a control inside the strip it scrolls in (a tab scrolled out of the strip is
  // clipped away, whatever sits beside the strip).
  const reachable = (el: Element, r: DOMRect) => {
    let { left, right } = r;
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const overflow = getComputedStyle(p).overflowX;
      if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") {
        const box = p.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
    }
    return { left, right, top: r.top, bottom: r.bottom };
  };
  const outside = controls.filter(({ el, r }) => r.right > width + 0.5 && !scrollsSideways(el)).map(({ el }) => label(el));
  const clashes: Clash[] = [];
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      // A control inside another (an icon button in a field, a checkbox in its label) is one control.
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const ra = reachable(a.el, a.r);
      const rb = reachable(b.el, b.r);
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 2 && h > 2) clashes.push({ a: label(a.el), b: label(b.el) });
    }
  }
  return { outside, clashes };
}

test("every dashboard tab fits a 390 px phone: no sideways scroll, nothing off the edge, no overlapping controls", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  const names = (await tabs.allTextContents()).map((n) => n.trim());
  expect(names.length).toBeGreaterThanOrEqual(10);

  for (const name of names) {
    await tabs.filter({ hasText: name }).first().click();
    const panel = page.getByRole("tabpanel");
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Loading/)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    // Fixed and sticky layers (toasts, the sticky tab bar) are measured where a person sees them: at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await page.screenshot({ path: `e2e/output/screenshots/admin-390-${slug}.png`, fullPage: true, animations: "disabled" });

    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page width`).toBeLessThanOrEqual(390);
    const { outside, clashes } = await page.evaluate(layoutProblems, 390);
    expect(outside, `${name}: controls past the right edge`).toEqual([]);
    expect(clashes, `${name}: overlapping controls`).toEqual([]);
  }
});
