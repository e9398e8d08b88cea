import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { holdAppCode } from "./app-code";
import { snapBoth } from "./screenshots";

test.describe("home page", () => {
  test("shows every section with the demo wedding", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Aarav");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Meera");
    await expect(page.getByText("We're getting married")).toBeVisible();
    await expect(page.getByText("November 7–8, 2025").first()).toBeVisible();
    await expect(page.locator("#rsvp-section")).toBeAttached();
    await expect(page.getByRole("heading", { name: "Glenmoor Cafe & Resort" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "With Gratitude" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Aarav Sharma");
    const directions = page.getByRole("link", { name: "Get Directions to Venue" });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("href", /maps/);
  });

  test("RSVP Now scrolls to the RSVP form, which is in the page before anyone touches it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator("#rsvp-section")).not.toBeInViewport();
    // Drawn by the server: no tap or scroll is needed for the form to be there.
    await expect(page.getByRole("form", { name: "RSVP form" })).toHaveCount(1);
    await page.getByRole("link", { name: "RSVP Now" }).click();
    await expect(page.locator("#rsvp-section")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  });

  test("RSVP Now works before the app's code has arrived: a link to the form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdAppCode(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("link", { name: "RSVP Now" }).click();
    await expect(page.locator("#rsvp-section")).toBeInViewport();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    release();
    await page.screenshot({ path: "e2e/output/screenshots/home-early-rsvp-tap-390.png", animations: "disabled" });
  });

  test("the hero the server sent is the one shown, once, and it goes and comes back with the page", async ({ page }) => {
    const res = await page.request.get("/");
    expect(await res.text()).toContain('<h1 id="hero-title"');
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Itinerary" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wedding Itinerary" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RSVP" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Aarav");
  });

  test("the countdown ticks every second before the day and celebrates at zero", async ({ page }) => {
    // The server drew the page at its own moment (after the day): hydration takes that moment, never a mismatch.
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.clock.install({ time: new Date("2025-11-01T10:29:50Z") });
    await page.goto("/");
    // The server's page says "Today's the Day"; the phone's clock is before it, so this is the app at work.
    await expect(page.getByRole("heading", { name: "Counting down to forever" })).toBeVisible();
    await page.clock.pauseAt(new Date("2025-11-01T10:30:00Z"));
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText("06Days00Hours00Minutes00Seconds");
    await page.clock.runFor(1000);
    await expect(timer).toHaveText("05Days23Hours59Minutes59Seconds");
    await page.clock.runFor(1000);
    await expect(timer).toHaveText("05Days23Hours59Minutes58Seconds");
    await page.clock.setFixedTime(new Date("2025-11-07T10:30:01Z"));
    await page.clock.runFor(1000);
    await expect(page.getByRole("heading", { name: "Today's the Day" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the venue slideshow wraps around in both directions", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Venue photos and videos" });
    await expect(carousel.getByText("1 / 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(carousel.getByText("4 / 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByText("1 / 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByText("2 / 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(carousel.getByText("4 / 4")).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByText("1 / 4")).toBeVisible();
    await expect(carousel.getByText("image", { exact: true })).toBeVisible();
  });

  test("navigation marks RSVP active only on / and Itinerary on its pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "RSVP" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Itinerary" }).click();
    await expect(page).toHaveURL(/\/timeline$/);
    await expect(nav.getByRole("link", { name: "Itinerary" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "RSVP" })).not.toHaveAttribute("aria-current", "page");
  });

  test("screenshots", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Send my RSVP" })).toBeAttached();
    await snapBoth(page, "home");
  });
});

test.describe("itinerary", () => {
  test("day tabs switch between the two days", async ({ page }) => {
    await page.goto("/timeline");
    await expect(page.getByRole("heading", { name: "Wedding Itinerary" })).toBeVisible();
    const day1 = page.getByRole("tab", { name: "7th Nov" });
    const day2 = page.getByRole("tab", { name: "8th Nov" });
    await expect(day1).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Guest Check-in" })).toBeVisible();
    await expect(page.getByText("Yellow & Florals")).toBeVisible();
    await day2.click();
    await expect(day2).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Wedding Ceremony" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Guest Check-in" })).toHaveCount(0);
    await expect(page.getByText(/onwards$/).first()).toBeVisible();
  });

  test("screenshots", async ({ page }) => {
    await page.goto("/timeline");
    await expect(page.getByRole("tab", { name: "7th Nov" })).toBeVisible();
    await snapBoth(page, "timeline");
  });
});

test.describe("menus", () => {
  test("shows only published day menus, with day and meal filters", async ({ page }) => {
    await page.goto("/menu/view");
    await expect(page.getByRole("heading", { name: "Wedding Celebration Menus" })).toBeVisible();
    await expect(page.getByText("Vegetarian", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "Day 1" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Day 2" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Day 3" })).toHaveCount(0);
    await expect(page.getByText("Farewell Brunch")).toHaveCount(0);

    const filters = page.getByRole("tablist", { name: "Filter by meal" });
    await expect(filters.getByRole("tab", { name: "All Meals" })).toHaveAttribute("aria-selected", "true");
    const mealsBefore = await page.locator("article").count();
    expect(mealsBefore).toBeGreaterThan(1);
    await filters.getByRole("tab", { name: "Dinner" }).click();
    await expect(page.locator("article")).toHaveCount(1);
    await expect(page.locator("article").getByText("Dinner", { exact: true })).toBeVisible();
    await filters.getByRole("tab", { name: "All Meals" }).click();
    await expect(page.locator("article")).toHaveCount(mealsBefore);

    await page.getByRole("tab", { name: "Day 2" }).click();
    await expect(page.getByRole("tablist", { name: "Filter by meal" }).getByRole("tab", { name: "Breakfast" })).toBeVisible();
    await expect(page.getByText("Other Items").first()).toBeVisible();
  });

  test("any /menu/:slug shows the same page", async ({ page }) => {
    await page.goto("/menu/wedding-day");
    await expect(page.getByRole("heading", { name: "Wedding Celebration Menus" })).toBeVisible();
  });

  test("screenshots", async ({ page }) => {
    await page.goto("/menu/view");
    await expect(page.getByRole("tab", { name: "Day 1" })).toBeVisible();
    await snapBoth(page, "menus");
  });
});

