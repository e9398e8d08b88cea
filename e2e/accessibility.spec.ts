/**
 * axe-core on every guest page, the login page and every dashboard tab: no serious or critical
 * violations. Also: the RSVP form completed with the keyboard alone.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

test.describe("axe", () => {
  for (const path of ["/", "/timeline", "/menu/view", "/no-such-page", "/login"]) {
    test(`guest page ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      if (path === "/") {
        await page.keyboard.press("Shift"); // a key, as a guest reaching for the form
        await expect(page.getByRole("form", { name: "RSVP form" })).toBeAttached();
        // With the attending sections and a family member open, and with errors showing.
        await page.getByText("Joyfully accepts").click();
        await page.getByRole("button", { name: "Add Member" }).click();
        await page.getByRole("button", { name: "Add Child" }).click();
        await page.getByRole("button", { name: "Send my RSVP" }).click();
        await expect(page.getByText("Name is required").first()).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("every dashboard tab", async ({ page }) => {
    // Thirteen tabs, each waited on until the network is idle and scanned by axe (slow on a busy 2-core host).
    test.setTimeout(160_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), `tab ${name}`).toEqual([]);
    }
  });
});

test("the RSVP form can be completed with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Shift"); // a key, as a guest reaching for the form
  await expect(page.getByRole("form", { name: "RSVP form" })).toBeAttached();
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.tagName}:${el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ""}` : "";
    });
  async function tabTo(pattern: RegExp, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press("Tab");
      if (pattern.test(await focused())) return;
    }
    throw new Error(`never reached ${pattern} with Tab; last focus ${await focused()}`);
  }
  await tabTo(/^INPUT:Full Name/);
  await page.keyboard.type("Keyboard Guest");
  await page.keyboard.press("Tab");
  await page.keyboard.type("97 1234 5678");
  await tabTo(/^INPUT:.*Joyfully accepts/);
  await page.keyboard.press("Space");
  await expect(page.getByRole("heading", { name: "Dining Preferences" })).toBeVisible();
  await tabTo(/^SELECT:Dietary preference/);
  await page.keyboard.press("ArrowDown");
  await tabTo(/^BUTTON:.*Add Member/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Family Member #1" }).getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type("Keyboard Companion");
  await tabTo(/^BUTTON:.*Send my RSVP/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
});
