/**
 * The low-disk warning in Chromium against the built app: the server's answer to admin.diskStatus is patched to
 * "low" in flight (filling the test machine's disk is not an option; the server side is covered by
 * upload-disk.test.ts with an injected floor), and the dashboard shows its calm banner above the tabs.
 * Screenshots at 360x740 and 1280x800.
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./e2e-db";

test("the dashboard warns while the server's disk is almost full", async ({ page }) => {
  await page.route(/\/trpc\/[^?]*admin\.diskStatus/, async (route) => {
    const res = await route.fetch();
    const paths = decodeURIComponent(new URL(route.request().url()).pathname.split("/trpc/")[1]!).split(",");
    const body = (await res.json()) as unknown[];
    body[paths.indexOf("admin.diskStatus")] = { result: { data: { low: true, freeBytes: 300 * 1024 ** 2, minFreeBytes: 1024 ** 3 } } };
    await route.fulfill({ response: res, json: body });
  });
  await signInAsAdmin(page);
  const banner = page.getByRole("status").filter({ hasText: "The server's disk is almost full." });
  await expect(banner).toHaveText(
    "The server's disk is almost full. Guests cannot upload ID documents until there is at least 1.0 GB free (300 MB now). Free some space on the server, then refresh this page.",
  );
  for (const [label, size] of [
    ["360", { width: 360, height: 740 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/output/screenshots/admin-disk-warning-${label}.png`, animations: "disabled" });
  }
});
