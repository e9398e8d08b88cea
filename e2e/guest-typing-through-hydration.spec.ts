/**
 * The form drawn by the server takes typing at once; the app's code arrives later (held back here) and takes
 * the form over. Whatever the guest types before, while and after it does stays in the field it was typed
 * into, the cursor stays there, and the app's own checks see it.
 */
import { expect, test } from "@playwright/test";
import { holdAppCode, hydrated } from "./app-code";
import { MESSAGES } from "../src/shared/schemas/rsvp";

test.use({ viewport: { width: 390, height: 844 } });

for (const gap of [0, 40, 150, 400]) {
  test(`typing before, through and after hydration is kept (the code released ${gap} ms before more typing)`, async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto("/", { waitUntil: "commit" });
    const name = page.getByLabel("Full Name");
    await name.click();
    await page.keyboard.type("Kab", { delay: 20 });
    await page.getByText("Joyfully accepts").click();
    await name.click();
    await page.keyboard.press("End");
    release();
    await page.waitForTimeout(gap);
    await page.keyboard.type("ir", { delay: 30 });
    await hydrated(page);
    await page.keyboard.type(" Malhotra", { delay: 20 });
    await expect(name).toHaveValue("Kabir Malhotra");
    await expect(name).toBeFocused();
    // The attending sections stay open: the "Yes" picked before the app ran is the app's too.
    await expect(page.getByRole("heading", { name: "Dining Preferences" })).toBeVisible();
    // The app's checks see the name (only the missing phone is refused).
    await page.getByRole("button", { name: "Send my RSVP" }).click();
    await expect(page.getByText(MESSAGES.phone)).toBeVisible();
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
  });
}

test("a Yes picked before the app runs keeps its sections open through the takeover, not a frame hidden", async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByText("Joyfully accepts").click();
  const dining = page.getByRole("heading", { name: "Dining Preferences" });
  await expect(dining).toBeVisible();
  // Every frame from here on records whether the sections are shown.
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const sections = document.querySelector(".attending-only")!;
    const tick = () => {
      frames.push(getComputedStyle(sections).display);
      requestAnimationFrame(tick);
    };
    tick();
  });
  release();
  await hydrated(page);
  // The app now owns the sections (the stylesheet's rule for the page without it no longer applies).
  await expect(page.locator(".attending-only[data-app]")).toHaveCount(1);
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  expect(frames.length).toBeGreaterThan(5);
  expect(frames.filter((d) => d === "none")).toEqual([]);
  // After the takeover "No" hides them and "Yes" opens them again, from the app.
  await page.getByText("Regretfully declines").click();
  await expect(dining).toBeHidden();
  await page.getByText("Joyfully accepts").click();
  await expect(dining).toBeVisible();
});
