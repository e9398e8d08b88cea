import type { Page } from "@playwright/test";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Scrolls through the page so lazy images load, then waits for every image and font. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      // Instant: the site scrolls smoothly, and a smooth scroll would never reach the lazy images in time.
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true })))));
    await document.fonts.ready;
  });
  // The slideshow fades between slides; let the current one settle.
  await page.waitForTimeout(600);
}

/** Saves full-page screenshots at phone and desktop size under e2e/output/screenshots/. */
export async function snapBoth(page: Page, name: string, prepare?: (page: Page) => Promise<void>) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await prepare?.(page);
    await loadAllImages(page);
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${label}.png`, fullPage: true, animations: "disabled" });
  }
}
