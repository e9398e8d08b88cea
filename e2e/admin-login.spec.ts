import { expect, type Page, test } from "@playwright/test";
import { snapBoth } from "./screenshots";

const RECEIVER = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}/last`;

/** The last code the server delivered to the local webhook receiver. */
async function lastCode(page: Page, previous?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(RECEIVER);
      const delivery = (await res.json()) as { contentType: string; body: { phoneNumber: string; code: string; message: string } } | null;
      code = delivery?.body.code ?? "";
      return code && code !== previous ? delivery : null;
    })
    .toMatchObject({ contentType: expect.stringContaining("application/json"), body: { phoneNumber: "9876543210", code: expect.stringMatching(/^\d{6}$/) } });
  return code;
}

test("log in with a code from WhatsApp (webhook), reach /admin, log out", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("******3210")).toBeVisible();
  await snapBoth(page, "login-initial");
  await page.getByRole("button", { name: "Send OTP to WhatsApp" }).click();

  const code = await lastCode(page);
  const input = page.getByLabel("Verification code");
  await expect(input).toHaveAttribute("autocomplete", "one-time-code");
  await expect(input).toHaveAttribute("inputmode", "numeric");
  const verify = page.getByRole("button", { name: "Verify & Login" });
  await input.fill("12ab3");
  await expect(input).toHaveValue("123");
  await expect(verify).toBeDisabled();
  await input.fill(code);
  await expect(verify).toBeEnabled();
  await snapBoth(page, "login-otp");
  await verify.click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Wedding Management Dashboard" })).toBeVisible();
  await expect(page.getByText("Aarav Sharma & Meera Iyer")).toBeVisible();
  await snapBoth(page, "admin");
  expect(await page.evaluate(() => localStorage.getItem("adminSessionToken"))).toBeTruthy();
  expect(Date.parse((await page.evaluate(() => localStorage.getItem("adminSessionExpires")))!)).toBeGreaterThan(Date.now());

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminSessionToken"))).toBeNull();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong code shows Invalid OTP; Back returns to the first step", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Send OTP to WhatsApp" }).click();
  const code = await lastCode(page);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await expect(page.getByText("Invalid OTP", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Send OTP to WhatsApp" })).toBeVisible();
});

test("an expired stored session is sent back to /login and cleared", async ({ page }) => {
  await page.goto("/login");
  await page.evaluate(() => {
    localStorage.setItem("adminSessionToken", "stale-token");
    localStorage.setItem("adminSessionExpires", new Date(Date.now() - 60_000).toISOString());
  });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminSessionToken"))).toBeNull();
});

test("a forged token with a future expiry is rejected by the server", async ({ page }) => {
  await page.goto("/login");
  await page.evaluate(() => {
    localStorage.setItem("adminSessionToken", "forged-token");
    localStorage.setItem("adminSessionExpires", new Date(Date.now() + 3_600_000).toISOString());
  });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminSessionExpires"))).toBeNull();
});
