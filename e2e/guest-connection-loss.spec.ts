/**
 * A guest on a phone whose connection drops, in Debian's Chromium at 360 x 740: the server goes away at
 * "Send my RSVP" (its calls and every chunk not yet fetched, the toast list's among them); the page stays and the
 * reply is kept on the phone (guest-offline-reply.spec.ts follows it further); once the server is back the reply
 * goes through. The same at "Send OTP" on /login.
 */
import { expect, type Page, test } from "@playwright/test";
import { openE2eDb } from "./e2e-db";

const shot = (name: string) => `e2e/output/screenshots/${name}.png`;
const freshPhone = () => `8${String(Date.now()).slice(-9)}`;

/** The server is unreachable: its API and any code the page has not fetched yet. */
async function dropServer(page: Page) {
  await page.route(/\/(trpc|api|assets)\//, (route) => route.abort("internetdisconnected"));
}

function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("Send my RSVP with the server gone keeps the page and the reply, then goes through once it is back", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = watchPageErrors(page);
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  await expect(form.getByRole("button", { name: "Send my RSVP" })).toBeVisible();
  // The form's own check (fetched once the form is on screen) has arrived.
  await page.waitForLoadState("networkidle");
  const phone = freshPhone();
  await form.getByLabel("Full Name").first().fill("Asha Verma");
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Gender").first().selectOption("female");
  await form.getByText("Regretfully declines").click();

  await dropServer(page);
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page.getByText("Saved on this phone. We will send it as soon as you are back online.")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await page.screenshot({ path: shot("guest-connection-lost-360"), animations: "disabled" });

  await page.unrouteAll({ behavior: "wait" });
  await page.getByRole("button", { name: "Try sending now" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const db = openE2eDb();
  try {
    expect(db.prepare("SELECT COUNT(*) AS n FROM rsvps WHERE primary_guest_phone = ?").get(`+91${phone}`)).toEqual({ n: 1 });
  } finally {
    db.close();
  }
  expect(errors).toEqual([]);
});

test("Send OTP with the server gone shows the spec's message and keeps the login page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = watchPageErrors(page);
  await page.goto("/login");
  const send = page.getByRole("button", { name: "Send OTP to WhatsApp" });
  await expect(send).toBeEnabled();
  await page.waitForLoadState("networkidle");
  await dropServer(page);
  await send.click();
  await expect(page.getByText("Network Error")).toBeVisible();
  await expect(page.getByText("Failed to send OTP. Please check your connection.")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(send).toBeEnabled();
  await page.screenshot({ path: shot("login-connection-lost-360"), animations: "disabled" });
  expect(errors).toEqual([]);
});

test("the app's code failing to arrive leaves a form that still sends the reply: it posts to the server", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await page.getByRole("link", { name: "RSVP Now" }).click();
  const form = page.getByRole("form", { name: "RSVP form" });
  await form.getByLabel("Full Name").fill("Gauri Menon");
  await form.getByLabel("Phone Number").fill("98450 67123");
  await form.getByText("Regretfully declines").click();
  await form.getByRole("button", { name: "Send my RSVP" }).click();
  await expect(page).toHaveURL(/\/rsvp\/[\w-]{20,}\?sent=1$/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText(/We'll miss you!/)).toBeVisible();
  await page.screenshot({ path: shot("guest-form-without-app-sent-360"), animations: "disabled" });
});

test("a page whose code does not arrive says so with 'Try again', which brings the page once it can", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.route(/\/assets\/timeline-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("link", { name: "Itinerary" }).first().click();
  // The router reloads the page once for a missing chunk (a new deploy); the chunk is still missing after it.
  const failed = page.getByRole("alert").filter({ hasText: "This page did not load. Please check your connection and try again." });
  await expect(failed).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await page.screenshot({ path: shot("guest-page-chunk-failed-360"), animations: "disabled" });
  await page.unrouteAll({ behavior: "wait" });
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(failed).toHaveCount(0);
  // The itinerary itself (the page's code), not only the title the server painted.
  await expect(page.getByRole("heading", { name: "Guest Check-in" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
