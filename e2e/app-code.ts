/** The app's code held back (a weak signal) and React's takeover, for journeys about the page before and after it. */
import type { Page } from "@playwright/test";

/** Holds every script of the app until the returned function is called; call before the page is opened. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React's root is on #root once the app has hydrated the page. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
