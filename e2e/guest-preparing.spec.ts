/**
 * Before the first-run setup (nobody on the team), in Debian's Chromium: every guest page says the site is
 * being prepared, with no hero, no form and no "Groom & Bride"; the setup page is still there for the couple.
 * Its own server on a fresh, empty data folder (no ADMIN_PHONE), next to the demo one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const url = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wedding-e2e-fresh-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", OTP_DELIVERY: "console" };
  delete env.ADMIN_PHONE;
  child = spawn(process.execPath, [`${process.env.DIST_DIR ?? "dist"}/server/main.mjs`], { stdio: ["ignore", "ignore", "inherit"], env });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the fresh server did not start");
});

test.afterAll(async () => {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("every guest page says the site is being prepared; the setup page stays", async ({ page }) => {
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const where of ["/", "/timeline", "/menu/view"]) {
      await page.goto(url + where);
      await expect(page.getByRole("heading", { level: 1, name: "This wedding's website is being prepared" })).toBeVisible();
      await expect(page.getByText("Please check back soon.")).toBeVisible();
      await expect(page.getByRole("link", { name: "RSVP Now" })).toHaveCount(0);
      await expect(page.getByRole("form", { name: "RSVP form" })).toHaveCount(0);
      await expect(page.getByText("Groom & Bride")).toHaveCount(0);
    }
    await page.goto(url);
    await page.screenshot({ path: `e2e/output/screenshots/guest-preparing-${size.width}.png`, animations: "disabled" });
  }
  await page.goto(`${url}/setup`);
  await expect(page.getByText("This wedding's website is being prepared")).toHaveCount(0);
  // A reply sent anyway (an old tab, a script) is refused with the sentence.
  const res = await page.request.post(`${url}/api/rsvp`, {
    data: { primaryGuestName: "Asha", primaryGuestPhone: "9000000009", primaryGuestGender: "female", rsvpStatus: "no" },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toMatch(/being prepared/);
});
