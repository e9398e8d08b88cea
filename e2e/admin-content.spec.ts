/**
 * Dashboard part 2 in the browser: timeline event with a custom icon, a day menu with a meal and dishes
 * published and unpublished, a venue photo in the home slideshow, background audio on the home page,
 * wedding details in the hero; screenshots of every part 2 tab at phone and desktop size.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pngImage, wavAudio } from "../src/server/files/media.test-helpers";
import { e2eDataDir, openE2eDb, restoreTables, signInAsAdmin, snapshotTables } from "./e2e-db";
import { snapBoth } from "./screenshots";

test.describe.configure({ mode: "serial" });

// These journeys change the demo wedding (names, music, venue photos) that the guest specs read: put it back.
let demo: ReturnType<typeof snapshotTables>;
test.beforeAll(() => {
  demo = snapshotTables(["wedding", "venue_media"]);
});
test.afterAll(() => restoreTables(demo));

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();
async function choose(page: Page, label: string, option: string, scope: Page | ReturnType<Page["locator"]> = page) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
/** Takes both screenshots and checks the phone layout never scrolls sideways. */
async function snapTab(page: Page, name: string) {
  await snapBoth(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}
const dbRow = <T>(sql: string, ...params: unknown[]) => {
  const db = openE2eDb();
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
};

test("create an event with a custom icon and see it on /timeline", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Timeline").click();
  await expect(page.getByRole("heading", { name: "Timeline Events Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("form", { name: "Add event" });
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(form.getByText("Event name is required")).toBeVisible();
  await expect(form.getByText("Time is required")).toBeVisible();

  await choose(page, "Day", "8th Nov", form);
  await form.getByLabel("Event name").fill("Lantern Release");
  await choose(page, "Time", "9:00 PM", form);
  await choose(page, "End time (optional)", "10:30 PM", form);
  await form.getByLabel("Place").fill("Lakeside Deck");
  await snapBoth(page, "admin-timeline-form");
  await form.getByLabel("Upload icon").setInputFiles({ name: "lantern.png", mimeType: "image/png", buffer: pngImage(24, 24, [212, 160, 60]) });
  await expect(toast(page, "Custom icon ready to be saved with event!")).toBeVisible();
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(toast(page, "Timeline event added successfully")).toBeVisible();

  const row = page.getByTestId("timeline-event-row").filter({ hasText: "Lantern Release" });
  await expect(row).toContainText("9:00 PM - 10:30 PM");
  const saved = dbRow<{ day: number; custom_icon_url: string; display_order: number }>(
    "select day, custom_icon_url, display_order from timeline_events where event_name = ?",
    "Lantern Release",
  );
  expect(saved?.day).toBe(2);
  expect(saved?.custom_icon_url).toMatch(/^\/files\/icon\/[A-Za-z0-9_-]{24}$/);
  expect(fs.existsSync(path.join(e2eDataDir(), "files", saved!.custom_icon_url.replace("/files/", "")))).toBe(true);

  // An existing event's icon is saved straight to it (PUT custom-icon); the toast follows that save.
  await row.getByRole("button", { name: "Edit Lantern Release" }).click();
  const edit = page.getByRole("form", { name: "Edit event" });
  await edit.getByLabel("Replace icon").setInputFiles({ name: "lantern-2.png", mimeType: "image/png", buffer: pngImage(24, 24, [90, 60, 160]) });
  await expect(toast(page, "Custom icon uploaded successfully!")).toBeVisible();
  await expect
    .poll(() => dbRow<{ custom_icon_url: string }>("select custom_icon_url from timeline_events where event_name = ?", "Lantern Release")?.custom_icon_url)
    .not.toBe(saved!.custom_icon_url);
  saved!.custom_icon_url = dbRow<{ custom_icon_url: string }>(
    "select custom_icon_url from timeline_events where event_name = ?",
    "Lantern Release",
  )!.custom_icon_url;
  await edit.getByRole("button", { name: "Close form" }).click();

  // Reorder within the day: move it up once.
  const before = saved!.display_order;
  await row.getByRole("button", { name: "Move Lantern Release up" }).click();
  await expect
    .poll(() => dbRow<{ display_order: number }>("select display_order from timeline_events where event_name = ?", "Lantern Release")?.display_order)
    .toBeLessThan(before + 1);
  await snapTab(page, "admin-timeline");

  await page.goto("/timeline");
  await page.getByRole("tablist", { name: "Choose a day" }).getByRole("tab").nth(1).click();
  const item = page.getByText("Lantern Release");
  await expect(item).toBeVisible();
  await expect(page.locator(`img[src="${saved!.custom_icon_url}"]`)).toBeVisible();
});

test("create a day menu with a meal and dishes, publish it, see it on /menu/view, unpublish it", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await tab(page, "Menu Management").click();
  await page.getByRole("button", { name: "Add Day Menu" }).click();
  const dm = page.getByRole("dialog", { name: "Add Day Menu" });
  await choose(page, "Day", "Day 9", dm);
  await dm.getByLabel("Title").fill("Farewell Brunch Day");
  await dm.getByRole("button", { name: "Create Day Menu" }).click();
  await expect(toast(page, "Day menu created successfully!")).toBeVisible();

  const card = page.getByTestId("day-menu-card").filter({ hasText: "Farewell Brunch Day" });
  await expect(card.getByText("Draft")).toBeVisible();
  await card.getByRole("button", { name: "Add Meal" }).click();
  const meal = page.getByRole("dialog", { name: "Add Meal" });
  await meal.getByRole("button", { name: "Create Meal" }).click();
  await expect(meal.getByText("Menu title is required")).toBeVisible();
  await meal.getByLabel("Meal title").fill("Farewell Brunch");
  await choose(page, "Meal type", "Breakfast", meal);
  await meal.getByLabel("Serving time (optional)").fill("10:00 AM");
  await meal.getByRole("button", { name: "Create Meal" }).click();
  await expect(toast(page, "Menu Created")).toBeVisible();

  for (const [name, sub] of [
    ["Masala Dosa", "Main Course"],
    ["Filter Coffee", "Beverages"],
  ]) {
    await card.getByRole("button", { name: "Add dish to Farewell Brunch" }).click();
    const dish = page.getByRole("dialog", { name: "Add Dish" });
    await dish.getByLabel("Dish name").fill(name!);
    await choose(page, "Subcategory", sub!, dish);
    if (name === "Filter Coffee") await snapBoth(page, "admin-menus-dish-dialog");
    await dish.getByRole("button", { name: "Add Dish" }).click();
    await expect(toast(page, "Dish added successfully!")).toBeVisible();
  }
  await expect(card.getByText("Beverages")).toBeVisible();
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Day menu published!")).toBeVisible();
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await snapTab(page, "admin-menus");

  await page.goto("/menu/view");
  await page.getByRole("tab", { name: "Day 9" }).click();
  await expect(page.getByRole("heading", { name: "Farewell Brunch Day" })).toBeVisible();
  await expect(page.getByText("Masala Dosa")).toBeVisible();

  await signInAsAdmin(page);
  await tab(page, "Menu Management").click();
  await page.getByTestId("day-menu-card").filter({ hasText: "Farewell Brunch Day" }).getByRole("button", { name: "Unpublish" }).click();
  await expect(toast(page, "Day menu unpublished")).toBeVisible();
  await page.goto("/menu/view");
  await expect(page.getByRole("heading", { name: "Wedding Celebration Menus" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Day 9" })).toHaveCount(0);
  await expect(page.getByText("Farewell Brunch Day")).toHaveCount(0);
});

test("upload a venue photo and see it in the home slideshow", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Venue").click();
  await page.getByRole("button", { name: "Add Media" }).click();
  const form = page.getByRole("form", { name: "Add venue media" });
  await form.getByLabel("Choose file").setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: pngImage(320, 180, [120, 150, 110]) });
  await expect(toast(page, "Upload successful")).toBeVisible();
  await form.getByLabel("Title (optional)").fill("E2E Rose Garden");
  await form.getByLabel("Display order").fill("0");
  await form.getByRole("button", { name: "Add Media" }).click();
  await expect(toast(page, "Venue media added successfully")).toBeVisible();
  await expect(page.getByTestId("venue-media-item").filter({ hasText: "E2E Rose Garden" })).toBeVisible();
  await snapTab(page, "admin-venue");

  await page.goto("/");
  const slide = page.locator('img[alt="E2E Rose Garden"]');
  await expect(slide).toHaveCount(1);
  const src = await slide.getAttribute("src");
  expect(src).toMatch(/^\/files\/venue\//);
  const res = await page.request.get(src!, { headers: { range: "bytes=0-7" } });
  expect(res.status()).toBe(206);
});

test("upload audio, enable it and see the player on the home page", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Audio").click();
  await page.getByLabel("Upload Audio File").setInputFiles({ name: "song.wav", mimeType: "audio/wav", buffer: wavAudio(2) });
  await expect(toast(page, "Upload successful")).toBeVisible();
  await expect(page.getByLabel("Replace Audio File")).toBeAttached();
  await page.getByLabel("Title (optional)").fill("E2E Shehnai");
  await page.getByRole("switch", { name: "Enable background audio" }).click();
  await page.getByRole("button", { name: "Save Audio Settings" }).click();
  await expect(toast(page, "Audio settings updated successfully")).toBeVisible();
  const w = dbRow<{ background_audio_url: string; background_audio_enabled: number; background_audio_title: string }>("select * from wedding where id = 1");
  expect(w).toMatchObject({ background_audio_enabled: 1, background_audio_title: "E2E Shehnai" });
  await snapTab(page, "admin-audio");

  await page.goto("/");
  await expect(page.getByTestId("background-audio-toggle")).toBeVisible();
  await expect(page.getByTestId("background-audio")).toHaveAttribute("src", w!.background_audio_url);
});

test("edit wedding details and see the hero change", async ({ page }) => {
  await signInAsAdmin(page);
  await tab(page, "Wedding").click();
  const form = page.getByRole("form", { name: "Wedding details" });
  await form.getByLabel("Bride name").fill("");
  await form.getByRole("button", { name: "Save Wedding Details" }).click();
  await expect(form.getByText("Bride name is required")).toBeVisible();
  await form.getByLabel("Bride name").fill("Ishita Rao");
  await form.getByLabel("Groom name").fill("Kabir Mehta");
  await form.getByLabel("Venue", { exact: true }).fill("Rambagh Palace");
  await form.getByRole("button", { name: "Save Wedding Details" }).click();
  await expect(toast(page, "Wedding details updated successfully")).toBeVisible();
  await expect(page.getByText("Kabir Mehta & Ishita Rao").or(page.getByText("Ishita Rao & Kabir Mehta")).first()).toBeVisible();
  await snapTab(page, "admin-wedding");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kabir");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ishita");
  await expect(page.getByText("Rambagh Palace").first()).toBeVisible();
});