test.describe("not found", () => {
  test("an unknown route shows the 404 page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("screenshots", async ({ page }) => {
    await page.goto("/no-such-page");
    await snapBoth(page, "not-found");
  });
});

test("/admin without a session goes to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

/** Marks the moment the app has hydrated the page the server drew (React's root is on #root). */
const MARK_APP_RENDERED = () => {
  const check = () => {
    const root = document.getElementById("root");
    if (root && Object.keys(root).some((k) => k.startsWith("__reactContainer"))) performance.mark("app-rendered");
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};
/** The assets requested before that moment: what the page needs before it answers a tap. */
const ASSETS_REQUESTED_BEFORE_APP_RENDERED = () => {
  const at = performance.getEntriesByName("app-rendered")[0]?.startTime ?? Infinity;
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((e) => e.fetchStart <= at)
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.startsWith("/assets/"));
};

test("guest pages never load admin code; the weight of / is recorded", async ({ page }) => {
  const assets: { url: string; type: string; bytes: number }[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith("/assets/") || !/\.(js|css)$/.test(url.pathname)) return;
    const bytes = gzipSync(readFileSync(`${process.env.DIST_DIR ?? "dist"}/client${url.pathname}`)).length;
    assets.push({ url: url.pathname, type: url.pathname.endsWith(".css") ? "css" : "js", bytes });
  });
  for (const path of ["/", "/timeline", "/menu/view", "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (path !== "/") continue;
    // The form's checks, fetched when the guest enters the form.
    await page.getByLabel("Full Name").focus();
    await page.waitForLoadState("networkidle");
  }
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((a) => /admin|login|dashboard/i.test(a.url))).toEqual([]);

  // What / loads before interaction: everything until the network is quiet with nobody touching the page.
  // The server draws the page and its form; the app hydrates it. zod and the schemas (the form's checks)
  // wait until the guest enters the form.
  assets.length = 0;
  await page.addInitScript(MARK_APP_RENDERED);
  await page.goto("/", { waitUntil: "load" });
  // On a loaded machine the network can be quiet while the app's code still runs: wait for the app itself.
  await page.waitForFunction(() => performance.getEntriesByName("app-rendered").length > 0);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  await expect(page.getByRole("button", { name: "Send my RSVP" })).toBeAttached();
  const untouched = [...assets];
  const neededFirst = new Set(await page.evaluate(ASSETS_REQUESTED_BEFORE_APP_RENDERED));
  expect(untouched.filter((a) => a.type === "js").length).toBeGreaterThan(0);
  expect(untouched.every((a) => neededFirst.has(a.url))).toBe(true); // nothing more once the page is drawn
  const carriesZod = (a: { url: string }) => readFileSync(`${process.env.DIST_DIR ?? "dist"}/client${a.url}`, "utf8").includes("_zod");
  expect(untouched.filter(carriesZod).map((a) => a.url)).toEqual([]);
  await page.getByLabel("Full Name").focus();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => assets.filter((a) => !untouched.includes(a)).filter(carriesZod).length).toBeGreaterThan(0);
  const formFiles = assets.filter((a) => !untouched.includes(a));
  // The checks: their entry, zod, the reply schema and the phone rules (whichever the page has not loaded yet).
  expect(formFiles.filter((a) => a.type === "js").length).toBeLessThanOrEqual(4);
  const sum = (list: typeof assets, type: string) => list.filter((a) => a.type === type).reduce((n, a) => n + a.bytes, 0);
  const weight = {
    jsGzipBytes: sum(untouched, "js"),
    cssGzipBytes: sum(untouched, "css"),
    withFormJsGzipBytes: sum(assets, "js"),
    withFormCssGzipBytes: sum(assets, "css"),
    files: assets,
  };
  mkdirSync("e2e/output", { recursive: true });
  writeFileSync("e2e/output/guest-weight.json", JSON.stringify(weight, null, 2));
  expect(weight.jsGzipBytes).toBeGreaterThan(50_000); // the app itself, not only the entry
  // The app hydrates the page it arrives with, the RSVP form included (react-hook-form, the upload slots): 207 KB
  // measured when the server began drawing the form (140 KB before, with the form fetched at the first act).
  // A guest can type and send before any of it arrives; the bench's weak-signal row gives the bytes in all.
  expect(weight.jsGzipBytes).toBeLessThanOrEqual(215 * 1024);
  expect(weight.cssGzipBytes).toBeLessThanOrEqual(20 * 1024);
  console.log(
    `guest route /: ${weight.jsGzipBytes} B JS, ${weight.cssGzipBytes} B CSS (gzip) before interaction; ` +
      `${weight.withFormJsGzipBytes} B JS, ${weight.withFormCssGzipBytes} B CSS with the RSVP form`,
  );
});
